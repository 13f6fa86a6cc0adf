"""A thing given a new part is still the thing: 给iPad换了块新屏幕 beside 用户用的是iPad Air,
"put a new battery in the Kindle" beside "User reads on a Kindle".

给 X 换了 / 装了 / 贴了 / 加了 … and "a new <part> for / in / on the X" name X as the thing
worked on: a battery, a screen, a case for it. When X is what the old text names (the device,
the car, the bike), the old fact stands whichever reading saw the change cue. A person after
给 (给妈妈换了个手机) receives a new thing instead, and a text that says the thing itself is
replaced (换成, 换掉, 卖了, "replaced the X") is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# 给 + the thing (up to 12 characters, no clause break) + a verb of fitting a part.
_FITTED_ZH = patterns.compile(
    r"给(?P<thing>[^，。；！？,.;!?给]{2,12}?)(?:又|新)?(?:换了|装了|贴了|加了|配了|修了|换|装|贴|加)"
    r"(?!成|掉|回)"
)
# "a new battery for the X", "put a new screen on my X", "new tyres on the X".
_FITTED_EN = patterns.compile(
    r"\bnew\s+(?:[\w-]+\s+){0,2}?(?:for|in|on|into)\s+(?:the|my|his|her|our)\s+"
    r"(?P<thing>[\w-]+(?:\s+[\w-]+)?)",
    re.I,
)
# A person receives, a thing is worked on.
_PERSON = patterns.compile(
    r"我|你|他|她|用户|自己|"
    + "|".join(w for w in cues.RELATIVES.split() if not w.isascii() and w not in ("狗", "猫"))
)
_REPLACED = re.compile(r"换成|换掉|卖了|卖掉|\breplaced\s+(?:the|my)\b|\bsold\b", re.I)


@lru_cache(maxsize=TEXTS_CACHED)
def _things(text: str) -> tuple[str, ...]:
    """The things TEXT names as given a part, casefolded."""
    if "给" not in text and "new" not in text.casefold():
        return ()
    norm = normalize_for_rules(text)
    if _REPLACED.search(norm):
        return ()
    found = [m["thing"] for m in _FITTED_ZH.finditer(norm) if not _PERSON.search(m["thing"])]
    found += [m["thing"] for m in _FITTED_EN.finditer(norm)]
    return tuple(t.casefold() for t in found)


@lru_cache(maxsize=TEXTS_CACHED)
def _flat(text: str) -> str:
    return "".join(normalize_for_rules(text).split()).casefold()


def fitted_a_part(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW fits a part to the thing OLD names."""
    things = _things(new_text)
    if not things:
        return None
    old = _flat(old_text)
    for thing in things:
        # The thing, or its first word ("kindle" of "kindle again"), named in the old text.
        words = thing.split()
        if "".join(words) in old or (len(words[0]) >= 3 and words[0] in old):
            return f"a part fitted to {thing}: it is still the same thing"
    return None
