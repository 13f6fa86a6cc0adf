"""A change that awaits a decision has not happened (rules.pending). Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.pending import only_pending


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "青川码头的经营方是海通集团。",
            "海通集团拟将青川码头经营权转让给一家民营企业，目前仍在审批中。",
        ),
        (
            "本县城乡居民医保年缴费标准为380元。",
            "本县明年将调整城乡居民医保缴费标准，具体方案正在征求意见。",
        ),
        (
            "Brightwater Ferries is owned by Calder Holdings.",
            "Calder Holdings agreed to sell Brightwater Ferries to Osprey, pending approval.",
        ),
    ],
)
def test_a_change_awaiting_a_decision_keeps_the_old_fact(old: str, new: str) -> None:
    assert only_pending(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Approved: the decision was taken.
        ("青川码头的经营方是海通集团。", "青川码头经营权已转让给顺达物流，经营方变更为顺达物流。"),
        # Both pending: left to the readings.
        (
            "The sale of Brightwater Ferries to Osprey is pending approval.",
            "The sale of Brightwater Ferries to Tern Capital is pending approval.",
        ),
    ],
)
def test_other_shapes_are_left_to_the_readings(old: str, new: str) -> None:
    assert only_pending(new, old) is None
