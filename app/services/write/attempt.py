"""One write inside its transaction (steps 5–7 of DESIGN §3), the user's lock held: find the
candidates, decide, apply, record. `POST /memory` runs it once per attempt (pipeline.py); a
batch runs it once per item, under the locks of all the batch's users (batch.py). What it
answers, `WriteOutcome`, is what either returns for a memory."""

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from app.config import Settings
from app.db.models import ConsentProposal, Memory
from app.db.uow import UnitOfWork
from app.enums import Action, ConsentStatus, Relation
from app.errors import Conflict, MemoryNotFound
from app.services.request import RequestContext
from app.services.write import candidates, classification, policy, report
from app.services.write.apply import Applied, apply
from app.services.write.drafts import Draft
from app.telemetry import metrics


@dataclass
class WriteOutcome:
    action: Action
    relation: Relation | None
    memory: Memory | None
    reason: str
    superseded: list[Memory] = field(default_factory=list)
    candidates: list[report.CandidateOutcome] = field(default_factory=list)
    dry_run: bool = False
    # The proposal this write opened (the change awaits consent) or carried out (approved).
    consent_proposal: ConsentProposal | None = None

    @property
    def created(self) -> bool:
        return self.memory is not None and self.action is not Action.NOOP and not self.dry_run


@dataclass
class WriteOutcomes:
    results: list[WriteOutcome]

    @property
    def created(self) -> bool:
        return any(result.created for result in self.results)


@dataclass(frozen=True)
class Embedded:
    """A draft's vector, or why there is none (the write goes on without semantic search)."""

    vector: Any | None
    error: str | None = None


@dataclass
class Written:
    """One write decided and applied inside its transaction (not yet committed)."""

    decision: policy.Decision
    applied: Applied
    snapshot: candidates.Snapshot
    judged: classification.Classification
    embed_error: str | None
    approved: ConsentProposal | None

    def count(self, context: RequestContext) -> None:
        """The write's metrics, once it is committed; a memory it stored counts towards the
        planner's statistics of its user (app/db/statistics.py)."""
        if self.applied.memory is not None:
            context.count_written(self.applied.memory.user_id)
        metrics.count_write(
            self.decision.action.value,
            self.decision.relation.value if self.decision.relation else None,
            len(self.applied.retired),
            self.judged.classifier,
            self.judged.fallback is not None,
        )

    def outcome(self, dry_run: bool) -> WriteOutcome:
        decision, applied = self.decision, self.applied
        reason = decision.reason + (
            f" (semantic search skipped: {self.embed_error})" if self.embed_error else ""
        )
        return WriteOutcome(
            action=decision.action,
            relation=decision.relation,
            memory=applied.memory if applied.memory is not None else decision.existing,
            reason=reason,
            superseded=applied.retired,
            candidates=report.explain(self.snapshot, self.judged, decision),
            dry_run=dry_run,
            consent_proposal=applied.proposal or self.approved,
        )


async def decide_and_apply(
    uow: UnitOfWork,
    draft: Draft,
    embedded: Embedded,
    answered: classification.Classification,
    context: RequestContext,
    now: datetime,
    approved: ConsentProposal | None = None,
    *,
    found: candidates.Snapshot | None = None,
) -> Written:
    """Steps 5–7 inside the write's transaction, the user's lock held: find the candidates,
    decide, apply, and record the hot path's events. A batch calls this once per item, and
    passes what the candidate search answers (`found`) when it already has it, under the
    same locks: nothing when the user has no active memory, or the answer of one statement
    for many items (candidates.gather_many)."""
    decision, snapshot, judged = await _decide(
        uow, draft, embedded.vector, answered, context, found
    )
    meta = report.history_meta(judged, snapshot, embedded.error)
    if draft.extraction_fallback:
        meta["extraction"] = draft.extraction_fallback
    if approved is not None:
        meta |= {"consent_proposal": approved.id, "decision": ConsentStatus.approved}
    applied = await apply(
        uow,
        draft,
        decision,
        principal=context.principal,
        now=now,
        vector=embedded.vector,
        meta=meta,
        neighbours=_neighbours(snapshot, context.settings),
    )
    report.track(uow, draft, snapshot, judged, embedded.error, applied.memory or decision.existing)
    return Written(decision, applied, snapshot, judged, embedded.error, approved)


def _neighbours(snapshot: candidates.Snapshot, settings: Settings) -> list[tuple[str, float]]:
    """The candidates close enough to link to, most similar first."""
    close = [(m.id, sim) for m, sim in snapshot.candidates if sim is not None]
    return [(i, s) for i, s in close if s >= settings.link_min][: settings.link_k]


async def _decide(
    uow: UnitOfWork,
    draft: Draft,
    vector: Any | None,
    answered: classification.Classification,
    context: RequestContext,
    found: candidates.Snapshot | None,
) -> tuple[policy.Decision, candidates.Snapshot, classification.Classification]:
    """The decision under the lock, from what is there now: a named target, a key holder or a
    duplicate settles the write; otherwise every candidate's verdict does (the model's answer,
    completed by the rules for candidates that appeared since)."""
    settings, request = context.settings, draft.request
    if found is not None:
        snapshot = found
    else:
        snapshot = await candidates.gather(uow, draft, vector, settings)
    if request.supersedes is not None:
        decision = _consent_gate(await _manual_target(uow, draft), draft, settings)
        return decision, snapshot, answered
    if snapshot.key_holder is not None:
        decision = policy.key_conflict(
            snapshot.key_holder,
            new_confidence=draft.confidence,
            new_value=request.value,
            new_hash=draft.content_hash,
            delta=settings.confidence_delta,
            valid_from=request.valid_from,
        )
        return _consent_gate(decision, draft, settings), snapshot, answered
    if snapshot.duplicate is not None:
        return policy.duplicate(snapshot.duplicate), snapshot, answered
    judged = classification.complete(
        answered, draft.text, snapshot.as_candidates(), rules=context.providers.rules
    )
    targets = [
        policy.Target(
            memory, judged.verdict(memory.id).relation, sim, judged.verdict(memory.id).reason
        )
        for memory, sim in snapshot.candidates
    ]
    decision = policy.resolve(
        policy.within_actor(targets, request.actor_id),
        new_text=draft.text,
        retraction=judged.retraction,
        new_confidence=draft.confidence,
        valid_from=request.valid_from,
        delta=settings.confidence_delta,
        duplicate_similarity=settings.duplicate_similarity,
        max_retirements=settings.max_retirements,
    )
    return decision, snapshot, judged


def _consent_gate(decision: policy.Decision, draft: Draft, settings: Settings) -> policy.Decision:
    """The user's own statement, or a change they consented to, is applied as decided."""
    if not draft.inferred or draft.request.consent:
        return decision
    return policy.hold_for_consent(
        decision,
        new_value=draft.request.value,
        new_hash=draft.content_hash,
        sensitive_keys=settings.sensitive_keys,
        days=settings.consent_days,
    )


async def _manual_target(uow: UnitOfWork, draft: Draft) -> policy.Decision:
    request = draft.request
    assert request.supersedes is not None
    target = await uow.memories.get(request.supersedes)
    if target is None or target.user_id != request.user_id:
        raise MemoryNotFound(request.supersedes)
    if not target.is_active:
        raise Conflict(
            f"Memory '{target.id}' is {target.status}; only the active version can be superseded."
        )
    if request.key is not None:
        holder = await uow.memories.key_holder(request)
        if holder is not None and holder.id != target.id:
            raise Conflict(f"Key '{request.key}' is held by '{holder.id}'; supersede that memory.")
    return policy.manual_supersession(target)
