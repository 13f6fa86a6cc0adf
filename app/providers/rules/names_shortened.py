"""One name told in full and in short, nothing else told anew: "User lives in New York City"
beside "User is based in NYC", "works at the Carrow Philharmonic" beside "plays for the Carrow
Phil".

The readings that compare two values of one attribute (a home, an employer, a holder) see
"New York City" on one side and "NYC" on the other and retire the old memory. rules.
abbreviations tells a name from its short form (initials of a run of capitalised words, the
start of a long word); the holder and value readings ask it, the others do not. Here the
names of both texts are compared as a whole: when every capitalised name only one text has
pairs up with one only the other has, as a long form and a short one, the two texts name the
same thing, and what else differs is wording ("lives in" / "is based in"). A new text that
says something changed ("moved", "now", rules.denials_restated) is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.abbreviations import one_name_shortened
from app.providers.rules.denials_restated import says_moved
from app.providers.rules.frames import TEXTS_CACHED

# A run of capitalised words, with the links a name keeps inside ("Bank of England").
_NAME = re.compile(r"(?<![\w'’])[A-Z][\w'’&.-]*(?:\s+(?:(?:of|the|de|and)\s+)?[A-Z][\w'’&.-]*)*")


@lru_cache(maxsize=TEXTS_CACHED)
def _names(text: str) -> list[str]:
    return [m.group(0).rstrip(".") for m in _NAME.finditer(text)]


def one_name_retold(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: the texts' names differ only as a long form and its
    short form (module docstring); None otherwise."""
    if says_moved(new_text):
        return None
    found = one_name_shortened(_names(new_text), _names(old_text), new_text, old_text)
    return f"one name, in full and in short: {found}" if found else None
