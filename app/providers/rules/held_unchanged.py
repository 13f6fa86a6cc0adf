"""A value said to be held unchanged: 江南银行本月维持一年期存款利率1.55%不变 beside
江南银行一年期存款利率为1.55%, "The fee was left unchanged at $40" beside "The fee is $40".

不变 ("unchanged") carries the negation 不, and "unchanged" reads as a change word, so the
readings may take the new text for a denial or a new value of the old one. It says the
opposite: the old value stands. When the new text says a value is kept (维持/保持/仍…不变,
未变, 持平, "unchanged", "held steady"; not "remains at", which a place follows as often)
and every amount it names is one the old text names too (a year only dates the statement),
whichever reading retired the old text is stopped. An amount the old text lacks (维持2%不变
beside 利率为1.55%) is left to the readings, and so is a text that names another of the old
text's details as changed (rules.detail_changed).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.detail_changed import an_old_detail_changed
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_HELD = patterns.compile(
    r"(?:维持|保持|仍|依然|依旧)[^，。,；;]{0,24}?不变|未变|没变|未作调整|持平|"
    r"\bunchanged\b|\b(?:held|kept)\s+(?:\w+\s+){0,3}?steady\b|\bremain(?:s|ed)?\s+steady\b",
    re.I,
)
_AMOUNT = re.compile(r"\d+(?:[.,]\d+)*")
_YEAR = re.compile(r"^(?:19|20)\d\d$")


@lru_cache(maxsize=TEXTS_CACHED)
def _amounts(text: str) -> frozenset[str]:
    found = (m.group(0).replace(",", "") for m in _AMOUNT.finditer(normalize_for_rules(text)))
    return frozenset(a for a in found if not _YEAR.match(a))


@lru_cache(maxsize=TEXTS_CACHED)
def _held(text: str) -> str | None:
    found = _HELD.search(normalize_for_rules(text))
    return found.group(0) if found else None


def held_unchanged(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW says the value OLD names is kept; None
    otherwise."""
    if (said := _held(new_text)) is None or not _amounts(new_text) <= _amounts(old_text):
        return None
    if an_old_detail_changed(new_text, old_text):
        return None  # 西兰花没变，鸡胸肉换成了鲈鱼: another detail changed (rules.detail_changed)
    return f"the value is held unchanged ('{said}'): the old text stands"
