"""The write pipeline of `POST /memory` (DESIGN §3): validate → embed → find candidates →
classify → resolve → apply, one transaction per memory.

Slow, fallible work (embedding, a remote classifier) happens before the transaction. The
transaction takes the user's advisory lock, re-reads the candidates, judges any that appeared
meanwhile with the in-process rules, decides and applies — so writers of one user are
serialised, no lock is held while a model thinks, and a write makes at most one model call.
"""

import logging
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from app.config import Settings
from app.db.models import Memory
from app.db.uow import UnitOfWork
from app.enums import Action, Relation
from app.errors import Conflict, InvalidInput, MemoryNotFound, ProviderError, StaleWrite
from app.providers.base import Message
from app.providers.factory import Providers
from app.schemas.memory import MemoryCreate
from app.services import candidates, classification, policy, report
from app.services.apply import apply
from app.services.drafts import Draft, build_draft
from app.services.request import RequestContext

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


async def _write_turn(
    request: MemoryCreate, context: RequestContext, dry_run: bool
) -> WriteOutcomes:
    """Each fact the extractor finds is written as if it had been sent alone."""
    assert request.messages is not None
    for name in ("text", "key", "value", "supersedes"):
        if getattr(request, name) is not None:
            raise InvalidInput(
                f"`{name}` describes one memory; it cannot come with `messages`.",
                field=f"body.{name}",
            )
    messages = [Message(m.role.value, m.content) for m in request.messages]
    limit = context.settings.max_extracted_facts
    providers = context.providers
    try:
        facts = await providers.extractor.extract(messages, limit=limit)
    except ProviderError as error:
        log.warning("%s extractor failed (%s); using rules", providers.extractor.name, error.detail)
        facts = await providers.rules_extractor.extract(messages, limit=limit)
    shared = request.model_dump(exclude={"messages", "text", "key", "value", "type", "dry_run"})
    drafts = []
    for fact in facts[:limit]:
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
        except ValidationError:
            continue  # an extracted fact that is not a valid memory is dropped, not stored
        drafts.append(build_draft(fact_request, context.settings, context.categories))
    return WriteOutcomes([await _write_one(draft, context, dry_run) for draft in drafts])


async def _write_one(draft: Draft, context: RequestContext, dry_run: bool) -> WriteOutcome:
    settings, providers = context.settings, context.providers
    tenant_id = context.principal.tenant_id
    vector, embed_error = await _embed(draft.text, providers)
    judged = classification.Classification()
    if not providers.classifier.in_process and draft.request.supersedes is None:
        # A model is slow: ask it before taking the lock, about what is there now.
        async with context.uow_factory(tenant_id) as uow:
            snapshot = await candidates.gather(uow, draft, vector, settings)
        if snapshot.key_holder is None and snapshot.duplicate is None:
            judged = await classification.classify(
                draft.text,
                snapshot.as_candidates(),
                classifier=providers.classifier,
                rules=providers.rules,
            )
    for _ in range(settings.write_retries):
        try:
            async with context.uow_factory(tenant_id) as uow:
                now = await uow.lock_user(draft.request.user_id)
                decision, snapshot = await _decide(uow, draft, vector, judged, context)
                meta = report.history_meta(judged, snapshot, embed_error)
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
            )
        except StaleWrite:
            continue
    raise StaleWrite(f"Gave up after {settings.write_retries} attempts; retry the request.")


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
        return None, f"embedder unavailable: {error.detail}"


async def _decide(
    uow: UnitOfWork,
    draft: Draft,
    vector: Any | None,
    judged: classification.Classification,
    context: RequestContext,
) -> tuple[policy.Decision, candidates.Snapshot]:
    settings, request = context.settings, draft.request
    if request.supersedes is not None:
        snapshot = candidates.Snapshot()
        return await _manual_target(uow, draft), snapshot
    snapshot = await candidates.gather(uow, draft, vector, settings)
    if snapshot.key_holder is not None:
        decision = policy.key_conflict(
            snapshot.key_holder,
            new_confidence=draft.confidence,
            new_value=request.value,
            new_hash=draft.content_hash,
            delta=settings.confidence_delta,
            valid_from=request.valid_from,
        )
        return decision, snapshot
    if snapshot.duplicate is not None:
        return policy.duplicate(snapshot.duplicate), snapshot
    classification.complete(
        judged, draft.text, snapshot.as_candidates(), rules=context.providers.rules
    )
    targets = [
        policy.Target(
            memory, judged.verdict(memory.id).relation, sim, judged.verdict(memory.id).reason
        )
        for memory, sim in snapshot.candidates
    ]
    decision = policy.resolve(
        targets,
        new_text=draft.text,
        retraction=judged.retraction,
        new_confidence=draft.confidence,
        valid_from=request.valid_from,
        delta=settings.confidence_delta,
        duplicate_similarity=settings.duplicate_similarity,
    )
    return decision, snapshot


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
