"""Another job title in the same Chinese slot (rules.titles_zh), and the shapes that keep the
old title: another person, a second post held at once, a title told with more, the past."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.titles_zh import title_changed

UP = Relation.UPDATE


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("用户担任测试工程师。", "用户担任架构师。", UP),
        ("用户的表姐是小学老师。", "用户的表姐现在是律师。", UP),
        ("王磊在星河科技当产品经理。", "王磊在星河科技当技术总监。", UP),
        # Another person, a post held beside the first, more told after the title, the past.
        ("高翠担任协会副主席。", "丁力担任协会副主席。", None),
        ("用户担任测试工程师。", "用户还兼任架构师。", None),
        ("用户担任测试工程师。", "用户担任架构师，负责支付系统。", None),
        ("用户担任测试工程师。", "用户以前担任架构师。", None),
        ("用户是会员。", "用户是党员。", None),
    ],
)
def test_another_title_in_the_same_slot(old: str, new: str, expected: Relation | None) -> None:
    found = title_changed(new, old)
    assert (found[0] if found else None) is expected, found


def test_the_classifier_reads_it() -> None:
    assert classify_pair("用户担任架构师。", "用户担任测试工程师。", 0.99)[0] is UP
