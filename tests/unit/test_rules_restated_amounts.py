"""One amount written two ways is one amount (rules.restated_amounts). Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.restated_amounts import same_amount_restated


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("青岩风电场装机容量45万千瓦。", "青岩风电场总装机450兆瓦。"),
        (
            "Kestrel Press has sold 3 million copies of Low Tide.",
            "Low Tide has passed the three-million mark.",
        ),
        ("The Harlow tunnel is 2.4 km long.", "The Harlow tunnel runs for 2,400 metres."),
    ],
)
def test_one_amount_written_two_ways_keeps_the_old_fact(old: str, new: str) -> None:
    assert same_amount_restated(new, old) is not None
    relation, why = classify_pair(new, old, 0.9)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another amount, however it is written.
        ("青岩风电场装机容量45万千瓦。", "青岩风电场总装机500兆瓦。"),
        # Written the same way: not a restatement (the readings decide).
        ("User's locker code ends in 4421.", "User's locker code ends in 4427."),
        ("Harlow is 88 km away.", "Harlow, 88 km away, got a new bypass."),
        # Two amounts: which one is restated?
        ("The tunnel is 2.4 km long.", "The tunnel, 2,400 metres long, cost 3 million."),
    ],
)
def test_other_shapes_are_left_to_the_readings(old: str, new: str) -> None:
    assert same_amount_restated(new, old) is None
