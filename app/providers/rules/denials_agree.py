"""Two denials agree: 用户目前没有负债 beside 用户没有任何贷款, "User has no pets" beside
"User doesn't own any animals".

The calibrated reading weighs a negation as a strong sign that the old memory was wrong. When
the old text is itself a denial, a new denial says the same kind of thing again, in other
words or of something near it: nothing the old text asserts is denied. So when every clause
of both texts is negated, and the new text neither withdraws something (不再, "no longer",
不…了) nor changes or corrects anything ("now", 目前 only place it in time), the calibrated
verdict is stopped. Only the calibrated reading: the others already require the negation to
be on an asserted statement.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.occasions import says_changed

# "Now" said of a denial places it in time; it changes nothing by itself.
_NOW = re.compile(r"\b(?:now|currently|at\s+the\s+moment|these\s+days)\b|目前|现在|当前|眼下", re.I)


@lru_cache(maxsize=TEXTS_CACHED)
def _only_denies(text: str) -> bool:
    """Whether every clause of TEXT with words in it is negated."""
    normal = normalize_for_rules(text)
    if not cues.NEG_RE.search(normal):
        return False
    clauses = [c for c in cues.NEGATION_SCOPE_RE.split(normal) if c and c.strip(" 。.!！")]
    return bool(clauses) and all(cues.NEG_RE.search(c) for c in clauses)


@lru_cache(maxsize=TEXTS_CACHED)
def _moves(text: str) -> bool:
    normal = _NOW.sub(" ", normalize_for_rules(text))
    return bool(
        cues.RETRACT_RE.search(normal) or cues.CHANGE_RE.search(normal) or says_changed(normal)
    )


def both_deny(new_text: str, old_text: str) -> str | None:
    """A reason when OLD and NEW are both denials and NEW withdraws or changes nothing."""
    if not (_only_denies(new_text) and _only_denies(old_text)) or _moves(new_text):
        return None
    return "both texts deny something; a denial does not retire a denial"
