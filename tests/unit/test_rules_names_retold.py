"""A note's one name told again in a sentence, in any of its forms, keeps the note
(rules.names_retold, a guard of rules.kept). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.names_retold import one_name_told_again

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Employer: Tencent", "用户现在在腾讯上班。"),
        ("Employer: Tencent", "User now works at Tencent."),
        ("Employer: Bank of China", "用户现在在中行上班。"),
        ("Employer: Tencent", "用户现在在腾讯上班，做产品经理。"),  # a detail added
        ("Current city: Munich", "User now lives in München."),
    ],
)
def test_a_noted_name_told_again_keeps_the_note(old: str, new: str) -> None:
    assert one_name_told_again(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Employer: Tencent", "用户现在在阿里上班。"),  # another employer
        ("Current city: Shenzhen", "用户已经搬回长沙了。"),  # another city
        ("Employer: Rivermoor Labs", "User now works at Rivermoor Labs."),  # not in the table
        ("Employer: Tencent", "用户的老公现在在腾讯上班。"),  # someone else's employer
        ("Employer: Tencent", "User no longer works at Tencent."),  # withdrawn
    ],
)
def test_the_guard_steps_aside_for_anything_else(old: str, new: str) -> None:
    assert one_name_told_again(new, old) is None


def test_a_change_of_employer_told_in_chinese_still_retires_the_note() -> None:
    relation, why = classify_pair("用户现在在阿里上班。", "Employer: Tencent", 0.7)
    assert relation is Relation.UPDATE, why
