"""The words of a period a text is placed in ("this semester", 这学期, 上个月): they say when,
not what.

Two texts placed in the same period share its words (这学期 gives 这学 / 学期; "this semester"
gives "semest"), and a reading that counts shared words as the same topic takes 学校食堂这学期
换了承包商 for a change to 这学期全班同学的体育测试都及格了. A period phrase is a closed class: a
deictic (this, last, next; 这, 本, 上, 下, 今, 去, 明) and a unit of a calendar (semester, term,
year, month, week, season, quarter; 学期, 学年, 月, 周, 星期, 年, 季度, 赛季). The change-cue
reading (rules.verdicts) does not count these words as a shared topic.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED
from app.providers.rules.topics import topic_words

_PERIOD = patterns.compile(
    r"\b(?:this|last|next|that|the\s+same)\s+(?:semester|term|school\s+year|year|month|week|"
    r"season|quarter)\b|(?:这|本|上|下|今|去|明)个?(?:学期|学年|月|周|星期|礼拜|季度|赛季|年)",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def period_words(text: str) -> frozenset[str]:
    """The topic words of the period phrases in TEXT."""
    words: set[str] = set()
    for found in _PERIOD.finditer(text):
        words |= topic_words(found.group(0))
    return frozenset(words)
