"""A question answered in the same text reads as its statement (rules.answers). Each example
is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.answers import as_statement


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("Who owns the Brackley Courier? Tamsin Media.", "Tamsin Media owns the Brackley Courier."),
        (
            "Who chairs the Oskarn Chess Union now? Pia Moll, elected in March.",
            "Pia Moll chairs the Oskarn Chess Union now, elected in March.",
        ),
        (
            "Which club won the 2019 Fenland Shield? Orwell Town.",
            "Orwell Town won the 2019 Fenland Shield.",
        ),
        ("Current firmware of the Lumo hub? 3.8.", "Current firmware of the Lumo hub: 3.8."),
        ("目前青石市市长是谁？赵明。", "目前青石市市长是赵明。"),
        ("《东川晚报》归谁所有？东川传媒。", "《东川晚报》归东川传媒所有。"),
    ],
)
def test_an_answered_question_reads_as_its_statement(text: str, statement: str) -> None:
    assert as_statement(text) == statement


@pytest.mark.parametrize(
    "text",
    [
        "Who owns the Brackley Courier?",  # no answer
        "Is the Lumo hub on firmware 3.8? Yes.",  # yes / no: the answer is no value
        "How was the Fenland Shield final? A thriller from start to finish, honestly.",
        "When does the ferry leave? Not sure.",
        "The Brackley Courier is owned by Tamsin Media.",  # no question at all
        "Who owns the Brackley Courier? Does anyone know who bought it?",  # two questions
    ],
)
def test_no_statement_from_other_questions(text: str) -> None:
    assert as_statement(text) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Who is the head coach of the Pellham Owls? Dana Royce.",
            "The Pellham Owls' head coach is now Ivo Marsh.",
        ),
        ("Who is the mayor of Quenby? Alma Stroud.", "Who is the mayor of Quenby? Felix Oduya."),
        ("目前青石市市长是谁？赵明。", "青石市市长是孙丽。"),
    ],
)
def test_a_new_answer_retires_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another team, the same answer again, or an unanswered question: nothing retires.
        (
            "Who is the head coach of the Pellham Owls? Dana Royce.",
            "Who is the head coach of the Pellham Hawks? Ivo Marsh.",
        ),
        (
            "Who is the head coach of the Pellham Owls? Dana Royce.",
            "The Pellham Owls' head coach is Dana Royce.",
        ),
        (
            "The Pellham Owls' head coach is Dana Royce.",
            "Who is the head coach of the Pellham Owls?",
        ),
        (
            "Is the Quenby library open on Sundays? Yes.",
            "Is the Quenby library open on Sundays? No.",
        ),
    ],
)
def test_no_retirement_without_a_new_answer_to_the_same_question(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why
