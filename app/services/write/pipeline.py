"""The write pipeline of `POST /memory` (DESIGN §3): validate → embed → find candidates →
classify → resolve → apply, one transaction per memory.

Slow, fallible work (embedding, a remote classifier) happens before the transaction. The
transaction takes the user's advisory lock, re-reads the candidates, judges any that appeared
meanwhile with the in-process rules, decides and applies — so writers of one user are
serialised, no lock is held while a model thinks, and a write makes at most one model call.
"""

import logging
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from pydantic import ValidationError

from app.config import Settings
from app.db.models import ConsentProposal, Memory
from app.db.uow import UnitOfWork
from app.enums import Action, ConsentStatus, Relation
from app.errors import Conflict, MemoryNotFound, ProviderError, StaleWrite, TextTooLong
from app.providers.factory import Providers
from app.schemas.write import MemoryCreate
from app.services.request import RequestContext
from app.services.write import candidates, classification, extraction, policy, report
from app.services.write.apply import apply
from app.services.write.drafts import Draft, build_draft
from app.telemetry import metrics

log = logging.getLogger(__name__)


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


async def write_memory(
    request: MemoryCreate, *, context: RequestContext, dry_run: bool = False
) -> WriteOutcome | WriteOutcomes:
    dry_run = dry_run or request.dry_run
    if request.messages is not None:
        return await _write_turn(request, context, dry_run)
    draft = build_draft(request, context.settings, context.categories)
    return await _write_one(draft, context, dry_run)


async def write_approved(
    request: MemoryCreate, *, proposal_id: str, context: RequestContext
) -> WriteOutcome:
    """Carry out an approved consent proposal: its request goes through the pipeline with
    consent, and the proposal is marked approved in the same transaction — unless it is no
    longer pending by then (`Conflict`, nothing written)."""
    consented = request.model_copy(update={"consent": True})
    draft = build_draft(consented, context.settings, context.categories)
    return await _write_one(draft, context, dry_run=False, approving=proposal_id)


async def _write_turn(
    request: MemoryCreate, context: RequestContext, dry_run: bool
) -> WriteOutcomes:
    """Each fact the extractor finds is written as if it had been sent alone."""
    assert request.messages is not None
    facts, by_model, fallback = await extraction.extract(request, context, dry_run=dry_run)
    if by_model:
        facts = await extraction.constrain(facts, request, context, dry_run=dry_run)
    shared = request.model_dump(exclude={"messages", "text", "key", "value", "type", "dry_run"})
    drafts = []
    for fact in facts:
        try:
            fact_request = MemoryCreate.model_validate(
                {
                    **shared,
                    "text": fact.text,
                    "type": fact.type,
                    "key": fact.key,
                    "value": fact.value,
                }
                | (
                    {"confidence": fact.confidence}
                    if request.confidence is None and fact.confidence is not None
                    else {}
                )
            )
            draft = build_draft(
                fact_request, context.settings, context.categories, by_model=by_model
            )
        except (ValidationError, TextTooLong):
            continue  # an extracted fact that is not a memory this service stores is dropped
        drafts.append(replace(draft, extraction_fallback=fallback))
    return WriteOutcomes([await _write_one(draft, context, dry_run) for draft in drafts])


async def _write_one(
    draft: Draft, context: RequestContext, dry_run: bool, approving: str | None = None
) -> WriteOutcome:
    settings, providers = context.settings, context.providers
    tenant_id = context.principal.tenant_id
    vector, embed_error = await _embed(draft.text, providers)
    answered = classification.Classification()
    if not providers.classifier.in_process:
        # A model is slow: ask it before taking the lock, about what is there now. Only
        # candidates that step 5 leaves to judgement reach it (none when a key, a duplicate or
        # a named target decides the write).
        async with context.uow_factory(tenant_id) as uow:
            snapshot = await candidates.gather(uow, draft, vector, settings)
        answered = await classification.classify(
            draft.text,
            snapshot.as_candidates(),
            classifier=providers.classifier,
            rules=providers.rules,
        )
    for _ in range(settings.write_retries):
        try:
            async with context.uow_factory(tenant_id) as uow:
                now = await uow.lock_user(draft.request.user_id)
                approved = await _approve(uow, approving, now, context) if approving else None
                decision, snapshot, judged = await _decide(uow, draft, vector, answered, context)
                meta = report.history_meta(judged, snapshot, embed_error)
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
                    vector=vector,
                    meta=meta,
                    neighbours=_neighbours(snapshot, settings),
                )
                report.track(
                    uow, draft, snapshot, judged, embed_error, applied.memory or decision.existing
                )
                if dry_run:
                    uow.discard()
            if not dry_run:
                metrics.count_write(
                    decision.action.value,
                    decision.relation.value if decision.relation else None,
                    len(applied.retired),
                    judged.classifier,
                    judged.fallback is not None,
                )
            reason = decision.reason + (
                f" (semantic search skipped: {embed_error})" if embed_error else ""
            )
            return WriteOutcome(
                action=decision.action,
                relation=decision.relation,
                memory=applied.memory if applied.memory is not None else decision.existing,
                reason=reason,
                superseded=applied.retired,
                candidates=report.explain(snapshot, judged, decision),
                dry_run=dry_run,
                consent_proposal=applied.proposal or approved,
            )
        except StaleWrite:
            continue
    raise StaleWrite(f"Gave up after {settings.write_retries} attempts; retry the request.")


async def _approve(
    uow: UnitOfWork, proposal_id: str, now: datetime, context: RequestContext
) -> ConsentProposal:
    """Mark the proposal approved in the write's own transaction: both happen, or neither."""
    actor = context.principal.actor
    approved = await uow.consent.decide(
        proposal_id, status=ConsentStatus.approved, at=now, by=actor
    )
    if approved is None:
        raise Conflict(f"Consent proposal '{proposal_id}' is no longer pending.")
    return approved


def _neighbours(snapshot: candidates.Snapshot, settings: Settings) -> list[tuple[str, float]]:
    """The candidates close enough to link to, most similar first."""
    close = [(m.id, sim) for m, sim in snapshot.candidates if sim is not None]
    return [(i, s) for i, s in close if s >= settings.link_min][: settings.link_k]


async def _embed(text: str, providers: Providers) -> tuple[Any | None, str | None]:
    """The text's vector; a failing embedder degrades the write instead of failing it."""
    try:
        return (await providers.embedder.embed([text]))[0], None
    except ProviderError as error:
        log.warning("embedder %s failed: %s", providers.embedder.name, error.detail)
        metrics.count_provider_failure("embedder", providers.embedder.name)
        return None, f"embedder unavailable: {error.detail}"


async def _decide(
    uow: UnitOfWork,
    draft: Draft,
    vector: Any | None,
    answered: classification.Classification,
    context: RequestContext,
) -> tuple[policy.Decision, candidates.Snapshot, classification.Classification]:
    """The decision under the lock, from what is there now: a named target, a key holder or a
    duplicate settles the write; otherwise every candidate's verdict does (the model's answer,
    completed by the rules for candidates that appeared since)."""
    settings, request = context.settings, draft.request
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
