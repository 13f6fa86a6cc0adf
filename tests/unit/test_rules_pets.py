"""A named animal the user had is gone (rules.pets). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.pets import pet_gone

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User has a collie called Pepper.", "We lost Pepper on Sunday, she was fifteen."),
        ("User has a rabbit, Clover.", "Rehomed Clover with a family who have a big garden."),
        ("家里养了只猫叫豆包。", "豆包前几天走了，陪了我们十二年。"),
        ("用户养了一只柴犬叫可乐。", "可乐太能拆家了，只好把它送人了。"),
        # A time or a cause before 走了.
        ("用户养了一只英短叫奶茶。", "用户的奶茶上个月因为心脏病走了。"),
        # An animal the user has one of, given away by its kind.
        ("User has a rabbit.", "gave the rabbit to my niece, she adores him"),
        ("用户养了一只鹦鹉。", "鹦鹉送给楼下大爷了，我实在没空照顾"),
    ],
)
def test_a_named_animal_gone_retires(old: str, new: str) -> None:
    assert pet_gone(new, old) is not None
    relation, why = classify_pair(new, old, 0.4)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User has a collie called Pepper.", "Lost Pepper in the woods for an hour, found her."),
        ("User has a collie called Pepper.", "We might have to rehome Pepper after the move."),
        ("User has a collie called Pepper.", "lost my keys on the walk with the dog"),
        ("家里养了只猫叫豆包。", "打算把它送给表姐养。"),
        ("User's manager is called Derek.", "Derek passed the exam."),
        # Another kind given away, or a plan to.
        ("User has a rabbit.", "gave the hamster to my niece"),
        ("用户养了一只鹦鹉。", "打算把鹦鹉送给楼下大爷"),
    ],
)
def test_found_planned_or_unnamed_is_not_gone(old: str, new: str) -> None:
    assert pet_gone(new, old) is None
