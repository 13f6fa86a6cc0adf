"""A day's fixed points told in other words (rules.times_retold, `_ROUTINES`): "wakes up" /
"gets up" / 起床 / 起 name one standing time, "goes to bed" / "bedtime" / 睡觉 / 睡 another.
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User wakes up at 5:30 am.", "User gets up at 8 am these days."),
        ("User usually goes to bed at 11 pm.", "User's bedtime is 9:30 pm."),
        ("用户平时七点起床。", "用户现在九点才起。"),
        ("用户每天晚上十一点睡觉。", "用户最近十二点半才睡。"),
    ],
)
def test_the_same_fixed_point_at_another_time_retires_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Waking and bedtime are two times of the day.
        ("User wakes up at 5:30 am.", "User goes to bed at 10 pm."),
        ("用户平时七点起床。", "用户晚上十一点睡觉。"),
        # One day's exception.
        ("用户平时七点起床。", "用户今天九点才起。"),
        ("User wakes up at 5:30 am.", "User woke up at 9 today."),
    ],
)
def test_another_fixed_point_or_one_day_keeps_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why
