"""One question followed only by emoji or laughter is a question as a whole (rules.asked).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.asked import only_asked

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户是皇马球迷。", "皇马球迷偷偷看巴萨比赛算不算背叛？😂"),
        ("User is vegetarian.", "does eating fish at a wedding still count as vegetarian? lol"),
        ("用户不喝酒。", "年会上喝一口啤酒算不算破戒？哈哈哈"),
    ],
)
def test_a_question_with_trailing_laughter_asks(old: str, new: str) -> None:
    assert only_asked(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    "new",
    [
        "Went vegan last month! who knew? 😂",
        "Not vegetarian any more 😂",
        "终于不吃素了，谁能想到？哈哈 其实早就想吃肉了。",
        "哈" * 2000 + "x",
    ],
)
def test_statements_around_a_question_are_not_asked(new: str) -> None:
    assert only_asked(new, "User is vegetarian.") is None
