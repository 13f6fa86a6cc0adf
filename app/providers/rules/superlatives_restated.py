"""A superlative told again as a comparison nothing wins: "No museum in the world gets more
visitors than the Louvre" beside "The Louvre is the most visited museum in the world",
西川市没有比凌霄塔更高的建筑 beside 凌霄塔是西川市最高的建筑.

The negation readings see "no" / 没有 beside the old text's words and read a denial. But "no X
is more … than Y" says that Y is the most: when the one nothing beats is named in the old text,
and the old text tells it with a superlative (most, the -est form, best, 最), the two texts
state one fact, and both stand. A comparison that names another winner, or an old text with no
superlative, is left to the readings.
"""

from __future__ import annotations

import re

from app.providers.rules import patterns

# "no … more / -er … than Y", 没有(任何/哪…)…比Y更 / 还.
_NONE_BEATS = patterns.compile(
    r"\b(?:no|none\s+of\s+the|no\s+other|nothing)\s+(?:[\w'-]+\s+){0,8}?(?:more|[a-z]{3,}er)\s+"
    r"(?:[\w'-]+\s+){0,3}?than\s+(?:the\s+)?(?P<en>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)|"
    r"没有(?:任何|哪|别的|其他)?[^，。；]{0,10}比(?P<zh>[^，。；]{2,10}?)(?:更|还)",
    re.I,
)
_SUPERLATIVE = patterns.compile(r"\b(?:most|best|largest|biggest|[a-z]{3,}est)\b|最", re.I)


def superlative_restated(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW says nothing beats what OLD calls the most
    (module docstring); None otherwise."""
    found = _NONE_BEATS.search(new_text)
    if found is None or not _SUPERLATIVE.search(old_text):
        return None
    winner = (found["en"] or found["zh"] or "").strip()
    if len(winner) < 2 or winner.casefold() not in old_text.casefold():
        return None
    return f"a superlative told again: nothing beats '{winner}', which the old text calls the most"
