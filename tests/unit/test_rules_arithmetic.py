"""A change told with its new total that adds up with the old figure (rules.arithmetic). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.arithmetic import change_adds_up

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Norrvik Shipping has 1,250 employees.",
            "Norrvik Shipping shed 150 jobs, leaving 1,100 staff.",
        ),
        ("Alder Street school has 480 pupils.", "Alder Street took in 45 more pupils: 525 now."),
        ("The Pelham ferry fare is 64 kronor.", "The Pelham ferry fare rose 25% to 80 kronor."),
        ("青川水泥有员工2400人。", "青川水泥裁员350人，员工降至2050人。"),
        ("云帆E7的售价为32800元。", "云帆E7官方降价3000元，现售29800元。"),
        ("北岭股份收盘价：18.60元。", "北岭股份今日收报19.72元，涨6.0%。"),
    ],
)
def test_a_change_that_adds_up_retires(old: str, new: str) -> None:
    assert change_adds_up(new, old) is not None
    assert classify_pair(new, old, 0.8)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The sum does not add up: another figure.
        (
            "Norrvik Shipping has 1,250 employees.",
            "Norrvik Shipping shed 150 jobs at its 900-strong Bergen yard.",
        ),
        # Small numbers add up by chance.
        ("The Orsa family has 2 dogs.", "The Orsa family has 3 cats and 1 rabbit."),
        # Another period: a year the old text does not name.
        (
            "Norrvik Shipping has 1,250 employees.",
            "In 2009 Norrvik Shipping shed 150 jobs, leaving 1,100 staff.",
        ),
        # The percentage does not fit the two prices.
        ("北岭股份收盘价：18.60元。", "北岭股份今日收报19.72元，成交额增长12.5%。"),
        # Days of the month and clock times are no figures: two appointments (23 + 2 = 25).
        (
            "User's optician appointment is on October 23 at 3:15 pm.",
            "User's barber appointment is on October 25 at 2:10 pm.",
        ),
        ("用户12月14日下午两点去复查。", "用户12月16日2点去拔牙。"),
    ],
)
def test_no_sum_that_adds_up_is_left(old: str, new: str) -> None:
    assert change_adds_up(new, old) is None
