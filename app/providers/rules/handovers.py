"""A piece of work handed over: "Passed the onboarding revamp over to Dev" beside "User is
leading the onboarding revamp", 支付对账交给了小周 / 改由财务部牵头 beside 用户负责支付对账.

The old text says someone leads or is in charge of a piece of work (leads, is leading, runs,
in charge of, owns, 负责, 牵头, 负责人); the new text says that work was handed to someone
else (handed / passed … over to, handed over … to, 交给了, 移交给, 转交给, 交接给, 改由 … 牵头 /
负责). The work is named in both: a content word (or a run of two Chinese characters) of what
was handed over is in the old text. A plan ("will hand over", 打算交给) or a question is left
alone; so is a handover back to the lead the old text names.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, analyse, normalize_for_rules

_HANDED = patterns.compile(
    r"\b(?:handed|passed|gave|hands|passes)\s+(?P<en>(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,4}?)\s+"
    r"over\s+to\b|\bhanded\s+over\s+(?P<en2>(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,4}?)\s+to\b|"
    r"(?P<zh>[\u3400-\u9fffA-Za-z0-9]{2,12}?)(?:项目)?(?:已经)?(?:交给了|移交给|转交给|交接给|"
    r"改由|转给了)",
    re.I,
)
_LEADS = patterns.compile(
    r"\b(?:leads|leading|is\s+lead(?:ing)?|runs|running|in\s+charge\s+of|owns|heads|heading|"
    r"lead\s+on)\b|负责|牵头|主导|带",
    re.I,
)
_NOT_ASSERTED = patterns.compile(
    r"\b(?:might|may|could|would|will|if|plan\w*|thinking|going\s+to|about\s+to)\b|"
    r"打算|准备|考虑|想|可能|如果|\?|？",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _handed(text: str) -> tuple[str, str] | None:
    """What TEXT says was handed over, and the cue, or None."""
    norm = normalize_for_rules(text)
    if _NOT_ASSERTED.search(norm) or (found := _HANDED.search(norm)) is None:
        return None
    what = found["en"] or found["en2"] or found["zh"] or ""
    return what, " ".join(found.group(0).split())


def _shared(what: str, old: str) -> str | None:
    """A content word or two-character Chinese run of WHAT that OLD has."""
    shared = analyse(what).content & analyse(old).content
    for word in sorted(shared, key=lambda w: (-len(w), w)):  # ties by spelling, not set order
        if len(word) >= 3:
            return word
    for i in range(len(what) - 1):
        run = what[i : i + 2]
        if re.fullmatch(r"[\u3400-\u9fff]{2}", run) and run in old:
            return run
    return None


def handed_over(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW hands over the work OLD says someone leads (module docstring)."""
    if (found := _handed(new_text)) is None:
        return None
    old = normalize_for_rules(old_text)
    if not _LEADS.search(old) or _HANDED.search(old):
        return None
    what, cue = found
    if (anchor := _shared(what, old)) is None:
        return None
    return Relation.UPDATE, f"'{anchor}' handed over ('{cue}')"
