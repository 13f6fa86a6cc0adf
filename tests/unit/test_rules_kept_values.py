"""A new text that names the old text's value as the one it holds keeps the old memory
(rules.kept_values). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.kept_values import keeps_old_value

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User goes by Kate.", "Please call the user Kate rather than Katherine."),
        ("画家林悦住在杭州。", "林悦在苏州长大，后来搬到了杭州。"),
        ("王芳毕业于复旦大学新闻学院。", "王芳2015年毕业于复旦大学新闻学专业，成绩优异。"),
    ],
)
def test_the_old_value_kept_keeps_the_old_memory(old: str, new: str) -> None:
    assert keeps_old_value(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another value after all: the numbers of the incoming value differ.
        ("瑜伽课每周二晚上七点。", "瑜伽课改成每周二晚上八点了。"),
        ("Bus to Leeds: route 42, leaves 7:10am.", "Bus to Leeds changed to route 45, 9:20am."),
        # The old value leaves: a withdrawal beside it.
        (
            "User likes juice more than soda.",
            "User switched to soda and hardly drinks juice anymore.",
        ),
        # What is replaced is the old value.
        ("User is called Katherine.", "Please call the user Kate rather than Katherine."),
    ],
)
def test_a_change_away_from_the_old_value_is_left_to_the_readings(old: str, new: str) -> None:
    assert keeps_old_value(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("每周二上午十点开项目周会。", "项目周会还是周二上午十点，改在线上开。"),
        (
            "Book club meets at 7pm on Mondays.",
            "Book club is still at 7pm on Mondays, new cafe though.",
        ),
    ],
)
def test_the_old_value_still_holding_keeps_the_old_memory(old: str, new: str) -> None:
    assert keeps_old_value(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # "Still" with another value: the numbers differ.
        ("每周二上午十点开项目周会。", "项目周会还是周二，不过改到下午三点了。"),
        # A withdrawal beside it.
        ("Pilates at 6pm on Thursdays.", "Still at 6pm, but the user no longer goes to Pilates."),
    ],
)
def test_still_with_another_value_is_left_to_the_readings(old: str, new: str) -> None:
    assert keeps_old_value(new, old) is None
