"""A question and its answer marked as such (rules.qa_marks). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.qa_marks import unmark


@pytest.mark.parametrize(
    ("text", "bare"),
    [
        ("Q: Who runs the Pelton choir? A: Ivo Brandt.", "Who runs the Pelton choir? Ivo Brandt."),
        (
            "Question: Who owns the Dunmore Echo? Answer: Calder Press.",
            "Who owns the Dunmore Echo? Calder Press.",
        ),
        ("问：松岭合唱团团长是谁？答：罗敏。", "松岭合唱团团长是谁？ 罗敏。"),
        ("Who runs the Pelton choir? — Ivo Brandt.", "Who runs the Pelton choir? Ivo Brandt."),
    ],
)
def test_the_marks_of_a_question_and_answer_are_dropped(text: str, bare: str) -> None:
    assert unmark(text) == bare


@pytest.mark.parametrize(
    "text",
    ["Ivo Brandt runs the Pelton choir.", "Who runs the Pelton choir?", "Q3 figures are out."],
)
def test_a_text_without_marks_is_left_alone(text: str) -> None:
    assert unmark(text) == text


def test_a_marked_answer_is_read_as_a_statement() -> None:
    old = "Q: What is the capital of Norland? A: Vesk."
    new = "Q: What is the capital of Sudland? A: Tarro."
    relation, why = classify_pair(new, old, 0.5)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why
