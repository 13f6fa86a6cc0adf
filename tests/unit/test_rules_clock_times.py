"""Clock times are not amounts, and two things named by their times are two (rules.clock_times).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.amounts import amounts_only_each
from app.providers.rules.clock_times import another_timed_one, clock_minutes

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


def test_minutes_of_a_clock_time_are_not_an_amount() -> None:
    text = "The 7:25 bus to Orrin left on time."
    assert clock_minutes(text, text.index("25"), "25")
    only_new, only_old = amounts_only_each("The 6:50 bus carried 40 people.", text)
    assert [q.value for q in only_new] == [40.0]
    assert only_old == []


def test_a_score_is_still_an_amount() -> None:
    assert not clock_minutes("They won 3:1.", len("They won 3:"), "1")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The 7:25 bus to Orrin left on time.", "The 6:50 bus to Orrin was cancelled."),
        ("The 10:05 ferry to Skell sailed on schedule.", "The 11:30 ferry to Skell ran late."),
    ],
)
def test_two_services_named_by_their_times_are_kept(old: str, new: str) -> None:
    assert another_timed_one(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


def test_a_time_moved_is_not_read() -> None:
    old = "The 7:25 bus to Orrin leaves from stop B."
    assert another_timed_one("The 7:25 bus to Orrin now leaves at 7:40.", old) is None
