"""A negation that adds ("not only", 不仅) is read without its "not": it denies nothing
(rules.not_only). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.not_only import without_not_only

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Dana Holt is the mayor of Rivertown.",
            "Dana Holt is not only the mayor of Rivertown but also a novelist.",
        ),
        (
            "Oren Pike is the goalkeeper of Ashby Rovers.",
            "Oren Pike is not just the goalkeeper of Ashby Rovers; he also coaches the youth side.",
        ),
        (
            "Mira Sand is a cellist.",
            "Mira Sand is not merely a cellist, she is also a composer.",
        ),
        ("The user likes jazz.", "The user doesn't just like jazz, they also love blues."),
        ("I speak French.", "I don't only speak French, I also speak Italian."),
        ("李明是清河市市长。", "李明不仅是清河市市长，还是一位作家。"),
        ("李明是清河市市长。", "李明不单是清河市市长，还兼任港务局局长。"),
        ("周岚是一名医生。", "周岚不只是医生，也是一名马拉松跑者。"),
        ("周岚是一名医生。", "周岚不光是医生，还是志愿者。"),
    ],
)
def test_a_negation_that_adds_retires_nothing(old: str, new: str) -> None:
    for sim in (None, 0.8):
        assert classify_pair(new, old, sim)[0] not in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Dana Holt is the mayor of Rivertown.", "Dana Holt is not the mayor of Rivertown."),
        ("The user likes jazz.", "The user doesn't like jazz."),
        ("李明是清河市市长。", "李明不是清河市市长。"),
        # Another negation beside the one that adds still denies.
        (
            "Dana Holt is the mayor of Rivertown.",
            "Dana Holt is not only out of office but no longer the mayor of Rivertown.",
        ),
    ],
)
def test_a_plain_denial_still_retires(old: str, new: str) -> None:
    assert classify_pair(new, old, 0.8)[0] in RETIRING


def test_the_phrase_that_adds_loses_its_not() -> None:
    assert without_not_only("Ava is not only a nurse but also a poet.") == (
        "Ava is a nurse but also a poet."
    )
    assert (
        without_not_only("Ava doesn't just paint, she sculpts.") == "Ava does paint, she sculpts."
    )
    assert without_not_only("艾娃不仅是护士，还是诗人。") == "艾娃是护士，还是诗人。"
    assert without_not_only("Ava is not a nurse.") == "Ava is not a nurse."


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("The hall holds no more than 80 people.", "The hall holds at most 80 people."),
        ("Send it no later than Friday.", "Send it by Friday."),
        ("Applicants must be not younger than 18.", "Applicants must be at least 18."),
        ("报名者年龄不超过35岁。", "报名者年龄最多35岁。"),
        ("每组不少于三人。", "每组至少三人。"),
        # A plain denial keeps its negation.
        ("The hall does not hold 80 people.", "The hall does not hold 80 people."),
        ("他今天不到公司。", "他今天不到公司。"),
    ],
)
def test_a_negation_that_bounds_is_read_as_the_bound(text: str, read: str) -> None:
    assert without_not_only(text) == read


def test_a_bound_restated_retires_nothing_and_a_bound_moved_still_does() -> None:
    old = "首届新人奖只面向35岁以下的作者，获奖的是韩初雪。"
    assert classify_pair("韩初雪获奖时不超过35岁。", old, 0.6)[0] not in RETIRING
    moved = classify_pair(
        "The hall now holds no more than 60 people.", "The hall holds 80 people.", 0.9
    )
    assert moved[0] in RETIRING, moved[1]
