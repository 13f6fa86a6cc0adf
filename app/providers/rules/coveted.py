"""A thing admired and not bought is not had: "the new MacBook Pros look so good. not buying
one though, can't justify it" beside "User uses a MacBook Air M1", 新出的iPad Pro好香啊，可惜
钱包不允许 beside 用户用的是iPad Air.

A text that names a newer model of what the user owns reads to the calibrated reading like
an upgrade: a change cue ("new", 新出的), a name only each text has. When the same text says
the thing will not be bought, or cannot be afforded ("not buying one", "can't justify it",
"too pricey", 买不起, 钱包不允许, 舍不得买), it tells a wish, and the old thing is still the
one in use: whichever reading retired the old memory, it is stopped. The refusals are a
closed class of phrases about buying or its cost. A text that also says something was given
up, sold, cancelled or swapped ("can't afford the gym any more, cancelled it", 改用, 不再) is a
change after all and is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# Not buying it, or not able to pay for it (the rules' text reads "can't" as "can not").
_NOT_BOUGHT = patterns.compile(
    r"\b(?:not|never|will\s+not)\s+(?:buying|getting|ordering|upgrading|buy|get|upgrade|"
    r"going\s+to\s+buy|gonna\s+buy)\b(?!\s+(?:any|it)\s+(?:more|longer))|"
    r"\b(?:can\s+not|cannot|could\s+not)\s+(?:afford|justify)\b|"
    r"\btoo\s+(?:expensive|pricey|dear)\b|\bout\s+of\s+(?:my|our|the)\s+budget\b|"
    r"买不起|钱包不允许|钱包说不|囊中羞涩|没钱买|舍不得买|不舍得买|预算不够|太贵了?买不",
    re.I,
)
# Something given up, sold, cancelled or swapped after all.
_CHANGED = patterns.compile(
    r"\b(?:sold|selling|cancel\w*|switch\w*|swapp\w*|replac\w*|instead|gave\s+up|returned|"
    r"traded)\b|卖了|卖掉|退了|取消|改用|换成|换了",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _not_bought(text: str) -> str | None:
    """The phrase by which TEXT says a thing is not bought, or None."""
    normal = normalize_for_rules(text)
    found = _NOT_BOUGHT.search(normal)
    if found is None or _CHANGED.search(normal) or cues.RETRACT_RE.search(normal):
        return None
    return found.group(0)


def only_coveted(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW admires a thing it says is not bought (module
    docstring); None otherwise, or when OLD says the same of its own thing."""
    if (said := _not_bought(new_text)) is None or _not_bought(old_text):
        return None
    return f"a thing wanted, not bought ('{' '.join(said.split())}'): the old one is still had"
