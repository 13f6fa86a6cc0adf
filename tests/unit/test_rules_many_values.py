"""A second value of a relation that holds many values at once (rules.many_values). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.many_values import a_second_value_of_many

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Marta Ilves speaks Estonian.", "Marta Ilves speaks Finnish."),
        (
            "The official language of Veldoria is Hesk.",
            "The official language of Veldoria is Ormic.",
        ),
        ("Brightline Tools was founded by Oren Vale.", "Brightline Tools was founded by Ada Kern."),
        ("Norwick Holdings owns Pellam Foods.", "Norwick Holdings owns Fairhaven Dairy."),
        ("The town of Alsby is twinned with Rovigo.", "The town of Alsby is twinned with Kolding."),
        ("Quarry Lane stars Tess Morrow.", "Quarry Lane stars Idris Kaye."),
        (
            "The Salt Road has been translated into Czech.",
            "The Salt Road has been translated into Thai.",
        ),
        ("Ivo Brand was a member of The Lanterns.", "Ivo Brand was a member of Cold Harbour."),
        ("The Arlen River flows through Mossfield.", "The Arlen River flows through Dunmere."),
        ("Petra Voss won the Halden Medal in 2014.", "Petra Voss won the Halden Medal in 2019."),
        ("User has a son named Theo.", "User has a son named Felix."),
        ("User subscribes to Crunchyroll.", "User subscribes to Audible."),
        ("I have been to Lisbon.", "I have been to Tbilisi."),
        ("云溪市与奥胡斯是友好城市。", "云溪市与卑尔根是友好城市。"),
        ("青禾科技的创始人是周明远。", "青禾科技的创始人是林若溪。"),
        ("远帆集团旗下有远帆物流。", "远帆集团旗下有远帆地产。"),
        ("我会说闽南语。", "我会说客家话。"),
        ("《北方的河》被翻译成西班牙语。", "《北方的河》被翻译成瑞典语。"),
        ("我们家养了一只柴犬。", "我们家养了一只布偶猫。"),
        # What one is allergic to, takes, collects or volunteers at (merged with the 55th pass).
        ("我对芒果过敏。", "我对虾过敏。"),
        ("Dana is allergic to latex.", "Dana is allergic to ibuprofen."),
        ("我爸每天吃降脂药。", "我爸每天吃护心片。"),
        ("User takes vitamin D tablets.", "User takes magnesium tablets."),
        ("我收藏老唱片。", "我收藏火花。"),
        ("User volunteers at the food bank.", "User volunteers at the animal shelter."),
        ("我去过冰岛。", "我去过智利。"),
    ],
)
def test_a_second_value_keeps_the_first(old: str, new: str) -> None:
    assert a_second_value_of_many(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A change, an end, the one value of a kind, a denial, a post, a count told anew.
        ("Marta Ilves speaks Estonian.", "Marta Ilves now speaks only Finnish."),
        ("User's native language is Tagalog.", "User's native language is Cebuano."),
        ("Norwick Holdings owns Pellam Foods.", "Norwick Holdings sold Pellam Foods to Arvo."),
        ("User subscribes to Crunchyroll.", "User cancelled the Crunchyroll subscription."),
        (
            "Ivo Brand was a member of The Lanterns.",
            "Ivo Brand was never a member of The Lanterns.",
        ),
        ("The Vell Alliance has 12 members.", "The Vell Alliance has 13 members."),
        (
            "The Vell Alliance's office in Rome is headed by Ana Ruiz.",
            "The Vell Alliance's office in Rome is headed by Leo Hart.",
        ),
        ("User's leg is in a cast.", "The cast came off today."),
        ("用户的信用卡欠款有三万。", "用户已经还清了信用卡欠款。"),
        ("星湖联盟有8个成员国。", "星湖联盟成员国增至9个。"),
        ("云溪市驻沪办事处主任是王磊。", "云溪市驻沪办事处主任是赵晴。"),
        ("我养了一只猫叫团子。", "团子送给邻居养了。"),
        # A degree of one allergy, or a remedy stopped, is the one value changed.
        ("User is mildly allergic to cats.", "User is severely allergic to cats."),
        ("我对尘螨有点过敏。", "我对尘螨严重过敏。"),
        ("用户在吃抗组胺药西替利嗪。", "西替利嗪停了。"),
        # A workplace told by its store or a project ended is one value, not a branch.
        ("User works at the Fenwick store in Leeds.", "User works at the Fenwick store in York."),
        ("用户在做城南门店的翻新项目。", "城南门店的翻新项目叫停了。"),
        # One founder alone, a sole owner, a product handed over: one value of each.
        (
            "Tallow & Reed was founded by Ines Tallow alone.",
            "Tallow & Reed was co-founded by Ines Tallow and Piet Reed.",
        ),
        ("松岭酒业由陈氏家族拥有。", "松岭酒业是远东控股的全资子公司。"),
        ("“星驰X5”由鹏远汽车生产。", "鹏远汽车已把“星驰X5”的生产转交代工厂启明制造。"),
        (
            "Petra Voss last won the Halden Medal in 2014.",
            "Petra Voss last won the Halden Medal in 2019.",
        ),
        (
            "The bridge over the Arlen was opened in 1932.",
            "The bridge over the Arlen was opened in 1934.",
        ),
    ],
)
def test_a_change_an_end_or_one_value_is_left_to_the_readings(old: str, new: str) -> None:
    assert a_second_value_of_many(new, old) is None
