"""A value told for a section of the thing: "In the tunnel section of the Coldwater Expressway
the limit drops to 100 km/h" beside "The speed limit on the Coldwater Expressway is 110 km/h",
环城路隧道路段限速60 beside 环城路限速80.

A road, a line, a building or a park has parts, and a rule or a figure told for one of them
("in the tunnel section of", "on the northern stretch of", "in the east wing of", …路段) is an
exception for that part: the old value still holds for the rest. Whichever reading retired the
old memory, it is stopped when the new text names such a part and the old text names none.
A closed class of part nouns, not a list of places.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

_TIME = r"(?:season|year|month|week|day|term|game|match|race|night|morning|evening|century)\b"
# "in the tunnel section of", "on the northern stretch of", "the east wing of".
_PART = patterns.compile(
    r"\b(?:in|on|along|for|at)\s+(?:the|a|its|one)\s+(?:[a-z-]+\s+){0,2}"
    r"(?:section|stretch|segment|portion|part|wing)\s+of\s+(?:the\s+)?(?!" + _TIME + r")|"
    r"路段|区段|段(?:限速|内)",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _names_part(text: str) -> bool:
    return bool(_PART.search(text))


def told_of_a_section(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: the new text tells a value of one part of the thing
    the old text speaks of whole (module docstring); None otherwise."""
    if not _names_part(new_text) or _names_part(old_text):
        return None
    return "a value told for one section of the thing: the rest keeps the old one"
