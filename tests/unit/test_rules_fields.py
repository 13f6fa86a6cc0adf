"""A note's field and a sentence stating the same field (rules.fields). Each example is made
up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.fields import note_against_statement


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My dentist is Dr. Alvarez.", "Dentist: Dr. Chen"),
        ("Dentist: Dr. Chen", "Dr. Alvarez is the user's dentist now."),
        ("用户的房东是老陈。", "房东：刘阿姨"),
        ("现任房东：刘阿姨", "用户的房东是老陈"),
        ("Landlord (user): Mr. Price", "The user's landlord is Ms. Okoye."),
    ],
)
def test_a_note_and_a_sentence_with_two_values_update(old: str, new: str) -> None:
    assert note_against_statement(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The same value, said again with more.
        ("Dentist: Dr. Chen", "My dentist is Dr. Chen, near the office."),
        # Not a name: a pronoun says nothing of who.
        ("Dentist: Dr. Chen", "She is my dentist."),
        # Someone else's field, or another field.
        ("Dentist: Dr. Chen", "My sister's dentist is Dr. Alvarez."),
        ("Dentist: Dr. Chen", "My doctor is Dr. Alvarez."),
        # A field that holds several values.
        ("Hobbies: chess", "My hobby is climbing."),
        # Negated, or a question.
        ("Dentist: Dr. Chen", "My dentist is not Dr. Alvarez."),
        ("Dentist: Dr. Chen", "Is my dentist Dr. Alvarez?"),
        # Two notes or two sentences are other readings' to judge.
        ("Dentist: Dr. Chen", "Dentist: Dr. Alvarez"),
        ("My dentist is Dr. Chen.", "My dentist is Dr. Alvarez."),
    ],
)
def test_no_field_stated_twice_retires_nothing_here(old: str, new: str) -> None:
    assert note_against_statement(new, old) is None
