"""Another degree of one condition (rules.degrees). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.degrees import degree_change


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User has mild eczema.", "User's eczema is severe this year; she sees a dermatologist."),
        ("I am slightly allergic to dogs.", "The dog allergy I have is moderate."),
        ("User's sister Mia has a severe nut allergy.", "User's sister Mia's nut allergy is mild."),
        ("User is mildly gluten intolerant.", "User's gluten intolerance has gotten worse."),
        ("用户对芒果有点过敏", "用户芒果过敏很严重，吃一口就起疹子"),
        ("用户的鼻炎是中度的。", "用户的鼻炎已经是重度程度。"),
    ],
)
def test_another_degree_of_the_condition_retires_the_old_one(old: str, new: str) -> None:
    assert degree_change(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another condition: the old words beside the degree are not all in the new text.
        ("I am slightly allergic to dogs.", "I am severely allergic to peanuts."),
        ("用户对芒果有点过敏", "用户对海鲜严重过敏"),
        # The same degree.
        ("User has mild eczema.", "User's eczema is mild."),
        # Negated, or only at some times.
        ("User has mild eczema.", "User's eczema is not severe."),
        ("User has mild eczema.", "User's eczema gets severe in winter."),
        ("用户对芒果有点过敏", "用户芒果过敏不严重"),
        # History, a worry, a question.
        ("User's pollen allergy is mild.", "As a child, the user had a severe pollen allergy."),
        ("User has mild eczema.", "User is worried her eczema could get severe."),
        ("User has mild eczema.", "Is the user's eczema severe?"),
        # Another person's condition.
        ("User has mild eczema.", "User's son has severe eczema."),
        # Two degrees in one text.
        ("User has mild eczema.", "Her eczema is mild on the arms, severe on the hands."),
    ],
)
def test_no_other_degree_of_that_condition_retires_nothing(old: str, new: str) -> None:
    assert degree_change(new, old) is None
