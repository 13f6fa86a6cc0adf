"""Guards of the thirty-first pass (rules.redated, rules.records, rules.sections) and the
narrowed negation reversal (rules.verdicts). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.records import a_record_beside
from app.providers.rules.redated import only_redated
from app.providers.rules.sections import told_of_a_section

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("(Fen, mayor, Ines Pell, as of 2019)", "(Fen, mayor, Ines Pell, as of 2025)"),
        ("截至2020年，馆长是周岚。", "截至2023年，馆长是周岚。"),
    ],
)
def test_the_same_statement_dated_anew_is_kept(old: str, new: str) -> None:
    assert only_redated(new, old) is not None
    assert classify_pair(new, old, 0.95)[0] not in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The Tolbrook Bridge opened in 1964.", "The Tolbrook Bridge opened in 1961."),
        ("(Harrow Fen, mayor, Ines Pell, as of 2019)", "(Harrow Fen, mayor, Rob Tate, as of 2025)"),
    ],
)
def test_another_year_or_value_is_no_redating(old: str, new: str) -> None:
    assert only_redated(new, old) is None


def test_a_record_beside_a_capacity_is_kept() -> None:
    old, new = "The Elm Park ground holds 22,000.", "The record crowd at Elm Park is 21,480."
    assert a_record_beside(new, old) is not None
    assert classify_pair(new, old, 0.8)[0] not in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Blood type: O+", "Blood type: A+, the old record had it wrong"),
        ("The long jump record is 8.21 m.", "The long jump record is now 8.30 m."),
    ],
)
def test_a_record_as_a_document_or_on_both_sides_is_left(old: str, new: str) -> None:
    assert a_record_beside(new, old) is None


def test_a_value_for_a_section_is_kept() -> None:
    old = "The speed limit on the Marl Road is 90 km/h."
    new = "On the northern stretch of the Marl Road the limit is 70 km/h."
    assert told_of_a_section(new, old) is not None
    assert classify_pair(new, old, 0.8)[0] not in RETIRING


def test_the_end_of_a_season_is_no_section() -> None:
    old = "Nadia Kell drives for the Orbis team."
    new = "Nadia Kell left Orbis at the end of the season."
    assert told_of_a_section(new, old) is None


def test_giving_up_one_thing_is_not_reversed_by_another() -> None:
    old, new = "Uncle Ravi quit smoking in 2001.", "Uncle Ravi took up golf after he retired."
    assert classify_pair(new, old, 0.6)[0] not in RETIRING


def test_a_habit_taken_up_again_still_reverses() -> None:
    old, new = "Uncle Ravi quit smoking in 2001.", "Uncle Ravi is smoking again."
    assert classify_pair(new, old, 0.7)[0] in RETIRING
