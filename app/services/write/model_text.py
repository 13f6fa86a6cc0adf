"""Writing constraints for text a model wrote (extracted facts, insights).

A memory a model writes must stand on its own: non-empty after normalisation, at most
`max_written_sentences` sentences and `max_written_chars` characters. Text that is too long is
trimmed at a sentence end (or, failing that, a word end); text that is empty is rejected. What a
user sends directly is never rewritten: these checks apply only to model output.
"""

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

# A sentence ends at . ! ? (or their full-width forms) followed by space or the end; Chinese
# sentences end at 。！？ with no space after them.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")
_SPACE = re.compile(r"\s+")

Outcome = Literal["ok", "trimmed", "rejected"]


@dataclass(frozen=True, slots=True)
class Written:
    text: str
    outcome: Outcome
    reason: str | None = None


def normalize_for_storage(text: str) -> str:
    """Model-written text as it is stored: NFC, control characters dropped, whitespace
    collapsed. (What a user sends is stored as sent.)"""
    text = unicodedata.normalize("NFC", text)
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C" or ch in "\t\n ")
    return _SPACE.sub(" ", text).strip()


def sentences(text: str) -> list[str]:
    return [part.strip() for part in _SENTENCE_END.split(text) if part.strip()]


def validate(text: str, *, max_chars: int, max_sentences: int) -> Written:
    """Check one model-written text against the constraints; trim it or reject it."""
    clean = normalize_for_storage(text)
    if not clean.strip(" .,;:!?-—。，！？"):
        return Written("", "rejected", "empty after normalisation")
    parts = sentences(clean)
    reasons = []
    if len(parts) > max_sentences:
        clean = _join(parts[:max_sentences])
        reasons.append(f"more than {max_sentences} sentences")
    if len(clean) > max_chars:
        clean = _trim(clean, max_chars)
        reasons.append(f"longer than {max_chars} characters")
    if reasons:
        return Written(clean, "trimmed", "; ".join(reasons))
    return Written(clean, "ok")


def _join(parts: list[str]) -> str:
    out = ""
    for part in parts:
        if out and not out.endswith(("。", "！", "？")):
            out += " "
        out += part
    return out


def _trim(text: str, max_chars: int) -> str:
    """Cut at the last sentence end that fits, else the last word end, else hard."""
    kept = ""
    for part in sentences(text):
        candidate = _join([kept, part]) if kept else part
        if len(candidate) > max_chars:
            break
        kept = candidate
    if kept:
        return kept
    head = text[: max_chars - 1]
    cut = head.rsplit(" ", 1)[0] if " " in head else head
    return cut.rstrip(" ,;:") + "…"
