"""One piece of a habit finished: "User finished knitting a blue scarf for her niece" beside
"User knits scarves", 用户给外甥女织好了一条围巾 beside 用户平时织围巾.

The ending reading sees "finished" beside the old text's activity and takes the activity to
have ended. But finishing one piece of it (a scarf, a book, one painting: the verb's object
counted as one) is the habit at work, not its end. When the new text finishes one counted
piece ("finished knitting a", "completed painting another", 织好了一条, 画完了一幅) and the
old text tells the same activity (the same verb) with no single piece of its own (a habit,
"knits scarves"), both stand. An old text that names one piece ("is writing a novel") is the
piece that ended, and is left to the readings; so is a new text that says the habit itself
stopped ("quit", "no longer", 不再).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_MEASURE_ZH = r"[个本条件幅部张首篇双顶只块套]"
# The activity's verb, then one counted piece: "finished knitting a", 织好了一条.
_COUNTED = patterns.compile(
    r"\b(?:finished|completed|done)\s+(?P<en>[a-z]+)ing\s+(?:a|an|one|another)\s|"
    rf"(?P<zh>[\u4e00-\u9fff])(?:完|好)了?(?:一|两|几){_MEASURE_ZH}",
    re.I,
)
_ONE_PIECE = patterns.compile(
    rf"\b(?:a|an|one|the)\s+(?!lot\b|few\b|bit\b)\w+|(?:一|这){_MEASURE_ZH}", re.I
)
_STOPPED = patterns.compile(
    r"\b(?:quit|stopped|gave\s+up|no\s+longer|any\s*more|for\s+good)\b|不再|放弃|戒", re.I
)


@lru_cache(maxsize=TEXTS_CACHED)
def _verb_of_piece_done(text: str) -> str | None:
    """The activity's verb (its first letters, or its character) when TEXT finishes one
    counted piece of it and says the activity did not stop."""
    normal = normalize_for_rules(text)
    found = _COUNTED.search(normal)
    if found is None or _STOPPED.search(normal):
        return None
    return found["zh"] or found["en"][:4].casefold()


def one_piece_done(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW finishes one counted piece of the activity OLD
    tells as a habit (module docstring); None otherwise."""
    old = normalize_for_rules(old_text)
    verb = _verb_of_piece_done(new_text)
    if verb is None or verb not in old.casefold() or _ONE_PIECE.search(old):
        return None
    return "one piece of the habit finished; the habit stands"
