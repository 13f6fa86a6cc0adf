"""The write pipeline of `POST /memory` (DESIGN §3): validate → embed → find candidates →
classify → resolve → apply, one transaction per memory.

Slow, fallible work (a remote embedder, a remote classifier) happens before the transaction.
The transaction takes the user's advisory lock, re-reads the candidates, judges any that
appeared meanwhile with the in-process rules, decides and applies — so writers of one user are
serialised, no lock is held while a remote model thinks, and a write makes at most one model
call. An in-process embedder's forward pass (a few milliseconds on its own thread) starts
first and runs while the draft is read, the transaction begins and takes the lock, and the
rules read the new text alone (`read_ahead`): the write waits for the longer of the two, not
for both.
"""

import asyncio
import logging
from dataclasses import replace
from datetime import datetime
from typing import Any

from pydantic import ValidationError

from app.db.models import ConsentProposal
from app.db.uow import UnitOfWork
from app.enums import ConsentStatus
from app.errors import Conflict, ProviderError, StaleWrite, TextTooLong
from app.providers.factory import Providers
from app.schemas.write import MemoryCreate
from app.services.request import RequestContext
from app.services.write import candidates, classification, extraction
from app.services.write.attempt import (
    Embedded,
    WriteOutcome,
    WriteOutcomes,
    decide_and_apply,
)
from app.services.write.drafts import Draft, build_draft
from app.telemetry import metrics

log = logging.getLogger(__name__)


async def write_memory(
    request: MemoryCreate, *, context: RequestContext, dry_run: bool = False
) -> WriteOutcome | WriteOutcomes:
    dry_run = dry_run or request.dry_run
    if request.messages is not None:
        return await _write_turn(request, context, dry_run)
    assert request.text is not None
    # The forward pass starts before the draft: the rules read the text's attributes while it
    # runs. (A request the draft refuses has had its text embedded for nothing: texts are
    # at most 4,000 characters, and refusals are rare.)
    embedding = await _start_embedding(request.text, context.providers)
    try:
        draft = build_draft(request, context.settings, context.categories)
        return await _resolve(draft, embedding, context, dry_run, None)
    finally:
        embedding.cancel()


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
    embedding = await _start_embedding(draft.text, context.providers)
    try:
        return await _resolve(draft, embedding, context, dry_run, approving)
    finally:
        embedding.cancel()  # nothing to cancel once it is done; a request that went away


async def _start_embedding(
    text: str, providers: Providers
) -> "asyncio.Future[tuple[Any | None, str | None]]":
    """The text's embedding, under way: an in-process model has been handed the text (its
    forward pass runs on its own thread) by the time this returns, so the caller's own work
    overlaps it."""
    embedding = asyncio.ensure_future(_embed(text, providers))
    await asyncio.sleep(0)  # one turn of the loop: the task runs up to the hand-over
    return embedding


async def _resolve(
    draft: Draft,
    embedding: "asyncio.Future[tuple[Any | None, str | None]]",
    context: RequestContext,
    dry_run: bool,
    approving: str | None,
) -> WriteOutcome:
    settings, providers = context.settings, context.providers
    tenant_id = context.principal.tenant_id
    if not providers.embedder.in_process:
        await embedding  # a network call: never while this write holds its user's lock
    answered = classification.Classification()
    if not providers.classifier.in_process:
        vector, _ = await embedding
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
                # A free-text write of a user writing often plans its statements once; one
                # stating an attribute has its candidates planned for the attribute's rows.
                request = draft.request
                generic = (
                    request.key is None
                    and not draft.attributes
                    and await uow.candidates.keep_plan(request.user_id, request.project_id)
                )
                now = await uow.lock_user(request.user_id, generic_plans=generic)
                if not embedding.done() and providers.classifier.in_process:
                    # The forward pass still runs on its own thread: the rules read the new
                    # text meanwhile, work their judgement would otherwise do after it.
                    providers.rules.read_ahead(draft.text)
                vector, embed_error = await embedding
                approved = await _approve(uow, approving, now, context) if approving else None
                written = await decide_and_apply(
                    uow, draft, Embedded(vector, embed_error), answered, context, now, approved
                )
                if dry_run:
                    uow.discard()
            if not dry_run:
                written.count(context)
            return written.outcome(dry_run)
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


async def _embed(text: str, providers: Providers) -> tuple[Any | None, str | None]:
    """The text's vector; a failing embedder degrades the write instead of failing it."""
    try:
        return (await providers.embedder.embed([text]))[0], None
    except ProviderError as error:
        log.warning("embedder %s failed: %s", providers.embedder.name, error.detail)
        metrics.count_provider_failure("embedder", providers.embedder.name)
        return None, f"embedder unavailable: {error.detail}"
