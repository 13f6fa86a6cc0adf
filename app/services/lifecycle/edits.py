"""Soft delete and restore: a memory leaves the current view and comes back, always audited."""

from datetime import datetime, timedelta
from typing import Any

from app.config import Settings
from app.db.models import Memory
from app.db.uow import UnitOfWork, UnitOfWorkFactory
from app.enums import HistoryEvent, MemoryStatus
from app.errors import Conflict, MemoryNotFound
from app.ids import new_id
from app.schemas.memory import MemoryPatch
from app.services import audit, versions
from app.services.principal.keys import Principal


async def _locked(uow: UnitOfWork, memory_id: str) -> tuple[Memory, datetime]:
    """Load a memory after taking its user's write lock, so what we read stays true; answer
    it with the time of the change."""
    user_id = await uow.memories.owner_of(memory_id)
    if user_id is None:
        raise MemoryNotFound(memory_id)
    now = await uow.lock_user(user_id)
    memory = await uow.memories.get(memory_id)
    assert memory is not None  # rows are never removed while their user's lock is held
    return memory, now


async def delete_memory(
    memory_id: str, *, principal: Principal, uow_factory: UnitOfWorkFactory, settings: Settings
) -> Memory:
    """Soft delete: the memory leaves every current view and can be restored until purged.

    Deleting an already deleted memory changes nothing. Only the current (active) version of a
    chain can be deleted: older versions are history.
    """
    async with uow_factory(principal.tenant_id) as uow:
        memory, now = await _locked(uow, memory_id)
        if memory.status == MemoryStatus.deleted:
            return memory
        if not memory.is_active:
            head = await uow.memories.chain_head(memory.chain_id)
            raise Conflict(
                f"Memory '{memory_id}' is {memory.status}, not current; the chain's latest "
                f"version is '{head.id}' ({head.status})."
            )
        purge_at = now + timedelta(days=settings.purge_days)
        deleted = await uow.memories.soft_delete(memory_id, at=now, purge_at=purge_at)
        assert deleted is not None
        audit.record(
            uow, HistoryEvent.DELETE, deleted, actor=principal.actor, meta={"reason": "deleted"}
        )
    return deleted


async def annotate_memory(
    memory_id: str, patch: MemoryPatch, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> Memory:
    """Pin or unpin the current version, or replace its tags, in place: annotations say how to
    treat a memory, not what it states, so no new version is made. A `PATCH` history row keeps
    the old and new values; a patch that changes nothing writes nothing."""
    async with uow_factory(principal.tenant_id) as uow:
        memory, now = await _locked(uow, memory_id)
        if not memory.is_active:
            head = await uow.memories.chain_head(memory.chain_id)
            raise Conflict(
                f"Memory '{memory_id}' is {memory.status}, not current; annotate the chain's "
                f"latest version '{head.id}' ({head.status}) instead."
            )
        changes: dict[str, Any] = {}
        if patch.pinned is not None and patch.pinned != memory.pinned:
            changes["pinned"] = patch.pinned
        if patch.tags is not None and patch.tags != memory.tags:
            changes["tags"] = patch.tags
        if not changes:
            return memory
        meta = {name: {"old": getattr(memory, name), "new": new} for name, new in changes.items()}
        annotated = await uow.memories.annotate(memory_id, at=now, **changes)
        assert annotated is not None  # the user's lock is held
        audit.record(
            uow, HistoryEvent.PATCH, annotated, actor=principal.actor, node="api", meta=meta
        )
    return annotated


async def restore_memory(
    memory_id: str, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> Memory:
    """Make a memory current again and return the current version.

    A deleted or retracted latest version comes back in place. Any older version (superseded,
    or deleted behind a newer one) becomes a new version at the head of its chain: a revert,
    which supersedes the chain's current version if it has one. An active memory is returned
    unchanged.
    """
    async with uow_factory(principal.tenant_id) as uow:
        memory, now = await _locked(uow, memory_id)
        if memory.is_active:
            return memory
        if memory.status == MemoryStatus.purged:
            raise Conflict(f"Memory '{memory_id}' was purged; its content no longer exists.")
        await _refuse_if_key_taken(uow, memory)
        head = await uow.memories.chain_head(memory.chain_id)
        if head.id == memory.id:
            restored = await uow.memories.reactivate(memory_id, at=now)
            assert restored is not None
            meta = {"reason": f"restored {memory.status} memory", "restored_from": memory.id}
            audit.record(uow, HistoryEvent.RESTORE, restored, actor=principal.actor, meta=meta)
            return restored

        revert_id = new_id("mem")
        replaced = None
        if head.is_active:
            # A write or a merge demotes a core memory it retires; a revert has always left
            # the head's tier alone. Kept so: whether it should demote is not decided here.
            replaced = await versions.retire(
                uow, head, by=revert_id, at=now, valid_until=now, demote=False
            )
        revert = versions.new_version(revert_id, versions.Content.of(memory), previous=head, at=now)
        uow.memories.add(revert)
        meta = {
            "reason": f"reverted to version {memory.version}",
            "restored_from": memory.id,
        }
        audit.record(
            uow, HistoryEvent.RESTORE, revert, actor=principal.actor, replaced=replaced, meta=meta
        )
    return revert


async def _refuse_if_key_taken(uow: UnitOfWork, memory: Memory) -> None:
    if memory.key is None:
        return
    holder = await uow.memories.key_holder(memory)
    if holder is not None and holder.chain_id != memory.chain_id:
        raise Conflict(
            f"Key '{memory.key}' is now held by '{holder.id}'; supersede or delete it first."
        )
