"""rules.relation_edits: one templated relation sentence about an entity told again with
another object is a change of that relation's one value (a knowledge edit), en + zh; another
subject, another relation, the same object, a past told without a year, an earlier year, a
finer place or a many-valued relation is not."""

import pytest

from app.enums import Relation
from app.providers.rules.classifier import classify_pair
from app.providers.rules.relation_edits import relation_edited

RETIRING = {Relation.UPDATE, Relation.CONTRADICTION}


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The first language of Oskar Vinter is Danish.",
            "The first language of Oskar Vinter is Icelandic.",
        ),
        (
            "The native language of Oskar Vinter is Danish.",
            "Oskar Vinter's mother tongue is Icelandic.",
        ),
        ("Teo Marsh plays as a left back.", "Teo Marsh plays as a goalkeeper."),
        (
            "Quill Notes is developed by Larkspur Software.",
            "The developer of Quill Notes is Oracle.",
        ),
        ("The Wren 200 is manufactured by Cessna.", "The Wren 200's manufacturer is Piper."),
        (
            "The author of Tidewater Songs is Ruth Kimble.",
            "Tidewater Songs was written by Mark Twain.",
        ),
        ("Nightjar premiered on PBS.", "Nightjar was originally aired on Showtime."),
        (
            "The official religion of Eldmark is Catholicism.",
            "Eldmark's state religion is Judaism.",
        ),
        (
            "Piet Laan is affiliated with the Labour Party.",
            "Piet Laan is a member of the Green Party.",
        ),
        ("Roan Castle is located in Wales.", "Roan Castle can be found in Chile."),
        (
            "In 2012, Ivo Kral played for Sparta Prague.",
            "In 2018, Ivo Kral played for Slavia Prague.",
        ),
        ("欧文·维特的母语是丹麦语。", "欧文·维特以冰岛语为母语。"),
        ("海尔格·布伦是丹麦公民。", "海尔格·布伦拥有智利国籍。"),
        ("特奥·马什司职左后卫。", "特奥·马什司职门将。"),
        ("羽笔笔记由云雀软件开发。", "羽笔笔记的开发商是甲骨文。"),
        ("潮水之歌的作者是露丝·金布尔。", "潮水之歌由马克·吐温撰写。"),
        ("埃尔德马克的国教是天主教。", "埃尔德马克以犹太教为国教。"),
        ("2012年，伊沃·克拉尔效力于布拉格斯巴达。", "2018年，伊沃·克拉尔效力于布拉格斯拉维亚。"),
    ],
)
def test_one_relation_told_with_another_object_retires(old: str, new: str) -> None:
    assert relation_edited(new, old) is not None
    assert classify_pair(new, old, None)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # another subject with the new object
        (
            "The native language of Oskar Vinter is Danish.",
            "The native language of Lise Holm is Icelandic.",
        ),
        ("羽笔笔记由云雀软件开发。", "星图由甲骨文开发。"),
        # 参加 an event is no league: two contests of one athlete stand.
        ("林晓参加女子大跳台比赛。", "林晓参加女子坡面障碍技巧比赛。"),
        # the same subject with another relation
        ("The native language of Oskar Vinter is Danish.", "Oskar Vinter is a citizen of Chile."),
        ("潮水之歌的作者是露丝·金布尔。", "潮水之歌由李安执导。"),
        # the same fact in another frame, and its party told without the word "Party"
        (
            "Quill Notes is developed by Larkspur Software.",
            "The developer of Quill Notes is Larkspur Software.",
        ),
        (
            "Piet Laan is affiliated with the Labour Party.",
            "Piet Laan is affiliated with the Labour.",
        ),
        ("海尔格·布伦是丹麦公民。", "海尔格·布伦拥有丹麦国籍。"),
        # a stative past without a year is a career told in order; an earlier year is older
        ("Ivo Kral played for Sparta Prague.", "Ivo Kral played for Slavia Prague."),
        (
            "In 2018, Ivo Kral played for Slavia Prague.",
            "In 2012, Ivo Kral played for Sparta Prague.",
        ),
        ("2018年，伊沃·克拉尔效力于布拉格斯拉维亚。", "2012年，伊沃·克拉尔效力于布拉格斯巴达。"),
        # a place told more finely is the same place
        ("晨星书店位于杭州西湖区。", "晨星书店位于杭州市西湖区文三路。"),
        # a negation, a question without its answer, and a number are not a frame's value
        ("Helga Brun is a citizen of Denmark.", "Helga Brun is not a citizen of Chile."),
        ("Helga Brun is a citizen of Denmark.", "Is Helga Brun a citizen of Chile?"),
        ("Marta Lind was born in Oslo.", "Marta Lind was born in 1987."),
        ("枫林书社成立于杭州。", "枫林书社成立于3月。"),
        # a contract signed is an event, and working from home names no employer
        ("用户签约了一套新房。", "用户签约了一辆新车。"),
        ("小周在家工作。", "小周在咖啡馆工作。"),
        # a relation one holds several of is not listed: a second instrument is an addition
        ("Toma Reyes plays the cello.", "Toma Reyes plays the piano."),
    ],
)
def test_another_subject_relation_or_the_same_value_keeps_the_old_memory(
    old: str, new: str
) -> None:
    assert relation_edited(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # two almanac lines of one single-valued fact: the later year is the newer value
        ("In 2014, Lena Berg worked for Ericsson.", "In 2020, Lena Berg worked for Spotify."),
        (
            "In 2010, the head coach of FC Lindau was Karl Ott.",
            "In 2016, the head coach of FC Lindau was Uwe Rapp.",
        ),
        # 拥有意大利国籍 holds 有意 inside two words: it is no talk of a wish
        ("马特奥·萨尔维是智利公民。", "马特奥·萨尔维拥有意大利国籍。"),
    ],
)
def test_a_later_dated_line_and_a_nationality_retire(old: str, new: str) -> None:
    assert classify_pair(new, old, None)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a dated line against an undated current value is still history
        ("Lena Berg works for Spotify.", "In 2014, Lena Berg worked for Ericsson."),
        # the hearsay 有意 (a wish to move) still stops the change
        ("马特奥·萨尔维效力于科洛科洛。", "据说马特奥·萨尔维有意加盟国际米兰。"),
    ],
)
def test_history_and_hearsay_still_keep_the_old_memory(old: str, new: str) -> None:
    assert classify_pair(new, old, None)[0] not in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a number inside a name is a value; 嘻哈 after the question is its answer (hip hop)
        (
            "Which channel first aired Moorland Tales? BBC Two",
            "Which channel first aired Moorland Tales? Channel 5",
        ),
        ("铁锚乐队是什么风格的乐队？摇滚", "铁锚乐队是什么风格的乐队？嘻哈"),
    ],
)
def test_a_name_with_a_number_and_hip_hop_are_answers(old: str, new: str) -> None:
    assert classify_pair(new, old, None)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Marta Lind was born in Oslo.", "Marta Lind was born in March."),
        ("湖人球迷给勇士加油算不算叛变？", "湖人球迷给勇士加油算不算叛变？嘻嘻哈哈"),
    ],
)
def test_a_when_and_laughter_are_no_answers(old: str, new: str) -> None:
    assert classify_pair(new, old, None)[0] not in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Helga Brun is a citizen of Denmark.", "Helga Brun holds the citizenship of Chile."),
        (
            "The official language of Veltmark is Ardic.",
            "The official language of Veltmark is Sorn.",
        ),
    ],
)
def test_a_relation_that_holds_many_keeps_the_old_memory_whatever_the_edit_reads(
    old: str, new: str
) -> None:
    """rules.many_values (a second citizenship, a second official language) outranks the
    edit's reading: keeping a true memory weighs more than catching an edit."""
    assert relation_edited(new, old) is not None
    assert classify_pair(new, old, 0.8)[0] not in (Relation.UPDATE, Relation.CONTRADICTION)
