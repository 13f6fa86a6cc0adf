"""A record or title of another division is another record: "At the Halvard Junior Games,
Piet Lamers set a meet record of 2.18 m" beside "The Halvard Games men's high jump record is
2.31 m", 岚城半程马拉松赛会纪录 beside 岚城马拉松全程赛会纪录, 澜江杯少年组男子跳高纪录 beside
澜江杯男子跳高赛会纪录.

Competitions keep a record, a champion and a price of entry per division: an age group
(junior, youth, under-18, masters, 少年组, 青年组), a sex (women's, 女子), a venue (indoor, 室内)
or a distance (half marathon, 半程). The holder and amount readings see the same name of the
competition with another value and retire the old memory; when the new text names a
division the old one does not, its value is of that division, and the old one still holds.
The divisions are a closed class; a division the old text names and the new one leaves out
is not read ("the record" may be short for "the men's record"). Both texts must name what a
division keeps (a record, a champion, a title, a medal, 纪录, 冠军): "has run three
marathons" / "never ran a full one, those were half marathons" corrects the user's own count.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_DIVISION = patterns.compile(
    r"\b(?:junior|juniors|youth|under-?\d\d|u\d\d|masters|veterans|women's|men's|girls'?|"
    r"boys'?|indoor|outdoor|half[\s-]marathon|wheelchair|amateur)\b|"
    r"少年组|青年组|青少年组?|成年组|老年组|元老组|[男女]子|室内|室外|半程|全程|半马|全马|业余组|"
    r"(?<![A-Za-z])U\d\d",
    re.I,
)
# What a division keeps.
_KEPT = patterns.compile(
    r"\b(?:records?|champions?|championship|titles?|winners?|medals?|medallists?|best\s+time)\b|"
    r"纪录|记录|冠军|金牌|奖牌|最好成绩",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _divisions(text: str) -> frozenset[str]:
    normal = normalize_for_rules(text)
    if not _KEPT.search(normal):
        return frozenset()
    return frozenset(" ".join(m.group(0).casefold().split()) for m in _DIVISION.finditer(normal))


def another_division(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW names a division of a competition OLD does not
    (module docstring); None otherwise."""
    other = sorted(_divisions(new_text) - _divisions(old_text))
    if not other or not _KEPT.search(normalize_for_rules(old_text)):
        return None
    return f"a value of another division ('{other[0]}'): the old one still holds"
