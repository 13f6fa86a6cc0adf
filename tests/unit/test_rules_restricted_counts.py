"""A count or an age said with "only", 只 or 满 ("User only has one cat", 用户只养了一只猫,
我满27岁了) is still the user's count or age: the word between the subject and the predicate
does not hide whose it is. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User has three goldfish.", "User only has two goldfish now, one died."),
        ("用户养了三只仓鼠", "用户只养了一只仓鼠"),
        ("用户有两个儿子。", "用户只有一个儿子，另一个是侄子。"),
        ("我今年31岁。", "我满32岁了。"),
    ],
)
def test_a_restricted_count_or_age_retires_the_old_one(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.7)
    assert relation in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another person's count.
        ("User has three goldfish.", "User's sister only has two goldfish."),
        ("用户养了三只仓鼠", "用户的妹妹只养了一只仓鼠"),
        # Another kind of thing counted.
        ("User has three goldfish.", "User only has one hamster."),
        # The same count.
        ("用户有两个儿子。", "用户只有两个儿子。"),
    ],
)
def test_a_restricted_count_of_something_else_retires_nothing(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why
