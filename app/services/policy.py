"""Pure decisions of the write pipeline: no I/O, unit-tested without a database."""

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from app.db.models import Memory
from app.enums import Action, HistoryEvent, Relation

_SPACES = re.compile(r"\s+")


def _is_edge_noise(char: str) -> bool:
    return unicodedata.category(char)[0] in "PZ"  # punctuation and separators, any script


def normalize_text(text: str) -> str:
    """The form two statements share when they say the same thing in the same words.

    Case, Unicode width, runs of spaces and punctuation at either end do not count.
    """
    folded = _SPACES.sub(" ", unicodedata.normalize("NFKC", text).casefold())
    start, end = 0, len(folded)
    while start < end and _is_edge_noise(folded[start]):
        start += 1
    while end > start and _is_edge_noise(folded[end - 1]):
        end -= 1
    return folded[start:end]


def content_hash(text: str) -> str:
    return hashlib.sha256(normalize_text(text).encode()).hexdigest()


@dataclass(frozen=True)
class Decision:
    """What to do with a new memory, and the existing memory it concerns, if any."""

    action: Action
    event: HistoryEvent
    reason: str
    relation: Relation | None = None
    existing: Memory | None = None

    @property
    def supersedes(self) -> bool:
        return self.action is Action.UPDATE and self.existing is not None


def add(reason: str) -> Decision:
    return Decision(Action.ADD, HistoryEvent.ADD, reason)


def duplicate(existing: Memory) -> Decision:
    return Decision(
        Action.NOOP,
        HistoryEvent.NOOP,
        f"same statement as active memory {existing.id}; reinforced it",
        existing=existing,
    )


def manual_supersession(target: Memory) -> Decision:
    return Decision(
        Action.UPDATE,
        HistoryEvent.UPDATE,
        f"explicitly supersedes {target.id}",
        relation=Relation.UPDATE,
        existing=target,
    )


def same_value(existing: Memory, value: Any, content_hash_: str) -> bool:
    if value is None and existing.value is None:
        return existing.content_hash == content_hash_
    return bool(existing.value == value)


def key_conflict(
    existing: Memory, *, new_confidence: float, new_value: Any, new_hash: str, delta: float
) -> Decision:
    """Same (scope, type, key, project) as an active memory: the confidence policy decides.

    Confidences closer than `delta` → the latest wins; otherwise the higher one wins. When the
    current value wins, nothing new becomes active and the proposal is kept as a REJECT event.
    """
    label = f"key '{existing.key}'"
    if same_value(existing, new_value, new_hash):
        return Decision(
            Action.NOOP,
            HistoryEvent.NOOP,
            f"{label} already holds this value in {existing.id}; reinforced it",
            existing=existing,
        )
    old, new = existing.confidence, new_confidence
    # Rounded so that 0.9 - 0.8 counts as a difference of 0.1, as a person reads it.
    gap = round(abs(new - old), 9)
    if gap < delta:
        reason = f"{label}: latest wins (confidence {new:g} vs {old:g}, gap < {delta:g})"
        return Decision(Action.UPDATE, HistoryEvent.UPDATE, reason, Relation.UPDATE, existing)
    if new > old:
        reason = f"{label}: higher confidence wins ({new:g} > {old:g})"
        return Decision(Action.UPDATE, HistoryEvent.UPDATE, reason, Relation.UPDATE, existing)
    reason = (
        f"{label}: kept {existing.id}, its confidence {old:g} exceeds the new {new:g} "
        f"by {delta:g} or more; the proposed value is recorded as rejected"
    )
    return Decision(Action.NOOP, HistoryEvent.REJECT, reason, Relation.UPDATE, existing)
