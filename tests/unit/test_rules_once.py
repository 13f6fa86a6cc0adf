"""A one-time event told again with another year (rules.once). Each example is made up for
this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.once import once_redated


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Marrowby Grammar School was founded in 1846.",
            "Marrowby Grammar School was founded in 1851.",
        ),
        (
            "The Quillan Lighthouse was built in 1872.",
            "The Quillan Lighthouse was actually built in 1879.",
        ),
        ("The Fenmoor tram line opened in 1931.", "The Fenmoor tram line opened in 1934."),
        # Opened to traffic is the opening; what the subject is, said beside it, leaves it.
        (
            "The Orme Viaduct opened to traffic in 1961.",
            "The Orme Viaduct opened to traffic in 1958.",
        ),
        ("Ida Brenn is a Fallish poet born in 1931.", "Ida Brenn was born in 1936."),
    ],
)
def test_a_one_time_event_with_another_year_retires_the_old(old: str, new: str) -> None:
    assert once_redated(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another subject, another verb, or something after the year: not the same event.
        (
            "The first Brisk Bakery branch opened in 2009.",
            "The second Brisk Bakery branch opened in 2014.",
        ),
        ("The Fenmoor tram line opened in 1931.", "The Fenmoor tram line reopened in 2011."),
        (
            "The Larkspur Trio released an album in 2019.",
            "The Larkspur Trio released an album in 2021.",
        ),
        (
            "The Fenmoor tram line opened in 1931.",
            "The Fenmoor tram line opened in 1931 with six cars.",
        ),
    ],
)
def test_no_redating_of_another_event(old: str, new: str) -> None:
    assert once_redated(new, old) is None
