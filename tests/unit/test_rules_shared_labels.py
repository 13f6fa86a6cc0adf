"""One label before two bare values is a note's field, not a speaker (rules.shared_labels).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.dialogue import split_turns
from app.providers.rules.shared_labels import one_field_noted

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Phone: Pixel 6a", "Phone: iPhone 15 Pro"),
        ("Swimming: twice a month", "Swimming: most weekday mornings"),
        ("周例会：每周二下午3点", "周例会：每周四下午3点"),
        ("副业：周末代驾", "副业：无（代驾不干了）"),
    ],
)
def test_two_notes_of_one_field_compare_their_values(old: str, new: str) -> None:
    assert one_field_noted(new, old)
    assert split_turns(new, old) == ((None, new), (None, old))
    relation, why = classify_pair(new, old, 0.6)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Dana: recital's Friday at 6", "Dana: the party is Saturday at 8"),
        ("Dana: moving to Leeds in May", "Dana: we found a flat near the station!"),
        ("Omar: sold the bike, finally", "Omar: starting at the bakery on Monday morning"),
        ("阿涛：搬家是下个月", "阿涛：新工作在滨江那边"),
        ("阿涛：这周在出差，周五回", "阿涛：项目上线了"),
        # An interjection, and two sentences, are a chat's turns (dialogue_retirement, dev).
        ("Kwame: Uh oh.", "Kwame: Hahaha. He earned it."),
        ("Lena: Wow", "Lena: Long day. Home now"),
    ],
)
def test_a_speaker_saying_something_stays_a_speaker(old: str, new: str) -> None:
    assert not one_field_noted(new, old)


def test_different_labels_are_not_one_field() -> None:
    assert not one_field_noted("Tablet: iPad Air", "Phone: Pixel 6a")
