"""The fifty-second pass: formal and third-party facts told again must not retire the old one.
One guard per mechanism, each with near misses that must keep the old memory and true changes
that must still retire it. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.abbreviations import one_name_shortened
from app.providers.rules.holders import holder_change
from app.providers.rules.superlatives_restated import superlative_restated
from app.providers.rules.told_values import told_value

RETIRING = {Relation.UPDATE, Relation.CONTRADICTION}


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A name and its initials, a link word's in lower case, or a piece of the run told.
        (
            "The Bank of Portugal's governor is Mário Centeno.",
            "Mário Centeno is the governor of the BoP.",
        ),
        (
            "The OECD is led by Mathias Cormann.",
            "Mathias Cormann heads the Organisation for Economic Co-operation.",
        ),
        (
            "The WFP is led by Cindy McCain.",
            "Cindy McCain is the executive director of the World Food Programme.",
        ),
        # A full name and the surname alone, spelt one letter longer.
        ("Moldova's president is Maia Sandu.", "Sanduu is the President of Moldova."),
        # A verb of holding before a Chinese value; a short form of a known name.
        ("复旦大学校长是金力。", "金力任复旦校长。"),
        ("韩国的首都是首尔。", "韩国首都為首爾。"),
    ],
)
def test_one_name_told_another_way_keeps_the_old(old: str, new: str) -> None:
    assert holder_change(new, old) is None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Bank of Portugal's governor is Mário Centeno.",
            "Álvaro Santos Pereira is the governor of the Bank of Portugal.",
        ),
        ("The WFP is led by Cindy McCain.", "The WFP's executive director is now Carl Skau."),
        ("Moldova's president is Maia Sandu.", "Igor Dodon is the President of Moldova."),
        ("复旦大学校长是金力。", "复旦大学新任校长是吴晓明。"),
    ],
)
def test_another_holder_still_retires_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.8)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("a", "b"),
    [(["IMF"], ["International Monetary"]), (["BoE"], ["Bank", "England's"])],
)
def test_initials_pair_with_a_piece_of_their_run(a: list[str], b: list[str]) -> None:
    texts = ("The IMF, or the BoE", "the International Monetary Fund, the Bank of England's")
    assert one_name_shortened(a, b, *texts) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Someone else's value or a market's ranking, not the user's possession.
        ("Xiaomi's newest phone is the Xiaomi 15.", "Google's latest phone is the Pixel 9."),
        (
            "The best-selling car in Norway is the Tesla Model Y.",
            "The top-selling car in Germany is the VW Golf.",
        ),
        ("美国最畅销的车是福特F-150。", "德国最畅销的车是大众高尔夫。"),
    ],
)
def test_a_makers_or_a_markets_value_is_not_the_users(old: str, new: str) -> None:
    assert told_value(new, old) is None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


def test_the_users_own_phone_told_anew_still_retires() -> None:
    relation, why = told_value("I carry a Pixel 9 now.", "My phone is a Xiaomi 15.") or (None, "")
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A holding told with its end in a past year, or the previous holder, is history.
        ("Nigeria's capital is Abuja.", "Lagos served as Nigeria's capital until 1991."),
        ("台湾积体电路由魏哲家掌舵。", "张忠谋执掌台积电直到2018年。"),
        ("乐队主唱是阿信。", "上一任主唱已经退出，把位置让给了阿信。"),
        # Another one besides, or the old holder still in post.
        ("北京国安的主教练是塞蒂恩。", "国安还有一位守门员教练，协助主教练塞蒂恩。"),
        ("这家银行的行长是周明。", "周明仍是行长，董事会新聘了刘畅为首席风险官。"),
    ],
)
def test_history_additions_and_still_in_post_keep_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Nigeria's capital is Abuja.", "Lagos is now Nigeria's capital."),
        ("北京国安的主教练是塞蒂恩。", "北京国安新任主教练是苏亚雷斯。"),
        ("这家银行的行长是周明。", "这家银行的行长换成了刘畅。"),
    ],
)
def test_a_new_holder_told_as_current_still_retires(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.8)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another named person left; the old holder is named as the successor or the present.
        (
            "Marta is the head gardener at Kew Lodge.",
            "Before Marta, Kew Lodge's gardens were kept by Tom Reyes, who has since retired.",
        ),
        (
            "The choir's conductor is Lena Voss.",
            "The previous conductor, Anton Graf, retired in May and passed the baton to Lena Voss.",
        ),
        # A former holder's new state is not a new holder of the post.
        ("Sundar Pichai is Google's CEO.", "Eric Schmidt, Google's former CEO, now funds science."),
        # Two shared words of size or precision are no thing whose attribute it is.
        (
            "The population of Chile is about 19 million.",
            "The population of Peru is about 34 million.",
        ),
        # A product each text names, one kind of release: two products.
        ("Debian's current LTS release is 12.", "The current LTS of FreeBSD is 14.1."),
    ],
)
def test_another_ones_leaving_or_state_keeps_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The choir's conductor is Lena Voss.", "Lena Voss retired in May."),
        ("Marta is the head gardener at Kew Lodge.", "Marta has retired from Kew Lodge."),
        (
            "The population of Chile is about 19 million.",
            "The population of Chile has grown to 21.5 million.",
        ),
        ("Debian's latest release is 12.", "Debian 13 was released as the new stable version."),
    ],
)
def test_the_old_ones_own_leaving_or_change_still_retires(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.7)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Lake Superior is the largest lake in North America.",
            "No lake in North America is larger than Lake Superior.",
        ),
        (
            "The Shard is the tallest building in London.",
            "Nothing in London stands taller than the Shard.",
        ),
        ("长江是中国最长的河流。", "中国没有哪条河比长江更长。"),
    ],
)
def test_a_superlative_told_as_nothing_beating_it_keeps_the_old(old: str, new: str) -> None:
    assert superlative_restated(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another winner named, or no superlative in the old text: left to the readings.
        (
            "The Shard is the tallest building in London.",
            "No building in London is taller than 22 Bishopsgate.",
        ),
        ("The Shard is a building in London.", "Nothing in London stands taller than the Shard."),
        ("长江是中国最长的河流。", "中国没有哪条河比黄河更长。"),
    ],
)
def test_another_winner_or_no_superlative_is_not_the_guards(old: str, new: str) -> None:
    assert superlative_restated(new, old) is None
