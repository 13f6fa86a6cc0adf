"""A stand-in for a while is not a new value: "in Leeds for work this week, staying at a hotel"
beside "User lives in York", 车送去保养了，店里给了台代步车 beside 用户开理想L7.

Two shapes of one class: the new text tells an arrangement that lasts while something else
holds, and the old fact comes back when it ends.
- A stay away from home: a trip word (出差, 旅游, 度假, 探亲, "business trip", "on holiday")
  or a lodging (酒店, 民宿, "hotel", "Airbnb") beside an old text that tells where the user
  lives. A home is not a hotel, and a trip is not a move.
- A stand-in thing: a loaner, courtesy or hire car, a spare or borrowed phone, 代步车, 备用机,
  借来的, 临时 — given while the user's own one is away. The user's own one is still had.
A text that also says the user moved, sold, replaced or bought ("moved to", 搬, 卖, 换了, 买了)
is left to the readings: the stay may have turned into a home.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_TRIP = patterns.compile(
    r"\bbusiness\s+trip\b|\bon\s+(?:a\s+)?(?:holiday|vacation|trip)\b|\bhotel\b|\bairbnb\b|"
    r"出差|旅游|旅行|度假|探亲|酒店|宾馆|民宿",
    re.I,
)
_HOME = patterns.compile(r"\b(?:lives?|living|based)\s+in\b|\bhome\s+is\b|住在|家在|定居", re.I)
_STAND_IN = patterns.compile(
    r"\b(?:loaner|loan|courtesy|hire|rental|spare|borrowed)\s+(?:car|vehicle|phone|laptop|bike)\b|"
    r"代步车|备用机|备用手机|借来的|借的车|临时用",
    re.I,
)
# The stand-in became the user's own after all.
_SETTLED = patterns.compile(
    r"\b(?:moved|moving|relocat\w*|sold|replac\w*|bought|traded\s+in|for\s+good|permanent\w*)\b|"
    r"搬|卖了|卖掉|换了|买了|置换|定居|长期",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _stand_in(text: str) -> tuple[str, str] | None:
    """('trip' or 'thing', the cue) when TEXT tells a stand-in arrangement and nothing settled."""
    norm = normalize_for_rules(text)
    if _SETTLED.search(norm):
        return None
    if found := _STAND_IN.search(norm):
        return "thing", found.group(0)
    if found := _TRIP.search(norm):
        return "trip", found.group(0)
    return None


def only_a_stand_in(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW tells a stay away from the home OLD tells, or a
    thing that stands in for the user's own for a while (module docstring); None otherwise."""
    found = _stand_in(new_text)
    if found is None:
        return None
    kind, cue = found
    if kind == "trip" and not _HOME.search(normalize_for_rules(old_text)):
        return None
    what = "a stay away from home" if kind == "trip" else "a stand-in for a while"
    return f"{what} ('{' '.join(cue.split())}'), not a new value: the old fact comes back"
