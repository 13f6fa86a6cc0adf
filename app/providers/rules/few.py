"""A small count said with a negation is a count, not a denial: 给这道菜打高分的评委不多 beside
在场的评委里只有两位给这道菜打了高分, "Not many of the members voted" beside "Only three members
voted".

The negation readings find a negation cue in 不多 or "not many" and take the new text for a
denial of the old statement. These phrases tell how many (few) and deny nothing; they only
clash with an old text that says there are many. 差不多 ("about") is not one of them. So when
every negation in the new text is inside such a phrase (a closed class) and the old text
says no "many", "most" or 多数 / 很多 / 大部分, the retiring verdict is stopped.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_FEW = patterns.compile(
    r"\bnot\s+(?:many|much|a\s+lot|very\s+many)\b|\bno\s+more\s+than\b|(?<!差)不多|不算多",
    re.I,
)
_MANY = patterns.compile(
    r"\b(?:many|most|majority|lots|plenty|numerous)\b|很多|许多|多数|大多|大部分|不少|众多|多位|多名",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _only_counts(text: str) -> str | None:
    """The count phrase TEXT's negations are all inside, or None."""
    normal = normalize_for_rules(text)
    found = _FEW.search(normal)
    if found is None or cues.NEG_RE.search(_FEW.sub(" ", normal)):
        return None
    return found.group(0)


def a_count_not_a_denial(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW's only negation tells a count and OLD says no
    "many" (module docstring); None otherwise."""
    if (said := _only_counts(new_text)) is None or _MANY.search(normalize_for_rules(old_text)):
        return None
    return f"'{said}' tells how many, it denies nothing"
