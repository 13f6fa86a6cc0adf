"""Notes of two holders' fields are two facts (rules.note_owners). Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.note_owners import another_holders_note

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Name: Tomas Lind", "Son's name: Erik Lind"),
        ("Birthday: March 3", "Wife's birthday: July 9"),
        ("生日：3月2日", "女儿生日：5月8日"),
        ("用户的学校：北京大学", "用户的儿子学校：实验小学"),
    ],
)
def test_another_holders_note_is_kept(old: str, new: str) -> None:
    assert another_holders_note(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Son's school: Hillcrest Primary", "Son's school: Oakfield Academy"),
        ("Laptop: ThinkPad X1 Carbon", "Laptop: MacBook Air M2"),
        ("孩子年级：小学三年级", "孩子年级：小学四年级"),
        ("User's name is Tomas.", "Son's name: Erik"),
    ],
)
def test_one_holder_or_no_note_is_left_alone(old: str, new: str) -> None:
    assert another_holders_note(new, old) is None


def test_pronouns_of_function_words_compare() -> None:
    relation, why = classify_pair("Pronouns: he/him", "Pronouns: she/her", 0.7)
    assert relation is Relation.UPDATE, why
