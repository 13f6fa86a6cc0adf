"""A version or number named as the one superseded: "Quillon 5.3 was published as the new
stable release, superseding 5.2" beside "The current stable release of Quillon is 5.2",
霜叶浏览器3.0正式发布，取代2.8成为稳定版.

`rules.succession` reads the outgoing value after "succeeding", "replaced" or 接替 when it is
a name. Release notes and changelogs name a version instead, a number no name pattern takes.
When the new text names a version as superseded (superseding, supersedes, replacing,
replaces, 取代, 替代, 接替), the old text states that version, and the new text names
another one the old text lacks, the old memory is retired. A plan ("will supersede", 将取代)
retires nothing.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

_VERSION = r"(?:v|version\s+|版本)?\d+(?:\.\d+)+"
_SUPERSEDED = patterns.compile(
    rf"\b(?:supersed(?:es|ed|ing)|replac(?:es|ed|ing)|succeed(?:s|ed|ing))\s+"
    rf"(?:the\s+)?(?:old\s+|previous\s+|earlier\s+)?(?P<old>{_VERSION})\b|"
    rf"(?:取代|替代|接替)了?(?P<old_zh>{_VERSION})",
    re.I,
)
_NUMBER = re.compile(r"(?<![\d.])\d+(?:\.\d+)+(?!\d|\.\d)")
_NOT_YET = patterns.compile(
    r"\b(?:will|would|could|may|might|expected|plans?|planned|set\s+to|beta|preview|"
    r"candidate|rc\d*)\b|将|拟|计划|预计|可能|测试版",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _superseded(text: str) -> tuple[str, frozenset[str]] | None:
    """(the version named as superseded, every version number in TEXT), or None."""
    if not any(ch.isdigit() for ch in text) or _NOT_YET.search(text):
        return None
    found = _SUPERSEDED.search(text)
    if found is None:
        return None
    named = found["old"] or found["old_zh"]
    number = _NUMBER.search(named)
    return (number.group(0) if number else named), frozenset(_NUMBER.findall(text))


def version_superseded(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW names the version OLD states as superseded, and another in its place."""
    found = _superseded(new_text)
    if found is None:
        return None
    outgoing, numbers = found
    held = frozenset(_NUMBER.findall(old_text))
    if outgoing not in held:
        return None
    incoming = sorted(numbers - held)
    if not incoming:
        return None
    return Relation.UPDATE, f"a version superseded: '{outgoing}' → '{incoming[0]}'"
