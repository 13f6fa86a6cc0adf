"""A value said to be held unchanged (rules.held_unchanged). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.held_unchanged import held_unchanged

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("北湖银行三年期存款利率为2.1%。", "北湖银行本季度维持三年期存款利率2.1%不变。"),
        (
            "The club's annual fee is $40.",
            "The club left its fee unchanged at $40 for 2025.",
        ),
        ("该市最低工资标准为每月2300元。", "该市最低工资标准今年保持不变。"),
    ],
)
def test_a_value_held_unchanged_keeps_the_old_text(old: str, new: str) -> None:
    assert held_unchanged(new, old) is not None
    relation, why = classify_pair(new, old, 0.9)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("北湖银行三年期存款利率为2.1%。", "北湖银行三年期存款利率下调至1.9%。"),
        ("北湖银行三年期存款利率为2.1%。", "北湖银行维持三年期存款利率1.9%不变。"),
        ("Midfielder Ola Berg plays for Vale FC.", "Ola Berg remains at Ridge Town."),
    ],
)
def test_another_amount_or_a_place_is_left_to_the_readings(old: str, new: str) -> None:
    assert held_unchanged(new, old) is None
