"""Maintenance across every tenant, for the CLI and background jobs — never for a request."""

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import or_, select, text, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Memory
from app.db.repositories.memories import stale
from app.enums import MemoryStatus


class MaintenanceRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def lacking_derived_fields(
        self, *, after: str, limit: int
    ) -> list[tuple[str, str, bool]]:
        """(id, text, has embedding) of memories without an embedding or attributes, by id."""
        stmt = (
            select(Memory.id, Memory.text, Memory.embedding.is_not(None))
            .where(
                Memory.id > after,
                Memory.status != MemoryStatus.purged,
                or_(Memory.embedding.is_(None), Memory.attributes == []),
            )
            .order_by(Memory.id)
            .limit(limit)
        )
        return [(row[0], row[1], bool(row[2])) for row in await self.session.execute(stmt)]

    async def set_derived(
        self, memory_id: str, *, attributes: Sequence[str], embedding: Any | None
    ) -> None:
        values: dict[str, Any] = {"attributes": list(attributes)}
        if embedding is not None:
            values["embedding"] = embedding
        await self.session.execute(update(Memory).where(Memory.id == memory_id).values(**values))

    async def stale(
        self, *, unread_since: datetime, importance_below: float, after: str, limit: int
    ) -> list[tuple[str, str, str]]:
        """(tenant, user, id) of the memories the TTL forgets (see `stale`), by id."""
        stmt = (
            select(Memory.tenant_id, Memory.user_id, Memory.id)
            .where(Memory.id > after, *stale(unread_since, importance_below))
            .order_by(Memory.id)
            .limit(limit)
        )
        return [(row[0], row[1], row[2]) for row in await self.session.execute(stmt)]

    async def due_for_purge(
        self, *, now: datetime, after: str, limit: int
    ) -> list[tuple[str, str, str]]:
        """(tenant, user, chain) of soft-deleted memories whose `purge_at` has passed, by chain."""
        stmt = (
            select(Memory.tenant_id, Memory.user_id, Memory.chain_id)
            .where(
                Memory.status == MemoryStatus.deleted,
                Memory.purge_at <= now,
                Memory.chain_id > after,
            )
            .group_by(Memory.tenant_id, Memory.user_id, Memory.chain_id)
            .order_by(Memory.chain_id)
            .limit(limit)
        )
        return [(row[0], row[1], row[2]) for row in await self.session.execute(stmt)]

    async def queue_depth(self) -> dict[tuple[str, str], int]:
        """Jobs waiting or running, by (queue, status), from the job queue's own schema."""
        rows = await self.session.execute(
            text(
                "SELECT queue_name, status::text, count(*) FROM procrastinate.procrastinate_jobs"
                " WHERE status IN ('todo', 'doing') GROUP BY 1, 2"
            )
        )
        return {(row[0], row[1]): row[2] for row in rows}

    async def schema_revision(self) -> str | None:
        revision: str | None = (
            await self.session.execute(text("SELECT version_num FROM alembic_version"))
        ).scalar_one_or_none()
        return revision
