"""A thing given a new part is still the thing (rules.serviced). Each example is made up for
this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.serviced import fitted_a_part

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户用的是iPad Air。", "给iPad Air换了块新屏幕，跟新的一样"),
        ("用户骑电动车上班。", "给电动车换了个新电瓶，能多跑二十公里"),
        ("User reads on a Kindle.", "Got a new case for the Kindle, a green one."),
    ],
)
def test_a_new_part_keeps_the_thing(old: str, new: str) -> None:
    assert fitted_a_part(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户妈妈用的是华为P30。", "给妈妈换了个新手机，是荣耀的"),
        ("用户开的是一辆卡罗拉。", "给卡罗拉换成了新能源车牌"),
        ("User's phone is an old Moto G.", "Replaced the Moto with a new one for my birthday."),
    ],
)
def test_a_person_or_a_replaced_thing_is_not_a_part(old: str, new: str) -> None:
    assert fitted_a_part(new, old) is None
