"""Job titles that name the role attribute (rules.lexicon ATTRIBUTES["role"]), so a change cue
on them replaces the old title. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.topics import topic


@pytest.mark.parametrize("text", ["用户是财务分析师。", "我是会计。", "User is an accountant."])
def test_a_job_title_names_the_role(text: str) -> None:
    assert "role" in topic(text).attrs


def test_a_transfer_to_another_title_retires() -> None:
    relation, why = classify_pair("用户转岗做产品经理了。", "用户是财务分析师。", 0.5)
    assert relation is Relation.UPDATE, why


def test_a_title_without_a_change_is_kept() -> None:
    relation, _ = classify_pair("用户的同事是会计。", "用户是财务分析师。", 0.5)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION)
