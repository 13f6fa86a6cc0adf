"""Digits part Chinese runs when rules.amounts looks for what an amount is of: two amounts'
shared digits (1200 / 1500 share "00") no longer stand in for the run both texts name (网费)
when the two texts put it on either side of the amount. Each example is made up for this test."""

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.amounts import quantity_change


def test_the_thing_named_after_the_amount_is_still_found() -> None:
    old, new = "用户网费每月1200。", "用户每个月交1500的网费。"
    found = quantity_change(new, old)
    assert found is not None
    assert "网费" in found[1]
    relation, why = classify_pair(new, old, 0.8)
    assert relation == Relation.UPDATE, why


def test_shared_digits_alone_are_no_anchor() -> None:
    # Only the digits and the user in common: two different things.
    assert quantity_change("用户每月交4200的网费。", "用户车贷还剩3200。") is None
