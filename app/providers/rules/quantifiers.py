"""Opposite quantifiers over the same statement: "None of the players on the Kessel team wore
helmets" / "Every player on the Kessel team wore a helmet", "Most of the village's residents
work in the quarry" / "Hardly anyone in the village works in the quarry", 队里没有一个球员戴护具
/ 每个球员都戴了护具.

A statement about all of a group, most of it, or none of it says nothing new when told again
with the same quantifier, and the value readings see no value in "every" or "none". Told with
the opposite quantifier (all or most ↔ none, hardly any, not a single; 每个…都, 所有…都 ↔
没有一个, 没有任何), it cannot hold with the old one: the new text contradicts it. Both texts
must say the same thing of the group: at least two content words (English stems) or two
Chinese characters in a row beside the quantifier in common. "Some" and "a few" are not read
("some are" beside "all are" can both be true), nor a bare "no", nor "every" of a time
("every morning", 每个周末: how often, not how many).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, analyse, normalize_for_rules

# All of the group, or most of it.
# "Every morning", 每个周末 say how often, not how many: not read.
_TIMES = r"(?:day|morning|night|evening|week|weekend|month|year|time|\w+day)s?\b"
EVERY_RE = patterns.compile(
    rf"^(?:all|each|most)\b|\b(?:every(?:one|body|\s+(?!{_TIMES})\w+)|all\s+(?:of\s+)?the|"
    r"most\s+of\s+the)\b|(?:每个|每位|每一个|每一位|所有|全部|全体)(?![周月星礼早晚天年])[^，。,]{0,12}?都",
    re.I,
)
# None of it, or hardly any.
NONE_RE = patterns.compile(
    r"\b(?:none\s+of|no\s+one|nobody|not\s+(?:a\s+single|one|any)|hardly\s+(?:any|anyone|anybody)|"
    r"scarcely\s+(?:any|anyone))\b|没有一个|没有一位|没有任何|没有人|无人|一个都没",
    re.I,
)
_CJK_PAIR = re.compile(r"[\u4e00-\u9fff]{2}")


@lru_cache(maxsize=TEXTS_CACHED)
def _quantifier(text: str) -> str | None:
    """'all' or 'none' for the quantifier TEXT says its statement with, else None."""
    norm = normalize_for_rules(text)
    every, none = EVERY_RE.search(norm), NONE_RE.search(norm)
    if every and not none:
        return "all"
    if none and not every:
        return "none"
    return None


def _pairs(text: str) -> set[str]:
    return {text[i : i + 2] for i in range(len(text) - 1) if _CJK_PAIR.fullmatch(text[i : i + 2])}


def quantifier_flipped(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when NEW says OLD's statement of a group with the opposite quantifier
    (module docstring); None otherwise."""
    q_new, q_old = _quantifier(new_text), _quantifier(old_text)
    if q_new is None or q_old is None or q_new == q_old:
        return None
    shared = analyse(new_text).content & analyse(old_text).content
    if len(shared) < 2 and len(_pairs(new_text) & _pairs(old_text)) < 2:
        return None
    return Relation.CONTRADICTION, f"the same statement of a group, '{q_old}' → '{q_new}'"
