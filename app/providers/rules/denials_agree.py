"""Two denials agree: 用户目前没有负债 beside 用户没有任何贷款, "User has no pets" beside
"User doesn't own any animals".

The calibrated reading weighs a negation as a strong sign that the old memory was wrong. When
the old text is itself a denial, a new denial says the same kind of thing again, in other
words or of something near it: nothing the old text asserts is denied. So when every clause
of both texts is negated, and the new text neither withdraws something (不再, "no longer",
不…了) nor changes or corrects anything ("now", 目前 only place it in time), the calibrated
verdict is stopped. Only the calibrated reading: the others already require the negation to
be on an asserted statement.

A prohibition is a denial too: 禁止垂钓 beside 不允许钓鱼, "Fishing is banned" beside "Fishing is
not allowed" (a closed set of words that forbid). A clause that only sets the time of the
rest (每年5月至9月, "From May to September") asserts nothing and is left out of the count.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.occasions import says_changed

# "Now" said of a denial places it in time; it changes nothing by itself.
_NOW = re.compile(r"\b(?:now|currently|at\s+the\s+moment|these\s+days)\b|目前|现在|当前|眼下", re.I)


# Words that forbid: a ban is a denial of what it bans.
_FORBIDS = re.compile(
    r"\b(?:banned|prohibited|forbidden|not\s+permitted)\b|禁止|严禁|不准|不得|不许",
    re.I,
)
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
# A clause that only sets a time: 每年5月至9月, "from May to September", "every year".
_TIME_ONLY = re.compile(
    rf"^(?:[\s\d年月日号周至到从每期间~\uff5e\-—]|\b(?:every|each|year|from|to|until|through|"
    rf"between|and|{_MONTHS})\b)+$",
    re.I,
)


def _negated(clause: str) -> bool:
    return bool(cues.NEG_RE.search(clause) or _FORBIDS.search(clause))


@lru_cache(maxsize=TEXTS_CACHED)
def _only_denies(text: str) -> bool:
    """Whether every clause of TEXT with words in it is negated."""
    normal = normalize_for_rules(text)
    if not _negated(normal):
        return False
    clauses = [c for c in cues.NEGATION_SCOPE_RE.split(normal) if c and c.strip(" 。.!！")]
    clauses = [c for c in clauses if not _TIME_ONLY.match(c.strip())]
    return bool(clauses) and all(_negated(c) for c in clauses)


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
