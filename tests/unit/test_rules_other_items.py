"""A price of another item (rules.other_items). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.other_items import prices_another_item


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "A cheese scone at the Mill Tearoom costs £2.40.",
            "A fruit cheese scone at the Mill Tearoom costs £2.90.",
        ),
        (
            "A small pot of tea at the Mill Tearoom is £1.80.",
            "A large pot of tea at the Mill Tearoom is £2.60.",
        ),
        ("巷口面馆的大碗牛肉面是28元。", "巷口面馆的大碗炸酱面是24元。"),
        # Told with 为, and a short clause of what the ticket allows: two fares.
        ("青溪公交单程票价为2元。", "青溪公交月票售价80元，可不限次乘坐。"),
    ],
)
def test_a_price_of_another_item_keeps_the_old_price(old: str, new: str) -> None:
    assert prices_another_item(new, old) is not None
    relation, why = classify_pair(new, old, 0.9)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The same thing.
        (
            "A cheese scone at the Mill Tearoom costs £2.40.",
            "A cheese scone at the Mill Tearoom costs £2.60.",
        ),
        # A change cue: the same thing's new price.
        (
            "A cheese scone at the Mill Tearoom costs £2.40.",
            "A cheese scone at the Mill Tearoom now costs £2.60.",
        ),
        ("巷口面馆的牛肉面是28元。", "巷口面馆的牛肉面涨到32元了。"),
        # 现 says the same thing's price now, not another thing.
        ("青溪公交月票为80元。", "青溪公交月票现为90元。"),
        # Not a plain price statement.
        ("Mill Tearoom scones are lovely.", "A fruit scone at the Mill Tearoom costs £2.90."),
    ],
)
def test_the_guard_steps_aside(old: str, new: str) -> None:
    assert prices_another_item(new, old) is None
