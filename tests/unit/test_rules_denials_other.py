"""A denial of something the other text does not assert (rules.denials_other). Each example
is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.denials_other import denies_something_other

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "A boy is playing the violin in the park.",
            "The boy in the park is not playing the drums.",
        ),
        (
            "The minister did not open the exhibition.",
            "The minister opened a different exhibition.",
        ),
        ("The chef is not cooking the soup.", "The chef is cooking the pasta."),
    ],
)
def test_a_denial_of_another_thing_is_kept(old: str, new: str) -> None:
    assert denies_something_other(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("A boy is playing the violin in the park.", "The boy is not playing the violin."),
        ("User doesn't drink alcohol.", "User has a glass of red wine with dinner."),
        ("The chef is cooking the soup.", "Actually the chef is not cooking the pasta."),
        ("用户在银行柜台工作。", "用户不是柜员，她是银行的理财经理。"),
    ],
)
def test_a_denial_of_the_same_thing_is_left_to_the_readings(old: str, new: str) -> None:
    assert denies_something_other(new, old) is None
