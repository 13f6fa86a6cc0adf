"""A question asked, or told as asked, states nothing (rules.asked). Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.asked import only_asked

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户不吃辣。", "用户问怎么才能慢慢学会吃辣。"),
        ("用户下周二要体检。", "用户问体检前一天能不能喝水。"),
        ("用户的妹妹在备考。", "你说考前要不要停掉晚自习啊？我妹老问我，我也不懂"),
        ("User doesn't like running.", "User asked how to get into running without hating it."),
        (
            "User's son starts school in September.",
            "User wants to know whether the school has a bus.",
        ),
    ],
)
def test_a_question_asked_keeps_the_old_fact(old: str, new: str) -> None:
    assert only_asked(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A marked question and its answer state the answer.
        ("用户家的网费是每月99元。", "问：网费现在多少钱？答：续约以后降到79了。"),
        ("User's phone is a Pixel 6.", "Q: What phone is the user on? A: An iPhone 15 now."),
        # An opening question not put to the listener answers itself.
        ("Chair of the club: Otto Rainer.", "Who chairs the club now? Beata Lind, since May."),
        # 问题 is a problem, not a question asked.
        ("用户用的是旧路由器。", "用户的路由器问题解决了。"),
    ],
)
def test_an_answered_question_or_a_statement_is_not_only_asked(old: str, new: str) -> None:
    assert only_asked(new, old) is None


def test_two_questions_are_left_to_the_readings() -> None:
    assert only_asked("用户问能不能改期。", "用户问能不能提前。") is None
