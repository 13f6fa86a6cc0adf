"""The same Chinese statement of the user with another value (rules.spans_zh): one short run
between the same frame characters, whatever the value is. Each positive is a value no word
list holds; each negative a trap of the same shape (an event after 了, a liking, another
person, an appointment, a number in another unit, a run that crosses the frame)."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.spans_zh import swapped_span_zh

UP = Relation.UPDATE


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("用户养的兔子叫麻薯。", "用户养的兔子叫芋圆。", UP),
        ("我在阿福烧腊打工。", "我现在在蓉姐凉面打工。", UP),
        ("用户的狗是萨摩耶。", "用户的狗是喜乐蒂。", UP),
        ("用户在读《北方的河》。", "用户在读《人生海海》。", UP),
        ("用户的老家在屏南。", "用户的老家在寿宁。", UP),
        ("我每天午饭吃沙县拌面。", "我每天午饭吃桂林米粉了。", UP),
        ("我是一名糕点师。", "我现在是一名咖啡师。", UP),
        ("用户在吃氯雷他定。", "用户在吃依巴斯汀。", UP),
        ("我用的是小天才手表。", "我现在用的是华为Watch4。", UP),  # a name with its number
        ("用户最喜欢的乐队是海龟先生。", "用户最喜欢的乐队现在是痛仰。", UP),
        # An event after 了 or 过: two trips, two purchases.
        ("用户去了婺源。", "用户去了篁岭。", None),
        ("我买了一件冲锋衣。", "我买了一件羽绒服。", None),
        # A liking or a skill holds several values.
        ("用户喜欢吃酸菜鱼。", "用户喜欢吃辣子鸡。", None),
        ("用户会说粤语。", "用户会说闽南语。", None),
        # Another person's statement, or two people.
        ("我朋友阿敏在厦门当老师。", "我朋友阿峰在泉州当律师。", None),
        ("用户的妹妹叫小禾。", "用户的妹妹叫小满。", None),
        # A day or a time: two appointments.
        ("用户周二下午去看牙医。", "用户周四下午去看牙医。", None),
        # A number told in another unit; a run that crosses the frame.
        ("用户体重六十公斤。", "用户体重120斤。", None),
        ("用户开五菱宏光。", "用户的车是一辆五菱宏光。", None),
        # A known city and a known company are two facts; a place within another, one.
        ("我在上海工作。", "我在腾讯工作。", None),
        ("用户住在南山区。", "用户住在深圳。", None),
        # An addition or a plan.
        ("用户在学琵琶。", "用户也在学二胡。", None),
        ("用户住在瑞安。", "用户打算住在乐清。", None),
    ],
)
def test_one_run_of_a_shared_frame(old: str, new: str, expected: Relation | None) -> None:
    found = swapped_span_zh(new, old)
    assert (found[0] if found else None) is expected, found


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户养的猫叫汤圆。", "用户养的猫叫煤球。"),
        ("我负责云舟项目。", "我现在负责星槎项目。"),
    ],
)
def test_the_classifier_retires_the_old_value(old: str, new: str) -> None:
    assert classify_pair(new, old, 0.9)[0] is UP
