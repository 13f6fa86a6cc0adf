"""A replacement put after a plan in its sentence is not made yet (rules.replacements). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.replacements import replaced


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户每天早上喝牛奶。", "用户打算下周开始把牛奶换成豆浆。"),
        ("User uses an Android phone.", "User plans to switch from Android to an iPhone."),
        ("用户用的是安卓手机。", "用户准备从安卓换到苹果。"),
    ],
)
def test_a_planned_replacement_is_not_read(old: str, new: str) -> None:
    assert replaced(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户每天早上喝牛奶。", "用户把牛奶换成了豆浆。"),
        ("User uses an Android phone.", "User switched from Android to an iPhone."),
        # A plan in an earlier sentence does not hedge the replacement made after it.
        ("User uses an Android phone.", "Was going to wait. Switched from Android to an iPhone."),
    ],
)
def test_a_replacement_made_is_still_read(old: str, new: str) -> None:
    assert replaced(new, old) is not None
    assert classify_pair(new, old, 0.5)[0] is Relation.UPDATE
