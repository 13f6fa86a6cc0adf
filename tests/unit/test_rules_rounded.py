"""One amount said exactly and as approximate is one amount (rules.rounded). Each example is
made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.rounded import same_amount_rounded

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("青川县户籍人口：864,320人。", "青川县户籍人口约86万。"),
        ("Population of Marrow Bay: 41,870.", "Population of Marrow Bay: about 42,000."),
        ("Marrow Bay has some 42,000 residents.", "Population of Marrow Bay: 41,870."),
    ],
)
def test_an_amount_rounded_keeps_the_old_one(old: str, new: str) -> None:
    assert same_amount_rounded(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Approximate, but far from the old amount: a new one.
        ("青川县户籍人口：864,320人。", "青川县户籍人口约95万。"),
        # Close, but neither is said as approximate.
        ("Population of Marrow Bay: 41,870.", "Population of Marrow Bay: 42,310."),
    ],
)
def test_a_new_amount_is_not_a_rounding(old: str, new: str) -> None:
    assert same_amount_rounded(new, old) is None


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
def test_the_old_amount_in_round_figures_keeps_the_old_memory(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.9)
    assert relation not in RETIRING, why
