"""A thing's origin told again with another value: when it was founded, built, opened or born,
where someone was born, who founded, directed, wrote or designed it.

"Jingwa University was founded in 1952" / "Records show it was founded in 1898",
画家卢承远出生于1954年 / 卢承远生于1961年, 这座古桥始建于明代 / 这座古桥建于清朝末年,
"'Glass Harbour' was directed by Ansel Ory" / "… was directed by Petra Szabo, with Ansel Ory
as producer", 纪录片的导演是欧阳川 / 是贝晓宁执导的，欧阳川担任制片人. An origin happens once:
a thing has one founding year and one birthplace, a film its director; so the same slot of the
same subject filled with another value corrects the old statement, however the new one is
framed (a report, "records show", 考古发掘表明, an active verb for a passive one).

Each text is read for slots: an origin verb (founded / 成立, built / 始建, opened / 通车,
born / 生于, directed / 执导, written / 作者, designed / 设计) with the value beside it. A pair
is read when both texts fill one slot, with no value in common, and:
- a year or a dynasty (明代 / 清朝末年 are two; 明代 / 明初 one) is exclusive by itself;
- a person or a place may coexist with the old one (two founders, Lyon and France), so the new
  text must also name the old value outside the slot (another role: "with Ansel Ory as
  producer", 幼年随父母迁居兰溪, "not by Agnes") or say it corrects (actually, in fact, 实际, 并非);
- the subject is the same: the old text's names (its capitalised words; in Chinese a run of two
  characters before the slot) are in the new text, and no word of another instance (original,
  second, branch, parent, 分校, 旧址, 新馆, 母公司) is in one text only;
- neither text asks, plans, hedges, approximates or tells history (may, will, about, before,
  from 2010 to 2016, 可能, 将, 约, 左右, 曾), a person's slot is not shared (co-founded, together
  with, 共同, 之一) and is no post held now ("is directed by").
CONTRADICTION.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED
from app.providers.rules.origin_slots import CJK, SLOTS, SOLE_KINDS
from app.providers.rules.public_figures import speaks_of_user
from app.providers.rules.text_marks import asks

# Who a person is, said before the name: 作家钟仲良, 名角夏雨晴, 导演贝晓宁.
_TITLE_ZH = re.compile(r"^(?:著名|知名|青年|名角|作家|导演|画家|建筑师|设计师|企业家|名)+")
# A plan, a hedge, an approximate date: the slot is not told as a fact.
_HEDGE = patterns.compile(
    r"\b(?-i:will|would|may|might|could)\b|\b(?:possibly|perhaps|probably|believed|thought|said\s+to|"
    r"legend|reportedly|plans?|expected|about|around|circa|approximately|roughly|"
    # History: a holder before another, a span of years.
    r"before|until|previously|formerly|former|from\s+\d{4}\s+(?:to|until))\b|"
    r"将|拟|计划|预计|可能|也许|或许|相传|传说|据传|大概|约|左右|前后|曾|\d{4}年?(?:至|到|—|–)",
    re.I,
)
# The new text says it corrects the old one.
_CORRECTS = patterns.compile(
    r"\b(?:not|never|actually|in\s+fact|really|only|rather|instead|whatever|contrary|wrong(?:ly)?|"
    r"entirely|wholly)\b|实际|其实|并非|而非|不是|并不|才|只是|只负责|仅|系|有误|写错|错|全部|完全",
    re.I,
)
# A person's slot held with another: two founders, a co-director.
_SHARED = patterns.compile(
    r"\b(?:co-\w+|jointly|together\s+with|along\s+with|also)\b|共同|联合|之一|也",
    re.I,
)
# Another instance of the thing: its original building, its second branch, 分校, 旧址.
_INSTANCE = patterns.compile(
    r"\b(?:original|old|new|current|present|first|second|third|branch|campus|wing|annex|"
    r"rebuilt|replacement|parent|subsidiary|sequel|prequel|remake)\b|\b(?-i:II|III|IV)\b|"
    r"续集|前传|翻拍|续作|母公司|子公司|旗下|分校|分店|分馆|分院|新馆|旧址|原址|新址|老馆|新校区|第[一二三四五]",
    re.I,
)
# A report's frame, taken out before looking for another instance: "records show", 据报道.
_REPORT = patterns.compile(
    r"\b(?:records?|documents?|evidence|reports?|sources?|surveys?|excavations?|archives?|"
    r"historians?|data|research)\b[^,.;:]{0,40}?\b(?:show|shows|showed|shown|say|says|said|"
    r"suggest|suggests|reveal|reveals|confirm|confirms)\b|\baccording\s+to\b[^,]*,|"
    r"\bit\s+(?:was|has\s+been)\s+reported\s+that\b|^\s*(?:claim|evidence)\s*:|"
    rf"据[{CJK}]{{0,6}}(?:报道|悉|记载|考证)|[{CJK}]{{0,10}}(?:显示|表明|认为|证实)[，,]?|"
    r"^\s*(?:说法|主张|证据)[：:]",
    re.I,
)
_CAPITAL = re.compile(r"\b(?-i:[A-Z][\w'’-]+)")
_FUNCTION = frozenset({"The", "A", "An", "In", "On", "By", "It", "Its", "Records", "Evidence"})


# A second value right after the slot's: "directed by A and B", 由甲和乙创办.
_AND_NEXT = re.compile(r"^\s*(?:and|&|,\s*and)\s+(?-i:[A-Z])|^(?:和|与|、)", re.I)


_PRESENT = re.compile(r"\b(?:is|are)\s+(?:now\s+|currently\s+)?$", re.I)


class _Slot(NamedTuple):
    kind: str
    type: str
    value: str
    start: int
    end: int


def _value(match: re.Match[str], type_: str) -> str:
    if type_ == "year":
        if match["year"]:
            return match["year"]
        return "era:" + (match["d1"] or match["d2"])
    value = match["value"].strip(" '’.,")
    if re.search(f"[{CJK}]", value):
        # 钟德海的哥哥钟德山: the one after the last 的 is the value.
        value = _TITLE_ZH.sub("", value.rsplit("的", 1)[-1]) or value
    return value


@lru_cache(maxsize=TEXTS_CACHED)
def _slots(text: str) -> tuple[_Slot, ...]:
    found = []
    for kind, type_, pattern in SLOTS:
        for m in pattern.finditer(text):
            if type_ == "person" and _PRESENT.search(text[: m.start()]):
                continue  # "is directed by": a post held now, not how the thing began
            found.append(_Slot(kind, type_, _value(m, type_), m.start(), m.end()))
    return tuple(found)


def _same(a: str, b: str) -> bool:
    """Two values are one when either holds the other (贝晓宁 / 著名导演贝晓宁, Lyon / Lyon,
    France)."""
    a, b = a.casefold(), b.casefold()
    return a in b or b in a


def _named_outside(value: str, type_: str, text: str, slots: list[_Slot]) -> bool:
    """Whether TEXT names VALUE outside SLOTS (in Chinese a person by the last three characters
    of the name, a place by its last two: 名角夏雨晴 as 夏雨晴, 江西九江 as 九江)."""
    key = value
    if re.search(f"[{CJK}]", value):
        key = value[-2:] if type_ == "place" else value[-3:]
    for m in re.finditer(re.escape(key), text, re.I):
        if not any(s.start <= m.start() < s.end and _same(s.value, value) for s in slots):
            return True
    return False


_YEARS = re.compile(r"(?<!\d)(?:1[0-9]|20)\d\d(?!\d)")
_WON_ZH = re.compile(r"^(?:获得了?|荣获了?|摘得了?)")


def _subject_shared(new_text: str, old_text: str, old: _Slot) -> bool:
    """The old text's names are in the new text (English: its capitalised words, the slot's value
    aside; Chinese: a run of two characters just before the slot)."""
    if re.search(f"[{CJK}]", old_text):
        before = re.sub(f"[^{CJK}]", "", old_text[: old.start])
        before = re.sub(r"(?:于|在|是|为|由|的)+$", "", before)
        if len(before) < 2:  # the value opens the text (江枫获得了…奖): what follows is the thing
            after = _WON_ZH.sub("", old_text[old.start + len(old.value) :])
            before = re.sub(f"[^{CJK}]", "", after)
        return any(before[i : i + 2] in new_text for i in range(len(before) - 1))
    words = {w for w in _CAPITAL.findall(old_text) if w not in _FUNCTION}
    words -= set(_CAPITAL.findall(old.value))
    if words:
        return bool(words & set(_CAPITAL.findall(new_text)))
    content = set(re.findall(r"[a-z]{4,}", old_text[: old.start].casefold()))
    return bool(content) and content <= set(re.findall(r"[a-z]{4,}", new_text.casefold()))


def _shared(new_text: str, old_text: str, slots: list[_Slot]) -> bool:
    """A person's slot held with another: a word of sharing, or a second name right after."""
    if _SHARED.search(new_text) or _SHARED.search(old_text):
        return True
    texts = (old_text, *([new_text] * (len(slots) - 1)))
    return any(_AND_NEXT.search(text[s.end :]) for text, s in zip(texts, slots, strict=True))


