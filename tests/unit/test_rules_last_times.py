"""The last time something happened, told anew by a later time (rules.last_times, the
forty-eighth pass). The near-misses must keep both memories: another event, an earlier year,
another subject, a forecast, a question. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.last_times import last_time_retold


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The Brask geyser last erupted in 1987.", "The Brask geyser erupted again in 2019."),
        ("The town hall was last renovated in 1990.", "The town hall was renovated again in 2016."),
        ("The reservoir last flooded in 1998.", "The reservoir last flooded in 2021."),
        ("这座古桥最近一次大修是在2005年。", "这座古桥在2021年再次大修。"),
        ("该湖上一次干涸是在1978年。", "该湖2022年又干涸了。"),
    ],
)
def test_a_later_time_retires_the_last_time(old: str, new: str) -> None:
    relation, _ = classify_pair(new, old, 0.8)
    assert relation is Relation.UPDATE
    assert last_time_retold(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # another event of the same thing
        ("The Brask geyser last erupted in 1987.", "The Brask geyser was surveyed again in 2019."),
        ("这座古桥最近一次大修是在2005年。", "这座古桥在2021年再次封闭。"),
        # an earlier year
        ("The Brask geyser last erupted in 1987.", "The Brask geyser erupted again in 1950."),
        # another subject
        ("The Brask geyser last erupted in 1987.", "A neighbouring geyser erupted again in 2019."),
        ("这座火山上一次喷发是在1911年。", "邻近的火山在2023年再次喷发。"),
        # a forecast, a question
        ("这座火山上一次喷发是在1911年。", "专家预计这座火山将在2030年再次喷发。"),
        ("The Brask geyser last erupted in 1987.", "Has the Brask geyser erupted again in 2019?"),
    ],
)
def test_another_event_or_an_earlier_one_is_kept(old: str, new: str) -> None:
    assert last_time_retold(new, old) is None
