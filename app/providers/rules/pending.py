"""A change that awaits a decision has not happened: 沈氏家族拟将金帆俱乐部控股权转让给
一家外资财团，目前仍在审批中 beside 金帆俱乐部的控股股东是沈氏家族; "The city will revise
the minimum wage next year; the draft is out for consultation" beside "The minimum wage is
¥2,280 a month".

The ending, amount and holder readings see a transfer, an adjustment or a new value and
retire the old memory. When the new text says the change is still before whoever decides it
— pending approval, awaiting sign-off, subject to a vote, under review, out for consultation,
审批中, 待批准, 征求意见, 审议中, or a proposal made ("has proposed", 提议, 提案) — it names a
proposal, and the old fact holds until the decision. This is a closed class of phrases for a
decision not yet taken; a plan said without one ("plans to", 拟, 将) is left to the readings'
own checks. An old text pending in the
same way is left to the readings too (two proposals may conflict).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

# A decision not yet taken on the change.
_PENDING = patterns.compile(
    r"\b(?:pending\s+(?:approval|regulatory|review|a\s+vote|sign-off|clearance)|"
    r"awaiting\s+(?:approval|regulatory|sign-off|a\s+vote|clearance|ratification)|"
    r"subject\s+to\s+(?:approval|regulatory|shareholder|board|a\s+vote|ratification)|"
    r"(?:still\s+)?under\s+(?:review|consultation)|out\s+for\s+consultation|"
    r"(?:has|have)\s+yet\s+to\s+(?:be\s+)?(?:approved?|ratif\w+|sign\w*\s+off)|"
    r"(?:has|have|had)\s+proposed|proposes\s+to|a\s+proposal\s+to)\b|提议|提案|"
    r"审批中|仍在审批|正在审批|等待审批|待审批|待批准|尚待批准|有待批准|尚未获批|尚未批准|"
    r"征求意见|审议中|正在审议|待审议|尚待审议|待表决|尚未表决",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _pending(text: str) -> str | None:
    found = _PENDING.search(text)
    return found.group(0) if found else None


def only_pending(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW tells a change still awaiting a decision (module
    docstring); None when it does not, or when OLD is pending in the same way."""
    cue = _pending(new_text)
    if cue is None or _pending(old_text):
        return None
    shown = " ".join(cue.split())
    return f"a change awaiting a decision ('{shown}'): nothing changed yet"
