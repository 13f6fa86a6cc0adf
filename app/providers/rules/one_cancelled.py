"""One occurrence of a recurring thing called off: "This week's yoga class is cancelled
because the teacher is sick" beside "User's yoga class is every Wednesday at 7pm", 明天的例会
取消了 beside 每周二上午开例会.

A withdrawal reading sees "cancelled" on the old text's thing and retires it. But when the old
text tells a recurring thing (every, weekly, each week, 每周, 每天) and the new text calls off
one occurrence of it (this week's, today's, tomorrow's, next Monday's, 这周的, 今天的, 明天的),
the series stands: the next one takes place as before. A new text that ends the series for
good ("from now on", "no longer", "for good", "permanently", 以后, 不再, 停办) is left to the
readings, and so is an old text that is itself one occurrence.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_RECURRING = patterns.compile(
    rf"\b(?:every|each\s+(?:week|day|month|morning|evening|night)|weekly|daily|nightly|"
    rf"monthly|{_WEEKDAY}s)\b|每(?:个)?(?:周|星期|礼拜|天|日|月|晚|早)",
    re.I,
)
# One occurrence named as its own: "this week's", "today's class", 这周的, 今天的.
_ONE = patterns.compile(
    rf"\b(?:(?:this|next)\s+(?:week|month|{_WEEKDAY})'s|today's|tonight's|tomorrow's|"
    rf"{_WEEKDAY}'s)|(?:这|本|下)(?:个)?(?:周|星期|礼拜)(?:[一二三四五六日天])?的|"
    r"(?:今天|明天|今晚|明晚)的",
    re.I,
)
_CALLED_OFF = patterns.compile(
    r"\b(?:cancel\w*|called\s+off|is\s+off|skipped)\b|取消|停一次|停课|不上了", re.I
)
_FOR_GOOD = patterns.compile(
    r"\b(?:from\s+now\s+on|no\s+longer|any\s*more|for\s+good|permanently|going\s+forward|"
    r"altogether|indefinitely)\b|以后|今后|不再|停办|永久|彻底",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _one_called_off(text: str) -> bool:
    normal = normalize_for_rules(text)
    return bool(_ONE.search(normal) and _CALLED_OFF.search(normal)) and not _FOR_GOOD.search(normal)


def one_occurrence_called_off(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW calls off one occurrence of the recurring thing
    OLD tells (module docstring); None otherwise."""
    old = normalize_for_rules(old_text)
    if not _RECURRING.search(old) or _ONE.search(old) or not _one_called_off(new_text):
        return None
    return "one occurrence called off; the recurring thing stands"
