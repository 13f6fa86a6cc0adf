"""rules.allergies: the user's allergy told, then denied, or none at all against one. Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.allergies import allergy_denied

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User is allergic to walnuts.", "Skin prick test: no walnut allergy after all."),
        ("User has a latex allergy.", "User was never allergic to latex, it was the glove powder."),
        ("No known allergies.", "Turns out the user is allergic to kiwi."),
        ("User is allergic to kiwi.", "User has no allergies at all."),
        ("我对芒果过敏。", "复查了一下，我对芒果并不过敏。"),
        ("用户没有过敏。", "用户最近查出来对花粉过敏。"),
    ],
)
def test_an_allergy_told_and_denied_retires_the_old(old: str, new: str) -> None:
    assert allergy_denied(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another allergen; two allergens told together.
        ("User is allergic to cats.", "User is not allergic to dogs."),
        ("User is allergic to penicillin.", "User is not allergic to amoxicillin."),
        ("用户对猫毛过敏。", "用户对狗不过敏。"),
        ("User is allergic to cats.", "User is allergic to cats and dogs."),
        # Someone else's allergy, a question, a hedge.
        ("User is allergic to peanuts.", "My brother has no peanut allergy."),
        ("User has no allergies.", "My son is allergic to eggs."),
        ("用户没有任何过敏。", "用户的女儿对牛奶过敏。"),
        ("User is allergic to peanuts.", "Is the user allergic to peanuts?"),
        ("User has no allergies.", "User might be allergic to cats."),
        ("用户没有过敏。", "用户好像对花粉过敏。"),
    ],
)
def test_another_allergen_or_person_a_question_or_a_hedge_is_no_denial(old: str, new: str) -> None:
    assert allergy_denied(new, old) is None
