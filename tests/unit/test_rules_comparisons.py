"""What the old text negates, named by the new one only as what something is preferred over,
keeps the old fact (rules.comparisons). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.comparisons import compared_below

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("晚上爱喝绿茶，不怎么喝可乐。", "晚上比起可乐更喜欢绿茶。"),
        ("User doesn't like soda, drinks juice.", "User picks juice over soda every time."),
        ("User does not enjoy running.", "User enjoys swimming more than running."),
    ],
)
def test_what_is_preferred_over_keeps_the_negation(old: str, new: str) -> None:
    assert compared_below(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The old text does not negate what is compared.
        ("User loves soda.", "User picks juice over soda every time."),
        # The new text negates or changes something itself.
        ("User does not enjoy running.", "User no longer prefers swimming over running."),
        ("晚上爱喝绿茶，不怎么喝可乐。", "现在改了，比起绿茶更喜欢可乐。"),
    ],
)
def test_other_comparisons_are_left_to_the_readings(old: str, new: str) -> None:
    assert compared_below(new, old) is None
