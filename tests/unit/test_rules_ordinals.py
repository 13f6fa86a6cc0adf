"""One more of a counted thing, told by its ordinal (rules.ordinals). Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.ordinals import one_more


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User has two dogs.", "User brought home a third dog on Sunday."),
        ("The user has three kids.", "User's fourth child, a boy, was born in May."),
        ("用户养了两只猫", "用户的第三只猫今天到家了"),
        # A child named by its place alone.
        ("用户有一个孩子。", "用户的二胎上周出生了，是个女儿。"),
        ("User has two kids.", "Baby number three arrived on Friday morning."),
        ("User has three children.", "Our fourth, a little boy, was born last night."),
    ],
)
def test_the_next_one_by_its_ordinal_updates_the_count(old: str, new: str) -> None:
    assert one_more(new, old) is not None
    relation, why = classify_pair(new, old, 0.75)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # One of those counted, not one more.
        ("User has two dogs.", "User's second dog is a beagle."),
        # Another kind.
        ("User has two dogs.", "User adopted a third cat."),
        # On its way, hoped for, asked about.
        ("The user has three kids.", "User is expecting a fourth child in June."),
        ("The user has three kids.", "Will the user have a fourth child?"),
        ("用户养了两只猫", "用户打算养第三只猫"),
        # Someone else's.
        ("The user has three kids.", "User's sister had her fourth child."),
        ("用户养了两只猫", "用户妹妹的第三只猫到家了"),
        ("用户有一个孩子。", "用户的姐姐二胎生了个儿子。"),
        ("User has two kids.", "My sister just had baby number three."),
        # A second child beside a count of daughters: still one daughter.
        ("用户有一个女儿。", "用户的二胎是个儿子。"),
        # Pregnant with the next one.
        ("用户有一个孩子。", "用户怀了二胎。"),
    ],
)
def test_no_next_one_of_the_counted_thing_retires_nothing(old: str, new: str) -> None:
    assert one_more(new, old) is None
