"""A rumour or an intention is not a change: "The Otters are reportedly considering replacing
their captain", 据网传消息，东岳队有意更换队长，俱乐部尚未回应.

The holder and succession readings already stop at a plan or a rumour said with their own
words ("expected", "rumoured", 拟, 传闻); a text that reports talk of a change ("according to
unconfirmed reports", "is said to be", 网传, 据说…有意) or an intention of someone else
("is keen to", "considering", a feasibility study, 有意, 考虑, 研究…的可行性) with the change
itself not yet made ("has not confirmed", 尚未回应, 未证实) names the new value of nothing.
Whichever reading retired the old memory, it is stopped.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

# Talk of a change, or the wish for one, in place of the change.
_HEARSAY = patterns.compile(
    r"\b(?:unconfirmed|rumou?rs?|rumou?red|reportedly|is\s+said\s+to|are\s+said\s+to|"
    r"speculation|considering|keen\s+to|in\s+talks|linked\s+with|tipped\s+to|feasibility|"
    r"exploring\s+(?:whether|a\s+move|moving|plans?)|"
    r"(?:has|have)\s+(?:not|yet\s+to)\s+(?:confirmed|commented|responded))\b|"
    r"网传|传闻|传言|据传|据说|(?<![拥具所没])有意(?!大利|义|思|识|外)|考虑|可行性|尚未(?:回应|证实|确认|宣布)|未经证实|有待证实|消息人士",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _hearsay(text: str) -> str | None:
    found = _HEARSAY.search(text)
    return found.group(0) if found else None


def only_hearsay(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW reports talk of a change, not a change; None
    when it does not, or when OLD is talk of the same kind (two rumours may conflict)."""
    cue = _hearsay(new_text)
    if cue is None or _hearsay(old_text):
        return None
    shown = " ".join(cue.split())
    return f"rumour or intention '{shown}': nothing changed yet"
