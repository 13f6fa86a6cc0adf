"""A departure denied keeps the old fact (rules.stays). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.stays import departure_denied

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("林岚是“白鸽”乐队的鼓手。", "林岚出了个人专辑，并表示不会离开“白鸽”。"),
        (
            "Mara Quist coaches the Dunmore Rovers.",
            "Mara Quist said she is not leaving the Dunmore Rovers.",
        ),
        (
            "Ivo Brand chairs the Kellet parish council.",
            "Ivo Brand has no plans to step down from the parish council.",
        ),
    ],
)
def test_a_departure_denied_keeps_the_old_fact(old: str, new: str) -> None:
    assert departure_denied(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The old text told the departure: denying it is a reversal.
        (
            "Mara Quist is leaving the Dunmore Rovers.",
            "Mara Quist is not leaving the Dunmore Rovers after all.",
        ),
        ("林岚将退出“白鸽”乐队。", "林岚不会退出“白鸽”乐队了。"),
        # No departure denied.
        ("Mara Quist coaches the Dunmore Rovers.", "Mara Quist does not coach the Dunmore Rovers."),
    ],
)
def test_no_departure_denied_is_not_read(old: str, new: str) -> None:
    assert departure_denied(new, old) is None
