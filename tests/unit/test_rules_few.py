"""A small count said with a negation is a count, not a denial (rules.few). Each example is
made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.few import a_count_not_a_denial

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("参加测评的老师里只有三位给这本教材打了满分。", "给这本教材打满分的老师不多。"),
        (
            "Only four of the tenants signed the petition.",
            "Not many of the tenants signed the petition.",
        ),
    ],
)
def test_a_small_count_is_not_a_denial(old: str, new: str) -> None:
    assert a_count_not_a_denial(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The old text says many: "not many" clashes with it.
        (
            "Many of the tenants signed the petition.",
            "Not many of the tenants signed the petition.",
        ),
        # 差不多 is "about", not a count.
        ("用户住在北京朝阳区。", "用户搬去了通州，说房租便宜了差不多一半。"),
        # Another negation beside the count.
        (
            "Only four of the tenants signed the petition.",
            "Not many tenants came, and they did not sign the petition.",
        ),
    ],
)
def test_other_negations_are_not_read(old: str, new: str) -> None:
    assert a_count_not_a_denial(new, old) is None
