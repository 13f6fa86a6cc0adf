"""A thing run out, disbanded, completed or healed has ended (rules.endings). Each example is
made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.endings import ended


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户的护照还在有效期内。", "用户的护照去年过期了，一直没去换。"),
        ("用户周三晚上有合唱团排练。", "用户参加的合唱团已经解散了。"),
        ("User has a student loan of £9,000.", "User paid off the rest of their student loan."),
        ("User is building a garden shed.", "The garden shed is finally done."),
        ("User has a sprained ankle.", "User's ankle has fully healed."),
    ],
)
def test_an_ending_of_the_kind_retires(old: str, new: str) -> None:
    assert ended(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation == Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A part of the thing, a plan, a negation.
        ("User is taking an evening course.", "User finished week three of the course."),
        ("用户的护照还在有效期内。", "用户的护照明年可能过期。"),
        ("User has a sprained ankle.", "User's ankle hasn't healed yet."),
    ],
)
def test_what_is_not_that_ending(old: str, new: str) -> None:
    assert ended(new, old) is None
