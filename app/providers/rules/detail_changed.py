"""A memory of several details told again with one of them changed: "User is still a nurse
at St. Luke's, but she transferred from the cardiac ward to pediatrics" beside "User works
as a nurse at St. Luke's Hospital on the cardiac ward", 鸡胸肉换成了清蒸鲈鱼，照样不放酱油 beside
…一般是糙米饭、鸡胸肉和西兰花，不放酱油.

`rules.kept_values` keeps the old memory when the new text says its value is "still" the old
one (还是, 照样, "still"). That holds for a memory of one detail; a memory of several is
changed when the new text also names one of its details as the outgoing side of a change:
after "from" / "instead of" / "rather than" / "no longer", before 换成 / 改成 / 改为 / 换到 /
变成, or between 不 / 不再 and 了 (不坐校车了). The detail must be one the old text states in
its own words, so a change of something the old memory never said (例会还是周四下午三点，地点
换到5楼 beside 周四下午三点开例会) still leaves it standing.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_DETERMINER = r"(?:the|a|an|her|his|my|their|our)\s+"
# The outgoing side of a change, as the new text names it.
_OUTGOING_EN = re.compile(
    rf"\b(?:from|instead\s+of|rather\s+than|no\s+longer)\s+(?:{_DETERMINER})?"
    r"([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
)
_OUTGOING_ZH = patterns.compile(
    r"([\u3400-\u9fff]{2})(?=了?(?:换成|改成|改为|换到|变成))|(?:不再|不)([\u3400-\u9fff]{2,4}?)了"
)
_FUNCTION = frozenset(("the", "a", "an", "to", "of", "in", "at", "on", "work", "working"))


@lru_cache(maxsize=TEXTS_CACHED)
def _outgoing(text: str) -> tuple[str, ...]:
    normal = normalize_for_rules(text).casefold()
    found = [m[1] for m in _OUTGOING_EN.finditer(normal)]
    found += [m[1] or m[2] for m in _OUTGOING_ZH.finditer(normal)]
    return tuple(found)


def _stated(detail: str, old: str) -> bool:
    if detail.isascii():
        words = [w for w in detail.split() if w not in _FUNCTION]
        return bool(words) and re.search(rf"\b{re.escape(' '.join(words))}\b", old) is not None
    return detail in old


def an_old_detail_changed(new_text: str, old_text: str) -> str | None:
    """The detail of OLD that NEW names as changed away from, or None."""
    old = normalize_for_rules(old_text).casefold()
    return next((d for d in _outgoing(new_text) if _stated(d, old)), None)
