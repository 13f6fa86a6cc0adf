"""An exception to a standing rule: "The pool is closed over Christmas" beside "The pool opens
at 7 on weekdays", 国庆期间食堂推迟到八点开门 beside 食堂每天七点开门, 工龄满二十年的，补贴提高到
800元 beside 交通补贴每月500元.

A standing rule (opening hours, a timetable, an allowance) holds in general. A text that
limits what it says to a bounded period (a holiday, 春节期间, "during the works", "on
1 January") or to those who meet a condition (工作满十年的，…, "for members over 65") tells an
exception, and the rule stays true for the rest of the year and for everyone else. So a
retiring verdict between such a pair is stopped, whichever reading gave it. The old text
must not be bounded the same way (two exceptions may be one changed), and a text that says
the rule itself changed for good ("from now on", 以后, "permanently", 今后) is left to the
readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_HOLIDAY_EN = (
    r"(?:christmas|easter|new\s+year|holidays?|half[-\s]term|summer\s+holidays?|"
    r"school\s+holidays?|bank\s+holidays?|festive\s+period|spring\s+festival|"
    r"chinese\s+new\s+year|golden\s+week|ramadan|refurbishment|renovations?|"
    r"(?:building\s+)?works)"
)
_HOLIDAY_ZH = r"(?:节假日|法定假日|寒假|暑假|春节|国庆|五一|元旦|中秋|端午|清明|假期)"
# A bounded period: a holiday or a span of works.
_PERIOD = patterns.compile(
    rf"\b(?:during|over|for|throughout)\s+(?:the\s+)?{_HOLIDAY_EN}\b|"
    r"\bon\s+(?:christmas\s+(?:day|eve)|new\s+year's\s+(?:day|eve)|boxing\s+day|"
    r"bank\s+holidays?|public\s+holidays?)\b|"
    rf"[\u3400-\u9fff]{{2,4}}期间|{_HOLIDAY_ZH}(?:当天|那天|假期|期间|放假)",
    re.I,
)
# One day of the calendar with no year, told of opening hours or a service ("is closed on
# 26 December", "runs a Sunday timetable on 1 January"): an event on a date ("became chair on
# 1 July", "got married on May 4th") is a change made that day, not an exception.
_DAY = patterns.compile(
    rf"\bon\s+(?:\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}|{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?)"
    r"(?!\s*,?\s*\d{4})\b",
    re.I,
)
_OPENING = patterns.compile(
    r"\b(?:(?:is|are|will\s+be|stays|remains)\s+(?:closed|open|shut)|opens|closes|runs|"
    r"operates)\b",
    re.I,
)
# An old text that names a holiday or a day itself is about one, not a standing rule.
_DATED = patterns.compile(
    rf"\b{_HOLIDAY_EN}\b|{_HOLIDAY_ZH}|\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}\b|"
    rf"\b{_MONTH}\s+\d{{1,2}}\b|\d{{1,2}}月\d{{1,2}}[日号]",
    re.I,
)
# A condition on who the rule is for: a Chinese subject clause ending in 的 before a comma
# (工作满十年的，…, 凡年满六十五岁的，…), or "for / those … who / with / over".
_CONDITION = patterns.compile(
    r"(?:^|[，。；,;])[^，。；,;]{0,12}满[^，。；,;]{1,10}的[，,]|"
    r"(?:^|[，。；,;])凡[^，。；,;]{2,16}的[，,]|"
    r"\b(?:for|to)\s+(?:staff|employees|members|students|customers|residents|anyone|those|"
    r"people|workers|passengers|visitors)\s+(?:who|with|over|under|aged|older|younger|"
    r"who've|that)\b|"
    r"\b(?:staff|employees|members|students|customers|residents|anyone|those|people|workers|"
    r"passengers|visitors)\s+(?:who|with\s+(?:more|over|at\s+least)|over\s+\d|aged\s+\d)",
    re.I,
)
# The rule itself changed for good, said beside the period or condition.
_FOR_GOOD = patterns.compile(
    r"\b(?:from\s+now\s+on|going\s+forward|permanently|for\s+good|from\s+then\s+on|"
    r"no\s+longer|any\s*more)\b|以后|今后|从此|永久|不再",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _bounded(text: str) -> str | None:
    """'a period' or 'a condition' when TEXT limits what it says to one, else None."""
    normal = normalize_for_rules(text)
    if _PERIOD.search(normal) or (_DAY.search(normal) and _OPENING.search(normal)):
        return "a period"
    if _CONDITION.search(normal):
        return "a condition"
    return None


@lru_cache(maxsize=TEXTS_CACHED)
def _dated(text: str) -> bool:
    return bool(_DATED.search(normalize_for_rules(text)))


@lru_cache(maxsize=TEXTS_CACHED)
def _for_good(text: str) -> bool:
    return bool(_FOR_GOOD.search(normalize_for_rules(text)))


def an_exception(new_text: str, old_text: str) -> str | None:
    """A reason when NEW limits what it says to a period or a condition OLD does not."""
    bound = _bounded(new_text)
    if bound is None or _dated(old_text) or _bounded(old_text) or _for_good(new_text):
        return None
    return f"the new text tells an exception for {bound}; the standing rule holds otherwise"
