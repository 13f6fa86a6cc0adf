"""A place changed its currency: "Taveri adopted the euro on 1 January 2025, replacing the franc"
beside "The currency of the Republic of Taveri is the taveri franc", 立陶宛使用欧元作为法定货币
beside 立陶宛的法定货币是立特.

A country or territory has one legal currency at a time. The old text names it ("the currency
of X is Y", "X's currency is Y", X的(法定)货币是Y); the new one says the same place (its last
capitalised word in English, its first two characters in Chinese) adopted another ("adopted /
switched to / changed to the Z", 使用 / 采用 / 改用 Z 作为(法定)货币, 货币改为 Z) that the old
text does not name. A plan ("will adopt", "plans to", 计划 / 将 / 拟), a second currency beside
the first ("alongside", "also", "pegged", 同时 / 也) and a question are left alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.unfinished import UNFINISHED

_CURRENCY_EN = (
    re.compile(
        r"^(?:Claim:\s*)?(?:The\s+)?(?:official\s+|legal\s+|national\s+)?currency\s+of\s+"
        r"(?:the\s+)?(?P<place>[^,.]+?)\s+is\s+(?P<value>[^,.]+)",
        re.I,
    ),
    re.compile(
        r"^(?:Claim:\s*)?(?P<place>[^,.]+?)(?:'s|’s)\s+(?:official\s+|legal\s+)?currency\s+is\s+"
        r"(?P<value>[^,.]+)"
    ),
)
_CURRENCY_ZH = re.compile(
    r"^(?P<place>[\u4e00-\u9fff]{2,10}?)的(?:法定|官方)?(?:货币|通用货币)是(?P<value>[^，。]{1,10})"
)
_ADOPTED = patterns.compile(
    r"\b(?:adopted|switched\s+to|changed\s+to)\s+(?:the\s+)?"
    r"(?P<en>[\w'’-]+)|"
    r"(?:使用|采用|改用|启用)(?P<zh>[\u4e00-\u9fff]{1,6}?)(?:作为|为)(?:其)?(?:法定|官方)?货币|"
    r"货币(?:改为|换成|变更为)(?P<zh2>[\u4e00-\u9fff]{1,6})",
    re.I,
)
_NOT_DONE = re.compile(UNFINISHED + r"|\b(?:alongside|also|pegged|as\s+well)\b|同时|也", re.I)
_CAP = re.compile(r"\b[A-Z][\w'’-]+")


@lru_cache(maxsize=TEXTS_CACHED)
def _currency(text: str) -> tuple[str, str, bool] | None:
    """(place, currency, English?) when TEXT names a place's currency."""
    norm = normalize_for_rules(text).strip()
    for regex in _CURRENCY_EN:
        if m := regex.search(norm):
            return m["place"], m["value"].lower(), True
    if m := _CURRENCY_ZH.search(norm):
        return m["place"], m["value"], False
    return None


def currency_adopted(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW_TEXT says the place of OLD_TEXT's currency adopted another one."""
    found = _currency(old_text)
    if found is None:
        return None
    place, value, english = found
    new = normalize_for_rules(new_text)
    if _NOT_DONE.search(new) or (m := _ADOPTED.search(new)) is None:
        return None
    if english:
        caps = _CAP.findall(place)
        if not caps or caps[-1] not in new or m["en"] is None:
            return None
        adopted = m["en"].lower()
        if adopted.split()[0] in value:
            return None
    else:
        adopted = m["zh"] or m["zh2"] or ""
        if place[:2] not in new or not adopted or adopted in value or value in adopted:
            return None
    return Relation.UPDATE, f"the currency of {place} changed ({value} → {adopted})"
