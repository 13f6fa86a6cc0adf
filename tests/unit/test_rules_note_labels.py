"""A note's label the other text names as a thing is a field, not a speaker
(rules.dialogue.split_turns). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.dialogue import split_turns

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("Switched course to History in the spring.", "Course: Maths, year 2."),
        ("理发师改到周五下午两点了。", "理发师：3月8日周三上午9点"),
    ],
)
def test_a_label_named_as_a_thing_is_a_field(new: str, old: str) -> None:
    (_, _), (label, body) = split_turns(new, old)
    assert label is None
    assert body == old


@pytest.mark.parametrize(
    ("new", "old"),
    [
        # A speaker is a person: capitalised in English, and what follows is an utterance.
        ("Jon moved to Leeds.", "Jon: I'm still in York, it's fine I guess."),
        ("小美喜欢喝茶。", "小美：我开车，给我来杯果汁就行"),
    ],
)
def test_a_speaker_stays_a_speaker(new: str, old: str) -> None:
    (_, _), (label, _) = split_turns(new, old)
    assert label is not None


def test_a_field_note_moved_retires() -> None:
    relation, why = classify_pair("理发师改到周五下午两点了。", "理发师：3月8日周三上午9点", 0.5)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (
            "Evidence: The Orsay Regatta has been cut to two days starting this year.",
            "Claim: The Orsay Regatta lasts three days.",
        ),
        ("证据：青岚图书馆去年已扩建，藏书增至300万册。", "说法：青岚图书馆藏书200万册。"),
    ],
)
def test_a_claim_and_its_evidence_are_not_two_speakers(new: str, old: str) -> None:
    (speaker_new, _), (speaker_old, _) = split_turns(new, old)
    assert speaker_new is None
    assert speaker_old is None
    _relation, why = classify_pair(new, old, 0.8)
    assert "said by different people" not in why
