"""A pre-release beside a release: "Quillon 4.1 beta is available for testing" beside "The
latest stable release of the Quillon database is 4.0", 鸿图OS 5.0测试版开放申请 beside
鸿图OS最新正式版为4.2.

A version reading sees a new number for the same product. A beta, an alpha, a release
candidate, a preview or a nightly build (测试版, 预览版, 公测, 内测) is offered beside the release
for trying out; it does not replace it. When the new text names a pre-release and the old one
does not, whichever reading retired the old text is stopped. A text that says the pre-release
became the release ("now stable", 正式发布, 正式版) is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_PRE = patterns.compile(
    r"\b(?:beta|alpha|release\s+candidate|rc\d*|preview|nightly|early\s+access|pre-?release)\b|"
    r"测试版|预览版|公测|内测|尝鲜版",
    re.I,
)
_RELEASED = re.compile(
    r"\b(?:now\s+stable|general\s+availability|ga\s+release)\b|正式发布|正式版", re.I
)


@lru_cache(maxsize=TEXTS_CACHED)
def _pre(text: str) -> str | None:
    found = _PRE.search(normalize_for_rules(text))
    return found.group(0) if found else None


def only_a_prerelease(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW names a pre-release, OLD a release; None
    otherwise."""
    said = _pre(new_text)
    if said is None or _pre(old_text) or _RELEASED.search(normalize_for_rules(new_text)):
        return None
    return f"a pre-release ('{said}') is offered beside the release, not instead of it"
