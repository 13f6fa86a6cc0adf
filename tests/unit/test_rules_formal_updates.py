"""Formal and third-party updates (the fifty-sixth pass): a succession told with the
predecessor's way out or post, posts read as single-valued by their kind, a statement's time
stamp set aside, and one question asked with or without "currently". Each example is made up
for this test: the updates must retire the old memory, the look-alikes must not."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.holders import holder_change
from app.providers.rules.reanswered import answer_replaced
from app.providers.rules.stamps import stamped_earlier, unstamped
from app.providers.rules.succession import succession

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Abbess Hildegund Roth leads the Marienfeld convent.",
            "Hildegund Roth retired and was succeeded by Sister Agathe Wend at Marienfeld convent.",
        ),
        (
            "Prince Osric Vale is the ruler of the Duchy of Kestmark.",
            "Prince Aldwin Vale succeeded his father Osric Vale as ruler of Kestmark.",
        ),
        ("青石足协主席是欧阳振。", "龙海涛继欧阳振之后出任青石足协主席。"),
        ("南湾队主教练是司马青山。", "罗伊·巴克接过司马青山的教鞭，执掌南湾队。"),
        ("白鹭乐团首席指挥是上官明远。", "上官明远退休后，乐团由柯岚继任首席指挥。"),
        ("北岭王国的国王是阿德里安·索恩。", "埃里克·索恩继承其父阿德里安·索恩，成为北岭王国国王。"),
        ("东川集团董事长是欧阳长风。", "江屹接替欧阳长风出任东川集团董事长。"),
        ("临江队主教练是马晓川。", "周克接替马晓川执教临江队。"),
    ],
)
def test_a_succession_naming_the_predecessor_retires_the_old_holder(old: str, new: str) -> None:
    assert succession(new, old) is not None
    assert classify_pair(new, old, None)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another post of the predecessor, or a plan: the old memory still holds.
        ("欧阳振出生于临海。", "龙海涛继欧阳振之后出任青石足协主席。"),
        ("南湾队主教练是司马青山。", "罗伊·巴克有望接过司马青山的教鞭。"),
        (
            "Osric Vale wrote a history of the northern wars.",
            "Aldwin Vale succeeded his father Osric Vale as ruler.",
        ),
    ],
)
def test_a_succession_keeps_another_fact_of_the_predecessor(old: str, new: str) -> None:
    assert classify_pair(new, old, None)[0] not in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The monarch of Estoria is Queen Ilsabet.", "The monarch of Estoria is King Randolf."),
        ("Pope Clement XV heads the Church of Varn.", "Pope Anselm II heads the Church of Varn."),
        (
            "The home ground of Ravenmoor Athletic is Quarry Lane.",
            "The home ground of Ravenmoor Athletic is Ironbridge Park.",
        ),
        ("晨星联合会总干事是包文涛。", "晨星联合会总干事是尹雪松。"),
        ("澳江特区行政长官是程立言。", "澳江特区行政长官是邝海鸣。"),
        ("飞鹰足球俱乐部的主场是东湖体育场。", "飞鹰足球俱乐部的主场是南港体育中心。"),
        ("卡斯蒂亚的货币是比塞塔。", "卡斯蒂亚的货币是欧元。"),
        ("临川市委书记是郑海。", "临川市委书记是丁元明。"),
        (
            "Dr. Lys Aubert directs the Verlaine Institute.",
            "The director of the Verlaine Institute is Dr. Hugo Brandt.",
        ),
        ("Oskar Lind is employed by Telvane.", "Oskar Lind works for Brightcom."),
        ("何思远供职于安永。", "何思远目前在毕马威任职。"),
    ],
)
def test_a_post_of_a_single_valued_kind_with_another_holder_retires(old: str, new: str) -> None:
    assert holder_change(new, old) is not None
    assert classify_pair(new, old, None)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another thing's post, a deputy, a former holder, a restatement.
        ("The monarch of Estoria is Queen Ilsabet.", "The monarch of Veldane is King Randolf."),
        ("晨星联合会总干事是包文涛。", "晨星联合会副总干事是尹雪松。"),
        ("澳江特区行政长官是程立言。", "前任行政长官邝海鸣出席了澳江特区的庆典。"),
        (
            "The home ground of Ravenmoor Athletic is Quarry Lane.",
            "Quarry Lane, Ravenmoor Athletic's home ground, holds 9,000 fans.",
        ),
        ("卡斯蒂亚的货币是欧元。", "卡斯蒂亚的货币为欧元，由中央银行发行。"),
    ],
)
def test_a_post_of_a_single_valued_kind_keeps_its_look_alikes(old: str, new: str) -> None:
    assert classify_pair(new, old, None)[0] not in RETIRING


@pytest.mark.parametrize(
    ("text", "rest", "year"),
    [
        (
            "As of 2021, the mayor of Dunmere is Ada Voss.",
            "The mayor of Dunmere is Ada Voss.",
            2021,
        ),
        (
            "Since March 2024, Kell Rovers have been coached by Jo Park.",
            "Kell Rovers have been coached by Jo Park.",
            2024,
        ),
        ("截至2022年，鹭岛银行行长是方志。", "鹭岛银行行长是方志。", 2022),
        ("自2023年5月起，鹭岛银行行长为韩青。", "鹭岛银行行长为韩青。", 2023),
        # A span or a bare date is no stamp: history and events keep their words.
        ("From 2001 to 2010, the mayor of Dunmere was Ada Voss.", None, None),
        ("2025年2月3日，韩青履新鹭岛银行行长。", None, None),
    ],
)
def test_a_time_stamp_opening_a_statement_is_set_aside(
    text: str, rest: str | None, year: int | None
) -> None:
    assert unstamped(text) == (rest or text, year)


@pytest.mark.parametrize(
    ("old", "new", "retires"),
    [
        (
            "As of 2021, the mayor of Dunmere is Ada Voss.",
            "As of 2024, the mayor of Dunmere is Colm Reddy.",
            True,
        ),
        ("截至2020年，鹭岛银行行长是方志。", "自2023年5月起，鹭岛银行行长为韩青。", True),
        # Stamped earlier than the old one: the old statement is the newer.
        (
            "As of 2024, the mayor of Dunmere is Colm Reddy.",
            "As of 2019, the mayor of Dunmere is Ada Voss.",
            False,
        ),
    ],
)
def test_stamped_statements_are_compared_by_their_stamps(old: str, new: str, retires: bool) -> None:
    assert (classify_pair(new, old, None)[0] in RETIRING) is retires
    assert stamped_earlier(new, old) is not retires


def test_capital_acronyms_are_no_question_and_no_condition() -> None:
    # "WHO" is an organisation, "IF" ends a Swedish club's name.
    assert holder_change(
        "The director-general of the WHO is Lena Aalto.",
        "The director-general of the WHO is Piet Okoro.",
    )
    assert (
        classify_pair("Mats Ek plays for Djurby BK.", "Mats Ek plays for Sollentuna IF.", None)[0]
        in RETIRING
    )


@pytest.mark.parametrize(
    ("old", "new", "retires"),
    [
        (
            "Q: Which orchestra does Ilse Brandt conduct? A: The Kessel Symphony.",
            "Q: Which orchestra does Ilse Brandt currently conduct? A: The Marlow Philharmonic.",
            True,
        ),
        ("问：星河航空的总部在哪里？答：厦门。", "问：星河航空目前的总部在哪里？答：福州。", True),
        # Another question, or the same answer again.
        (
            "Q: Which orchestra does Ilse Brandt conduct? A: The Kessel Symphony.",
            "Q: Which choir does Ilse Brandt currently conduct? A: The Marlow Singers.",
            False,
        ),
        ("问：星河航空的总部在哪里？答：厦门。", "问：星河航空现在的总部在哪里？答：厦门。", False),
    ],
)
def test_one_question_asked_with_or_without_now(old: str, new: str, retires: bool) -> None:
    assert (answer_replaced(new, old) is not None) is retires
