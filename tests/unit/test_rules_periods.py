"""The words of a period a text is placed in say when, not what (rules.periods). Each example
is made up for this test."""

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.periods import period_words

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


def test_period_words_are_found() -> None:
    assert period_words("学校食堂这学期换了承包商。")
    assert period_words("the canteen changed caterers this semester")
    assert not period_words("学校食堂换了承包商。")


def test_a_shared_period_alone_is_not_a_shared_topic() -> None:
    relation, why = classify_pair("图书馆这学期换了馆长。", "这学期全年级的数学竞赛都拿了奖。", 0.7)
    assert relation not in RETIRING, why


def test_a_change_on_a_shared_topic_still_retires() -> None:
    relation, why = classify_pair(
        "这学期的数学老师换了，现在是王老师。", "这学期的数学老师是李老师。", 0.8
    )
    assert relation in RETIRING, why
