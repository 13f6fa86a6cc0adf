"""Code-switched words and subject-less notes (rules.bilingual, rules.topics, rules.occasions).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.bilingual import english_keys
from app.providers.rules.occasions import says_changed
from app.providers.rules.topics import topic, topic_words

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


def test_a_chinese_kin_word_is_read_as_english_inside_an_english_sentence() -> None:
    assert english_keys("爸妈") == {"parent"}
    assert english_keys("爸妈住在一起") == frozenset()  # only a whole word
    assert "parent" in topic_words("dinner with 爸妈 every friday")
    assert "parent" not in topic_words("我爸妈")  # a Chinese sentence keeps its bigrams


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("Calls grandma every Monday.", "self"),
        ("Prefers aisle seats.", "self"),
        ("Chris moved to Leeds.", "name:chris"),
        ("James works at Acme.", "name:james"),
    ],
)
def test_a_note_opening_on_a_verb_has_an_elided_subject(text: str, person: str) -> None:
    assert topic(text).person == person


def test_a_call_moved_to_another_day_retires_the_old_day() -> None:
    relation, why = classify_pair(
        "Friday call with 爸妈 moved to Sunday mornings, they are busy on Fridays now.",
        "Calls parents every Friday evening.",
        0.5,
    )
    assert relation in RETIRING, why


@pytest.mark.parametrize("text", ["例会挪到周三了", "体检改期到下个月", "聚餐推迟了"])
def test_chinese_rescheduling_says_changed(text: str) -> None:
    assert says_changed(text)
