"""The minutes of a clock time are not an amount: "the 8:15 train" / "the 9:40 train".

`holders_lexicon.QUANTITY` reads a number with its unit, and a number before a colon is
already passed over, but the minutes after it ("15" in "8:15") were read as a plain count, so
two trains named by their times read as one count changed (15 → 40). A clock time says when,
never how much, and `holders_lexicon.WHEN` reads it as such; its two digits after "H:" or
"HH:" (00 to 59) are skipped as amounts. A score ("won 3:1") has one digit after the colon
and stays an amount.

Two things named by their clock times ("the 8:15 train" / "the 9:40 train") are two services
of a timetable, so what one text says of its train (late, cancelled) does not retire what the
other says of another (`another_timed_one`, a guard in `rules.kept`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.frames import TEXTS_CACHED

# An hour of one or two digits and a colon, right before the match: "8:" in "8:15".
_HOUR_BEFORE = re.compile(r"(?<!\d)\d{1,2}:$")
_MINUTES = re.compile(r"[0-5]\d")


def clock_minutes(text: str, start: int, number: str) -> bool:
    """Whether NUMBER, found at START in TEXT, is the minutes of a clock time ("8:15")."""
    return bool(_MINUTES.fullmatch(number) and _HOUR_BEFORE.search(text, 0, start))


# "the 8:15 train", "The 9:40 ferry": a thing named by its clock time (a determiner, the time,
# an optional am / pm, then the noun it names).
_NAMED_BY_TIME = re.compile(
    r"\b(?:the|a|an|this|that|my|our|your|his|her|their)\s+(?P<time>\d{1,2}:[0-5]\d)"
    r"(?:\s?(?:am|pm|a\.m\.|p\.m\.))?\s+(?P<noun>[a-z][a-z-]+)",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _named_by_time(text: str) -> dict[str, set[str]]:
    """The nouns TEXT names by a clock time, each with its times."""
    named: dict[str, set[str]] = {}
    for m in _NAMED_BY_TIME.finditer(text):
        named.setdefault(m["noun"].casefold(), set()).add(m["time"])
    return named


def another_timed_one(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: both texts name a thing of one kind by its clock
    time, each by a time the other does not give ("the 8:15 train" / "the 9:40 train"): two
    services of a timetable, each with its own fate. A time moved ("the 8:15 now leaves at
    8:30") names the old time alone, and is not read."""
    new, old = _named_by_time(new_text), _named_by_time(old_text)
    for noun in new.keys() & old.keys():
        if not new[noun] & old[noun] and not _times(old_text) & _times(new_text):
            return f"the {'/'.join(sorted(old[noun] | new[noun]))} {noun}: two of a timetable"
    return None


def _times(text: str) -> set[str]:
    return set(re.findall(r"(?<!\d)\d{1,2}:[0-5]\d", text))


# A clock time told as a value, in any notation: "6:45", "7 am", "6 o'clock", "noon", "at 7",
# 七点, 早上8点半, 下午三点一刻, 7点20. Each is read as (minutes past midnight or past noon,
# whether the half of the day is told).
_HALF = r"(am|pm|a\.m\.|p\.m\.)"
_EN_TIMES = re.compile(
    rf"(?<![\d:.])(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?![\d:])(?:\s?(?P<half>{_HALF[1:-1]}))?|"
    rf"(?<![\d:.])(?P<h2>1[0-2]|0?[1-9])\s?(?P<half2>{_HALF[1:-1]})(?![a-z])|"
    r"(?<![\d:.])(?P<h3>1[0-2]|0?[1-9])\s?o['’]clock\b|"
    r"\b(?P<word>noon|midday|midnight)\b|"
    r"\bat\s+(?P<h4>1[0-2]|[1-9])(?=\s*(?:$|[,.;!)—–]|\s(?:on|every|daily|each|sharp|now|"
    r"tonight|today|tomorrow|in\s+the|from)\b))",
    re.I,
)
_ZH_DIGITS = "零一二两三四五六七八九十"
_ZH_TIMES = re.compile(
    r"(?P<half>早上|上午|早晨|清晨|凌晨|中午|下午|傍晚|晚上|夜里|夜间)?"
    rf"(?P<h>\d{{1,2}}|[{_ZH_DIGITS}]{{1,3}})[点點](?:钟)?"
    rf"(?P<m>半|一刻|三刻|(?:\d{{1,2}}|[{_ZH_DIGITS}]{{1,3}})分?)?"
)
_PM_ZH = ("下午", "傍晚", "晚上", "夜里", "夜间")


def _zh_number(raw: str) -> int | None:
    if raw.isdigit():
        return int(raw)
    values = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"两": 2}
    if "十" in raw:
        tens, _, ones = raw.partition("十")
        if len(ones) > 1 or len(tens) > 1 or (tens and tens not in values):
            return None
        return (values[tens] if tens else 1) * 10 + values.get(ones, 0)
    return values.get(raw) if len(raw) == 1 else None


def _en_time(m: re.Match[str]) -> tuple[int, bool] | None:
    if m["word"]:
        return (0 if m["word"].casefold() == "midnight" else 720), True
    hour = int(m["h"] or m["h2"] or m["h3"] or m["h4"])
    minutes = int(m["m"] or 0)
    half = (m["half"] or m["half2"] or "").casefold().replace(".", "")
    if half:
        return (hour % 12) * 60 + (720 if half == "pm" else 0) + minutes, True
    return hour * 60 + minutes, hour == 0 or hour > 12


def _zh_time(m: re.Match[str]) -> tuple[int, bool] | None:
    hour = _zh_number(m["h"])
    if hour is None or hour > 24 or (hour == 1 and not m["half"] and not m["m"]):
        return None  # 好一点, 快一点: "a little", not one o'clock
    raw = (m["m"] or "").rstrip("分")
    minutes = {"半": 30, "一刻": 15, "三刻": 45, "": 0}.get(raw)
    minutes = _zh_number(raw) if minutes is None else minutes
    if minutes is None or minutes > 59:
        return None
    half = m["half"] or ""
    if half in _PM_ZH and hour < 12:
        hour += 12
    told = bool(half and half != "中午") or hour == 0 or hour > 12
    return hour * 60 + minutes, told


@lru_cache(maxsize=TEXTS_CACHED)
def told_times(text: str) -> tuple[tuple[int, bool], ...]:
    """The clock times TEXT tells: minutes past midnight, and whether the half of the day is
    told (7 am, 19:00, 晚上七点); a time without it ("at 7", 七点) is compared modulo 12 h."""
    found = [t for m in _EN_TIMES.finditer(text) if (t := _en_time(m))]
    found += [t for m in _ZH_TIMES.finditer(text) if (t := _zh_time(m))]
    return tuple(found)


def same_time(a: tuple[int, bool], b: tuple[int, bool]) -> bool:
    """Two told times are one time (7:00 / 7 am / 七点), modulo 12 h unless both tell the half."""
    if a[1] and b[1]:
        return a[0] == b[0]
    return a[0] % 720 == b[0] % 720


def without_times(text: str) -> str:
    """TEXT with its clock times taken out."""
    return _ZH_TIMES.sub(" ", _EN_TIMES.sub(" ", text))
