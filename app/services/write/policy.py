"""Pure decisions of the write pipeline: no I/O, unit-tested without a database."""

import hashlib
import re
import unicodedata
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from app.db.models import Memory
from app.enums import Action, HistoryEvent, Relation
from app.services.write.sameness import same_content

_SPACES = re.compile(r"\s+")


def _is_edge_noise(char: str) -> bool:
    return unicodedata.category(char)[0] in "PZ"  # punctuation and separators, any script


def normalize_for_dedupe(text: str) -> str:
    """The form two statements share when they say the same thing in the same words: what
    `content_hash` hashes, so a repeated statement is found as a duplicate. Never stored.

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
    return hashlib.sha256(normalize_for_dedupe(text).encode()).hexdigest()


RETIRING = (Relation.CONTRADICTION, Relation.UPDATE)


@dataclass(frozen=True)
class Target:
    """An existing memory this write retires, and why."""

    memory: Memory
    relation: Relation
    similarity: float | None = None
    reason: str = ""


@dataclass(frozen=True)
class Decision:
    """What to do with a new memory.

    `existing` is the memory the decision is about: the one superseded first (the new version
    joins its chain), reinforced, kept, or — for a late fact — the current one it stays behind.
    `targets` are all the memories the write retires. `consent_days` is set when the change
    waits for the user's consent instead: a proposal open that many days, `existing` kept.
    """

    action: Action
    event: HistoryEvent
    reason: str
    relation: Relation | None = None
    existing: Memory | None = None
    targets: tuple[Target, ...] = ()
    late: bool = False
    consent_days: int | None = None


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
        targets=(Target(target, Relation.UPDATE),),
    )


def _late(existing: Memory, valid_from: datetime | None, relation: Relation) -> Decision | None:
    """A fact that became true before the current one did is history, not the present."""
    if valid_from is None or valid_from >= existing.valid_from:
        return None
    reason = (
        f"arrived late: valid from {valid_from:%Y-%m-%d %H:%M}, before the current "
        f"{existing.id} ({existing.valid_from:%Y-%m-%d %H:%M}); stored as history"
    )
    return Decision(Action.ADD, HistoryEvent.ADD, reason, relation, existing, late=True)


def _stronger(existing: Memory, new_confidence: float, delta: float) -> bool:
    # Rounded so that 0.9 - 0.8 counts as a difference of 0.1, as a person reads it.
    return round(existing.confidence - new_confidence, 9) >= delta


def _rejected(
    existing: Memory, new_confidence: float, delta: float, relation: Relation
) -> Decision:
    reason = (
        f"kept {existing.id}: its confidence {existing.confidence:g} exceeds the new "
        f"{new_confidence:g} by {delta:g} or more; the proposed value is recorded as rejected"
    )
    return Decision(Action.NOOP, HistoryEvent.REJECT, reason, relation, existing)


def within_actor(targets: Sequence[Target], actor_id: str | None) -> list[Target]:
    """A memory said by one actor (a speaker of a conversation, `actor_id`) never retires one
    said by another: "Caroline: I have no kids" is not news about Melanie. Retiring verdicts
    across actors become NONE; memories without an actor are anyone's."""
    if actor_id is None:
        return list(targets)
    return [
        Target(
            t.memory, Relation.NONE, t.similarity, f"said by {t.memory.actor_id}, not {actor_id}"
        )
        if t.relation in RETIRING
        and t.memory.actor_id is not None
        and t.memory.actor_id.casefold() != actor_id.casefold()
        else t
        for t in targets
    ]


