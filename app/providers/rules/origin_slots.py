"""The slots rules.origins reads: an origin verb or noun (founded / 成立, built / 始建, opened /
通车, born / 生于, directed / 执导, written / 作者, designed / 设计), where a thing lies or first
aired, and who won an award, each with the value beside it (a year or a dynasty, a person, a
place), in English and Chinese. `SLOTS` holds (kind, value type, pattern) for every shape.
"""

from __future__ import annotations

import re

from app.providers.rules import patterns

CJK = "\u4e00-\u9fff"
# The origin verbs of each slot kind, English and Chinese.
_VERBS_EN = {
    "founded": r"founded|established|incorporated",
    "built": r"built|constructed|erected",
    "opened": r"opened|inaugurated",
    "born": r"born",
    "directed": r"directed",
    "written": r"written|authored",
    "designed": r"designed",
}
_VERBS_ZH = {
    "founded": r"成立|创立|创办|建校|创刊|组建",
    "built": r"始建|创建|建于|建成|修建|落成|竣工",
    "opened": r"通车|开通|开业|开馆|启用",
    "born": r"出生|生于",
    "directed": r"执导",
    "written": r"撰写|写成",
    "designed": r"设计",
}
# The slot's own noun, told with 是 / 为: 导演是X, 作者是X, 创始人是X, 建校时间是1898年.
_NOUNS_ZH = {
    "founded": r"创始人|创办人|创办者|创立者|成立时间|创办时间|建校时间",
    "built": r"始建时间|修建时间|建成时间",
    "opened": r"通车时间|开通时间",
    "born": r"出生地|出生时间|出生年份",
    "directed": r"导演",
    "written": r"作者",
    "designed": r"设计者|设计师|建筑师",
}
_PERSON_KINDS = frozenset({"founded", "directed", "written", "designed"})
# A film or a book told with one director or author: another one named alone contradicts it.
SOLE_KINDS = frozenset({"directed", "written"})
_YEAR_KINDS = frozenset({"founded", "built", "opened", "born"})

_YEAR_EN = r"(?P<year>1[0-9]\d\d|20\d\d)\b"
_NAME_EN = r"(?-i:[A-Z][\w'’.-]*(?:\s+(?:(?:del|de|da|van|von)\b|[A-Z][\w'’.-]*)){0,3})"
# A dynasty as a date: 明代, 清朝末年, 北宋, 唐贞观年间, 明初 (a bare 明 or 清 is none: 明年).
_ERA = (
    r"(?:[东西南北](?P<d1>[周汉晋宋魏齐])|(?P<d2>[夏商周秦汉魏晋隋唐宋元明清])"
    rf"(?=代|朝|初|末|中期|中叶|[{CJK}]{{0,3}}年间))"
)
_YEAR_ZH = rf"(?:公元)?(?:(?P<year>\d{{4}})年|{_ERA})"
# A Chinese name or place: a run of two to eight characters up to a stop.
_RUN_ZH = rf"(?P<value>[{CJK}·]{{2,8}}?)"
_STOP_ZH = rf"(?=[，。；、,.;：:\s（(]|$|担任|执导|创办|创立|设计|之手|的|于|[{CJK}]?年)"


