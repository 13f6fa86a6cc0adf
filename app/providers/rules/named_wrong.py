"""A correction that names the old value as the wrong one beside the right one: "it's 3:45 not
3:15", "the rehearsal is at Grand Hall, not St. Mark's", 幼儿园是四点放学，不是四点半.

"X, not Y" and 是X，不是Y put two values of one slot side by side and deny one of them. When
everything that names Y is in the old memory and X is not, the new text says the old value
was wrong. The two must be values of one kind, so an ordinary negation ("User is not vegan")
is not read as one: in English both are numbers or both are names (capitalised past the start
of the sentence); in Chinese the construction itself (是…不是, 而不是) sets them side by side.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

_EN = patterns.compile(
    r"(?P<new>[A-Z0-9][\w:'&.-]*(?:\s+[A-Z][\w'&.-]*)*|\d[\d:.,]*\s*(?:am|pm)?)\s*,?\s+"
    r"not\s+(?P<old>[A-Z0-9][\w:'&.-]*(?:\s+[A-Z][\w'&.-]*)*|\d[\d:.,]*\s*(?:am|pm)?)"
    r"(?=$|[\s,;.!?])"
)
_ZH = patterns.compile(
    r"是(?P<new>[^，。；！？,;]{1,12})[，,]\s*(?:而)?不是(?P<old>[^，。；！？,;]{1,12})|"
    r"(?P<new2>[^，。；！？,;]{1,12})而不是(?P<old2>[^，。；！？,;]{1,12})"
)
_CJK_STOP = re.compile(r"^(?:用户|我的|我|他|她|的|了)+|[了的啊呀吧呢]+$")


def _parallel(new: str, old: str) -> bool:
    """Both numbers, or both names."""
    return (new[0].isdigit() and old[0].isdigit()) or (new[0].isupper() and old[0].isupper())


@lru_cache(maxsize=TEXTS_CACHED)
def _pairs(text: str) -> tuple[tuple[str, str], ...]:
    """(right value, wrong value) of each "X, not Y" / 是X，不是Y in TEXT."""
    found = [
        (m["new"].strip(), m["old"].strip().rstrip("."))
        for m in _EN.finditer(text)
        if m.start() > 0 and _parallel(m["new"], m["old"])
    ]
    for m in _ZH.finditer(text):
        new, old = (m["new"], m["old"]) if m["new"] else (m["new2"], m["old2"])
        found.append((_CJK_STOP.sub("", new.strip()), _CJK_STOP.sub("", old.strip())))
    return tuple((new, old) for new, old in found if new and old and new != old)


def named_wrong(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when NEW gives a value beside "not" + the value OLD states."""
    old_folded = old_text.casefold()
    for right, wrong in _pairs(new_text):
        if wrong.casefold() in old_folded and right.casefold() not in old_folded:
            return Relation.CONTRADICTION, f"the new text names the old value as wrong: '{wrong}'"
    return None
