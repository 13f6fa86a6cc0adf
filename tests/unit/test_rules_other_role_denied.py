"""A denial of another role than the old text gives (rules.other_role_denied). Each example
is made up for this test."""

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.other_role_denied import other_role_denied


def test_another_role_denied_is_kept() -> None:
    old = "Tomas Reyes is the chairman of Forest Rovers."
    new = "Tomas Reyes is not Forest Rovers' owner and holds no shares in the club."
    assert other_role_denied(new, old) is not None
    assert classify_pair(new, old, 0.7)[0] not in (Relation.UPDATE, Relation.CONTRADICTION)
    assert other_role_denied("韩松不是俱乐部的所有者。", "韩松是俱乐部主席。") is not None


def test_the_same_role_or_a_withdrawal_is_left_to_the_readings() -> None:
    old = "Tomas Reyes is the chairman of Forest Rovers."
    assert other_role_denied("Tomas Reyes is not the chairman of Forest Rovers.", old) is None
    new = "Tomas Reyes is no longer chairman; he is not the owner either."
    assert other_role_denied(new, old) is None
