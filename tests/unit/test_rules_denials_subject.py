"""A denial said of another subject (rules.denials_subject). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.denials_subject import denied_of_another_subject

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("A girl is climbing a rope in the gym.", "A boy is not climbing a rope."),
        ("The boy plays chess in the park.", "The girl doesn't play chess."),
    ],
)
def test_a_denial_of_another_subject_is_kept(old: str, new: str) -> None:
    assert denied_of_another_subject(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("A girl is climbing a rope in the gym.", "The girl is not climbing a rope."),
        ("The user drives to work.", "The user does not drive anymore."),
        ("A girl is climbing a rope.", "Actually a boy is not climbing a rope."),
        ("A girl is climbing a rope.", "A boy is not swimming."),
        ("A girl is climbing a rope.", "A girl and a boy are not climbing."),
    ],
)
def test_not_read(old: str, new: str) -> None:
    assert denied_of_another_subject(new, old) is None
