"""A second one beside the first: "Skylark Air opened a second hub at Castlereagh Airport"
beside "Skylark Air's hub is Dunholm Airport", 该公司新增一个研发中心 beside 该公司研发中心位于苏州.

A reading that sees the same attribute with another value takes the new value for the old
one's successor. When the new text names it as one more of the same kind (a second, an
additional, an extra X; 第二个, 新增, 又一) and that kind is named in the old text, the new value
is added beside the old one, which stands. A text that also says the first one went (closed,
replaced, no longer, 不再, 关闭) is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.calibrated import content_keys
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# "a second hub", "an additional office", "one more depot"; 第二个研发中心, 新增一个仓库.
_SECOND_EN = patterns.compile(
    r"\b(?:a\s+second|an\s+additional|an\s+extra|one\s+more)\s+(?:[a-z][\w-]*\s+)??([a-z][\w-]*)",
    re.I,
)
_SECOND_ZH = patterns.compile(r"(?:第二|新增|又一|另一)[个家座所条处]?([\u4e00-\u9fff]{2})")
_GONE = re.compile(
    r"\b(?:closed|closing|shut|replac\w*|instead|moved|relocat\w*)\b|关闭|撤销|取代|替代|迁往|搬到",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _second(text: str) -> tuple[str, str] | None:
    """(the words naming one more of a kind, the key of that kind), or None."""
    normal = normalize_for_rules(text)
    if _GONE.search(normal) or cues.RETRACT_RE.search(normal):
        return None
    if found := _SECOND_EN.search(normal):
        keys = content_keys(found.group(1))
        return (found.group(0), next(iter(keys))) if len(keys) == 1 else None
    if found := _SECOND_ZH.search(normal):
        return found.group(0), found.group(1)
    return None


def one_more_of_a_kind(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW adds one more of a kind OLD names; None
    otherwise."""
    if (found := _second(new_text)) is None:
        return None
    said, kind = found
    old = normalize_for_rules(old_text)
    if kind not in (old if not kind.isascii() else content_keys(old)):
        return None
    return f"one more of a kind ('{said}'): the old one stands beside it"
