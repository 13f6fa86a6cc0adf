"""The old fact told as background (rules.background). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.background import told_as_background


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Pelton Otters are coached by Mara Quinn.",
            "Mara Quinn, who coaches the Pelton Otters, launched a new junior academy on Monday.",
        ),
        (
            "Ivo Brandt chairs the Dunmore Trust.",
            "Ivo Brandt, currently chair of the Dunmore Trust, opened the new reading room.",
        ),
    ],
)
def test_the_old_fact_as_background_stays(old: str, new: str) -> None:
    assert told_as_background(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The clause says the fact is over.
        (
            "The Pelton Otters are coached by Mara Quinn.",
            "Mara Quinn, who coached the Pelton Otters until May, has joined the Kelso Hawks.",
        ),
        # The clause tells another fact.
        (
            "The Pelton Otters are coached by Mara Quinn.",
            "Ivo Brandt, who captains the Kelso Hawks, now coaches the Pelton Otters.",
        ),
        # No clause between commas.
        (
            "The Pelton Otters are coached by Mara Quinn.",
            "Ivo Brandt now coaches the Pelton Otters.",
        ),
    ],
)
def test_the_guard_steps_aside(old: str, new: str) -> None:
    assert told_as_background(new, old) is None
