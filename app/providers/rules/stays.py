"""A departure denied keeps the old fact: 温小棠发行了个人单曲，并表示不会离开“夜航船” beside
温小棠是“夜航船”乐队主唱, "The coach said he is not leaving the club" beside "X coaches the
club".

The negation readings, and the calibrated one most of all, take a negation beside a name the
old text gives for a denial of the old fact. A negated verb of leaving a post, a group or a
place (not leaving, won't quit, has no plans to step down, 不会离开, 没有退出, 无意辞职) denies a
change instead: the holder stays, and the old memory is true still. It is read only when the
old text itself tells no departure (an old "is leaving the band" beside "is not leaving the
band after all" is a reversal) and the new text withdraws nothing (不再, "no longer").
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_LEAVE_EN = (
    r"leav(?:e|ing)|quit(?:ting)?|step(?:ping)?\s+down|resign(?:ing)?|retir(?:e|ing)|"
    r"depart(?:ing)?|walk(?:ing)?\s+away|split(?:ting)?\s+up|disband(?:ing)?"
)
_LEAVE_ZH = r"离开|退出|辞职|辞去|离队|卸任|退役|退休|解散|退团|离职"
_STAYS = patterns.compile(
    rf"\b(?:not|never|won't|will\s+not|isn't|is\s+not|wasn't|no\s+(?:plans?|intention)\s+"
    rf"(?:to|of))\s+(?:(?:be|going\s+to|planning\s+to|about\s+to)\s+)?(?:{_LEAVE_EN})\b|"
    rf"(?:不会|不打算|不准备|不想|没有|没|并未|并没有|不|无意|无意于)(?:{_LEAVE_ZH})",
    re.I,
)
_LEAVES = patterns.compile(rf"\b(?:{_LEAVE_EN}|left|quit|resigned|retired)\b|{_LEAVE_ZH}", re.I)


@lru_cache(maxsize=TEXTS_CACHED)
def _stays(text: str) -> str | None:
    normal = normalize_for_rules(text)
    found = _STAYS.search(normal)
    if found is None or cues.RETRACT_RE.search(normal):
        return None
    return " ".join(found.group(0).split())


@lru_cache(maxsize=TEXTS_CACHED)
def _leaves(text: str) -> bool:
    return bool(_LEAVES.search(normalize_for_rules(text)))


def departure_denied(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW denies a departure OLD does not tell (module
    docstring); None otherwise."""
    if (said := _stays(new_text)) is None or _leaves(old_text):
        return None
    return f"a departure denied ('{said}'): the holder stays"
