"""An exception for a period or a condition keeps the standing rule (rules.exceptions).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.exceptions import an_exception

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The leisure centre opens at 6:30 on weekdays.",
            "The leisure centre is closed on 1 January.",
        ),
        ("The canteen serves lunch from 12 to 2.", "Over Christmas the canteen closes at 1."),
        ("食堂每天七点开门。", "国庆期间，食堂推迟到八点开门。"),
        ("交通补贴为每月500元。", "工龄满二十年的，交通补贴提高到800元。"),
        ("Gym membership costs £30 a month.", "For members over 65 the gym costs £20 a month."),
    ],
)
def test_an_exception_keeps_the_standing_rule(old: str, new: str) -> None:
    assert an_exception(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # An event on a date is a change made that day.
        (
            "The head of the lab is Dr Oyelaran.",
            "Dr Brandt took over as head of the lab on 3 March.",
        ),
        ("User is engaged to Priya.", "User and Priya got married on June 14th."),
        # The old text is about a holiday itself.
        ("用户的婚礼定在国庆节。", "用户的婚礼不在国庆，是元旦那天。"),
        # The rule changed for good.
        ("食堂每天七点开门。", "暑假期间食堂改了时间，以后都是八点开门。"),
    ],
)
def test_a_change_is_not_an_exception(old: str, new: str) -> None:
    assert an_exception(new, old) is None
