"""A new reading of a gauge: a body weight or a car's mileage (rules.gauges). Each example is
made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.gauges import new_reading

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("weight: 84 kg", "weighed in at 81.5 kg this morning"),
        ("Car mileage: about 38,000", "odometer says 41,200 mi"),
        ("体重：64公斤", "今天上秤，62.5公斤"),
        ("里程：4.8万公里", "今天洗车，表显5.3万公里"),
    ],
)
def test_a_new_reading_retires_the_old(old: str, new: str) -> None:
    assert new_reading(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("weight: 84 kg", "lost 3 kg on the scales this month"),
        ("weight: 84 kg", "target weight is 78 kg"),
        ("weight: 84 kg", "my daughter weighs 31 kg now"),
        ("Mileage: about 38,000", "odometer says 12,000 mi"),
        ("weight: 84 kg", "the suitcase weighs 23 kg"),
    ],
)
def test_a_change_a_goal_or_another_holder_is_not_a_reading(old: str, new: str) -> None:
    assert new_reading(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User weighs 91 kg.", "User is at 86 kg these days."),
        ("用户的狗12公斤。", "用户的狗上周称重，11公斤。"),
        ("User's rabbit Biscuit weighs 2.4 kg.", "Biscuit's up to 2.7 kg."),
        ("Weight: 180 lbs", "User is down to 171 lbs now."),
    ],
)
def test_a_weight_told_by_its_unit_alone_is_a_reading(old: str, new: str) -> None:
    assert new_reading(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User is at 86 kg.", "User is at 83 kg."),  # the gauge named in neither text
        ("User weighs 75 kg.", "User squats 80 kg for five reps."),  # a lift
        ("User weighs 75 kg.", "User carried a 70 kg sack of feed."),  # a thing weighed
        ("用户体重60公斤。", "用户买了55公斤大米。"),
        ("User's dog weighs 30 kg.", "User is at 33 kg."),  # another body
        ("User weighs 70 kg.", "User's sister is at 66 kg."),
        ("User weighs 70 kg.", "User plans to get to 64 kg."),  # a goal
        ("User weighs 70 kg.", "User runs 68 km a week."),  # another unit
    ],
)
def test_a_unit_alone_needs_the_gauge_named_and_one_body(old: str, new: str) -> None:
    assert new_reading(new, old) is None
