"""One amount written two ways is one amount: 白石水电站装机容量120万千瓦 beside 白石水电站总装机
1200兆瓦, "has sold 2 million copies" beside "has passed the two-million mark in sales",
"a 3.5 km tunnel" beside "the 3,500-metre tunnel".

The amount and change readings compare what is written, and a number in another unit or
spelled out in words reads as a new value. Each text's amounts are read here into one scale:
a number in digits or a small number word, times a scale word (thousand, million, billion, 万,
亿), in a unit converted to its base (watts, metres, grams: a closed table of units that
differ only by a power of ten). When each text gives exactly one amount, the two are equal
(a rounded one is rules.rounded's), of the same base unit, and written with another unit,
scale word or in words, the new text restates the old amount: nothing changed. A year is not
an amount, and a text giving two amounts is left to the readings (which would be the
restated one?).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from app.providers.rules.frames import TEXTS_CACHED

_WORDS: dict[str, float] = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
}
_WORDS |= {"eight": 8, "nine": 9, "ten": 10, "a": 1, "half a": 0.5}
_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "万": 1e4, "亿": 1e8, "千": 1e3}
# Units that differ by a power of ten, to (base unit, factor).
_UNITS: dict[str, tuple[str, float]] = {
    "千瓦": ("W", 1e3), "kw": ("W", 1e3), "兆瓦": ("W", 1e6), "mw": ("W", 1e6),
    "吉瓦": ("W", 1e9), "gw": ("W", 1e9), "瓦": ("W", 1.0),
    "公里": ("m", 1e3), "千米": ("m", 1e3), "km": ("m", 1e3), "kilometres": ("m", 1e3),
    "kilometers": ("m", 1e3), "kilometre": ("m", 1e3), "kilometer": ("m", 1e3),
    "米": ("m", 1.0), "metres": ("m", 1.0), "meters": ("m", 1.0), "metre": ("m", 1.0),
    "meter": ("m", 1.0), "m": ("m", 1.0),
    "吨": ("g", 1e6), "tonnes": ("g", 1e6), "tonne": ("g", 1e6), "公斤": ("g", 1e3),
    "千克": ("g", 1e3), "kg": ("g", 1e3), "克": ("g", 1.0),
}  # fmt: skip
_UNIT_RE = "|".join(sorted((re.escape(u) for u in _UNITS), key=len, reverse=True))
_SCALE_RE = "thousand|million|billion|万|亿"
_AMOUNT = re.compile(
    rf"(?:(?<![A-Za-z\d.,])(?P<num>\d[\d,]*(?:\.\d+)?)|\b(?P<word>half\s+a|one|two|three|four|five|"
    rf"six|seven|eight|nine|ten|a)\b)"
    rf"(?:[\s-]?(?P<scale>{_SCALE_RE}))?"
    rf"(?:[\s-]?(?P<unit>{_UNIT_RE}))?(?![A-Za-z\d])",
    re.I,
)
_YEAR = re.compile(r"(?:19|20)\d\d")
# Equal but for floating point: a rounded amount is rules.rounded's.
_EXACT = 1e-9


class _Amount(NamedTuple):
    base: str
    value: float
    text: str
    # How it is written: the unit, the scale word, and whether the number is a word.
    written: tuple[str, str, bool]


@lru_cache(maxsize=TEXTS_CACHED)
def _amounts(text: str) -> tuple[_Amount, ...]:
    """TEXT's amounts in base units; a number word counts only with a scale word after it."""
    found = []
    for match in _AMOUNT.finditer(text):
        scale = _SCALES.get((match["scale"] or "").casefold(), 1.0)
        unit = (match["unit"] or "").casefold()
        if match["word"]:
            if not match["scale"]:
                continue  # "one of", "a tunnel": not an amount
            number = _WORDS[" ".join(match["word"].casefold().split())]
        else:
            raw = match["num"].replace(",", "")
            if not unit and not match["scale"] and _YEAR.fullmatch(raw):
                continue  # a year says when
            try:
                number = float(raw)
            except ValueError:
                continue
        base, factor = _UNITS.get(unit, ("", 1.0))
        written = (unit, (match["scale"] or "").casefold(), bool(match["word"]))
        found.append(_Amount(base, number * scale * factor, match.group(0).strip(), written))
    return tuple(found)


def same_amount_restated(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: each text gives one amount, the same one written
    another way (module docstring); None otherwise."""
    new, old = _amounts(new_text), _amounts(old_text)
    if len(new) != 1 or len(old) != 1:
        return None
    a_new, a_old = new[0], old[0]
    if a_new.base != a_old.base or a_new.written == a_old.written:
        return None
    if abs(a_new.value - a_old.value) > _EXACT * max(abs(a_new.value), abs(a_old.value)):
        return None
    return f"'{a_old.text}' and '{a_new.text}' are one amount written two ways"
