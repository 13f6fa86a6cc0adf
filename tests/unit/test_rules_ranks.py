"""A rank changed (rules.ranks). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.ranks import rank_changed

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Tolvey is the fourth-largest town.", "Tolvey became Brenn's third-largest town."),
        ("Hale College is ranked 40th in Orbis.", "Hale College fell to 55th in Orbis."),
        ("云港市GDP居全省第三。", "云港市GDP超过北川市，跃居全省第二。"),
    ],
)
def test_a_changed_rank_retires(old: str, new: str) -> None:
    assert rank_changed(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another year's table.
        ("In 2020, Hale College ranked 40th.", "Hale College rose to 31st in Orbis in 2024."),
        # History, not a move.
        ("Tolvey is the fourth-largest town.", "Tolvey was once the second-largest town."),
        ("云港市GDP居全省第三。", "云港市GDP曾跃居全省第一。"),
        # Another ranking.
        ("Tolvey is the fourth-largest town.", "Tolvey became the second-busiest port."),
        # The same rank.
        ("云港市GDP居全省第三。", "云港市GDP升至全省第三。"),
    ],
)
def test_no_rank_change_is_left(old: str, new: str) -> None:
    assert rank_changed(new, old) is None
