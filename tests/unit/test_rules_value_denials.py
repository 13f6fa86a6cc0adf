"""A denial about something done with the old value, or beside "still", is not weighed by the
calibrated reading as a denial of the old memory (rules.value_denials). Each example is made
up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.value_denials import denies_with_value

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My name is Siobhan.", "Nobody at the gym can spell Siobhan, it's always Shivon."),
        ("最喜欢的乐队是五月天。", "五月天巡演的票一张都没买到。"),
        ("外公住在山里。", "外公还是不愿意下山住。"),
    ],
)
def test_a_denial_beside_the_old_value_keeps_it(old: str, new: str) -> None:
    assert denies_with_value(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The value itself is denied: a correction.
        ("User's first name is Ana.", "The user is Anna, not Ana; I misread it."),
        ("最喜欢的乐队是五月天。", "其实最喜欢的乐队不是五月天。"),
        # A withdrawal.
        ("最喜欢的乐队是五月天。", "不再喜欢五月天了。"),
        # No negation at all.
        ("My name is Siobhan.", "Everyone at the gym calls me Siobhan."),
    ],
)
def test_a_denial_of_the_old_statement_is_left_to_the_readings(old: str, new: str) -> None:
    assert denies_with_value(new, old) is None
