"""The same dislike said again (rules.dislikes), and a negation that only sharpens the one
before it (", not even …", rules.topics). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.dislikes import same_dislike

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Lee: i can't stand olives", "Lee: olives = tiny salty sadness. hard pass"),
        ("User can't stand jazz.", "jazz? not for me, honestly"),
        ("用户受不了榴莲。", "榴莲？敬谢不敏"),
    ],
)
def test_a_dislike_restated_is_kept(old: str, new: str) -> None:
    assert same_dislike(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # It grew, or turned into a liking.
        ("User slightly dislikes jazz.", "User can't stand jazz now."),
        ("User can't stand olives.", "Came around on olives, I love them now."),
        # Two different things.
        ("User can't stand olives.", "Hard pass on karaoke."),
    ],
)
def test_a_change_or_another_thing_is_not_the_same_dislike(old: str, new: str) -> None:
    assert same_dislike(new, old) is None


def test_not_even_sharpens_a_negation() -> None:
    relation, why = classify_pair(
        "User has a nut allergy, so absolutely no peanuts, not even peanut oil.",
        "Avoids peanuts.",
        0.6,
    )
    assert relation not in RETIRING, why
