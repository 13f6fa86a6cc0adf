"""The write pipeline of `POST /memory`: validate → dedupe → candidates → resolve → apply.

Each attempt is one transaction holding the user's advisory lock, so writers of one user's
memories are serialised; the partial unique index on active keys is the backstop, and a write
that loses a race anyway (StaleWrite) re-reads and decides again, a bounded number of times.
"""

from dataclasses import dataclass, field
from datetime import datetime

from app.categories import Categories
from app.config import Settings
from app.db.models import Memory
from app.db.uow import UnitOfWork, UnitOfWorkFactory
from app.enums import Action, HistoryEvent, Relation
from app.errors import Conflict, InvalidInput, MemoryNotFound, StaleWrite
from app.ids import new_id
from app.schemas.memory import MemoryCreate
from app.services import audit, policy
from app.services.keys import Principal


@dataclass
class WriteOutcome:
    action: Action
    relation: Relation | None
    memory: Memory | None
    reason: str
    superseded: list[Memory] = field(default_factory=list)
    dry_run: bool = False

    @property
    def created(self) -> bool:
        return self.action in (Action.ADD, Action.UPDATE) and not self.dry_run


@dataclass(frozen=True)
class Draft:
    """A validated request plus what the pipeline derives from it."""

    request: MemoryCreate
    category: str
    content_hash: str
    confidence: float
    importance: float


async def write_memory(
    request: MemoryCreate,
    *,
    principal: Principal,
    uow_factory: UnitOfWorkFactory,
    settings: Settings,
    categories: Categories,
    dry_run: bool = False,
) -> WriteOutcome:
    draft = _draft(request, settings, categories)
    for _ in range(settings.write_retries):
        try:
            async with uow_factory(principal.tenant_id) as uow:
                now = await uow.lock_user(request.user_id)
                decision = await _decide(uow, draft, settings)
                outcome = await _apply(uow, draft, decision, principal, now)
                if dry_run:
                    uow.discard()
                    outcome.dry_run = True
            return outcome
        except StaleWrite:
            continue
    raise StaleWrite(f"Gave up after {settings.write_retries} attempts; retry the request.")


def _draft(request: MemoryCreate, settings: Settings, categories: Categories) -> Draft:
    category = request.category or categories.default_for(request.type)
    if category not in categories.by_name:
        raise InvalidInput(f"Unknown category '{category}'.", field="body.category")
    return Draft(
        request=request,
        category=category,
        content_hash=policy.content_hash(request.text),
        confidence=settings.default_confidence
        if request.confidence is None
        else request.confidence,
        importance=settings.default_importance
        if request.importance is None
        else request.importance,
    )


async def _decide(uow: UnitOfWork, draft: Draft, settings: Settings) -> policy.Decision:
    request = draft.request
    key_holder = None
    if request.key is not None:
        key_holder = await uow.memories.get_active_by_key(
            user_id=request.user_id,
            scope=request.scope,
            type=request.type,
            key=request.key,
            project_id=request.project_id,
        )
    if request.supersedes is not None:
        return await _manual_target(uow, draft, key_holder)
    if key_holder is not None:
        return policy.key_conflict(
            key_holder,
            new_confidence=draft.confidence,
            new_value=request.value,
            new_hash=draft.content_hash,
            delta=settings.confidence_delta,
        )
    if request.key is None:
        duplicate = await uow.memories.get_active_by_hash(
            user_id=request.user_id, project_id=request.project_id, content_hash=draft.content_hash
        )
        if duplicate is not None:
            return policy.duplicate(duplicate)
        return policy.add("no active memory says the same thing")
    return policy.add(f"no active memory holds key '{request.key}'")


async def _manual_target(
    uow: UnitOfWork, draft: Draft, key_holder: Memory | None
) -> policy.Decision:
    target_id = draft.request.supersedes
    assert target_id is not None
    target = await uow.memories.get(target_id)
    if target is None or target.user_id != draft.request.user_id:
        raise MemoryNotFound(target_id)
    if not target.is_active:
        raise Conflict(
            f"Memory '{target_id}' is {target.status}; only the active version can be superseded."
        )
    if key_holder is not None and key_holder.id != target.id:
        raise Conflict(
            f"Key '{draft.request.key}' is held by '{key_holder.id}'; supersede that memory."
        )
    return policy.manual_supersession(target)


async def _apply(
    uow: UnitOfWork,
    draft: Draft,
    decision: policy.Decision,
    principal: Principal,
    now: datetime,
) -> WriteOutcome:
    existing = decision.existing
    base_meta: dict[str, object] = {"reason": decision.reason, "relation": decision.relation}
    if decision.action is Action.NOOP:
        assert existing is not None
        if decision.event is HistoryEvent.NOOP:
            kept = await uow.memories.reinforce(existing.id, at=now)
            if kept is None:
                raise StaleWrite("the reinforced memory changed")
            existing = kept
            meta = base_meta
        else:
            meta = {**base_meta, "proposed": _proposal(draft)}
        await audit.record(uow, decision.event, existing, actor=principal.actor, meta=meta)
        return WriteOutcome(decision.action, decision.relation, existing, decision.reason)

    memory_id = new_id("mem")
    superseded: list[Memory] = []
    if decision.supersedes:
        assert existing is not None
        valid_until = draft.request.valid_from or now
        old = await uow.memories.supersede(
            existing.id, by=memory_id, at=now, valid_until=valid_until
        )
        if old is None:
            raise StaleWrite("the superseded memory changed")
        superseded.append(old)
    memory = _new_version(
        memory_id, draft, principal, now, previous=superseded[0] if superseded else None
    )
    await uow.memories.add(memory)
    meta = {**base_meta, **_confidence_change(superseded, memory)}
    await audit.record(
        uow,
        decision.event,
        memory,
        actor=principal.actor,
        replaced=superseded[0] if superseded else None,
        meta=meta,
    )
    return WriteOutcome(decision.action, decision.relation, memory, decision.reason, superseded)


def _new_version(
    memory_id: str, draft: Draft, principal: Principal, now: datetime, previous: Memory | None
) -> Memory:
    request = draft.request
    return Memory(
        id=memory_id,
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
        text=request.text,
        content_hash=draft.content_hash,
        confidence=draft.confidence,
        importance=draft.importance,
        tier=request.tier,
        pinned=request.pinned,
        lifespan=request.lifespan,
        tags=request.tags,
        meta=request.metadata,
        chain_id=previous.chain_id if previous else memory_id,
        version=previous.version + 1 if previous else 1,
        supersedes=previous.id if previous else None,
        status="active",
        valid_from=request.valid_from or now,
        created_at=now,
        updated_at=now,
        access_count=0,
    )


def _proposal(draft: Draft) -> dict[str, object]:
    return {
        "text": draft.request.text,
        "value": draft.request.value,
        "confidence": draft.confidence,
    }


def _confidence_change(superseded: list[Memory], memory: Memory) -> dict[str, object]:
    if not superseded:
        return {}
    old = superseded[0]
    return {
        "confidence": {"old": old.confidence, "new": memory.confidence},
        "value": {"old": old.value, "new": memory.value},
    }
