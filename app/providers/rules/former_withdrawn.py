"""A withdrawal of what the old text already calls former: "Mireille Fontaine is no longer Le
Clairon's editor" beside "Mireille Fontaine, the former editor of Le Clairon, now runs a
bakery".

The withdrawal readings take "no longer" / 不再 with the old text's words for the end of what
the old text says. When the old text itself names that role or thing as past ("the former
editor", "ex-captain", 前任主编, 曾任), the old memory never asserted it as current: the new
text agrees with it, and retires nothing. The word the old text calls former must be in the
new text's withdrawal, and the new text must name no new value for it ("now", "replaced by").
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

# "the former editor", "an ex-captain", "formerly chair", 前任主编 / 曾任主编: the word after.
_FORMER = patterns.compile(
    r"\b(?:former|ex-|formerly(?:\s+the)?|one-time|erstwhile)\s*([a-z][\w-]+)|"
    r"(?:前任|曾任|原)([\u4e00-\u9fff]{2})",
    re.I,
)
_WITHDRAWN = patterns.compile(
    r"\bno\s+longer\b|\bnot\s+\w+\s+any\s*more\b|不再|已不是|不再是", re.I
)
# A new holder or value named: then it is a change after all.
_NEW_VALUE = patterns.compile(
    r"\b(?:now|replaced\s+by|succeeded\s+by|instead|new)\b|现任|新任|接任|改为|换成", re.I
)


@lru_cache(maxsize=TEXTS_CACHED)
def _former_words(text: str) -> frozenset[str]:
    return frozenset(
        (m.group(1) or m.group(2)).casefold().removesuffix("s") for m in _FORMER.finditer(text)
    )


def former_withdrawn(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW says 'no longer' of what OLD calls former."""
    if not _WITHDRAWN.search(new_text) or _NEW_VALUE.search(new_text):
        return None
    new = new_text.casefold()
    for word in sorted(_former_words(old_text)):
        if re.search(rf"(?<![a-z]){re.escape(word)}", new):
            return f"the old text already calls '{word}' former; the new text agrees"
    return None
