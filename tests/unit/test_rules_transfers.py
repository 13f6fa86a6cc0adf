"""The twelfth pass's widening of rules.endings: a thing or a task given or handed to someone
else (gave … to, handed … over to, went to my mum, 送给, 交给, 给我爸用了) is no longer the
user's. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.endings import ended


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User plays on a Nintendo Switch.", "Gave the Switch to my nephew, no time for it."),
        ("Running the office quiz league.", "Handed the quiz league over to Dana in March."),
        ("Uses a Dell XPS laptop.", "Got a MacBook Air; the XPS went to my dad."),
        ("用户负责门店的排班表。", "排班表交给店长了，我现在管库存。"),
        ("我用的是华为平板。", "华为平板给我妈用了，我换了iPad。"),
        ("用户有一台跑步机。", "跑步机送人了，客厅终于宽敞了。"),
    ],
)
def test_a_thing_given_away_retires_having_it(old: str, new: str) -> None:
    assert ended(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Given something else, or planning to.
        ("User plays on a Nintendo Switch.", "Might give the Switch to my nephew at Christmas."),
        ("用户负责门店的排班表。", "打算把排班表交给店长。"),
        # Not given away: not handed over.
        ("Running the office quiz league.", "Haven't handed the quiz league over to anyone."),
    ],
)
def test_nothing_given_away_is_read(old: str, new: str) -> None:
    assert ended(new, old) is None
