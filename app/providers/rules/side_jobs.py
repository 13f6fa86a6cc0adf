"""A job beside the main one: "I quit my weekend job at the bar" or 用户周末在奶茶店兼职 beside
"I work at Initech" / 用户在腾讯上班.

A side, second, weekend or part-time job (a gig, a side hustle, moonlighting; 兼职, 副业,
打零工, 第二份工作) is held beside the main job, so starting or ending one says nothing about
the job the old text tells. When the new text names such a job and the old text names none,
a retiring verdict is stopped, whichever reading gave it. Not so when the new text also names
the main job ("quit my day job to go full-time on the side gig", 辞了全职): that one changed.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_SIDE = patterns.compile(
    r"\b(?:side|second|weekend|evening|night|part[\s-]time|summer|holiday|seasonal)\s+"
    r"(?:job|gig|hustle)s?\b|\bmoonlight\w*|兼职|副业|打零工|第二份工作",
    re.I,
)
_MAIN = patterns.compile(
    r"\b(?:main|day|full[\s-]time|regular|primary)\s+(?:job|work|role)\b|主业|全职|正职|本职",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _side_job(text: str) -> bool:
    normal = normalize_for_rules(text)
    return bool(_SIDE.search(normal)) and not _MAIN.search(normal)


def a_side_job_beside(new_text: str, old_text: str) -> str | None:
    """A reason when NEW tells a side or second job and OLD a job that is not one."""
    if not _side_job(new_text) or _SIDE.search(normalize_for_rules(old_text)):
        return None
    return "the new text tells a side or second job; the old job stands beside it"