def resolve(
    judged: Sequence[Target],
    *,
    new_text: str,
    retraction: bool,
    new_confidence: float,
    valid_from: datetime | None,
    delta: float,
    duplicate_similarity: float,
    max_retirements: int = 2,
) -> Decision:
    """Decide from every candidate's verdict, most similar first.

    CONTRADICTION/UPDATE retire the candidate (at most `max_retirements`, the most similar
    first; the others coexist) — unless the new fact is older than it (kept as
    history) or clearly less confident (rejected). A pure retraction stores nothing new. A
    near-duplicate the classifier calls OVERLAP is reinforced only when it states the same
    content (app.services.write.sameness): embeddings barely see a changed time, number or name.
    Anything else coexists.
    """
    targets = tuple(t for t in judged if t.relation in RETIRING)[:max_retirements]
    if targets:
        primary = targets[0]
        newest = max(targets, key=lambda t: t.memory.valid_from)
        late = _late(newest.memory, valid_from, primary.relation)
        if late is not None:
            return late
        for target in targets:
            if _stronger(target.memory, new_confidence, delta):
                return _rejected(target.memory, new_confidence, delta, target.relation)
        ids = ", ".join(t.memory.id for t in targets)
        if retraction:
            reason = f"retracts {ids}: {primary.reason}"
            return Decision(
                Action.DELETE, HistoryEvent.DELETE, reason, primary.relation, None, targets
            )
        reason = f"{primary.relation.value.lower()} of {ids}: {primary.reason}"
        return Decision(
            Action.UPDATE, HistoryEvent.UPDATE, reason, primary.relation, primary.memory, targets
        )
    for t in judged:
        near = t.similarity is not None and t.similarity >= duplicate_similarity
        if near and t.relation is Relation.OVERLAP and same_content(new_text, t.memory.text):
            reason = (
                f"near-duplicate of {t.memory.id} (similarity {t.similarity:.3f}); reinforced it"
            )
            return Decision(Action.NOOP, HistoryEvent.NOOP, reason, Relation.OVERLAP, t.memory)
    if not judged:
        return add("no related memory")
    relation = (
        Relation.OVERLAP if any(t.relation is Relation.OVERLAP for t in judged) else Relation.NONE
    )
    related = [t.memory.id for t in judged if t.relation is Relation.OVERLAP]
    reason = (
        f"coexists with {', '.join(related)} (overlap)"
        if related
        else "no conflict with related memories"
    )
    return Decision(Action.ADD, HistoryEvent.ADD, reason, relation)


def same_value(existing: Memory, value: Any, content_hash_: str) -> bool:
    if value is None and existing.value is None:
        return existing.content_hash == content_hash_
    return bool(existing.value == value)


def key_conflict(
    existing: Memory,
    *,
    new_confidence: float,
    new_value: Any,
    new_hash: str,
    delta: float,
    valid_from: datetime | None = None,
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
    late = _late(existing, valid_from, Relation.UPDATE)
    if late is not None:
        return late
    if _stronger(existing, new_confidence, delta):
        rejected = _rejected(existing, new_confidence, delta, Relation.UPDATE)
        return Decision(
            rejected.action,
            rejected.event,
            f"{label}: {rejected.reason}",
            Relation.UPDATE,
            existing,
        )
    old, new = existing.confidence, new_confidence
    if round(abs(new - old), 9) < delta:
        reason = f"{label}: latest wins (confidence {new:g} vs {old:g}, gap < {delta:g})"
    else:
        reason = f"{label}: higher confidence wins ({new:g} > {old:g})"
    targets = (Target(existing, Relation.UPDATE),)
    return Decision(Action.UPDATE, HistoryEvent.UPDATE, reason, Relation.UPDATE, existing, targets)


def hold_for_consent(
    decision: Decision,
    *,
    new_value: Any,
    new_hash: str,
    sensitive_keys: Collection[str],
    days: int,
) -> Decision:
    """A change the user did not state themself (an agent's or a model's inference, without
    `consent: true`) must not overwrite a sensitive key: it becomes a proposal for `days` and
    the current value stays.

    Only a change that would retire a current value of a sensitive key is held. A first value
    overwrites nothing, the same value changes nothing, and a late fact or a rejected one
    leaves the current value as it is: those go through as decided.
    """
    if decision.action is not Action.UPDATE:
        return decision
    held = [
        t.memory
        for t in decision.targets
        if t.memory.key in sensitive_keys and not same_value(t.memory, new_value, new_hash)
    ]
    if not held:
        return decision
    kept = held[0]
    reason = (
        f"consent required: key '{kept.key}' is sensitive and the change was inferred, not"
        f" stated by the user; kept {kept.id}, the proposed value awaits the user's approval"
    )
    return Decision(
        Action.NOOP, HistoryEvent.REJECT, reason, decision.relation, kept, consent_days=days
    )
