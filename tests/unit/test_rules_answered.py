"""A newer answer to the question the old memory answers (rules.answered). Each example is
made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.answered import answer_change


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "User's laptop is a ThinkPad X1.",
            "What laptop are you using now? — A MacBook Air, the ThinkPad broke.",
        ),
        ("User works in Dundee.", "Where do you work these days? Perth. The Dundee office shut."),
        (
            "The treasurer of the Pelton Choir is Ivo Brandt.",
            "Q: Who's the choir treasurer now? A: Mara Quinn took it over in March.",
        ),
        ("用户的游泳课在每周三晚上七点。", "问：游泳课现在几点？答：改到周四下午四点了。"),
        ("「番茄钟」App最新版本是3.2。", "问：番茄钟现在最新是几版？答：3.5，上周刚更新。"),
    ],
)
def test_a_newer_answer_updates(old: str, new: str) -> None:
    assert answer_change(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation is Relation.UPDATE, why


def test_a_corrected_answer_contradicts() -> None:
    old = "青江的入海口在临海。"
    new = "问：青江在哪儿入海？答：东港，不是临海。"
    relation, why = classify_pair(new, old, 0.7)
    assert relation is Relation.CONTRADICTION, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The same value again.
        (
            "User's laptop is a ThinkPad X1.",
            "What laptop are you using now? A ThinkPad X1, still going.",
        ),
        # A question about something the old text does not name.
        ("User's laptop is a ThinkPad X1.", "What phone are you using now? A Pixel 8."),
        # A past question.
        ("User works in Dundee.", "Where did you work before? Perth."),
        # A yes / no question.
        ("User works in Dundee.", "Do you still work in Dundee? Yes."),
        # Not answered.
        ("User works in Dundee.", "Where do you work these days?"),
    ],
)
def test_no_newer_answer(old: str, new: str) -> None:
    assert answer_change(new, old) is None
