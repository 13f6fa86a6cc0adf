"""Spoken Chinese statements of the user's with another value in one span
(rules.spoken_spans_zh), and traditional characters read as simplified by the classifier
(rules.scripts_zh). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.scripts_zh import simplified
from app.providers.rules.spoken_spans_zh import swapped_span_zh

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The value a naming verb or a copula gives.
        ("我家兔子叫雪球。", "我家兔子叫布丁啦。"),
        ("我的猫是英短。", "我的猫是美短。"),
        ("我老婆的车是银色的。", "我老婆的车是红色的。"),
        ("我的网名是大白菜。", "我的网名是小土豆。"),
        # A quantity with its measure word, in Chinese numerals or digits.
        ("我身高一米七二。", "我身高一米七五。"),
        ("我体重一百二十斤。", "我体重一百零五斤了。"),
        ("我每周游两次泳。", "我每周游三次泳。"),
        ("我的咖啡每天喝3杯。", "我的咖啡每天喝1杯。"),
    ],
)
def test_one_span_told_anew_retires_the_old_value(old: str, new: str) -> None:
    assert swapped_span_zh(new, old) is not None
    relation, why = classify_pair(new, old, 0.85)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # An attribute held many times over: one more hobby, one more skill.
        ("我的爱好是下棋。", "我的爱好是做饭。"),
        ("我的特长是画画。", "我的特长是唱歌。"),
        # People one has many of.
        ("我朋友叫小吴。", "我朋友叫小郑。"),
        ("我同事是四川人。", "我同事是湖南人。"),
        # A date or a time of day: two occasions.
        ("我的体检在周二。", "我的体检在周五。"),
        ("我三点去接孩子。", "我五点去接孩子。"),
        # A plan, a past, an addition, a question.
        ("我的猫叫大黄。", "我想把猫叫小黄。"),
        ("我的车是白色的。", "我以前的车是黑色的。"),
        ("我家狗叫可乐。", "我家狗还叫雪碧吗？"),
        # A negation is the denial readings' to judge, not this one's.
        ("我的狗是泰迪。", "我的狗不是泰迪。"),
        # Not the user's statement.
        ("小吴的狗叫阿黄。", "小吴的狗叫阿花。"),
        # A verb that is no copula: another thing done, not a value named.
        ("我周末去爬山。", "我周末去钓鱼。"),
    ],
)
def test_other_values_and_other_frames_are_left_to_other_readings(old: str, new: str) -> None:
    assert swapped_span_zh(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我的爱好是下棋。", "我的爱好是做饭。"),
        ("我朋友叫小吴。", "我朋友叫小郑。"),
        ("我三点去接孩子。", "我五点去接孩子。"),
    ],
)
def test_coexisting_values_keep_the_old_memory(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.85)
    assert relation not in RETIRING, why


def test_traditional_characters_fold_to_simplified() -> None:
    assert simplified("我換了部手機，現在兩隻貓") == "我换了部手机，现在两只猫"
    assert simplified("我住在杭州") == "我住在杭州"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我家貓叫小白。", "我家貓叫小黑。"),
        ("我的房租每月兩千塊。", "房租漲到兩千五了。"),
    ],
)
def test_a_change_told_in_traditional_characters_retires_as_in_simplified(
    old: str, new: str
) -> None:
    relation, why = classify_pair(new, old, 0.85)
    assert relation is Relation.UPDATE, why
    assert classify_pair(simplified(new), simplified(old), 0.85)[0] is relation
