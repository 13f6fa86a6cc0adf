"""A relative's or a named friend's value told anew (rules.kin_values). Each example is made
up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.kin_values import relative_value_told

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My brother's car is a Toyota Corolla.", "My brother's car is a Kia Niro now."),
        ("The user's aunt Greta attends Oxford.", "Greta is a student at the University of Bath."),
        ("Porto is where the user's friend Ines lives.", "Ines is living in Madrid now."),
        ("User's partner goes by Sam.", "User's partner now goes by Samira."),
        ("我哥的车是一辆丰田卡罗拉。", "我哥的车现在是一辆比亚迪汉。"),
    ],
)
def test_one_partys_value_told_anew_retires_the_old(old: str, new: str) -> None:
    assert relative_value_told(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Two different relatives, or two friends.
        ("My older brother's car is a Toyota Corolla.", "My younger brother's car is a Kia Niro."),
        # One name, two kin words: two people ("my cousin Ines", "my aunt Ines").
        ("User's cousin Ines lives in Porto.", "User's aunt Ines lives in Ghent."),
        ("我哥的车是一辆丰田卡罗拉。", "我弟的车是一辆比亚迪汉。"),
        ("The user's friend Ines attends Oxford.", "The user's friend Pia attends Cambridge."),
        ("My friend's car is a Toyota Corolla.", "My friend's car is a Kia Niro."),
        # The user's own value against a relative's.
        ("My car is a Toyota Corolla.", "My brother's car is a Kia Niro."),
        ("My brother's car is a Toyota Corolla.", "My brother and I share a Kia Niro."),
        # A past, a plan, a second value that coexists, a question.
        ("My brother's car is a Toyota Corolla.", "My brother's old car was a Kia Niro."),
        ("My brother's car is a Toyota Corolla.", "My brother wants a Kia Niro next year."),
        ("My brother's car is a Toyota Corolla.", "My brother also has a Kia Niro for work."),
        ("My brother's car is a Toyota Corolla.", "Is my brother's car a Kia Niro?"),
    ],
)
def test_another_party_a_past_a_plan_or_a_question_is_left_alone(old: str, new: str) -> None:
    assert relative_value_told(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user attends Keele.", "I'm a student at the University of St Andrews now."),
        ("Galway is where the user lives.", "The user lives in Cork now."),
    ],
)
def test_a_school_named_with_of_and_a_home_named_first_are_read(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.5)
    assert relation in RETIRING, why
