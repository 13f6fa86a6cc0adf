"""A correction naming the old value as the wrong one (rules.named_wrong). Each example is
made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.named_wrong import named_wrong

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Bo: swim class at 5:30 on Tuesdays", "Bo: sorry, it's 6:30 not 5:30"),
        ("Dinner is at Luigi's.", "We're eating at Nonna Rosa, not Luigi's."),
        ("孩子五点放学。", "我说错了，是五点半放学，不是五点"),
        ("组会在周二。", "组会是周三，不是周二"),
    ],
)
def test_the_old_value_named_as_wrong_retires(old: str, new: str) -> None:
    assert named_wrong(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User is vegan.", "User is not vegan."),  # a plain negation, not two values
        ("Swim class at 5:30.", "Swim class at 5:30, not 6:30."),  # the old value confirmed
        ("Dinner is at Luigi's.", "Lunch at Nonna Rosa, not Bella."),  # another value denied
    ],
)
def test_other_shapes_are_not_the_old_value_named_wrong(old: str, new: str) -> None:
    assert named_wrong(new, old) is None
