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