def _instances(text: str) -> frozenset[str]:
    return frozenset(m.casefold() for m in _INSTANCE.findall(_REPORT.sub(" ", text)))


@lru_cache(maxsize=4096)
def origin_retold(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when both texts fill one origin slot of one subject with values that
    cannot both hold (module docstring)."""
    # Most pairs have no origin slot on one side: asked first, kept per text.
    new_slots, old_slots = _slots(new_text), _slots(old_text)
    if not new_slots or not old_slots:
        return None
    if asks(new_text) or asks(old_text) or _HEDGE.search(new_text) or _HEDGE.search(old_text):
        return None
    if _instances(new_text) != _instances(old_text):
        return None
    for old in old_slots:
        told = [s for s in new_slots if (s.kind, s.type) == (old.kind, old.type)]
        if not told or any(_same(s.value, old.value) for s in told):
            continue
        if not _subject_shared(new_text, old_text, old):
            continue
        if old.kind == "won" and set(_YEARS.findall(new_text)) != set(_YEARS.findall(old_text)):
            continue  # another edition of the award may be told beside this one
        if old.type == "place" and not _CORRECTS.search(new_text):
            continue  # Lyon / France: a place at another precision, unless it corrects
        if old.type == "place" and (speaks_of_user(new_text) or speaks_of_user(old_text)):
            continue  # where the user is: a stay, which the user's own readings judge
        if old.type == "person":
            if _shared(new_text, old_text, [old, *told]):
                continue
            named = _named_outside(old.value, old.type, new_text, told)
            if old.kind not in SOLE_KINDS and not (named or _CORRECTS.search(new_text)):
                continue  # two founders or designers may both be right
        shown = told[0].value.removeprefix("era:")
        return Relation.CONTRADICTION, (
            f"an origin told with another value ({old.kind}): "
            f"{old.value.removeprefix('era:')} → {shown}"
        )
    return None
