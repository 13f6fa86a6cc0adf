"""A time stamp opening a statement: "As of 2024, …", "Since March 2024, …", "Since the 2025
season, …", 截至2024年，…, 自2024年3月起，….

Public fact data tells the holder of a post or a figure as of a date. The stamp says when the
statement held, not what it states: the holder reading (rules.holders) compares two statements
without their stamps, so "As of 2020, the head coach of the Mariners is Dale Prentice" and "As
of 2024, the head coach of the Mariners is Luis Ferraro" are the same attribute with another
value, and the later stamp is the newer statement. A new statement stamped earlier than the old
one is not newer: the old one stands. A stamp that closes a span ("from 2001 to 2010",
2016年至2021年) is history, not a stamp, and is left in place for the readings that stop at it;
so is a bare date (2025年2月3日，…履新): it dates an event, it does not say "as of".
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.frames import TEXTS_CACHED

_STAMP = re.compile(
    r"^\s*(?:"
    r"(?i:as\s+of|since|effective|starting|beginning)\s+(?:the\s+)?"
    r"(?:(?i:end|start|beginning|middle|close)\s+of\s+(?:the\s+)?)?[^,;.!?]{0,24}?"
    r"(?P<en>(?:19|20)\d\d)\b[^,;.!?]{0,24}?,"
    r"|(?:截至|截止到?|自)\s*(?P<zh>(?:19|20)\d\d)年?[^，,。；！？]{0,12}?[，,]"
    r")\s*"
)
# A span, not a stamp: "since 2001 until 2010", 截至2024年至今.
_SPAN = re.compile(r"\b(?:to|until|till)\b|至|到", re.I)


@lru_cache(maxsize=TEXTS_CACHED)
def unstamped(text: str) -> tuple[str, int | None]:
    """TEXT without the time stamp that opens it, and the stamp's year (None: no stamp)."""
    stamp = _STAMP.match(text)
    if stamp is None or _SPAN.search(stamp.group(0).replace("截至", "").replace("截止", "")):
        return text, None
    year = stamp["en"] or stamp["zh"]
    rest = text[stamp.end() :]
    return (rest[:1].upper() + rest[1:] if rest else text), int(year)


def stamped_earlier(new_text: str, old_text: str) -> bool:
    """Both texts open with a stamp and the new one's is earlier: the new is not newer."""
    new_year, old_year = unstamped(new_text)[1], unstamped(old_text)[1]
    return new_year is not None and old_year is not None and new_year < old_year
