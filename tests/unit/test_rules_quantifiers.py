"""Opposite quantifiers over the same statement (rules.quantifiers). Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.quantifiers import quantifier_flipped


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "None of the runners in the Dunmore relay wore spikes.",
            "Every runner in the Dunmore relay wore spikes.",
        ),
        (
            "Most of the town's workers commute by train.",
            "Hardly anyone in the town commutes by train.",
        ),
        ("班上没有一个学生交了作业。", "每个学生都交了作业。"),
    ],
)
def test_the_opposite_quantifier_contradicts(old: str, new: str) -> None:
    assert quantifier_flipped(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation is Relation.CONTRADICTION, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # "Every morning" says how often; "no" alone and "some" are not read.
        ("User drinks tea every morning.", "No tea for the user, the kettle broke."),
        ("用户每个周末都去游泳。", "没有人陪用户去游泳。"),
        ("All of the guests brought wine.", "Some of the guests brought wine."),
        # The same quantifier, or another statement.
        ("Every runner wore spikes.", "Everyone in the relay wore spikes."),
        ("None of the runners wore spikes.", "Every judge arrived late."),
    ],
)
def test_how_often_some_or_another_statement_is_not_read(old: str, new: str) -> None:
    assert quantifier_flipped(new, old) is None
