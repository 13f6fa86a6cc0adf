"""A thing dropped somewhere is still had (rules.mishaps). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.mishaps import only_a_mishap

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User's phone is a Pixel 7.", "dropped the Pixel in the sink, still works somehow"),
        ("User reads on a Kindle Paperwhite.", "Knocked the Kindle off the bedside table again."),
    ],
)
def test_a_mishap_keeps_the_thing(old: str, new: str) -> None:
    assert only_a_mishap(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    "new",
    [
        "Dropped German in the second term, too much reading.",
        "dropped the kids off at school before work",
        "Dropped my phone in the canal, had to buy a new one.",
        "dropped keto last month",
    ],
)
def test_endings_and_losses_are_not_mishaps(new: str) -> None:
    assert only_a_mishap(new, "User's phone is a Pixel 7.") is None
