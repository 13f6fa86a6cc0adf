"""A record beside a standing figure: "The record attendance at the Carrow Vale stadium is
29,410" beside "The Carrow Vale stadium holds 30,000 spectators", 最高气温纪录是41度 beside
夏季平均气温32度.

A record is the extreme of a series (the most ever counted, the highest ever measured); a
capacity, a rate or a usual figure is another quantity of the same thing. The amount readings
see one thing with two figures and retire the old one. When the new text calls its figure a
record ("record", "all-time high", 纪录, 历史最高) and the old text names no record, the two
figures answer two questions, and both stand. A record broken or set anew beside an old
record (both texts name one) is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

_RECORD = patterns.compile(
    r"\brecord\b|\ball-time\s+(?:high|low)\b|\bhighest\s+ever\b|\blowest\s+ever\b|"
    r"纪录|历史最高|历史最低|史上最",
    re.I,
)


# A record as a document ("the old record had it wrong", "her birth record") tells no figure:
# both texts must give a number.
_NUMBER = re.compile(r"\d")


@lru_cache(maxsize=TEXTS_CACHED)
def _names_record(text: str) -> bool:
    return bool(_RECORD.search(text))


def a_record_beside(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: the new figure is a record, the old one is not
    (module docstring); None otherwise."""
    if not _names_record(new_text) or _names_record(old_text):
        return None
    if not (_NUMBER.search(new_text) and _NUMBER.search(old_text)):
        return None
    return "a record told beside a standing figure: two quantities"
