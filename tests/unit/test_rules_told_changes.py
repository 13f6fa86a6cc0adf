"""The old text already told a change that the new text states again (rules.told_changes).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.told_changes import change_already_told

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Orrin Textiles has moved its warehouse to 12 Ferry Lane.",
            "The warehouse of Orrin Textiles is now at 12 Ferry Lane.",
        ),
        ("开通地铁后，从港城到北湾的通勤时间缩短至35分钟。", "如今从港城坐地铁到北湾只要35分钟。"),
        ("The club reduced its annual fee to 80 pounds.", "Membership now costs 80 pounds a year."),
    ],
)
def test_a_told_change_restated_is_kept(old: str, new: str) -> None:
    assert change_already_told(new, old) is not None
    relation, why = classify_pair(new, old, 0.9)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A further change to a value of the new text's own.
        (
            "Orrin Textiles has moved its warehouse to 12 Ferry Lane.",
            "Orrin Textiles moved its warehouse again, from 12 Ferry Lane to 3 Mill Road.",
        ),
        ("通勤时间缩短至35分钟。", "通勤时间如今又缩短至25分钟，35分钟已成过去。"),
        # The old text tells no change.
        ("The warehouse is at 12 Ferry Lane.", "The warehouse is now at 12 Ferry Lane."),
        # The new text does not state the value.
        ("The club reduced its annual fee to 80 pounds.", "The annual fee is now 95 pounds."),
    ],
)
def test_no_told_change_restated(old: str, new: str) -> None:
    assert change_already_told(new, old) is None
