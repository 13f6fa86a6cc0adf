"""A stay away from home or a stand-in thing for a while keeps the old fact (rules.stand_ins).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.stand_ins import only_a_stand_in

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户住在杭州。", "下周去成都出差，住在公司订的宾馆，周日回杭州"),
        ("User lives in York.", "in Leeds on a business trip, staying at a hotel near the station"),
        ("用户开比亚迪汉。", "车送去修了，4S店给了台代步车，开着真不顺手"),
        ("User drives a Golf.", "Golf is in the garage, they gave me a courtesy car for the week"),
    ],
)
def test_a_stand_in_keeps_the_old_fact(old: str, new: str) -> None:
    assert only_a_stand_in(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A move, a purchase or a sale is the change itself.
        ("用户住在杭州。", "出差去了成都几次，干脆搬过去了"),
        ("User drives a Golf.", "Sold the Golf and bought the rental car off the company."),
        # A trip beside an old fact that is not a home.
        ("User works at Acme.", "Off on a business trip to Oslo."),
        ("User drives a Golf.", "Drove the Golf to Cornwall."),
    ],
)
def test_what_is_not_a_stand_in(old: str, new: str) -> None:
    assert only_a_stand_in(new, old) is None
