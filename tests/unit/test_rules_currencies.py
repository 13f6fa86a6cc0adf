"""A place changed its currency (rules.currencies). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.currencies import currency_adopted

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The currency of Vellmark is the vell crown.", "Vellmark adopted the euro in 2026."),
        ("Oster's currency is the oster mark.", "Oster switched to the dollar last year."),
        ("云岚国的法定货币是云元。", "云岚国使用欧元作为法定货币。"),
    ],
)
def test_a_new_currency_retires(old: str, new: str) -> None:
    assert currency_adopted(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A plan, a second currency, another place.
        ("The currency of Vellmark is the vell crown.", "Vellmark plans to adopt the euro."),
        ("The currency of Vellmark is the vell crown.", "Vellmark also adopted the euro."),
        ("The currency of Vellmark is the vell crown.", "Oster adopted the euro in 2026."),
        ("云岚国的法定货币是云元。", "云岚国计划采用欧元作为法定货币。"),
        # The same currency.
        ("云岚国的法定货币是云元。", "云岚国使用云元作为法定货币。"),
    ],
)
def test_no_new_currency_is_left(old: str, new: str) -> None:
    assert currency_adopted(new, old) is None
