"""A Chinese denial of the old statement in one clause of the new text (rules.denials_zh).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.denials_zh import denied_zh


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户住在苏州", "用户从没在苏州住过，一直住在无锡"),
        ("用户住学校宿舍。", "用户从来没住过学校宿舍，一直走读。"),
        ("用户对青霉素过敏。", "用户没有对青霉素过敏，是她妈妈过敏。"),
        ("用户养过兔子", "用户根本没养过兔子，那是邻居家的"),
        # "It turns out" announces the correction.
        ("用户对芒果过敏", "原来用户根本不对芒果过敏，之前是误诊"),
    ],
)
def test_a_clause_denying_the_old_statement_contradicts_it(old: str, new: str) -> None:
    assert denied_zh(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation is Relation.CONTRADICTION, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The denied clause says something else.
        ("用户住在苏州", "用户从没在杭州住过，一直住在苏州"),
        ("用户住在苏州", "用户没去过苏州园林，打算明年去"),
        # "Not only" adds, "no longer" withdraws.
        ("用户养猫", "用户不只养猫，还养了一只狗"),
        ("用户喝咖啡", "用户不再喝咖啡，改喝茶了"),
        # A question, a plan, another person.
        ("用户住在苏州", "用户是不是从没在苏州住过？"),
        ("用户住在苏州", "如果用户没在苏州住过，就不用改地址"),
        ("用户住在苏州", "用户的妹妹从没在苏州住过，一直住在无锡"),
        # The same negated statement, restated.
        ("用户不吃辣", "用户从来不吃辣，一点都不行"),
    ],
)
def test_no_denial_of_the_old_statement_retires_nothing(old: str, new: str) -> None:
    assert denied_zh(new, old) is None
