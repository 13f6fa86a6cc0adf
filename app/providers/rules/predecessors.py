"""A predecessor told with the year its time ended: "Until 2011 the tallest building in Kessel
was the Grain Exchange" beside "The Orion Tower is the tallest building in Kessel", 2008年以前
俱乐部的主席是周明 beside 俱乐部主席是刘芳.

The holder readings see the same role with another value and retire the old memory. A value
told in the past tense up to a year ("until 2011", "before 2011", "prior to 2011", 2011年以前,
2011年之前) is history that ended then: it names who or what held the role before, and says
nothing against the old text's value, which the new text does not name at all. When the new
text does name the old text's value ("Ana Ruiz chaired the board until 2016" beside "Ana Ruiz
chairs the board"), the old value is the one that ended, and the readings decide. A new text
that says what holds now ("now", "since", "currently", 现在, 目前), and an old text bounded by
a year the same way, are left to the readings too.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.calibrated import content_keys
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_NAME = re.compile(r"(?<=\w )[A-Z][\w'’-]*")
_UNTIL = patterns.compile(
    r"\b(?:until|till|before|prior\s+to|up\s+to)\s+(?:19|20)\d\d\b|"
    r"(?:19|20)\d\d年(?:以前|之前|前)",
    re.I,
)
_PAST = patterns.compile(r"\b(?:was|were|had\s+been|used\s+to\s+be)\b|曾|一直是|是", re.I)
_NOW = patterns.compile(
    r"\b(?:now|since|currently|today|still|nowadays)\b|现在|目前|如今|至今|仍然|还是", re.I
)


@lru_cache(maxsize=TEXTS_CACHED)
def _ended_by_a_year(text: str) -> bool:
    normal = normalize_for_rules(text)
    return bool(_UNTIL.search(normal) and _PAST.search(normal)) and not _NOW.search(normal)


def a_predecessor_told(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW tells another value that held until a year, and
    not OLD's (module docstring); None otherwise."""
    if not _ended_by_a_year(new_text) or _UNTIL.search(normalize_for_rules(old_text)):
        return None
    # The old text's value is not named: one of its names (capitalised words after the
    # first), or else of its words, is missing from the new text.
    names = {k for word in _NAME.findall(old_text) for k in content_keys(word)}
    if not (names or content_keys(old_text)) - content_keys(new_text):
        return None
    return "the new text tells a value that held until a year, not the old one's"
