"""One weekday named as this week's is one occasion (rules.occasions). Each example is made
up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.occasions import one_occasion_of_standing_fact

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User has swimming every Tuesday evening.", "This Tuesday's swim is off, pool closed."),
        ("用户每周六上午上钢琴课。", "这周六老师生病，钢琴课上不了。"),
        ("User plays five-a-side every Thursday.", "No five-a-side this Thursday, pitch flooded."),
    ],
)
def test_this_weeks_weekday_is_one_occasion(old: str, new: str) -> None:
    assert one_occasion_of_standing_fact(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    "new",
    [
        "Starting this Tuesday, swimming moves to Wednesdays.",
        "从这周二起改成周三游泳。",
        "This Tuesday I switched to the early swim for good.",
    ],
)
def test_a_change_from_this_weekday_on_is_not_an_occasion(new: str) -> None:
    assert one_occasion_of_standing_fact(new, "User swims every Tuesday evening.") is None
