"""Every change leaves three traces in its own transaction: history, the thread's change log
(which feeds the delta header), and an operational event."""

from typing import Any

from app.db.models import Memory
from app.db.uow import UnitOfWork
from app.enums import HistoryEvent

# How each history event reads in a thread's change log (the delta header's vocabulary).
CHANGE_NAMES = {
    HistoryEvent.ADD: "created",
    HistoryEvent.UPDATE: "updated",
    HistoryEvent.MERGE: "merged",
    HistoryEvent.DELETE: "deleted",
    HistoryEvent.TTL: "soft_deleted",
    HistoryEvent.RESTORE: "restored",
}


async def record(
    uow: UnitOfWork,
    event: HistoryEvent,
    memory: Memory,
    *,
    actor: str,
    node: str = "hotpath",
    replaced: Memory | None = None,
    meta: dict[str, Any] | None = None,
) -> None:
    """Write the history row, the change-log row (when the memory has a thread) and the event.

    `replaced` is the version this change retired, if any.
    """
    meta = meta or {}
    creates = event in (HistoryEvent.ADD, HistoryEvent.UPDATE, HistoryEvent.RESTORE)
    uow.history.add(
        event=event,
        memory_id=memory.id,
        chain_id=memory.chain_id,
        old_ref=replaced.id if replaced else None,
        new_ref=memory.id if creates else None,
        actor=actor,
        meta=meta,
    )
    uow.events.record(
        node=node,
        op=event.value.lower(),
        user_id=memory.user_id,
        thread_id=memory.thread_id,
        memory_id=memory.id,
        category=memory.category,
    )
    change = CHANGE_NAMES.get(event)
    if change is None or memory.thread_id is None:
        return
    rev = await uow.threads.bump_revision(memory.thread_id)
    uow.threads.log_change(
        thread_id=memory.thread_id,
        rev=rev,
        memory_id=memory.id,
        event=change,
        meta={
            "category": memory.category,
            "text": memory.text,
            "importance": memory.importance,
            "previous_text": replaced.text if replaced else None,
        },
    )
