"""A record broken: "The men's 400 m record at the Kellen Games is 45.12, held by Ade Soyinka" /
"Marco Liu ran 44.87, breaking the 400 m meet record at the Kellen Games", "Ada Lindgren's
1:32.4 lap record at Trennor fell on Sunday when Marco Sepe went round in 1:31.9", 云岭运动会男子
跳远纪录为8米21 / 戴子航跳出8米30，打破了梁峻保持多年的男子跳远纪录.

A record is single-valued: once broken, the figure the old text gives is no longer the record,
whether or not the new text names the old holder. The old text must state a record with a
figure; the new text must tell it broken (broke / breaking / broken / fell / smashed / a new
record / a new all-time high; 打破, 刷新, 改写 …纪录, 创造新纪录) with a figure the old text does
not give (a restatement of how the old record was set gives the old figure), and the two must
share something besides the word "record" and the figures (the event, the place, the holder).
A bid, a chance or a near miss ("could break", "bid to break", "failed to break", 有望打破,
未能打破, 差点) is no record broken, and a record of the other sex (men's beside women's, 男子
beside 女子) is another record.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.calibrated import content_keys
from app.providers.rules.frames import TEXTS_CACHED

_RECORD = re.compile(r"\brecord\b|\ball-time\s+(?:high|low)\b|纪录|记录", re.I)
_BROKEN = patterns.compile(
    r"\b(?:broke|breaking|broken|smash(?:ed|ing)|shatter(?:ed|ing)|eclips(?:ed|ing)|"
    r"beat(?:ing)?)\b[^.;!?]{0,60}\brecord\b|"
    r"\brecord\b[^.;!?]{0,40}\b(?:fell|was\s+broken|has\s+been\s+broken|went)\b|"
    r"\ba\s+new\s+(?:[\w-]+\s+){0,3}(?:record|all-time\s+(?:high|low))\b|"
    r"(?:打破|刷新|改写)[^。；！？]{0,30}(?:纪录|记录)|新(?:纪录|记录)",
    re.I,
)
# A bid, a chance, a near miss: the record still stands.
_NOT_BROKEN = patterns.compile(
    r"\b(?:could|might|may|will|would|bid|attempt\w*|tr(?:y|ies|ying)|chance|hop\w*|aim\w*|"
    r"fail\w*|missed|narrowly|almost|nearly|threat\w*|challeng\w*|not|never|no)\b|"
    r"有望|争取|冲击|挑战|未能|没能|没有|差点|险些|即将|将要|或将|可能",
    re.I,
)
_FIGURE = re.compile(r"\d+(?:[.:]\d+)*")
_SEXES = (
    re.compile(r"\bmen'?s\b|男子", re.I),
    re.compile(r"\bwomen'?s\b|女子", re.I),
)
_RECORD_WORDS = frozenset(content_keys("record all time high low 纪录 记录 打破 刷新"))


_YEAR = re.compile(r"(?:1[89]|20)\d\d")


@lru_cache(maxsize=TEXTS_CACHED)
def _keys(text: str) -> frozenset[str]:
    """TEXT's content keys, a possessive read as its name ("Thornbury's" as Thornbury)."""
    return content_keys(re.sub(r"['\u2019]s\b", "", text))


@lru_cache(maxsize=TEXTS_CACHED)
def _broken(text: str) -> bool:
    return bool(_BROKEN.search(text)) and not _NOT_BROKEN.search(text)


def _other_sex(new_text: str, old_text: str) -> bool:
    said = [bool(s.search(old_text)) for s in _SEXES]
    told = [bool(s.search(new_text)) for s in _SEXES]
    return any(s and not t for s, t in zip(said, told, strict=True)) and any(told)


@lru_cache(maxsize=4096)
def record_broken(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW tells the record OLD states broken with a new figure (docstring)."""
    if not _broken(new_text) or not _RECORD.search(old_text):
        return None
    if cues.QUESTION_RE.search(new_text) or _other_sex(new_text, old_text):
        return None
    old_figures = set(_FIGURE.findall(old_text))
    new_figures = set(_FIGURE.findall(new_text)) - old_figures
    if not old_figures or not {f for f in new_figures if not _YEAR.fullmatch(f)}:
        return None
    shared = (_keys(new_text) & _keys(old_text)) - _RECORD_WORDS
    if not {k for k in shared if (len(k) > 1 or not k.isascii()) and not _FIGURE.fullmatch(k)}:
        return None
    return Relation.UPDATE, "the record the old text states was broken"
