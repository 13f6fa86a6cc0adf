"""A thing admired and not bought is not had (rules.coveted). Each example is made up for
this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.coveted import only_coveted

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User drives a 2015 Golf.", "the new electric Golf is gorgeous. can't afford it though"),
        ("User plays on a PS4.", "PS5 Pro looks amazing, not buying one until it's cheaper"),
        ("用户用的是小米手机。", "新出的华为Mate真好看，可惜买不起"),
        ("用户戴的是一块旧卡西欧。", "好想要那块新款手表啊，舍不得买"),
    ],
)
def test_a_thing_wanted_and_not_bought_keeps_the_old_one(old: str, new: str) -> None:
    assert only_coveted(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    "new",
    [
        "Can't afford the gym any more, cancelled the membership.",
        "Sold the Golf, too expensive to run.",
        "买不起油了，把车卖了",
        "Bought the new Golf yesterday.",
    ],
)
def test_a_change_said_beside_the_cost_is_left_to_the_readings(new: str) -> None:
    assert only_coveted(new, "User drives a 2015 Golf.") is None
