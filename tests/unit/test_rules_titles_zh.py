"""Another job title in the same Chinese slot (rules.titles_zh), and the shapes that keep the
old title: another person, a second post held at once, a title told with more, the past; and a
post moved in speech by a verb of moving (title_moved)."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.titles_zh import title_changed, title_moved

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


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A post moved in speech: 转岗做, 升成, 转, 晋升为; the subject said again or left out.
        ("我是后端开发。", "我转岗做测试经理了。"),
        ("我是店里的副店长。", "我升成店长啦。"),
        ("老周是我们部门的运营。", "老周转销售了。"),
        ("我是客服专员。", "晋升为客服主管了。"),
    ],
)
def test_a_post_moved_by_a_verb_of_moving_retires_the_old_post(old: str, new: str) -> None:
    assert title_moved(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我是会计。", "我女儿升成经理了。"),  # another person
        ("我是后端开发。", "我想转岗做产品经理。"),  # a wish
        ("我是后端开发。", "后端开发能转产品经理吗？"),  # a question
        ("我是家长。", "我升成主管了。"),  # a parent holds no post
        ("我是程序员。", "我转岗了。"),  # no post named
        ("我同事是设计师。", "我同事升成主管了。"),  # one of many colleagues
        ("我是护士。", "我以前转过行政。"),  # the past
    ],
)
def test_other_subjects_plans_and_unnamed_posts_are_left_alone(old: str, new: str) -> None:
    assert title_moved(new, old) is None
