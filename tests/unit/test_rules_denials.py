"""A denial of something the old text does not say does not let the calibrated reading retire
it (rules.denials). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.denials import denies_something_else

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User has been to Portugal.", "User has never been to Greece."),
        ("用户是湖人球迷。", "用户最近在追英超，阿森纳的比赛一场不落。"),
    ],
)
def test_a_denial_of_another_fact_keeps_the_old(old: str, new: str) -> None:
    assert denies_something_else(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The denial is about what the old text says.
        ("User has been to Brazil twice.", "User has never been to Brazil."),
        # A withdrawal, not a denial of something else.
        ("User lives with two flatmates.", "No more flatmates as of June."),
        ("用户近视500度", "用户做了激光手术，不用戴眼镜了"),
        # A correction beside the negated clause.
        ("User's gym is F45.", "Fix: my gym is Crunch; I was never at F45."),
    ],
)
def test_denials_of_the_old_fact_are_left_to_the_model(old: str, new: str) -> None:
    assert denies_something_else(new, old) is None
