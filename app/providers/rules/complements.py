"""The opposite quantifier over the complementary predicate says the same thing: "All of the
survey respondents were over fifty" beside "None of the respondents was fifty or younger",
所有受访者都在五十岁以上 beside 受访者中没有一个是五十岁以下的.

"All are above a bound" and "none is at or below it" are one statement, by double negation:
the quantifier flips (all, every, 所有…都 ↔ none of, not a single, 没有一个) and so does the
side of the bound (over, above, more than, or older, 以上 ↔ under, below, or younger, 以下).
The quantifier and negation readings see one flip and retire the old memory; with both
flips the texts agree, and whichever reading retired it is stopped. Each text must say one
side of a bound only (a text with both, "over 20 and under 30", is a range, not read), and
the quantifiers are those rules.quantifiers reads (not "some", nor "every" of a time).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.quantifiers import EVERY_RE, NONE_RE

# Above a bound, or at or below it (closed classes of comparison words).
_ABOVE = patterns.compile(
    r"\b(?:over|above|more\s+than|older\s+than|greater\s+than|at\s+least|or\s+(?:older|more|"
    r"above|over))\b|以上|超过|高于|不低于|不少于",
    re.I,
)
_BELOW = patterns.compile(
    r"\b(?:under|below|less\s+than|fewer\s+than|younger\s+than|at\s+most|or\s+(?:younger|less|"
    r"fewer|below|under))\b|以下|低于|不到|不足|未满|不超过",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _shape(text: str) -> tuple[str, str] | None:
    """(quantifier, side of the bound) of TEXT: ("all" | "none", "above" | "below")."""
    normal = normalize_for_rules(text)
    none, every = bool(NONE_RE.search(normal)), bool(EVERY_RE.search(normal))
    above, below = bool(_ABOVE.search(normal)), bool(_BELOW.search(normal))
    if none == every or above == below:
        return None
    return ("none" if none else "all"), ("above" if above else "below")


def complement_restated(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW flips both OLD's quantifier and the side of its
    bound, which says the same thing (module docstring); None otherwise."""
    new, old = _shape(new_text), _shape(old_text)
    if new is None or old is None or new[0] == old[0] or new[1] == old[1]:
        return None
    return (
        f"'{old[0]} {old[1]}' said as '{new[0]} {new[1]}': the opposite quantifier over the "
        "other side of the bound is the same statement"
    )
