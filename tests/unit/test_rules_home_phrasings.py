"""Where one lives, told of the home rather than with "lives in" (rules.predicate_tables, the
residence frame): "User's place is in Leith", "rents a flat in Leeds", 家在, 在…租房, 定居 + a
place. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User rents an apartment in Cardiff.", "User's home is in Swansea."),
        ("User rents a studio in Dundee.", "User's place is in Aberdeen."),
        ("User lives in Perth.", "User rents a room in Darwin these days."),
        ("用户的家在南昌。", "用户现在在九江租房。"),
        ("用户在洛阳生活。", "用户定居郑州。"),
        ("用户家住在青岛市南区。", "用户在烟台租了房子。"),
    ],
)
def test_another_home_told_of_the_home_retires_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another person's home, and a home town (老家) beside where one lives.
        ("User lives in Perth.", "User's brother rents a room in Darwin."),
        ("用户住在杭州。", "用户的老家在温州。"),
        # An addition and a plan.
        ("User lives in Perth.", "User also rents a flat in Darwin for work trips."),
        ("用户住在杭州。", "用户打算明年定居成都。"),
    ],
)
def test_another_persons_home_a_home_town_or_a_plan_keeps_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why
