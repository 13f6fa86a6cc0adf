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


def record(
    uow: UnitOfWork,
    event: HistoryEvent,
    memory: Memory,
    *,
    actor: str,
    node: str = "hotpath",
    replaced: Memory | None = None,
    meta: dict[str, Any] | None = None,
    thread_id: str | None = None,
    log_change: bool = True,
) -> None:
    """Write the history row, the change-log row (when there is a thread) and the event.

    `replaced` is the version this change retired, if any. The change is logged to
    `thread_id` (the thread of the request that made it), else to the memory's own thread.
    """
    meta = meta or {}
    creates = event in (
        HistoryEvent.ADD,
        HistoryEvent.UPDATE,
        HistoryEvent.RESTORE,
        HistoryEvent.MERGE,
    )
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
    thread_id = thread_id or memory.thread_id
    if change is None or thread_id is None or not log_change:
        return
    uow.threads.log_change(
        thread_id=thread_id,
        memory_id=memory.id,
        event=change,
        meta={
            "category": memory.category,
            "text": memory.text,
            "importance": memory.importance,
            "previous_text": replaced.text if replaced else None,
        },
    )


def record_in_other_chain(
    uow: UnitOfWork,
    event: HistoryEvent,
    memory: Memory,
    *,
    retired: Memory,
    actor: str,
    meta: dict[str, Any],
) -> None:
    """The history row in `retired`'s own chain when `memory`, of another chain, retired it
    (a write retiring several memories, a merge of two): each chain's history then says what
    became of it. The change log and the events already have `record`'s row for the change."""
    uow.history.add(
        event=event,
        memory_id=memory.id,
        chain_id=retired.chain_id,
        old_ref=retired.id,
        new_ref=memory.id,
        actor=actor,
        meta=meta,
    )
