"""How often the user does one thing, told again with another frequency: "I visit my parents
in Porto every summer" / "I can only get back to Porto every other summer", "Low Tide puts out
an episode every Tuesday" / "has gone to every other Tuesday", 每周五更新 / 改成两周更新一次.

A habit's frequency is a single value of that habit: "every other summer" replaces "every
summer", as "twice a week" replaces "once a week". The word-by-word reading of one frame with
another value does not see it, since "every other" adds a word and a two-sentence memory
does not align. The frequency is a closed class of shapes: "every (other / N) <unit>",
"once / twice / N times a <unit>", daily / weekly / monthly, 每<unit>, 每<unit>N次,
N<unit>一次 / 一趟, 隔<unit>. Each text must tell exactly one frequency, the two must differ, and
the two texts must share a content word outside it (the thing done: Porto, the podcast, 东北),
so two habits at two rates ("runs every morning" / "swims every Sunday") stay two facts. A
question, or an addition ("also", 也) in the clause of the new frequency, steps back.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, analyse, normalize_for_rules

_UNIT_EN = (
    r"(?:day|night|morning|evening|week|weekend|fortnight|month|year|summer|winter|spring|"
    r"autumn|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?"
)
_COUNT_EN = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
_UNIT_ZH = r"(?:天|日|晚|周|星期|礼拜|个月|月|年|季度)"
_COUNT_ZH = r"(?:\d+|[一二两三四五六七八九十半]+)"
_FREQUENCY = patterns.compile(
    rf"\bevery\s+(?P<every>other\s+|second\s+|{_COUNT_EN}\s+)?(?P<unit>{_UNIT_EN})\b|"
    rf"\b(?P<times>once|twice|{_COUNT_EN}\s+times)\s+(?:a|an|per|each|every)\s+"
    rf"(?P<unit2>{_UNIT_EN})\b|"
    r"\b(?P<adverb>daily|nightly|weekly|fortnightly|biweekly|monthly|yearly|annually)\b|"
    rf"每个?(?P<unit3>{_UNIT_ZH})(?:[一二三四五六日天末])?(?:(?P<times3>{_COUNT_ZH})[次回趟])?|"
    rf"(?<![周期拜])(?P<every4>隔|{_COUNT_ZH})(?P<unit4>{_UNIT_ZH})[^，。；,;]{{0,6}}?[一1][次回趟期]|"
    rf"隔(?P<unit5>{_UNIT_ZH})",
    re.I,
)
# Times a year: a rate is compared as a number, so "daily", "every day" and 每日 are one.
_PER_YEAR = {
    "day": 365, "night": 365, "morning": 365, "evening": 365, "天": 365, "日": 365, "晚": 365,
    "week": 52, "weekend": 52, "周": 52, "星期": 52, "礼拜": 52, "fortnight": 26,
    "month": 12, "月": 12, "个月": 12, "季度": 4, "year": 1, "年": 1,
    "summer": 1, "winter": 1, "spring": 1, "autumn": 1, "fall": 1,
}  # fmt: skip
_WEEKDAY = re.compile(
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|(?:周|星期|礼拜)[一二三四五六日天]"
)
_ADVERB = {"daily": 365, "nightly": 365, "weekly": 52, "fortnightly": 26, "biweekly": 26}
_ADVERB |= {"monthly": 12, "yearly": 1, "annually": 1}
_NUMBERS: dict[str, float] = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_NUMBERS |= {"seven": 7}
_NUMBERS |= {"eight": 8, "nine": 9, "ten": 10, "once": 1, "twice": 2, "other": 2, "second": 2}
_NUMBERS |= {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
_NUMBERS |= {"九": 9, "十": 10, "半": 0.5, "隔": 2}


def _count(word: str | None) -> float | None:
    word = (word or "").replace("times", "").strip()
    if not word:
        return 1.0
    return float(word) if word.isdigit() else _NUMBERS.get(word)


def _unit(word: str) -> int:
    return _PER_YEAR.get(word if word in _PER_YEAR else word.rstrip("s"), 52)


def _rate(m: re.Match[str]) -> float | None:
    """Times a year the frequency M tells, or None when it is not a number."""
    if m["adverb"]:
        return _ADVERB[m["adverb"]]
    if m["unit"] or m["unit5"]:
        every = _count(m["every"]) if m["unit"] else 2.0
        return None if not every else _unit(m["unit"] or m["unit5"]) / every
    if m["unit2"]:
        times = _count(m["times"])
        return None if times is None else times * _unit(m["unit2"])
    if m["unit3"]:
        times = _count(m["times3"])
        return None if times is None else times * _unit(m["unit3"])
    every = _count(m["every4"])
    return None if not every else _unit(m["unit4"]) / every


_CLAUSES = re.compile(r"[,.;!?，。；！？]")


@lru_cache(maxsize=TEXTS_CACHED)
def _frequencies(text: str) -> tuple[tuple[tuple[str, float | None], ...], frozenset[str]]:
    """(the frequencies TEXT tells, with their times a year; its content words outside them)."""
    normal = normalize_for_rules(text).casefold()
    said = tuple((re.sub(r"\s+", " ", m.group(0)), _rate(m)) for m in _FREQUENCY.finditer(normal))
    if len(_WEEKDAY.findall(normal)) > 1:
        said += (("weekdays", None),)  # "every Monday, Wednesday and Friday": several days
    rest = _FREQUENCY.sub(" ", normal)
    return said, analyse(rest).content


def _added(frequency: str, text: str) -> bool:
    """Whether the clause telling FREQUENCY adds it ("also every Sunday", 也每周去一次)."""
    normal = normalize_for_rules(text).casefold()
    clause = next((c for c in _CLAUSES.split(normal) if frequency in re.sub(r"\s+", " ", c)), "")
    return bool(cues.ADD_RE.search(clause))


def frequency_changed(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when both texts tell one frequency of the same thing and the two differ."""
    (new, new_words), (old, old_words) = _frequencies(new_text), _frequencies(old_text)
    if len(new) != 1 or len(old) != 1:
        return None
    (new_said, new_rate), (old_said, old_rate) = new[0], old[0]
    if new_rate is None or old_rate is None or abs(new_rate - old_rate) < 0.1 * old_rate:
        return None  # "daily" / "every morning", 每月 / 每个月: one rate
    if cues.QUESTION_RE.search(new_text + old_text) or _added(new_said, new_text):
        return None
    shared = sorted(new_words & old_words)
    if not shared:
        return None
    return Relation.UPDATE, f"another frequency of '{shared[0]}': '{old_said}' → '{new_said}'"
