"""The thirty-third pass's widening of rules.succession: a tenure ended with a word between the
name and "tenure" ("eight-year", "interim"), a sentence-initial "Following" / "After", an
incumbent defeated, a holder voted out or beaten in the race, "after X gave it up", 接替已调离的X
(the way out told before the name). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.succession import succession


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The chair of the Orrin Rowing Club is Petra Lund.",
            "The Orrin Rowing Club elected Sam Oduya chair, ending Petra Lund's six-year tenure.",
        ),
        (
            "Interim head of the Marl Library: Ravi Dutt.",
            "Marl Library named Ana Kos permanent head, ending Ravi Dutt's interim spell.",
        ),
        (
            "The mayor of Felby is Joan Pratt.",
            "Felby elected Omar Said mayor, ending Joan Pratt's two terms in office.",
        ),
        (
            "The goalkeeper coach of Ardley Town is Luis Mora.",
            "Following Luis Mora's departure, Ardley Town named Kim Berg goalkeeper coach.",
        ),
        (
            "Hana Ide leads the Coastal Party.",
            "Jon Vale won the Coastal Party leadership vote, defeating incumbent Hana Ide.",
        ),
        (
            "The Ferrow Rugby Union is chaired by Ola Berg.",
            "Ola Berg was voted out as chairman of the Ferrow Rugby Union on Sunday.",
        ),
        (
            "The mayor of Pell Harbour is Ines Cole.",
            "Ines Cole lost the Pell Harbour mayoral race to Tariq Amin.",
        ),
        (
            "Rosa Venn captains the Hollin netball side.",
            "Hollin gave the captaincy to Mia Tark after Rosa Venn gave it up.",
        ),
        ("临河县税务局局长是梁成。", "临河县税务局局长：郑凯（接替已调离的梁成）。"),
    ],
)
def test_an_ended_tenure_retires_the_old(old: str, new: str) -> None:
    assert succession(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another holder's tenure ended: the old one is not named as outgoing.
        (
            "The chair of the Orrin Rowing Club is Petra Lund.",
            "The Orrin Canoe Club elected Sam Oduya chair, ending Tom Weir's six-year tenure.",
        ),
        # Defeated, but no incumbent: a match, not a post.
        (
            "Hana Ide leads the Coastal Party.",
            "Jon Vale beat Hana Ide in a charity chess match.",
        ),
        # Only the name in common: another attribute of that holder.
        ("Ola Berg lives in Ferrow.", "Ola Berg was voted out as chairman of the rugby union."),
        # Not yet: a race still to be run.
        (
            "The mayor of Pell Harbour is Ines Cole.",
            "Ines Cole could lose the Pell Harbour mayoral race to Tariq Amin.",
        ),
    ],
)
def test_no_ended_tenure_of_that_value_retires_nothing(old: str, new: str) -> None:
    assert succession(new, old) is None
