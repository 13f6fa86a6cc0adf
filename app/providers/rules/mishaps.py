"""A thing dropped somewhere is still had: "knocked the Kindle off the shelf", "dropped my
phone in the sink, it still works" beside "User reads on a Kindle" / "User's phone is a
Pixel 7".

"Dropped" ends a course, a diet or a habit ("dropped Spanish", "dropped keto"), and the
endings reading takes it so. Said of an object and a place it fell into or onto ("dropped
the phone in the bath", "dropped my glasses down the drain"), it tells a mishap to a thing
the user still has: whichever reading retired the old memory, it is stopped. A time after the
preposition ("dropped French in the second year") is not a place, and a text that also says
the thing is gone or replaced (lost, broke, replaced, 换) is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

_TIME = (
    r"first|second|third|last|final|end|middle|start|beginning|year|term|semester|week|"
    r"month|spring|summer|autumn|fall|winter|morning|evening|afternoon|run-up|middle"
)
# A verb of falling or knocking, its object (up to three words), a preposition of place and a
# noun phrase that is not a time.
_MISHAP = patterns.compile(
    r"\b(?:dropped|knocked|spilt|spilled)\s+(?:(?:my|the|his|her|their|our|a|an|it)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:in|into|on|onto|down|off|behind)\s+"
    r"(?:the|my|a|an|his|her|their|our)\s+(?!(?:" + _TIME + r")\b)[\w-]+",
    re.I,
)
# The thing is gone or replaced after all.
_GONE = re.compile(
    r"\b(?:lost|broke|broken|smashed|dead|died|replac\w*|new\s+one|write-off|written\s+off|"
    r"gone|ruined|bricked)\b|换",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _mishap(text: str) -> str | None:
    found = _MISHAP.search(text)
    if found is None or _GONE.search(text):
        return None
    return " ".join(found.group(0).split())


def only_a_mishap(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW tells of a thing dropped somewhere, not of an
    ending; None otherwise."""
    if (said := _mishap(new_text)) is None:
        return None
    return f"a mishap ('{said}'), not an ending: the thing is still had"
