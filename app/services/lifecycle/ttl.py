"""Forgetting on a schedule (spec 003 item 7): the TTL soft-deletes memories nobody reads, and
the purge erases what stayed deleted past its `purge_at`.

Both are idempotent passes over the whole database, safe to stop and run again, with the
clock injected (`now`) so tests and operators can run them "as of" any moment. Each user's
changes happen under that user's write lock, so they never interleave with a write, a restore
or a consolidation of the same user.
"""

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import groupby

from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from app.enums import HistoryEvent
from app.progress import Progress
from app.services import audit
from app.services.principal.keys import OPEN_TENANT

TTL_ACTOR = "system:ttl"
PURGE_ACTOR = "system:purge"
BATCH = 500


@dataclass
class TtlReport:
    examined: int = 0
    deleted: int = 0


@dataclass
class PurgeReport:
    chains: int = 0
    purged: int = 0


async def expire_stale(
    *,
    uow_factory: UnitOfWorkFactory,
    settings: Settings,
    now: datetime,
    progress: Progress | None = None,
) -> TtlReport:
    """Soft-delete every active memory not read for `ttl_days`, less important than
    `ttl_importance`, neither pinned nor core: status `deleted`, `purge_at` = now +
    `purge_days`, a TTL history row, and a `soft_deleted` line in its thread's change log (so
    the delta header reports it once). Restorable with POST /memory/{id}/restore until purged."""
    report = TtlReport()
    unread_since = now - timedelta(days=settings.ttl_days)
    purge_at = now + timedelta(days=settings.purge_days)
    after = ""
    while True:
        async with uow_factory(OPEN_TENANT) as uow:
            rows = await uow.maintenance.stale(
                unread_since=unread_since,
                importance_below=settings.ttl_importance,
                after=after,
                limit=BATCH,
            )
        if not rows:
            return report
        for (tenant_id, user_id), ids in _by_user(rows):
            async with uow_factory(tenant_id) as uow:
                await uow.lock_user(user_id)
                for memory_id in ids:
                    # Re-checked under the lock: a read or an edit since the scan keeps it.
                    expired = await uow.memories.expire(
                        memory_id,
                        unread_since=unread_since,
                        importance_below=settings.ttl_importance,
                        at=now,
                        purge_at=purge_at,
                    )
                    if expired is None:
                        continue
                    report.deleted += 1
                    meta = {
                        "reason": f"not read for {settings.ttl_days} days",
                        "purge_at": purge_at.isoformat(),
                    }
                    audit.record(
                        uow, HistoryEvent.TTL, expired, actor=TTL_ACTOR, node="worker", meta=meta
                    )
        report.examined += len(rows)
        if progress:
            progress.advance(len(rows))
        after = rows[-1][2]


async def purge_due(
    *, uow_factory: UnitOfWorkFactory, now: datetime, progress: Progress | None = None
) -> PurgeReport:
    """Erase the content of memories soft-deleted whose `purge_at` has passed.

    When nothing of the chain is current any more, the whole chain is erased (its older,
    superseded versions hold the same forgotten fact); a deleted version behind a current one
    (a chain reverted past it) is erased alone. Rows stay, emptied, with a PURGE history row
    that holds no content; the meta of their earlier history and change-log rows is scrubbed
    and their relations dropped — as for a person's erasure.
    """
    report = PurgeReport()
    after = ""
    while True:
        async with uow_factory(OPEN_TENANT) as uow:
            rows = await uow.maintenance.due_for_purge(now=now, after=after, limit=BATCH)
        if not rows:
            return report
        for (tenant_id, user_id), chain_ids in _by_user(rows):
            async with uow_factory(tenant_id) as uow:
                await uow.lock_user(user_id)
                ids = uow.erasure.purgeable(chain_ids, now=now)
                await uow.erasure.scrub_history(ids)
                await uow.erasure.scrub_change_log(ids)
                await uow.erasure.delete_relations(ids)
                await uow.erasure.delete_pair_checks(ids)
                purged = await uow.erasure.purge(
                    ids, at=now, actor=PURGE_ACTOR, meta={"reason": "purge_at passed"}
                )
                uow.events.record(
                    node="worker", op="purge", user_id=user_id, meta={"memories": purged}
                )
            report.chains += len(chain_ids)
            report.purged += purged
        if progress:
            progress.advance(len(rows))
        after = rows[-1][2]


def _by_user(rows: Iterable[tuple[str, str, str]]) -> Iterator[tuple[tuple[str, str], list[str]]]:
    """Group (tenant, user, id) rows by (tenant, user); the ids keep their order."""
    ordered = sorted(rows, key=lambda row: (row[0], row[1]))
    for owner, group in groupby(ordered, key=lambda row: (row[0], row[1])):
        yield owner, [row[2] for row in group]
