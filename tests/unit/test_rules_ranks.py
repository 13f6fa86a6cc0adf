"""A place in a ranking is an amount of its own kind (rules.amounts). Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.amounts import quantity_change


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Dorrow College is ranked 41st in the Lantern College Rankings.",
            "Dorrow College rose to 33rd in the latest Lantern College Rankings.",
        ),
        (
            "The Pellham Owls are 3rd in the league standings.",
            "The Pellham Owls are 5th in the league standings.",
        ),
        ("青石大学在全国高校排名中位列第41。", "在最新全国高校排名中，青石大学升至第33位。"),
    ],
)
def test_a_new_place_in_the_same_ranking_retires_the_old(old: str, new: str) -> None:
    assert quantity_change(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another thing, a part of the thing, another year, or no ranking at all (a date).
        ("Dorrow College is ranked 12th nationally.", "Marlow College is ranked 15th nationally."),
        (
            "Dorrow College is ranked 33rd nationally.",
            "Dorrow College's law school is ranked 12th nationally.",
        ),
        ("Dorrow College was ranked 12th in 2021.", "Dorrow College was ranked 15th in 2022."),
        ("Flight to Lisbon on the 8th.", "Flight to Lisbon on the 10th."),
        (
            "User is reading chapter 3 of Middlemarch.",
            "User is reading the 5th chapter of Middlemarch.",
        ),
    ],
)
def test_no_new_place_for_another_thing_or_without_a_ranking(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why
