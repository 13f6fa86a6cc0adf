"""A requirement waived for something else leaves the old requirement standing: 报名时不必交
身份证复印件 beside 报名者须提供两张近期免冠照片, "Applicants do not need to send a reference
letter" beside "Applicants must include a recent passport photo".

The calibrated reading weighs a negation as a strong sign that the old memory was wrong, and
two texts about one procedure share its words (报名, "applicants"). When the old text states
a requirement (须, 必须, 需要, 要求, must, required, "need to", "have to") and the new one
waives one (不必, 无需, 不需要, 不用, "do not need to", "not required", "no need to"), the
waiver denies the old requirement only if it names what the old one requires: when the
words after the waiver (Chinese: characters) share none with the old text, it waives another
thing, and both stand. Only the calibrated reading is stopped, and not when the new text
also changes or withdraws something ("no longer", 不再, "now").
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.calibrated import content_keys
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_REQUIRED = patterns.compile(
    r"\b(?:must|required?|requires|need\s+to|needs\s+to|have\s+to|has\s+to|mandatory)\b|"
    r"须|必须|需要|要求|应当|务必",
    re.I,
)
_WAIVED = patterns.compile(
    r"\b(?:(?:do|does|did)\s+not\s+(?:need|have)\s+to|(?:don't|doesn't|didn't)\s+(?:need|have)"
    r"\s+to|(?:is|are)\s+not\s+required\s+to|no\s+need\s+to|need\s+not|needn't)\b|"
    r"不必|无需|无须|不需要|不需|不用|不须",
    re.I,
)
# The waived thing runs to the end of its clause.
_CLAUSE_END = re.compile(r"[，。,;；.!！?？]")


@lru_cache(maxsize=TEXTS_CACHED)
def _waived(text: str) -> str | None:
    """What TEXT waives (the rest of the clause after the waiver), or None."""
    normal = normalize_for_rules(text)
    found = _WAIVED.search(normal)
    if found is None or cues.RETRACT_RE.search(normal) or cues.CHANGE_RE.search(normal):
        return None
    return _CLAUSE_END.split(normal[found.end() :], maxsplit=1)[0]


def waives_another_thing(new_text: str, old_text: str) -> str | None:
    """Why the calibrated verdict is stopped: OLD requires something and NEW waives another
    (module docstring); None otherwise."""
    waived = _waived(new_text)
    old = normalize_for_rules(old_text)
    if not waived or not _REQUIRED.search(old):
        return None
    if content_keys(waived) & content_keys(old):
        return None
    return f"the new text waives something the old one does not require ('{waived.strip()}')"
