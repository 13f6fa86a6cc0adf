"""A report withdrawn or debunked: "The Gazette has withdrawn its report that Kwame Tetteh
signed for Dunmore Athletic" beside "The Gazette reported that striker Kwame Tetteh has signed
for Dunmore Athletic", 金沙区交警大队辟谣：“全面禁止电动自行车上路”不实 beside 网传：金沙区将
全面禁止电动自行车上路.

Claim revisions keep what was claimed and say that the claim does not hold: a report
retracted, a rumour denied as untrue. The old memory states a report ("reported", "according
to", "reports say", 据报道, 报道称, 网传, 传言); the new text withdraws or refutes a report or
a claim ("withdrawn its report", "retracted", "debunked", "denied reports", 撤回…报道, 辟谣,
不实, 谣言) and says again what the report said (two of its words, or one of its names or
numbers: `calibrated.content_keys`). The claim is taken back: CONTRADICTION. A new text that
itself only reports (a rumour against a rumour) is left to the other readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.calibrated import content_keys
from app.providers.rules.frames import TEXTS_CACHED

_REPORTED = patterns.compile(
    r"\b(?:reported|reports?\s+(?:say|said|claim|claimed)|according\s+to|was\s+said\s+to|"
    r"rumou?red|claimed)\b|报道|据报|网传|传言|传闻|消息称|有消息",
    re.I,
)
_REFUTED = patterns.compile(
    r"\b(?:withdr[ae]wn?\s+(?:its|the|their|his|her)\s+(?:report|story|claim)|retract(?:ed|s)?|"
    r"debunk(?:ed|s)?|denied\s+(?:the\s+)?(?:reports?|claims?|rumou?rs?)|"
    r"(?:report|claim|rumou?r)\s+(?:was|is)\s+(?:false|untrue|unfounded))\b|"
    r"撤回[^，。；！？]{0,30}?报道|撤回|辟谣|不实|谣言|系谣传|纯属捏造",
    re.I,
)
_WORD = re.compile(r"[A-Za-z][\w'-]+|\d[\d.,]*|[\u4e00-\u9fff]{2,}")


@lru_cache(maxsize=TEXTS_CACHED)
def _keys(text: str) -> frozenset[str]:
    return content_keys(text)


def report_refuted(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when the new text withdraws or refutes the report the old text states
    (module docstring); None otherwise."""
    if not _REPORTED.search(old_text) or _REPORTED.search(_REFUTED.sub(" ", new_text)):
        return None
    refuted = _REFUTED.search(new_text)
    if refuted is None or _REFUTED.search(old_text):
        return None
    shared = _keys(new_text) & _keys(old_text)
    if len(shared) < 3:
        return None
    return Relation.CONTRADICTION, f"the report is taken back ('{refuted.group(0)}')"
