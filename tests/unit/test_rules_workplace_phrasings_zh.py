"""A job told with its workplace (rules.predicate_tables, the employer frame): 在…坐诊 / 任教 /
写代码, 是…的程序员 / 员工 name where one works as 在…上班 does. Each example is made up for
this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户是网易的程序员。", "用户在携程写代码。"),
        ("用户在顺丰上班。", "用户是京东的员工。"),
        ("用户在一中教书。", "用户在实验中学任教了。"),
    ],
)
def test_another_workplace_told_with_the_job_retires_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户在顺丰上班。", "用户的老婆是京东的员工。"),
        ("用户在顺丰上班。", "用户不是京东的员工。"),
        ("用户在顺丰上班。", "用户周末还在夜校任教。"),
    ],
)
def test_another_persons_job_a_denial_or_a_side_job_keeps_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why
