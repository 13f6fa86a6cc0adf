"""A rounded restatement (rules.approximations). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.approximations import rounded_restatement

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("梅岭镇常住人口为8.3万人。", "梅岭镇常住人口约8万。"),
        ("Holt village has 1,180 residents.", "Holt village has about 1,200 residents."),
        (
            "The reservoir holds 2.47 million cubic metres.",
            "The reservoir holds nearly 2.5 million cubic metres.",
        ),
    ],
)
def test_the_old_amount_in_round_figures_is_kept(old: str, new: str) -> None:
    assert rounded_restatement(new, old) is not None
    relation, why = classify_pair(new, old, 0.9)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("梅岭镇常住人口为8.3万人。", "梅岭镇常住人口约9万。"),
        ("Holt village has 1,180 residents.", "Holt village now has about 1,200 residents."),
        (
            "The reservoir holds 2.47 million cubic metres.",
            "The reservoir holds about 2.5 billion.",
        ),
        ("Holt village has 1,200 residents.", "Holt village has about 1,200 residents."),
    ],
)
def test_another_amount_or_a_change_is_left_to_the_readings(old: str, new: str) -> None:
    assert rounded_restatement(new, old) is None
