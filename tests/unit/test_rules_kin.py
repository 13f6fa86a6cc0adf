"""A relative of a kind the old text says the user has none of (rules.kin). Each example is
made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.kin import kin_named


@pytest.mark.parametrize(
    ("old", "new", "relation"),
    [
        ("User is an only child.", "User has a younger brother, Tomas.", Relation.CONTRADICTION),
        ("The user has no siblings.", "My sister Ines lives in Porto.", Relation.CONTRADICTION),
        ("用户是独生子", "用户有个妹妹在成都读书", Relation.CONTRADICTION),
        ("User is single.", "Marco is the user's boyfriend; they met at work.", Relation.UPDATE),
        ("用户单身", "用户最近交了个女朋友", Relation.UPDATE),
        ("The user has no kids.", "User's daughter Lea was born in March.", Relation.UPDATE),
    ],
)
def test_a_relative_of_a_kind_the_user_had_none_of(old: str, new: str, relation: Relation) -> None:
    assert kin_named(new, old) is not None
    found, why = classify_pair(new, old, 0.75)
    assert found is relation, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Someone else's relative.
        ("User is an only child.", "User's cousin has a younger brother."),
        ("User is single.", "My friend's boyfriend is Marco."),
        ("用户单身", "用户的闺蜜交了个男朋友"),
        # A former, negated or hoped-for relative.
        ("User is single.", "User's ex-boyfriend Marco moved to Rome."),
        ("User is single.", "User had a girlfriend in college."),
        ("用户单身", "用户想找个男朋友"),
        ("User is an only child.", "User has no brother."),
        # The old state is negated, or not the user's now.
        ("User is not single.", "Marco is the user's boyfriend."),
        ("User was single in college.", "Marco is the user's boyfriend."),
        # Another kind of relative.
        ("User is single.", "User has a younger brother."),
    ],
)
def test_no_relative_of_that_kind_retires_nothing(old: str, new: str) -> None:
    assert kin_named(new, old) is None
