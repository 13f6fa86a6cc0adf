"""A memory of several details told again with one changed (rules.detail_changed). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.detail_changed import an_old_detail_changed
from app.providers.rules.kept_values import keeps_old_value

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new", "detail"),
    [
        (
            "User teaches maths at Hillside Academy in the sixth form. She teaches 4 days a week.",
            "User still teaches at Hillside, but she moved from the sixth form to year 8. "
            "Still 4 days a week.",
            "sixth form",
        ),
        (
            "用户每天早上喝一杯燕麦奶拿铁，配两片全麦面包。",
            "用户还是每天早上配两片全麦面包，不过燕麦奶换成了牛奶。",
            "麦奶",
        ),
        (
            "用户的女儿在育才中学读初一，每天骑车上学。",
            "用户的女儿还在育才中学读初一，不骑车了。",
            "骑车",
        ),
    ],
)
def test_an_old_detail_named_as_changed(old: str, new: str, detail: str) -> None:
    assert an_old_detail_changed(new, old) == detail


def test_a_detail_the_old_text_never_said_keeps_it() -> None:
    old, new = "周四下午三点开例会", "例会还是周四下午三点，地点换到5楼"
    assert an_old_detail_changed(new, old) is None
    assert keeps_old_value(new, old) is not None


def test_still_with_another_detail_changed_retires() -> None:
    old = "用户的儿子在实验小学读二年级，每天坐校车上下学。"
    new = "用户的儿子还在实验小学读二年级，不过不坐校车了，改成爷爷每天接送。"
    relation, why = classify_pair(new, old, 0.89)
    assert relation in RETIRING, why
