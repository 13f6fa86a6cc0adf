"""A count told in words is a number to `rules.amounts` (the forty-eighth pass): "seven
members" / "nine members", "five times" / "three times", 九层 / 七层. The near-misses keep both
memories: a count of another thing, "one" and 一 (an article as often as a count), a weekday
(周三), the same count in digits. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Orlen Parish council has seven members.",
            "Orlen Parish council has had nine members since 1990.",
        ),
        (
            "The Brisk Hollow Rovers have won the cup four times.",
            "The Brisk Hollow Rovers have won the cup six times.",
        ),
        ("青峰钟楼共有五层。", "青峰钟楼实为六层。"),
        ("该校共有三所分校。", "该校实际上有四所分校。"),
    ],
)
def test_a_count_in_words_told_with_another_number_retires(old: str, new: str) -> None:
    relation, _ = classify_pair(new, old, 0.85)
    assert relation in RETIRING, relation


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a count of another thing
        ("Orlen Parish council has seven members.", "Orlen Parish council has nine committees."),
        # the same count in digits and in words
        ("Orlen Parish council has seven members.", "Orlen Parish council has 7 members."),
        ("青峰钟楼共有五层。", "青峰钟楼共5层。"),
        # a weekday
        ("青峰合唱团周三排练。", "青峰合唱团周五排练。"),
    ],
)
def test_a_count_in_words_beside_another_thing_is_kept(old: str, new: str) -> None:
    relation, _ = classify_pair(new, old, 0.85)
    assert relation not in RETIRING, relation


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Two turns sharing only the amounts' unit: two durations of nothing named alike.
        (
            "Hana: Never moving. Tomas and I have lived in this flat 38 years.",
            "Hana: Maybe four years? I honestly lost count.",
        ),
        ("Dev: I've been coming to this gym for 12 years.", "Dev: Three years, give or take."),
    ],
)
def test_amounts_sharing_only_their_unit_are_kept(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


def test_an_amount_of_a_named_thing_still_retires_with_its_unit() -> None:
    old, new = "User has lived in Leeds for 5 years.", "User has now lived in Leeds for 7 years."
    relation, why = classify_pair(new, old, 0.9)
    assert relation in RETIRING, why
