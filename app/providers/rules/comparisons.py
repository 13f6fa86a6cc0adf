"""A thing the old text negates, named by the new text only as what it prefers something
over: 比起咖啡更爱喝茶 beside 喜欢喝茶，不太喜欢咖啡, "User prefers juice to soda" beside "User
doesn't like soda".

A negation flip reads the new text as asserting what the old one denied, because the same
word is there without "not". When the new text names that thing only after a marker of
comparison (比起, 相比, 而不是, "rather than", "instead of", "more than", "over", "to" after
"prefers"), it sets it below what it prefers, which is what the old text said: the old fact
stays true. A new text with a negation or a change of its own is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.occasions import says_changed

# What follows a marker of comparison: two Chinese characters or an English word.
_COMPARED = patterns.compile(
    r"(?:比起|相比于?|而不是|胜过)(?P<zh>[\u3400-\u9fff]{2})|"
    r"\b(?:rather\s+than|instead\s+of|more\s+than|over|prefers?\s+\w+\s+to)\s+(?:the\s+|a\s+)?"
    r"(?P<en>[a-z][\w-]+)",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _compared(text: str) -> tuple[str, ...]:
    normal = normalize_for_rules(text)
    return tuple((m["zh"] or m["en"]).casefold() for m in _COMPARED.finditer(normal))


def _negated_in(item: str, old_text: str) -> bool:
    normal = normalize_for_rules(old_text).casefold()
    for clause in cues.PUNCTUATED_RE.findall(normal):
        named = re.search(rf"\b{re.escape(item)}\b", clause) if item.isascii() else item in clause
        if named and cues.NEG_RE.search(clause):
            return True
    return False


def compared_below(new_text: str, old_text: str) -> str | None:
    """A reason when NEW names what OLD negates only as what it prefers something over."""
    items = _compared(new_text)
    if not items:
        return None
    normal = normalize_for_rules(new_text)
    if cues.NEG_RE.search(normal) or says_changed(new_text):
        return None
    for item in items:
        if _negated_in(item, old_text):
            return f"the new text sets '{item}' below what it prefers, as the old text does"
    return None
