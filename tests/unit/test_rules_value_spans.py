"""Everyday values read by their shape in a shared frame (rules.value_spans, asked by
rules.values.swapped_value): a name with its number, a named thing with its head words, a
context both statements are bound by. Each positive is a value no word list holds; each
negative a trap of the same shape (a second name after the head, a day beside a name, an
addition bound to another context, two things of a many-valued frame)."""

import pytest

from app.enums import Relation
from app.providers.rules.values import swapped_value

UP = Relation.UPDATE


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        # A name with its number is one value.
        ("User drives a 2011 Opel Meriva.", "User drives a Hyundai Ioniq.", UP),
        ("My e-reader is a Boox Note 3.", "My e-reader is a Kobo Libra 2.", UP),
        ("Gus rides a 1998 Vespa PX.", "Gus rides a Lambretta GP now.", UP),
        ("I drive a 2012 Škoda Yeti.", "I drive a Dacia Jogger.", UP),
        # A year after "in" is when, not a model year: another period beside another value.
        ("User's club won in 2019 Fenwick Cup.", "User's club won in 2021 Brayton Shield.", None),
        # A named thing with its lowercase head is one value.
        (
            "User's team is shipping the Pelican checkout.",
            "User's team is shipping the Osprey rewrite.",
            UP,
        ),
        ("I'm sewing a Wiksten tank top.", "I'm sewing a Burnside bib overall now.", UP),
        # A multi-word value weighs as one word against the frame.
        ("User's cat is a Turkish Van.", "User's cat is a Sokoke.", UP),
        ("User subscribes to Tidal.", "User subscribes to Qobuz Studio.", UP),
        # A second name after the head words is a second value, not one named thing.
        (
            "The CEO of Arlen Rail is Joss Varga.",
            "The CEO of Arlen Rail Freight, a unit, is Pia Lund.",
            None,
        ),
        # A name and what the person is, or an apposition about them: two doctors, not one value.
        (
            "User sees Dr. Imre, a podiatrist at the Fenlow clinic, since 2021.",
            "User sees Dr. Baptiste, a dietitian at the Fenlow clinic, since 2021.",
            None,
        ),
        (
            "User sees Dr. Imre, a podiatrist at the Fenlow clinic, since 2021.",
            "User sees Dr. Imre, a podiatrist at Holmbury House, since 2021.",
            None,
        ),
        # A turn's speaker is no part of its frame: two reactions in a chat share only her name.
        ("Marisol: Hahaha. Classic.", "Marisol: Hahaha. Worst idea ever.", None),
        ("Hahaha. Classic.", "Hahaha. Worst idea ever.", None),
        (
            "Marisol: My scooter is a Vespa Primavera.",
            "Marisol: My scooter is a Piaggio Liberty.",
            UP,
        ),
        # A day beside a name is another occasion, not a name with its number.
        (
            "User plays squash on Mondays with Anouk.",
            "User plays squash on Fridays with Beto.",
            None,
        ),
    ],
)
def test_a_value_read_by_its_shape(old: str, new: str, expected: Relation | None) -> None:
    found = swapped_value(new, old)
    assert (found[0] if found else None) is expected, found


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        # Both bound by the same context: the same bounded fact with another value.
        ("User drinks Yorkshire Tea for breakfast.", "User drinks Kusmi for breakfast.", UP),
        ("User works as a fixer for Orvane Media.", "User works as a fixer for Kestrel Wire.", UP),
        ("User takes Xelvani for migraines.", "User takes Prenova for migraines.", UP),
        # Bound in the new text only: an addition beside the old value.
        ("User uses Zettlr.", "User uses Typora for drafts.", None),
        # An addition word is never a shared bound.
        ("User also uses Zettlr for notes.", "User also uses Typora for notes.", None),
    ],
)
def test_a_context_both_texts_state(old: str, new: str, expected: Relation | None) -> None:
    found = swapped_value(new, old)
    assert (found[0] if found else None) is expected, found
