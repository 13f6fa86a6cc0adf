"""The old holder named again in the new text as the one who left (rules.left_holders, read by
rules.holders), a question mark's label that is not a speaker (rules.dialogue) and a Chinese
yes / no question that is not rewritten (rules.answers). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.answers import as_statement
from app.providers.rules.dialogue import split_speaker
from app.providers.rules.left_holders import left


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("松岩队新赛季由王朗接替陈默担任队长。", "陈默"),
        ("青石镇前镇长李泉出席了新任镇长赵宁的就职仪式。", "李泉"),
        ("碧溪书院现任院长是周衡，吴迪已于去年退休。", "吴迪"),
        ("Ana Ruiz replaced Tom Vale as chief executive of Harlow Foods.", "Tom Vale"),
        ("Tom Vale has stepped down; Ana Ruiz now leads Harlow Foods.", "Tom Vale"),
    ],
)
def test_the_new_text_says_the_old_holder_left(text: str, name: str) -> None:
    assert left(text, name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("松岩队队长是陈默。", "陈默"),
        ("Tom Vale chairs the board of Harlow Foods.", "Tom Vale"),
        ("吴迪是碧溪书院的副院长。", "吴迪"),
    ],
)
def test_a_name_said_again_without_leaving(text: str, name: str) -> None:
    assert not left(text, name)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("松岩队队长是陈默。", "松岩队新赛季由王朗接替陈默担任队长。"),
        ("碧溪书院院长是吴迪。", "碧溪书院现任院长是周衡，吴迪已于去年退休。"),
        ("青石镇镇长为李泉。", "青石镇前镇长李泉出席了新任镇长赵宁的就职仪式。"),
        ("青川足球俱乐部主教练是孟涛。", "青川官宣：孟涛下课，韩立出任主帅。"),
    ],
)
def test_a_new_holder_told_with_the_old_one_leaving_retires_it(old: str, new: str) -> None:
    assert classify_pair(new, old, 0.85)[0] == Relation.UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("松岩队队长是陈默。", "松岩队队长是王朗，陈默是副队长。"),
        ("碧溪书院院长是吴迪。", "碧溪书院院长是吴迪，周衡是副院长。"),
    ],
)
def test_the_old_holder_named_without_leaving_is_not_read_here(old: str, new: str) -> None:
    assert classify_pair(new, old, 0.85)[0] not in (Relation.UPDATE,)


def test_a_question_mark_is_not_a_speaker() -> None:
    assert split_speaker("问：松岩队现在谁当队长？答：王朗。")[0] is None
    assert split_speaker("答：松岩队队长是陈默。")[0] == "答"


def test_a_chinese_yes_no_question_is_not_rewritten() -> None:
    assert as_statement("这周还上钢琴课吗？这周挪到周五。") is None
    assert as_statement("松岩队现在谁当队长？王朗。") == "松岩队现在王朗当队长。"
