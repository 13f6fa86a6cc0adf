"""A new text that names the old value as the one leaving: a succession.

"Harriet Lowe is the chief executive" / "… named Daniel Achebe chief executive, succeeding
Harriet Lowe"; "Rhona Blake was succeeded as editor by Adil Farouk", "took over from Hana
Sato", "following Mr Barnes' retirement", "after Anita Desai's transfer", "defeated Anders
Vik to become champion", 击败卫冕冠军棋友会队夺冠, "broke Ada Quist's record", "overtook
Kessel FM", "after her divorce from Paul Strand", "moved its hub from Lisbon to Porto",
接替周雅, 由临川迁至江宁, 从北湖队转会至南港队, 绿源集团将酒店出售给…, 院长由李红接任，张伟
调任副校长 (接任 beside the outgoing holder's way out: moved, retired, on leave).
Encyclopedias and news report a change this way: the outgoing value is named, in a slot the
construction marks as replaced, often with no word for the attribute in common with the old
memory. No lexicon of attributes is needed; the construction says which value left.

The old memory is retired when it states the outgoing value (its words, or a Chinese run of
two or more characters), shares something else with the new text (the thing or attribute:
"Weston University", 省会), does not already hold the incoming value or tell the same
succession itself (a restatement), and the new text is not a plan, rumour or hypothetical
("is expected to succeed", 拟接替).

A new name is a succession of names: "Fenwick Park was renamed the Halo Energy Stadium",
江滨体育场因冠名赞助更名为华能体育场. It retires only a memory that gives the name ("is called",
"known as", 叫, 名为); one that says something else of the thing under its old name still holds.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, analyse

# Possessive: a name is taken whole, never cut short to let a pattern match.
_NAME = r"[A-Z][\w&.-]*+(?:\s+(?:of\s+|de\s+|van\s+)?[A-Z][\w&.-]*+)*+"
_OLD, _NEW = rf"(?P<old>{_NAME})", rf"(?P<new>{_NAME})"
_SPAN_OLD, _SPAN_NEW = r"(?P<old>[^,;.!?]+?)", r"(?P<new>[^,;.!?]+?)"
_EN = [
    # "succeeded his father Kim Il-sung": the predecessor may be named with the kin word.
    rf"\bsucceed(?:s|ed|ing)\s+(?:(?:his|her|their)\s+(?:father|mother|brother|sister|uncle|"
    rf"predecessor)\s+)?{_OLD}",
    # "Benedict XVI resigned and was succeeded by Pope Francis": the way out, then the successor.
    rf"{_OLD}\s+(?:resigned|retired|abdicated|stepped\s+down|left|died)\s+and\s+was\s+"
    rf"(?:succeeded|replaced)\s+by\s+{_NEW}",
    rf"{_OLD}\s+(?:was|has\s+been|had\s+been)\s+(?:succeeded|replaced)\b[^.;]*?\bby\s+{_NEW}",
    rf"\breplac(?:es|ed|ing)\s+{_OLD}(?!\s+with\b)",
    rf"\b(?:took|taken|takes|take|taking)\s+over\s+from\s+{_OLD}",
    rf"\b(?:sacked|fired|dismissed|ousted|deposed)\s+{_OLD}",
    rf"\b(?:defeated|beat|beaten|unseated|dethroned)\s+(?:the\s+)?(?:defending\s+|reigning\s+)?"
    rf"(?:champions?\s+)?{_OLD}\s+to\s+(?:become|win|take|claim)",
    # An incumbent defeated: the word says the loser held the post ("defeating incumbent X").
    rf"\b(?:defeat(?:ed|ing)|unseat(?:ed|ing)|oust(?:ed|ing))\s+(?:the\s+)?(?:incumbent|sitting)"
    rf"\s+(?:[a-z]+\s+){{0,2}}?{_OLD}",
    # Voted out, removed or lost the race: "X was voted out as chairman", "X lost the mayoral
    # race to Y".
    rf"{_OLD}\s+(?:was|has\s+been|had\s+been)\s+(?:voted\s+out|removed|ousted|deposed)\s+as\b",
    rf"{_OLD}\s+(?:lost|has\s+lost)\s+(?:the\s+)?[^,;.]{{0,40}}?\b(?:race|election|contest|vote|"
    rf"ballot|leadership)\s+to\s+{_NEW}",
    rf"\b(?:broke|broken|beat|surpassed|overtook|overtaken)\s+{_OLD}['’]s\b[^.;]{{0,40}}?record",
    rf"{_OLD}['’]s\s+[^.;]{{0,40}}?record\b[^.;]{{0,30}}?\bwas\s+(?:broken|beaten|overtaken|"
    rf"surpassed)",
    # "ending Oskar Nyl's eight-year tenure", "… interim spell", "… two terms in office".
    rf"\b(?i:ending)\s+{_OLD}['’]s\s+(?:[\w-]+\s+){{0,2}}?(?:reign|tenure|spell|run|stint|terms?)\b",
    # "Mr Barnes' retirement": a name ending in s may take the apostrophe alone.
    rf"\b(?i:following|after)\s+{_OLD}['’]s?\s+(?:departure|retirement|resignation|exit|"
    rf"dismissal|sacking|death|transfer|move|promotion|reassignment|secondment)",
    rf"\b(?:divorce|divorced|separation|separated|split|splitting|broke\s+up)\s+(?:up\s+)?"
    rf"(?:from|with)\s+{_OLD}",
    rf"\b(?:surpassing|surpassed|overtaking|overtook|overtaken|displacing|displaced|"
    rf"dethroning)\s+{_OLD}",
    rf"\b(?:bought|acquired|purchased)\s+(?:it|them|\w+(?:\s+\w+){{0,3}}?)\s+from\s+{_OLD}",
    rf"\b(?i:after)\s+{_OLD}\s+(?:left|resigned|retired|departed|stepped\s+down|gave\s+it\s+up|"
    rf"was\s+(?:sacked|fired|dismissed|ousted))",
    rf"\b(?:moved|transferred|relocated|shifted|passed|switched|transfer|move|relocation|sale)"
    rf"\b[^,;.!?]{{0,60}}?\bfrom\s+{_SPAN_OLD}\s+to\s+{_SPAN_NEW}(?=$|[,;.!?]|\s+(?:in|on|at|"
    rf"after|before|last|this)\b)",
    rf"{_OLD}\s+(?:has\s+|have\s+|had\s+)?(?:handed|passed)\s+(?:over\s+)?[^,;.]{{0,50}}?\bto\s+"
    rf"{_NEW}",
    rf"{_OLD}\s+(?:has\s+|have\s+|had\s+)?(?:sold|completed\s+the\s+sale\s+of)\s+[^,;.]{{0,50}}?"
    rf"\bto\s+{_NEW}",
]
_RUN = r"[\u3400-\u9fffA-Za-z0-9]{2,12}?"
_ZH_OLD, _ZH_NEW = rf"(?P<old>{_RUN})", rf"(?P<new>{_RUN})"
_ZH_END = r"(?=$|[，。；！？,.;!?的）)]|担任|出任|成为|任|为|执教|执掌|掌舵|领导|主持)"
# A Chinese personal name: two to six characters, a transliterated one with its middle dot.
_ZH_PERSON = r"[\u3400-\u9fff][\u3400-\u9fff·]{1,6}?"
# The outgoing holder's way out of a post: moved, retired, stepped down, left, on leave.
_ZH_WAY_OUT = r"(?:调任|调往|调至|调离|升任|转任|改任|退休|卸任|离任|离职|辞职|休|暂离)"
_ZH = [
    # 接替已调离的马骏: the holder may follow the way out told as its attribute.
    rf"(?:接替|取代)了?(?:(?:已经|已){_ZH_WAY_OUT}的|前任)?(?P<old>{_ZH_PERSON}){_ZH_END}",
    # 继布拉特之后出任; 接过勒夫的教鞭 / 帅位 / 衣钵: the predecessor's post taken over.
    rf"(?<![相连])继(?P<old>{_ZH_PERSON})之后[，,]?(?:出任|担任|成为|接任|执掌|执教|当选)",
    rf"接过(?:了)?(?P<old>{_ZH_PERSON})(?:手中)?的(?:教鞭|帅位|帅印|权杖|职位|位置|衣钵|接力棒|"
    rf"指挥棒|班)",
    # 继承其父金正日，成为…: a post inherited from the one named.
    rf"继承(?:了)?(?:其父|其母|父亲|母亲|其兄|兄长)?(?P<old>{_ZH_PERSON})(?:的(?:王位|职位|衣钵))?"
    rf"[，,]?(?:成为|出任|担任|登基)",
    # 本笃十六世退位后，方济各继任教宗: the way out, then the successor's verb.
    rf"(?:^|[，,。；])(?:原)?{_ZH_OLD}(?:退位|卸任|离任|辞职|退休|下台|去世|逝世)后[，,]?"
    rf"[^。；！？]{{0,20}}?(?:继任|接任|继位|接掌|接替)",
    rf"(?:击败|战胜|打败)了?(?:卫冕冠军|上届冠军|卫冕)?{_ZH_OLD}[，,]?(?:成为|夺得|获得|登上|夺冠)",
    rf"(?:解雇|解聘|撤换|罢免)了?{_ZH_OLD}(?=$|[，。；！？,.;!?]|的)",
    rf"打破了?{_ZH_OLD}(?:保持|创造|创下)的",
    rf"由{_ZH_OLD}(?:迁至|迁往|迁到|改为|变为|换成|更名为|改名为){_ZH_NEW}(?=$|[，。；！？,.;!?])",
    rf"从{_ZH_OLD}(?:迁至|迁往|迁到|转会至|转会到|转投|移至|调至|转到){_ZH_NEW}"
    rf"(?=$|[，。；！？,.;!?])",
    rf"{_ZH_OLD}(?:已|已经)?(?:将|把)[^，。；]{{1,12}}?(?:出售|转让|卖|交|移交|转交|转会)"
    rf"(?:给|至)了?{_ZH_NEW}(?=$|[，。；！？,.;!?])",
    # 由Y接任 beside the outgoing holder's way out, in either order: 院长由李红接任，张伟调任副校长;
    # 陈老师休产假，班主任由刘老师接任.
    rf"由{_ZH_NEW}(?:接任|接替|继任)[^。；！？]{{0,4}}[，,]{_ZH_OLD}{_ZH_WAY_OUT}",
    rf"(?:^|[，,。；])(?:原)?{_ZH_OLD}{_ZH_WAY_OUT}[^。；！？]{{0,20}}?[，,][^。；！？]{{0,16}}?"
    rf"由{_ZH_NEW}(?:接任|接替|继任)",
]
_PATTERNS = [patterns.compile(p) for p in _EN] + [patterns.compile(p) for p in _ZH]
# A new name: "Fenwick Park was renamed the Halo Energy Stadium", 江滨体育场…更名为华能体育场.
_RENAMES = [
    patterns.compile(
        rf"{_OLD}\s+(?:was|has\s+been|had\s+been)\s+(?:officially\s+)?renamed\s+(?:as\s+|to\s+)?"
        rf"(?:the\s+)?{_NEW}"
    ),
    patterns.compile(
        rf"{_ZH_OLD}(?:因[^，。；]{{1,12}}?)?(?:正式)?(?:更名为|改名为|改称){_ZH_NEW}(?=$|[，。；！？,.;!?])"
    ),
]
# Only a memory that gives the name is retired by a new one: "Fenwick Park hosts the derby"
# still holds after the park is renamed.
_NAMING = patterns.compile(
    r"\b(?:called|named|name\s+is|known\s+as)\b|叫|名为|名叫|名字是|名称是", re.I
)
# Case kept: "in May" is a month, not a modal.
_NOT_YET = patterns.compile(
    r"\b(?:will|would|could|may|might|expected|set\s+to|poised|likely|[Rr]umou?red|"
    r"[Rr]eportedly|plans?\s+to|talks|bid\s+to|hopes?\s+to|[Ii]f)\b|"
    r"拟|计划|可能|或将|传闻|据传|预计|即将|有望|如果"
)
_LEADING = re.compile(r"^(?:the|a|an)\s+", re.I)
_CJK = re.compile(r"[\u3400-\u9fff]")


@lru_cache(maxsize=TEXTS_CACHED)
def _successions(text: str) -> tuple[tuple[str, str, bool], ...]:
    """(outgoing, incoming or "", whether a name) for each succession the text tells."""
    found = []
    for pattern in _PATTERNS + _RENAMES:
        for match in pattern.finditer(text):
            incoming = match.groupdict().get("new") or ""
            outgoing = _LEADING.sub("", match["old"].strip()).rstrip(".")
            incoming = _LEADING.sub("", incoming.strip()).rstrip(".")
            found.append((outgoing, incoming, pattern in _RENAMES))
    return tuple(found)


def _stated(value: str, text: str) -> str | None:
    """How TEXT states VALUE: the whole of it, or for Chinese its longest leading run of two or
    more characters ("周雅担任" → 周雅); None when TEXT does not."""
    if not _CJK.search(value):
        return value if value and value.casefold() in text.casefold() else None
    for end in range(len(value), 1, -1):
        if value[:end] in text:
            return value[:end]
    return None


@lru_cache(maxsize=4096)
def succession(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW tells that the value OLD states was succeeded (module docstring)."""
    # Most texts tell no succession: the old text is then not read at all.
    told = _successions(new_text)
    if not told or _NOT_YET.search(new_text):
        return None
    told_by_old = {outgoing.casefold() for outgoing, *_ in _successions(old_text)}
    for outgoing, incoming, renamed in told:
        stated = _stated(outgoing, old_text)
        if stated is None or stated.casefold() in told_by_old:
            continue  # the old memory does not hold it, or tells the same succession
        if renamed:
            # The naming verb is the attribute both share. The new name is compared whole: it
            # may open like the old one (东湖公园 → 东湖湿地公园).
            if incoming.casefold() not in old_text.casefold() and _NAMING.search(old_text):
                return Relation.UPDATE, f"renamed: '{stated}' → '{incoming}'"
            continue
        if incoming and _stated(incoming, old_text):
            continue  # the old memory already holds the incoming value
        shared = analyse(new_text).content & analyse(old_text).content
        if not shared - analyse(stated).content:
            continue  # nothing but the name in common: another attribute of that holder
        shown = f" → '{incoming}'" if incoming else ""
        return Relation.UPDATE, f"a succession names the old value as outgoing: '{stated}'{shown}"
    return None
