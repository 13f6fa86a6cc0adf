"""A note's elided "I" opening on a sentence adverb or an irregular past verb is about the
user, not a person of that name (rules.topics). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.topics import topic


@pytest.mark.parametrize(
    "text",
    [
        "Finally upgraded to a Galaxy S24.",
        "Got promoted to staff engineer today!",
        "Took the job at the bakery.",
        "Honestly moved on from the old flat.",
    ],
)
def test_an_elided_i_is_the_user(text: str) -> None:
    assert topic(text).person == "self"


@pytest.mark.parametrize("text", ["Emily moved to Leeds.", "Marco has a new car."])
def test_a_name_stays_a_name(text: str) -> None:
    assert topic(text).person.startswith("name:")


def test_an_elided_i_change_retires() -> None:
    relation, why = classify_pair(
        "Finally upgraded to a Galaxy S24.", "My phone is a Pixel 7.", 0.4
    )
    assert relation is Relation.UPDATE, why
