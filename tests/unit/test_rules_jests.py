"""A text taken back as a joke or a dream states nothing (rules.jests). Each example is made
up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.jests import only_in_jest

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户是会计。", "月底又加班，我下周就辞职去大理开民宿（开玩笑的）"),
        ("User rents a flat in Leeds.", "bought a castle in Scotland last night... in my dream"),
        ("用户开的是一辆旧捷达。", "刚提了辆保时捷，做梦呢哈哈"),
        ("User works at a bank.", "handing in my notice tomorrow and moving to Bali, jk"),
    ],
)
def test_a_joke_or_a_dream_keeps_the_old_fact(old: str, new: str) -> None:
    assert only_in_jest(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    "new",
    [
        "No kidding, I quit the bank today.",
        "I'm not joking, I handed in my notice.",
        "我不是开玩笑，我真的辞职了。",
        "Landed my dream job at a design studio!",
        "我的梦想是开一家咖啡馆。",
    ],
)
def test_meant_texts_and_aims_are_not_jests(new: str) -> None:
    assert only_in_jest(new, "User works at a bank.") is None


def test_an_old_text_marked_the_same_way_is_left_to_the_readings() -> None:
    assert only_in_jest("又梦见自己辞职了", "梦见自己中了彩票") is None
