"""Step 7 of the write pipeline: carry out a decision inside the write transaction.

Order matters to the constraints: retire the old versions first (the active-key and
active-chain indexes allow one current version), then insert the new one, then audit.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any

from app.db.models import ConsentProposal, Memory
from app.db.uow import UnitOfWork
from app.enums import (
    Action,
    ConsentStatus,
    HistoryEvent,
    MemoryStatus,
    Relation,
    RelationType,
    Tier,
)
from app.errors import StaleWrite
from app.ids import new_id
from app.services import audit, versions
from app.services.principal.keys import Principal
from app.services.write.drafts import Draft
from app.services.write.policy import Decision, Target


@dataclass
class Applied:
    memory: Memory | None
    retired: list[Memory] = field(default_factory=list)
    proposal: ConsentProposal | None = None  # the change that now waits for consent


async def apply(
    uow: UnitOfWork,
    draft: Draft,
    decision: Decision,
    *,
    principal: Principal,
    now: datetime,
    vector: Any | None,
    meta: dict[str, Any],
    neighbours: Sequence[tuple[str, float]] = (),
    node: str = "hotpath",
) -> Applied:
    """Apply `decision`; a new memory is linked to `neighbours` (id, similarity) as well as to
    what it retires. `node` names who writes, for the operational events."""
    meta = {"reason": decision.reason, "relation": decision.relation, **meta}
    existing = decision.existing
    if decision.action is Action.NOOP:
        assert existing is not None
        if decision.event is HistoryEvent.NOOP:
            existing = await uow.memories.reinforce(existing.id, at=now)
            if existing is None:
                raise StaleWrite("the reinforced memory changed")
        else:
            meta["proposed"] = _proposal(draft)
        proposal = None
        if decision.consent_days is not None:
            proposal = _consent_proposal(draft, decision, existing, principal, now)
            uow.consent.add(proposal)
            meta |= {"reason": "awaiting consent", "consent_proposal": proposal.id}
        audit.record(uow, decision.event, existing, actor=principal.actor, meta=meta, node=node)
        return Applied(existing, proposal=proposal)
    if decision.action is Action.DELETE:
        return Applied(None, await _retract(uow, draft, decision.targets, principal, now, meta))

    memory_id = new_id("mem")
    # Read before superseding: retiring a core memory demotes it.
    contradicts_core = any(
        t.relation is Relation.CONTRADICTION and t.memory.tier == Tier.core
        for t in decision.targets
    )
    retired = [
        await versions.retire(
            uow,
            t.memory,
            by=memory_id,
            at=now,
            valid_until=draft.request.valid_from or now,
            contradicted=t.relation is Relation.CONTRADICTION,
        )
        for t in decision.targets
    ]
    primary = retired[0] if retired else None
    content = _content(draft, principal, vector)
    if retired:
        content = replace(
            content, importance=max(content.importance, *(m.importance for m in retired))
        )
    if contradicts_core:  # a contradicted core fact hands its place to the new one
        content = replace(content, tier=Tier.core)
    memory = versions.new_version(
        memory_id, content, previous=primary, at=now, valid_from=draft.request.valid_from
    )
    if decision.late:
        assert existing is not None
        memory.status = MemoryStatus.superseded
        memory.superseded_by = existing.id
        memory.superseded_at = now
        memory.valid_until = existing.valid_from
    uow.memories.add(memory)
    if primary is not None:
        meta["confidence"] = {"old": primary.confidence, "new": memory.confidence}
        meta["value"] = {"old": primary.value, "new": memory.value}
    audit.record(
        uow,
        decision.event,
        memory,
        actor=principal.actor,
        replaced=primary,
        meta={**meta, "late": True} if decision.late else meta,
        log_change=not decision.late,
        node=node,
    )
    if not decision.late:
        await _link(uow, memory, decision.targets, neighbours, principal)
    for other in retired[1:]:
        audit.record_in_other_chain(
            uow, HistoryEvent.UPDATE, memory, retired=other, actor=principal.actor, meta=meta
        )
    return Applied(memory, retired)


async def _link(
    uow: UnitOfWork,
    memory: Memory,
    targets: tuple[Target, ...],
    neighbours: Sequence[tuple[str, float]],
    principal: Principal,
) -> None:
    """Edges from the new memory: `supersedes`/`contradicts` what it retired (its UPDATE history
    row already tells that story) and `related_to` its nearest neighbours, recorded by one LINK
    history row. One statement for all of them."""
    retired = {t.memory.id for t in targets}
    edges: list[tuple[str, RelationType, float]] = []
    for t in targets:
        strength = t.similarity if t.similarity is not None else 1.0
        edges.append((t.memory.id, RelationType.supersedes, strength))
        if t.relation is Relation.CONTRADICTION:
            edges.append((t.memory.id, RelationType.contradicts, strength))
    related = [
        (other, RelationType.related_to, sim) for other, sim in neighbours if other not in retired
    ]
    uow.relations.link(memory.id, edges + related)
    links = [{"to": to, "strength": similarity} for to, _, similarity in related]
    if links:
        uow.history.add(
            event=HistoryEvent.LINK,
            memory_id=memory.id,
            chain_id=memory.chain_id,
            old_ref=None,
            new_ref=None,
            actor=principal.actor,
            meta={"related_to": links},
        )


async def _retract(
    uow: UnitOfWork,
    draft: Draft,
    targets: tuple[Target, ...],
    principal: Principal,
    now: datetime,
    meta: dict[str, Any],
) -> list[Memory]:
    retracted = []
    for target in targets:
        old = await uow.memories.retract(
            target.memory.id, at=now, valid_until=draft.request.valid_from or now
        )
        if old is None:
            raise StaleWrite("a retracted memory changed")
        audit.record(
            uow,
            HistoryEvent.DELETE,
            old,
            actor=principal.actor,
            meta={**meta, "retracted_by": draft.text},
            thread_id=draft.request.thread_id,
        )
        retracted.append(old)
    return retracted


def _content(draft: Draft, principal: Principal, vector: Any | None) -> versions.Content:
    request = draft.request
    return versions.Content(
        tenant_id=principal.tenant_id,
        user_id=request.user_id,
        agent_id=request.agent_id,
        run_id=request.run_id,
        thread_id=request.thread_id,
        actor_id=request.actor_id,
        role=request.role,
        project_id=request.project_id,
        scope=request.scope,
        type=request.type,
        category=draft.category,
        key=request.key,
        value=request.value,
        text=draft.text,
        embedding=vector,
        content_hash=draft.content_hash,
        attributes=list(draft.attributes),
        confidence=draft.confidence,
        importance=draft.importance,
        tier=request.tier,
        pinned=request.pinned,
        lifespan=request.lifespan,
        tags=request.tags,
        meta=request.metadata,
    )


def _proposal(draft: Draft) -> dict[str, object]:
    return {"text": draft.text, "value": draft.request.value, "confidence": draft.confidence}


def _consent_proposal(
    draft: Draft, decision: Decision, kept: Memory, principal: Principal, now: datetime
) -> ConsentProposal:
    """The held change, with the request that approving it writes again (with consent)."""
    assert decision.consent_days is not None
    assert kept.key is not None
    request = draft.request.model_dump(
        mode="json", exclude={"dry_run", "consent"}, exclude_defaults=True
    )
    return ConsentProposal(
        id=new_id("cp"),
        tenant_id=principal.tenant_id,
        user_id=draft.request.user_id,
        memory_id=kept.id,
        key=kept.key,
        proposal={**_proposal(draft), "request": request},
        status=ConsentStatus.pending,
        reason=decision.reason,
        created_at=now,
        expires_at=now + timedelta(days=decision.consent_days),
        decided_at=None,
        decided_by=None,
    )
