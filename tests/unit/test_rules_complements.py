"""The opposite quantifier over the complementary predicate says the same thing
(rules.complements). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.complements import complement_restated

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "All of the club's members are over sixty.",
            "None of the club's members is sixty or younger.",
        ),
        ("None of the rooms cost more than 90 euros.", "All of the rooms cost 90 euros or less."),
        ("所有参赛者都在十八岁以上。", "参赛者中没有一个是十八岁以下的。"),
    ],
)
def test_both_flips_are_the_same_statement(old: str, new: str) -> None:
    assert complement_restated(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # One flip only: the quantifier, or the side of the bound.
        ("All of the club's members are over sixty.", "None of the club's members is over sixty."),
        ("All of the club's members are over sixty.", "All of the club's members are under sixty."),
        # A range is not one side of a bound.
        (
            "All of the club's members are over sixty.",
            "None of the members is over 50 and under 60.",
        ),
        # "Some" is not read.
        (
            "Some of the club's members are over sixty.",
            "None of the club's members is sixty or younger.",
        ),
    ],
)
def test_one_flip_or_no_quantifier_is_not_read(old: str, new: str) -> None:
    assert complement_restated(new, old) is None
