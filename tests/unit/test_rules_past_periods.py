"""A value told of a past stage of life or of a year counted back is history
(rules.past_periods). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.past_periods import told_of_a_past_period

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户月薪一万五。", "用户三年前的月薪只有八千。"),
        ("用户最喜欢的歌手是周杰伦。", "用户上高中时最喜欢五月天。"),
        ("用户叫王一鸣。", "用户小时候叫王小虎，上初中前才改成现在的名字。"),
        ("User's favourite sport is tennis.", "As a kid the user was obsessed with football."),
        ("User earns 60k a year.", "The year before last the user earned about 48k."),
    ],
)
def test_a_value_of_a_past_period_keeps_the_current_one(old: str, new: str) -> None:
    assert told_of_a_past_period(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    "new",
    [
        "用户小时候住在成都，大学毕业后搬到了北京。",
        "In college the user switched from economics to law.",
        "用户去年跳槽了，月薪涨到两万。",
        "User earns 70k now.",
    ],
)
def test_a_change_or_no_past_period_is_left_to_the_readings(new: str) -> None:
    assert told_of_a_past_period(new, "User earns 60k a year.") is None


def test_an_old_text_of_a_past_period_too_is_left_to_the_readings() -> None:
    assert told_of_a_past_period("用户上大学时住在宿舍。", "用户上高中时住校。") is None
