"""Maintenance across every tenant, for the CLI and background jobs — never for a request."""

from collections.abc import Sequence
from typing import Any

from sqlalchemy import or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Memory


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
                Memory.status != "purged",
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
