"""One more of a kind beside the first (rules.second_ones). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.second_ones import one_more_of_a_kind

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Bluegate Rail's depot is at Marsh Lane.",
            "Bluegate Rail opened a second depot at Fenby.",
        ),
        ("The charity's office is in Derby.", "The charity rented an additional office in Hull."),
        ("星河物流的仓库位于嘉兴。", "星河物流在宁波新增仓库。"),
    ],
)
def test_one_more_of_a_kind_keeps_the_first(old: str, new: str) -> None:
    assert one_more_of_a_kind(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Bluegate Rail's depot is at Marsh Lane.",
            "Bluegate Rail closed Marsh Lane and opened a second depot.",
        ),
        ("Bluegate Rail's depot is at Marsh Lane.", "Bluegate Rail's depot moved to Fenby."),
        ("The charity's office is in Derby.", "The charity hired a second accountant."),
    ],
)
def test_a_replacement_or_another_kind_is_left_to_the_readings(old: str, new: str) -> None:
    assert one_more_of_a_kind(new, old) is None
