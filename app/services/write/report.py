"""What a write says about itself: the history meta, the hot path's operational events, and
the verdict on every candidate that the answer explains."""

from dataclasses import dataclass
from typing import Any

from app.db.models import Memory
from app.db.uow import UnitOfWork
from app.enums import EventStatus, Relation
from app.services.write import candidates, classification, policy
from app.services.write.drafts import Draft


@dataclass
class CandidateOutcome:
    id: str
    similarity: float | None
    relation: Relation
    reason: str


def history_meta(
    judged: classification.Classification, snapshot: candidates.Snapshot, embed_error: str | None
) -> dict[str, Any]:
    meta: dict[str, Any] = {}
    if judged.classifier is not None:
        meta["classifier"] = judged.classifier
    if judged.fallback:
        meta["fallback"] = judged.fallback
    if embed_error:
        meta["embedding"] = embed_error
    if snapshot.candidates:
        meta["candidates"] = [
            {"id": m.id, "similarity": sim, "relation": judged.verdict(m.id).relation}
            for m, sim in snapshot.candidates
        ]
    return meta


def track(
    uow: UnitOfWork,
    draft: Draft,
    snapshot: candidates.Snapshot,
    judged: classification.Classification,
    embed_error: str | None,
    memory: Memory | None,
) -> None:
    """Operational events of the hot path: embed (on failure), search, classify."""

    def event(op: str, status: EventStatus, meta: dict[str, Any], sim: float | None = None) -> None:
        uow.events.record(
            node="hotpath",
            op=op,
            status=status,
            sim=sim,
            meta=meta,
            user_id=draft.request.user_id,
            thread_id=draft.request.thread_id,
            memory_id=memory.id if memory else None,
            category=draft.category,
        )

    if embed_error:
        event("embed", EventStatus.error, {"detail": embed_error})
    sims = [sim for _, sim in snapshot.candidates if sim is not None]
    event(
        "search",
        EventStatus.ok,
        {"candidates": len(snapshot.candidates)},
        max(sims) if sims else None,
    )
    status = (
        EventStatus.error
        if judged.fallback
        else EventStatus.ok
        if judged.classifier
        else EventStatus.skipped
    )
    event(
        "classify",
        status,
        {
            "classifier": judged.classifier,
            "fallback": judged.fallback,
            "model_calls": judged.model_calls,
        },
    )


def explain(
    snapshot: candidates.Snapshot, judged: classification.Classification, decision: policy.Decision
) -> list[CandidateOutcome]:
    if snapshot.key_holder is not None:
        return [CandidateOutcome(snapshot.key_holder.id, None, Relation.UPDATE, decision.reason)]
    if snapshot.duplicate is not None:
        return [
            CandidateOutcome(snapshot.duplicate.id, 1.0, Relation.OVERLAP, "the same statement")
        ]
    explained = []
    for memory, sim in snapshot.candidates:
        verdict = judged.verdict(memory.id)
        explained.append(CandidateOutcome(memory.id, sim, verdict.relation, verdict.reason))
    return explained