def _slot_patterns() -> list[tuple[str, str, patterns.Pattern]]:
    """(kind, value type, pattern) for every slot shape."""
    found: list[tuple[str, str, patterns.Pattern]] = []
    for kind, verbs in _VERBS_EN.items():
        verb = rf"(?<![\w-])(?:{verbs})\b"
        if kind in _YEAR_KINDS:
            # "founded in 1962", "opened to traffic in 1934", "was born on 3 May 1961".
            shape = rf"{verb}(?:\s+[\w']+){{0,3}}?\s+(?:in|on)\s+(?:[\w]+\s+){{0,2}}?{_YEAR_EN}"
            found.append((kind, "year", patterns.compile(shape, re.I)))
        if kind in _PERSON_KINDS or kind == "born":
            kind_type = "place" if kind == "born" else "person"
            by = r"in" if kind == "born" else r"(?:in\s+\d{4}\s+)?by"
            shape = rf"{verb}\s+{by}\s+(?P<value>{_NAME_EN})"
            found.append((kind, kind_type, patterns.compile(shape, re.I)))
    for kind in ("directed", "founded", "designed"):
        # "Petra Szabo directed the film": the name right before the verb.
        shape = rf"(?P<value>{_NAME_EN})\s+{kind}\s+(?:the|a|an|[A-Z'\u2018])"
        found.append((kind, "person", patterns.compile(shape)))
    found.append(("born", "place", patterns.compile(rf"\bnative\s+of\s+(?P<value>{_NAME_EN})")))
    for kind, verbs in _VERBS_ZH.items():
        if kind in _YEAR_KINDS:
            # 成立于1956年, 始建于明代, 于1998年建成, 1962年才成立, 建校时间是1898年.
            after = rf"(?:{verbs})(?:于|在)?{_YEAR_ZH}"
            before = rf"{_YEAR_ZH}(?:才|就|已|便)?(?:正式)?(?:建成|竣工|落成)?(?:{verbs})"
            noun = rf"(?:{_NOUNS_ZH[kind]})(?:是|为|：|:)(?:在)?{_YEAR_ZH}"
            for shape in (after, before, noun):
                found.append((kind, "year", patterns.compile(shape)))
        if kind == "born":
            shape = rf"(?:出生于|生于|出生在|出生地(?:是|为|：)){_RUN_ZH}{_STOP_ZH}"
            found.append((kind, "place", patterns.compile(shape)))
        if kind in _PERSON_KINDS:
            # 由X执导, 是X执导的, 导演是X, 出自作家X之手.
            by = rf"(?:由|是|为)(?P<value>[{CJK}·]{{2,10}}?)(?:于\d{{4}}年)?(?:{verbs})"
            noun = rf"(?:{_NOUNS_ZH[kind]})(?:是|为|：|:){_RUN_ZH}{_STOP_ZH}"
            found.append((kind, "person", patterns.compile(by)))
            found.append((kind, "person", patterns.compile(noun)))
    found.append(("written", "person", patterns.compile(rf"出自{_RUN_ZH}之手")))
    # Where a thing lies, rises, flows or first aired: "is situated in", "lies entirely within",
    # "empties into", 位于X, 在X境内, 发源于X, 首播于X, 在X播出.
    where_en = (
        r"(?:is|are|lies|lie)\s+(?:\w+\s+)?(?:located\s+|situated\s+)?(?:in|within)|"
        r"(?:flows|empties|drains)\s+into|rises\s+in|headquartered\s+in|first\s+(?:aired|broadcast)"
        r"\s+on"
    )
    shape = rf"\b(?:{where_en})\s+(?:the\s+)?(?P<value>{_NAME_EN})"
    found.append(("located", "place", patterns.compile(shape, re.I)))
    where_zh = rf"(?:位于|坐落于|地处|发源于|注入|汇入|首播于)(?:{_RUN_ZH}){_STOP_ZH}"
    found.append(("located", "place", patterns.compile(where_zh)))
    within = rf"在(?P<value>[{CJK}]{{2,8}}?)(?:境内|播出|首播)"
    found.append(("located", "place", patterns.compile(within)))
    # Who won one edition of an award: "X won the Halden Prize", "it went to X", 得主是X,
    # 颁给了X, 获奖的是X, X获得了2023年金桂文学奖.
    won = (
        rf"(?P<value>{_NAME_EN})\s+won\s+the\s+(?:\d{{4}}\s+)?(?-i:[A-Z])",
        rf"\b(?:went|was\s+awarded|was\s+given)\s+to\s+(?P<value>{_NAME_EN})",
        rf"\bwinner\s+(?:of\s+the\s+(?:\w+\s+){{1,5}})?(?:is|was)\s+(?P<value>{_NAME_EN})",
        rf"(?:得主|获奖者|获奖的)(?:是|为){_RUN_ZH}{_STOP_ZH}",
        rf"颁给了?{_RUN_ZH}{_STOP_ZH}",
        rf"(?:^|[，。；：])(?P<value>[{CJK}·]{{2,4}}?)(?:获得了|荣获了?|摘得了?)(?:\d{{4}}年)?"
        rf"[{CJK}]{{2,10}}奖",
    )
    found.extend(("won", "person", patterns.compile(shape)) for shape in won)
    return found


SLOTS = _slot_patterns()
