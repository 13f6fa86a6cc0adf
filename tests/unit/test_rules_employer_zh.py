"""The forty-first pass's Chinese employer phrases for rules.told_values: 在X上班 / 在X工作 /
在X做<job>, 是X的<job>, and the steps aside for a place, a generic workplace, a side job and an
internship. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.told_values import told_attribute, told_value

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户在京东做测试。", "用户是拼多多的工程师。"),
        ("我在小米上班。", "我在蔚来工作，挺忙的。"),
        ("用户在百度当设计师。", "用户就职于快手。"),
        ("用户在顺丰干客服。", "用户在中通上班。"),
    ],
)
def test_another_employer_told_in_chinese_retires(old: str, new: str) -> None:
    assert told_value(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("用户在京东做产品经理。", "京东"),
        ("我在美团上班。", "美团"),
        ("用户是字节跳动的运营。", "字节跳动"),
    ],
)
def test_the_employer_is_read(text: str, employer: str) -> None:
    assert told_attribute(text, "employer") == frozenset({employer})


@pytest.mark.parametrize(
    "text",
    [
        "我在家做饭。",  # a home, no employer
        "我现在每天走路上班。",  # 现在 is no 在X
        "周末我们在外面吃。",
        "我在家里上班，远程办公。",
        "用户在公司上班。",  # a workplace, not whom for
        "用户在一家外贸公司做跟单。",
        "用户在上海上班。",  # a city
        "用户在杭州工作。",
        "用户周末在星巴克兼职做咖啡。",  # a side job
        "用户在腾讯实习，做产品。",  # an internship
        "用户在厨房做饭。",  # 做 with no job
    ],
)
def test_no_employer_is_read(text: str) -> None:
    assert told_attribute(text, "employer") == frozenset()


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我在美团上班。", "我以前在阿里上班。"),  # a past job
        ("我在美团上班。", "我想去阿里上班。"),  # a plan
        ("我在美团上班。", "我周末在瑞幸兼职上班。"),  # a side job beside it
        ("我在美团上班。", "我表哥在阿里上班。"),  # another person's
        ("用户在美团上班。", "用户在北京上班。"),  # where, not whom for
        ("用户在美团做运营。", "用户在美团做产品。"),  # one employer, two jobs
    ],
)
def test_other_jobs_places_and_people_are_kept(old: str, new: str) -> None:
    assert told_value(new, old) is None
