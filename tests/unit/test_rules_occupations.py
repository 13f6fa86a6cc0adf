"""A person's trade told as what they are (rules.told_attributes, `occupation`): "is a nurse",
"works as a barista", 是一名护士: one trade at a time. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User works as a plumber.", "User is a licensed electrician."),
        ("Nadia is a librarian.", "Nadia is a journalist now."),
        ("用户是一名厨师。", "用户现在是外卖员。"),
        ("阿梅是老师。", "阿梅现在是律师。"),
    ],
)
def test_another_trade_retires_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another person's trade, a second one beside it, and no trade at all.
        ("User works as a plumber.", "User's brother is an electrician."),
        ("User works as a plumber.", "User also works as a bartender on Fridays."),
        ("User works as a plumber.", "User is a father of three."),
        ("用户是一名厨师。", "用户的妻子是护士。"),
        # A plan, and a denial of another trade.
        ("用户是一名厨师。", "用户打算以后当律师。"),
        ("Nadia is a librarian.", "Nadia is not a journalist."),
    ],
)
def test_another_person_a_second_trade_or_a_plan_keeps_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why
