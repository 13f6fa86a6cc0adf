"""A value told of a past stage of life, or of a past year named relative to now, is history:
用户上中学时最迷《哈利·波特》 beside 用户最喜欢的电影是《霸王别姬》, 用户前年的年薪是25万 beside
用户年薪30万, "as a kid I wanted to be a vet" beside "User is an accountant".

rules.dated_past stops a state put in a year written out (2019年的, "in 2019"). People more
often date their past by a stage of life (上小学前, 上中学时, 小时候, "in high school", "as a
kid", "growing up") or by a year counted back from now (前年的, 三年前的, "the year before
last"): a value in such a period is what held then, and says nothing of what holds now. The
periods are a closed class. When the text also says the value changed (改, 搬, "moved",
"switched", rules.occasions' verbs of change), it may tell when the current value began, and
the guard steps aside, unless what it changed to is the present one itself (后来才改成现在的
名字, "changed it to my current name"): then the text tells how the old value came to be.
An old text in a past period too is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.occasions import says_changed

_STAGE_ZH = r"(?:小学|初中|中学|高中|大学|幼儿园|研究生|读研|读博)"
_PERIOD = patterns.compile(
    rf"上?{_STAGE_ZH}(?:以前|之前|前|时|的时候|那会儿?|期间|那几年)|上学(?:时|的时候|那会儿?)|"
    r"读书(?:时|的时候|那会儿?)|小时候|年轻(?:时|的时候)|"
    r"(?:大前年|前年|[一二两三四五六七八九十几\d]+年前)(?:的|时|那会儿?)|"
    r"\b(?:as\s+a\s+(?:kid|child|teen|teenager|boy|girl|student)|growing\s+up|"
    r"in\s+(?:high\s+school|middle\s+school|primary\s+school|grade\s+school|college|uni|"
    r"university|grad\s+school)|back\s+in\s+(?:college|school|uni|the\s+day)|"
    r"when\s+(?:i|he|she|they|user|the\s+user)\s+was\s+(?:a\s+kid|a\s+child|little|young|"
    r"younger|in\s+school|\d+)|the\s+year\s+before\s+last)\b",
    re.I,
)
# A change whose new value is the present one: the text tells how that value came to be.
_TO_THE_PRESENT = patterns.compile(
    r"(?:改|换|变)(?:成|为|到)?了?(?:现在|目前|如今)(?:的|这个?)|"
    r"\b(?:changed|switched)\s+(?:it\s+)?to\s+(?:my|the|his|her|their)\s+(?:current|present)\b",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _past_period(text: str) -> str | None:
    """The past period TEXT puts its value in, or None when it has none or says a change."""
    normal = normalize_for_rules(text)
    found = _PERIOD.search(normal)
    if found is None or says_changed(_TO_THE_PRESENT.sub(" ", normal)):
        return None
    return found.group(0)


def told_of_a_past_period(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW tells a value of a past period OLD is not in
    (module docstring); None otherwise."""
    if (period := _past_period(new_text)) is None or _past_period(old_text):
        return None
    return f"the new text tells a value of a past period ('{' '.join(period.split())}'): history"
