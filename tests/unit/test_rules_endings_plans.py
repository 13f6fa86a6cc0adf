"""The twelfth pass's other widening of rules.endings: a debt cleared, a condition gone, an
end one had to make, "dropped out of", 放弃了, and a plan that fell through or was called off
(the only ways a plan ends). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.endings import ended


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Owes about £2k on an overdraft.", "Cleared the overdraft at last, back in the black."),
        ("Gets hay fever every spring.", "The hay fever is pretty much gone since the jabs."),
        ("User is doing an evening law diploma.", "Dropped out of the law diploma, too tired."),
        (
            "Cruise to Norway booked for August.",
            "Had to cancel Norway, mum's not well. Maybe later.",
        ),
        ("User is moving to Glasgow in September.", "The Glasgow move fell through, staying put."),
        ("用户在练马拉松。", "马拉松放弃了，膝盖受不了。"),
    ],
)
def test_an_ended_state_or_plan_retires_the_old(old: str, new: str) -> None:
    assert ended(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Cleared up, or something else gone: no end of that.
        ("Has a rash on the left arm.", "The rash on the left arm cleared up on its own."),
        # A plan ends only by falling through or being called off, not by "gone".
        (
            "User is moving to Glasgow in September.",
            "The Glasgow flat viewing is gone from the diary.",
        ),
        # A hedge before the end: not made yet.
        ("Cruise to Norway booked for August.", "Might have to cancel Norway."),
    ],
)
def test_no_end_of_that_state_is_read(old: str, new: str) -> None:
    assert ended(new, old) is None
