"""A rank changed: "overtook Sarn to become Orvania's second-largest city" beside "Pellmark is the
third-largest city in Orvania", "has jumped to 37th" in the same league table beside "placed
52nd in the Meridian rankings", 跃居全省第一 beside 居全省第二, 升至全省第二 beside 位列全省第三.

A place in one ranking is single-valued: the thing holds one rank at a time. The old text gives
the subject a rank (an ordinal before a superlative, "placed / ranked Nth", 居 / 位列 / 排名 全省
第N); the new one names the same subject (its first capitalised word, its first two
characters) moving to another rank of the same ranking (the same superlative, or the same
ranking's name, the same 全省 / 全国 / 全市) with a word of movement ("become", "jumped / rose /
fell / climbed to", "overtook", 跃居 / 升至 / 降至 / 跌至 / 退居 / 超过). The movement word is
what keeps history out ("was the second-largest in 1990", 曾居全省第一 carry none, and 曾 /
"once" / "formerly" decline); an old text tied to a year ("In 2021, … ranked 48th",
2021年) is that year's table, which a later year's place does not retire; and a different
superlative ("second-busiest" beside "third-largest") is another ranking.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_ORD_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10,
}  # fmt: skip
_ZH_DIGITS = {c: i for i, c in enumerate("一二三四五六七八九十", start=1)}
_SUPERLATIVE_EN = patterns.compile(
    r"\b(?P<n>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,3}(?:st|nd|rd|th))"
    r"[- ](?P<what>(?:most\s+\w+)|\w+est)\b",
    re.I,
)
_PLACED_EN = patterns.compile(
    r"\b(?:placed|ranked|ranks|rank|jumped\s+to|rose\s+to|climbed\s+to|fell\s+to|dropped\s+to|"
    r"slipped\s+to|moved\s+up\s+to|moved\s+down\s+to)\s+(?P<n>\d{1,3})(?:st|nd|rd|th)\b",
    re.I,
)
_RANK_ZH = patterns.compile(
    r"(?P<what>全省|全国|全市|全球|世界|全区|全县|亚洲|全州)(?:排名)?第(?P<n>[一二三四五六七八九十]|\d{1,3})"
)
_MOVED = re.compile(
    r"\b(?:become|became|becomes|jumped|rose|climbed|fell|dropped|slipped|moved\s+(?:up|down)|"
    r"overtook|overtaken|overtaking|now)\b|跃居|升至|降至|跌至|退居|超过|超越|上升|下滑|跃升|滑落",
    re.I,
)
_HISTORY = re.compile(r"\b(?:once|formerly|used\s+to|was\s+once|until)\b|曾|一度|昔日", re.I)
_DATED = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_CAP = re.compile(r"\b(?!(?:Claim|Evidence|In|The|Since|After|By)\b)[A-Z][\w'’-]+")


def _number(raw: str) -> int | None:
    raw = raw.lower()
    if raw in _ORD_WORDS:
        return _ORD_WORDS[raw]
    if raw in _ZH_DIGITS:
        return _ZH_DIGITS[raw]
    digits = re.match(r"\d+", raw)
    return int(digits.group()) if digits else None


@lru_cache(maxsize=TEXTS_CACHED)
def _ranks(text: str) -> tuple[tuple[str, int], ...]:
    """The (ranking, place) pairs TEXT gives: a superlative, a league table, a 全省 ranking."""
    norm = normalize_for_rules(text)
    found: list[tuple[str, int]] = []
    for m in _SUPERLATIVE_EN.finditer(norm):
        if (n := _number(m["n"])) is not None:
            found.append((m["what"].lower(), n))
    for m in _PLACED_EN.finditer(norm):
        found.append(("table", int(m["n"])))
    for m in _RANK_ZH.finditer(norm):
        if (n := _number(m["n"])) is not None:
            found.append((m["what"], n))
    return tuple(found)


def _subject(text: str) -> str | None:
    """The first capitalised word (English) or the first two characters (Chinese) of TEXT."""
    norm = normalize_for_rules(text).strip()
    if m := _CAP.search(norm):
        return m.group()
    head = re.match(r"[\u4e00-\u9fff]{2}", norm)
    return head.group() if head else None


def rank_changed(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW_TEXT moves the subject of OLD_TEXT to another place of the same ranking."""
    old_ranks = _ranks(old_text)
    if len(old_ranks) != 1 or _DATED.search(old_text):
        return None
    new_ranks = _ranks(new_text)
    if not new_ranks:
        return None
    new_norm = normalize_for_rules(new_text)
    if not _MOVED.search(new_norm) or _HISTORY.search(new_norm):
        return None
    subject = _subject(old_text)
    if subject is None or subject not in new_norm:
        return None
    what, place = old_ranks[0]
    same = [n for w, n in new_ranks if w == what]
    if not same or place in same:
        return None
    return Relation.UPDATE, f"the rank changed ({what}: {place} → {same[0]})"
