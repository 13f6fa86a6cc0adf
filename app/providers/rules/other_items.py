"""A price of another item: "An oat-milk flat white at the Lantern costs £3.45" beside "A flat
white at the Lantern costs £3.10", 楼下面馆的大碗牛肉面是28元 beside 楼下面馆的大碗炸酱面是24元.

The amount and holder readings align the two statements on what they share (the place, the
verb "costs", 是) and read the two amounts as the old and the new value of one thing. When
each text is a plain statement of a price, "SUBJECT costs / is / 是 AMOUNT", the subject is
the thing priced; if one subject has a word the other lacks (a kind, a size, a flavour), the
two texts price two things and both prices stand. A Chinese price may be told with 为 and
followed by one short clause without a number of what the ticket allows (溪口地铁一日票售价
15元，可不限次乘坐 beside 溪口地铁单程起步价为3元: two fares). A change cue ("now", "went up",
"raised", 涨, 现/现在, 新, 起) in the new text says it is the same thing's new price, and the
guard steps aside.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, analyse

# A plain price statement: the subject, a verb of pricing or a copula, then the amount.
_PRICED = [
    re.compile(
        r"^(?P<subj>[^,;:.!?]{3,80}?)\s+(?:costs?|is|are|sells\s+for|retails\s+for|goes\s+for)"
        r"\s+(?:£|\$|€|¥|US\$)\s?\d[\d,.]*(?:\s?(?:p|pence|dollars?|euros?|pounds?))?"
        r"(?:\s+(?:each|a\s+\w+|per\s+\w+))?\s*[.!]?$",
        re.I,
    ),
    re.compile(
        r"^(?P<subj>[^，。；：,;:!?！？]{2,30}?)(?:是|为|要|卖|售价|价格是)\d[\d.]*(?:元|块钱?)"
        r"(?:[，,][^\d，。,]{2,20})?[。！!]?$"
    ),
]
# A change of the one thing's price: the guard steps aside.
_CHANGE = patterns.compile(
    r"\b(?:now|currently|these\s+days|went\s+up|gone\s+up|rose|raised|increased|cut|dropped|"
    r"down|up|new|since|from|anymore|no\s+longer|actually)\b|现|目前|涨|降|调|改|变|了|新|今年|起",
    re.I,
)
# Words of a subject that do not name the thing (who pays, which copy of the fact).
_FILLER = frozenset({"user", "the", "a", "an", "our", "my", "用户", "我们", "我家"})


@lru_cache(maxsize=TEXTS_CACHED)
def _priced(text: str) -> frozenset[str] | None:
    """The content words of the thing TEXT prices, when TEXT is a plain price statement."""
    if not any(mark in text for mark in "£$€¥元块"):
        return None
    for pattern in _PRICED:
        if found := pattern.match(text.strip()):
            return frozenset(analyse(found["subj"]).content) - _FILLER
    return None


def prices_another_item(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: both texts price a thing, and the things differ
    (module docstring); None otherwise."""
    new = _priced(new_text)
    if not new or _CHANGE.search(new_text):
        return None
    old = _priced(old_text)
    if not old or new == old or not new & old:
        return None
    other = sorted(new ^ old)
    return f"two things priced: the subjects differ in '{', '.join(other[:3])}'"
