"""A thing's origin told again with another value (rules.origins, the forty-eighth pass): when
it was founded, built, opened or born, where someone was born, who founded, directed, wrote or
designed it, corrected in any frame (a report, an active verb for a passive, a dynasty). The
near-misses must keep both memories: another event of the same thing (renovated, died), the same
value restated, a second founder or director, a birthplace at another precision, another
instance (its parent company, a branch, the original building), a post held now ("is directed
by"), history, a plan, an approximate year, a question. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.origins import origin_retold

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a year, in another frame
        (
            "The Harwick Viaduct was opened in 1932.",
            "Records show the Harwick Viaduct opened in 1934.",
        ),
        ("Pellam College was founded in 1871.", "Pellam College was established in 1868."),
        (
            "Sculptor Ida Varnes was born in 1940.",
            "Town archives show Ida Varnes was born on 2 May 1943.",
        ),
        ("松岭中学于1956年建校。", "据校史记载，松岭中学的建校时间是1951年。"),
        ("雁山剧团成立于1979年。", "雁山剧团是1983年才成立的。"),
        ("画家柯远山出生于1930年。", "据悉，柯远山生于1932年。"),
        ("梅溪大桥于2003年建成通车。", "梅溪大桥直到2006年才通车。"),
        # a dynasty
        ("青云寺始建于唐代。", "考古发掘表明，青云寺实际始建于北宋。"),
        ("这座石塔建于元代。", "这座石塔建于明朝中期。"),
        # a person, the old one given another role or denied
        (
            "The film 'Salt Meridian' was directed by Oona Brask.",
            "'Salt Meridian' was directed by Levi Tamm, with Oona Brask as producer.",
        ),
        (
            "Corvane Labs was founded by Milo Sander.",
            "Corvane Labs was founded by Ruth Abara; Milo Sander joined as an adviser later.",
        ),
        (
            "The Arden Pavilion was designed by Hester Quayle.",
            "Jonas Wolde designed the Arden Pavilion; Hester Quayle did only the gardens.",
        ),
        ("纪录片《山河故道》的导演是孟秋。", "《山河故道》是邵一帆执导的，孟秋担任制片人。"),
        ("长篇小说《雾港》的作者是宁蔚。", "《雾港》实际出自作家章秉之手，宁蔚只是译者。"),
        ("禾丰面粉厂的创始人是钟德海。", "禾丰面粉厂是钟德山创办的，钟德海几年后才入股。"),
        # a birthplace, the old one named in another role or denied
        (
            "Pianist Teo Marsh was born in Kelloway.",
            "Teo Marsh was born in Brightwater and only grew up in Kelloway.",
        ),
        (
            "Poet Ines Valle was born in Sorrel Bay.",
            "Ines Valle was actually born in Oster Ford, not Sorrel Bay.",
        ),
        ("诗人韦青出生于江西九江。", "韦青生于湖南岳阳，少年时才迁居九江。"),
        # one director or author named alone
        ("The film 'Low Tide' was directed by Mara Quist.", "Anselm Dorr directed 'Low Tide'."),
        ("小说《北渡》的作者是秦岚。", "《北渡》出自作家冯亦舟之手。"),
        # who won one edition of an award, corrected
        (
            "Lena Hart won the Marlow Prize in 2020.",
            "Lena Hart was shortlisted for the 2020 Marlow Prize, but it went to Ravi Sen.",
        ),
        ("2022年青岚文学奖得主是周启明。", "2022年青岚文学奖颁给了严书白，周启明只获得提名。"),
        ("杜若获得了2021年江南诗歌奖。", "杜若只进入了2021年江南诗歌奖的提名，最终获奖的是秦川。"),
        # where a thing lies, flows or first aired, corrected
        (
            "Lake Tellan is situated in Orrow County.",
            "Lake Tellan lies entirely within Marden County; Orrow County begins to its north.",
        ),
        (
            "The Sella River flows into Lake Brennock.",
            "The Sella River empties into the Harrow Sea; it never reaches Lake Brennock.",
        ),
        ("青螺湖位于东川县境内。", "青螺湖全部在西岭县境内，东川县在湖的南侧。"),
        (
            "纪录片《江上人家》首播于南屿卫视。",
            "《江上人家》最早是在北原卫视播出的，并非南屿卫视。",
        ),
    ],
)
def test_an_origin_told_with_another_value_retires(old: str, new: str) -> None:
    relation, _ = classify_pair(new, old, 0.8)
    assert relation in RETIRING, relation
    assert origin_retold(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # another event of the same thing
        ("The Harwick Viaduct was opened in 1932.", "The Harwick Viaduct was renovated in 1934."),
        ("Sculptor Ida Varnes was born in 1940.", "Ida Varnes died in 1998."),
        ("梅溪大桥于2003年建成通车。", "梅溪大桥于2015年完成加固。"),
        # the same value restated, in other words or at another precision
        ("Pellam College was founded in 1871.", "Records show Pellam College was founded in 1871."),
        ("青云寺始建于唐代。", "青云寺始建于唐朝初年。"),
        ("Pianist Teo Marsh was born in Kelloway.", "Teo Marsh was born in Kelloway, Norland."),
        ("Pianist Teo Marsh was born in Lyon.", "Teo Marsh was born in France."),
        ("纪录片《山河故道》的导演是孟秋。", "《山河故道》由青年导演孟秋执导。"),
        # a second founder or director beside the first
        (
            "Corvane Labs was founded by Milo Sander.",
            "Corvane Labs was co-founded by Ruth Abara and Milo Sander.",
        ),
        (
            "The film 'Salt Meridian' was directed by Oona Brask.",
            "'Salt Meridian' was directed by Levi Tamm and Oona Brask.",
        ),
        ("禾丰面粉厂的创始人是钟德海。", "禾丰面粉厂由钟德海与钟德山共同创办。"),
        # a person named without any word that the old one is wrong
        (
            "The Arden Pavilion was designed by Hester Quayle.",
            "The Arden Pavilion was designed by Jonas Wolde.",
        ),
        # a place told without a word of correction, or the user's own whereabouts
        ("Lake Tellan is situated in Orrow County.", "Lake Tellan lies in Westmarch."),
        ("The user is in Lisbon this week.", "The user is actually in Porto, not Lisbon."),
        # another edition of the award, a shared award, a winner named without correction
        (
            "Lena Hart won the Marlow Prize in 2020.",
            "Ravi Sen won the 2022 Marlow Prize; Lena Hart had won it in 2020.",
        ),
        (
            "Lena Hart won the Marlow Prize in 2020.",
            "The 2020 Marlow Prize was awarded to Lena Hart and Ravi Sen jointly.",
        ),
        ("Lena Hart won the Marlow Prize in 2020.", "Ravi Sen won the Marlow Prize in 2020."),
        ("2022年青岚文学奖得主是周启明。", "2023年青岚文学奖得主是严书白，周启明曾于2022年获奖。"),
        # a sequel's director
        (
            "The film 'Low Tide' was directed by Mara Quist.",
            "Its sequel, 'Low Tide II', was directed by Anselm Dorr.",
        ),
        ("电影《北渡》的导演是秦岚。", "续集《北渡2》由冯亦舟执导。"),
        # another instance of the thing
        (
            "Pellam College was founded in 1871.",
            "Pellam College's parent foundation was founded in 1850.",
        ),
        ("松岭中学于1956年建校。", "松岭中学分校于1998年建校。"),
        ("The Harwick Viaduct was opened in 1932.", "The original Harwick Viaduct opened in 1890."),
        # a post held now, history, a plan, an approximate year, a question
        (
            "The Quill Trust is directed by Anya Bell.",
            "Before Anya Bell, the Quill Trust was directed by Owen Hale from 2010 to 2016.",
        ),
        ("The Orla Museum is directed by Anya Bell.", "The Orla Museum is directed by Owen Hale."),
        ("雁山剧团成立于1979年。", "雁山剧团计划于2025年成立分团。"),
        ("Pellam College was founded in 1871.", "Pellam College was founded around 1868."),
        ("Pellam College was founded in 1871.", "Was Pellam College founded in 1868?"),
    ],
)
def test_an_origin_told_again_or_of_another_thing_is_kept(old: str, new: str) -> None:
    assert origin_retold(new, old) is None
