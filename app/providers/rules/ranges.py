"""A range that holds the old amount tells it again, less exactly: "the purchase price is
between 2,900 and 3,100 yuan a jin" beside "about 3,000 yuan a jin", 收购价在每斤2900到3100元之间
beside 收购价约每斤3000元.

The amount readings see two numbers in the new text that the old one lacks and retire the
old memory. When those two are the ends of a range (between X and Y, from X to Y, X-Y, X到Y,
X至Y) and the one amount the old text has of its own lies within it, the new text
gives the same amount as a span (an estimate, a band of offers): nothing changed. Whichever
reading retired the old memory, it is stopped. A range that leaves the old amount out ("now
between 3,200 and 3,400") is a new value, and is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.amounts import amounts_only_each
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_NUM = r"\d[\d,]*(?:\.\d+)?"
_RANGE = patterns.compile(
    rf"\b(?:between|from)\s+\D{{0,4}}?(?P<a>{_NUM})\D{{0,12}}?\s(?:and|to)\s+\D{{0,4}}?"
    rf"(?P<b>{_NUM})|(?P<c>{_NUM})\s*[^\d\s，。,;；]{{0,3}}?\s*(?:到|至|~|\uff5e|\u2013|\u2014|-)\s*"
    rf"[^\d\s，。,;；]{{0,3}}?(?P<d>{_NUM})",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _ranges(text: str) -> tuple[tuple[float, float], ...]:
    """The (low, high) of each range of amounts TEXT gives."""
    found = []
    for m in _RANGE.finditer(normalize_for_rules(text)):
        a, b = (m["a"], m["b"]) if m["a"] else (m["c"], m["d"])
        low, high = float(a.replace(",", "")), float(b.replace(",", ""))
        if low < high:
            found.append((low, high))
    return tuple(found)


def within_a_range(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW gives a range holding the one amount only OLD
    gives, and no amount of its own outside it (module docstring); None otherwise."""
    ranges = _ranges(new_text)
    if not ranges:
        return None
    only_new, only_old = amounts_only_each(new_text.strip(), old_text.strip())
    if len(only_old) != 1:
        return None
    old = only_old[0].value
    for low, high in ranges:
        if low <= old <= high and all(q.value in (low, high) for q in only_new):
            return f"'{only_old[0].text}' lies in the range {low:g} to {high:g} the new text gives"
    return None
