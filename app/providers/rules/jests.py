"""A text that takes itself back as a joke or a dream states nothing: "quitting tomorrow to
farm goats (jk)", 我明天就辞职回老家种地（开玩笑的）, "won the lottery last night... in my
dream", 刚刚中了五百万——在梦里，醒了.

Chat tells a wish or a complaint as if it were done and then marks it unreal: a joke
(开玩笑的, 说笑的, "just kidding", "jk") or a dream (在梦里, 梦见, "in my dream", "then I woke
up"). Whatever the readings found in the rest of the text (a resignation, a windfall, a new
home), the writer says it did not happen, so a retiring verdict is stopped. The marks are a
closed class of whole phrases: "no kidding", "not joking", 不是开玩笑 and 认真的 insist the
text is meant, and "dream job" or 梦想 name an aim that may well be reached, so neither
counts. An old text marked the same way is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_UNREAL = patterns.compile(
    r"(?<!no )(?<!not )(?<!am not )\b(?:just\s+kidding|only\s+kidding|kidding|j/?k|"
    r"just\s+joking|only\s+joking|joking|in\s+(?:my|a|the)\s+dreams?|"
    r"(?:dreamt|dreamed|dreaming)\s+(?:that|about|i|of)|had\s+a\s+dream|"
    r"then\s+(?:i|we)\s+woke\s+up)\b|"
    r"(?<!不是)(?<!没)(?<!没有)(?:开玩笑|开个玩笑|说笑|玩笑话|逗你)|"
    r"梦里|梦中(?!情)|梦见|梦到|做梦|做了个梦|白日梦",
    re.I,
)
# The writer insists it is meant after all.
_MEANT = patterns.compile(
    r"\b(?:seriously\s+though|for\s+real|not\s+(?:a\s+)?joke|no\s+joke)\b|认真的|说真的|不开玩笑",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _unreal(text: str) -> str | None:
    """The mark that takes TEXT back as a joke or a dream, or None."""
    normal = normalize_for_rules(text)
    found = _UNREAL.search(normal)
    if found is None or _MEANT.search(normal):
        return None
    return found.group(0)


def only_in_jest(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW marks itself a joke or a dream (module
    docstring); None otherwise."""
    if (mark := _unreal(new_text)) is None or _unreal(old_text):
        return None
    return f"the new text takes itself back ('{' '.join(mark.split())}'): nothing happened"
