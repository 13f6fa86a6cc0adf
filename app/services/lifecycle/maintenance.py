"""Maintenance work, runnable from the CLI: filling in what older memories lack."""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from app.db.uow import UnitOfWorkFactory
from app.progress import Progress
from app.providers import rules
from app.providers.base import Embedder
from app.services.principal.keys import OPEN_TENANT


async def users_changed_since(
    since: datetime, *, uow_factory: UnitOfWorkFactory, tenant_id: str | None = None
) -> list[tuple[str, str]]:
    """(tenant_id, user_id) of the users with a memory changed since `since` — of one tenant,
    or of every tenant when `tenant_id` is None: whom a background job has something to do
    for."""
    async with uow_factory(tenant_id or OPEN_TENANT) as uow:
        return await uow.consolidation.users_changed_since(since, every_tenant=tenant_id is None)


@dataclass
class BackfillReport:
    embedded: int = 0
    examined: int = 0


async def backfill(
    *,
    uow_factory: UnitOfWorkFactory,
    embedder: Embedder,
    batch_size: int = 64,
    progress: Progress | None = None,
) -> BackfillReport:
    """Embed every memory that has no embedding and derive its attributes, in batches; one
    pass over the table, each batch its own transaction (safe to stop and run again)."""
    report, after = BackfillReport(), ""
    while True:
        async with uow_factory(OPEN_TENANT) as uow:
            rows = await uow.maintenance.lacking_derived_fields(after=after, limit=batch_size)
        if not rows:
            return report
        missing = [(memory_id, text) for memory_id, text, embedded in rows if not embedded]
        by_id: dict[str, Any] = {}
        if missing:
            vectors = await embedder.embed([text for _, text in missing])
            by_id = {memory_id: v for (memory_id, _), v in zip(missing, vectors, strict=True)}
        async with uow_factory(OPEN_TENANT) as uow:
            for memory_id, text, _ in rows:
                await uow.maintenance.set_derived(
                    memory_id,
                    attributes=sorted(rules.attributes(text)),
                    embedding=by_id.get(memory_id),
                )
        report.examined += len(rows)
        report.embedded += len(by_id)
        if progress:
            progress.advance(len(rows))
        after = rows[-1][0]
