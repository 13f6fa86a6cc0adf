"""A range that holds the old amount tells it again, less exactly (rules.ranges). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.ranges import within_a_range

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("青溪龙井今年收购价约每斤1800元。", "今年青溪龙井的收购价在每斤1700到1900元之间。"),
        (
            "A season ticket at Harlow Park costs about 410 pounds.",
            "A season ticket at Harlow Park costs between 380 and 440 pounds.",
        ),
    ],
)
def test_a_range_holding_the_old_amount_keeps_it(old: str, new: str) -> None:
    assert within_a_range(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The range leaves the old amount out.
        ("青溪龙井今年收购价约每斤1800元。", "今年青溪龙井的收购价涨到每斤2000到2200元。"),
        # No range.
        (
            "A season ticket at Harlow Park costs about 410 pounds.",
            "A season ticket at Harlow Park now costs 460 pounds.",
        ),
    ],
)
def test_no_range_holding_it_is_not_read(old: str, new: str) -> None:
    assert within_a_range(new, old) is None
