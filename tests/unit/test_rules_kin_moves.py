"""A relative moved house (rules.kin_moves). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.kin_moves import relative_moved

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User's grandmother lives with them.", "Nan moved into sheltered housing last month."),
        ("User's father lives in Leeds.", "User's dad has moved down to Devon with his partner."),
    ],
)
def test_a_relatives_move_retires_where_they_lived(old: str, new: str) -> None:
    assert relative_moved(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation in RETIRING, why


def test_in_laws_are_one_kind() -> None:
    assert relative_moved("岳父母搬去海口过冬了。", "用户的岳父岳母住在沈阳。") is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User's father lives in Leeds.", "Dad might move to Devon next year."),
        ("User's father lives in Leeds.", "User's sister moved to Bristol."),
        ("User's father lives in Leeds.", "Dad moved to Leeds after he retired."),
        ("用户的外婆住在苏州。", "外婆不打算搬去上海。"),
    ],
)
def test_a_plan_another_relative_or_the_same_place_is_left_alone(old: str, new: str) -> None:
    assert relative_moved(new, old) is None
