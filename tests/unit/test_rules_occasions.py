"""One occasion does not retire a standing fact unless it says the fact changed
(rules.occasions). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.occasions import one_occasion_of_standing_fact

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The school run takes about 25 minutes.", "Today's school run took an hour, roadworks."),
        ("User walks the dog at 7 every morning.", "Didn't walk the dog this morning, too icy."),
        ("每周三下午开周会。", "今天周会经理没来，半小时就散了。"),
        ("用户每天骑车上班。", "这次下大雨，用户没骑车。"),
        # A weekend is one occasion of a weekend habit.
        ("User swims at the lido on Saturdays.", "No swim this weekend, the lido was shut."),
        ("用户周末常去爬山。", "这周末下雨，用户没去爬山。"),
    ],
)
def test_one_occasion_keeps_the_standing_fact(old: str, new: str) -> None:
    assert one_occasion_of_standing_fact(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The occasion comes with a change of the standing fact.
        ("User works at St Mary's.", "User started at Mercy General today."),
        ("用户近视300度。", "用户这次验光，近视涨到了350度。"),
        ("临海大学校长是赵文博。", "临海大学新任校长林静宜今天正式就职。"),
        (
            "User drinks coffee every morning.",
            "From today on, no coffee: the user switched to tea.",
        ),
        # "As of today" announces a change; it is not one occasion.
        ("User's rent is $1,200.", "As of today the user's rent is $1,350."),
    ],
)
def test_a_change_told_on_an_occasion_is_not_stopped(old: str, new: str) -> None:
    assert one_occasion_of_standing_fact(new, old) is None


def test_two_occasions_are_left_to_the_readings() -> None:
    assert (
        one_occasion_of_standing_fact("Dentist moved to 4pm today.", "Dentist at 2pm today.")
        is None
    )


def test_a_change_on_an_occasion_still_retires() -> None:
    relation, why = classify_pair("用户这次验光，近视涨到了350度。", "用户近视300度。", 0.57)
    assert relation is Relation.UPDATE, why
