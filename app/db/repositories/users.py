"""Everything stored about one person, in bulk: the export's batched reads and the erasure's
statements. Every statement is scoped by tenant and user; none loads the user's rows at once."""

from collections.abc import Sequence
from datetime import datetime
from typing import Any, cast

from sqlalchemy import (
    CursorResult,
    Executable,
    Select,
    delete,
    select,
    tuple_,
)
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Checkpoint, ConsentProposal, History, Memory


class UserRepository:
    def __init__(self, session: AsyncSession, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def _memory_ids(self, user_id: str) -> Select[str]:
        return select(Memory.id).where(
            Memory.tenant_id == self.tenant_id, Memory.user_id == user_id
        )

    async def _count(self, stmt: Executable) -> int:
        # ORM bookkeeping is skipped: these run in a unit of work that loaded nothing.
        result = await self.session.execute(stmt, execution_options={"synchronize_session": False})
        return cast(CursorResult[Any], result).rowcount

    # -- export -------------------------------------------------------------------------------

    async def chain_starts(
        self, user_id: str, *, after: tuple[datetime, str] | None, limit: int
    ) -> list[tuple[datetime, str]]:
        """(created_at, chain_id) of the user's chains in creation order (the first version's
        `created_at`, then id), after the keyset `after`."""
        stmt = select(Memory.created_at, Memory.id).where(
            Memory.tenant_id == self.tenant_id, Memory.user_id == user_id, Memory.version == 1
        )
        if after is not None:
            stmt = stmt.where(tuple_(Memory.created_at, Memory.id) > tuple_(*after))
        stmt = stmt.order_by(Memory.created_at, Memory.id).limit(limit)
        return [(row[0], row[1]) for row in await self.session.execute(stmt)]

    async def versions(self, user_id: str, chain_ids: Sequence[str]) -> list[Memory]:
        """Every version of these chains, by chain then version."""
        stmt = (
            select(Memory)
            .where(
                Memory.tenant_id == self.tenant_id,
                Memory.user_id == user_id,
                Memory.chain_id.in_(chain_ids),
            )
            .order_by(Memory.chain_id, Memory.version)
        )
        return list(await self.session.scalars(stmt))

    async def history(self, chain_ids: Sequence[str]) -> list[History]:
        """The audit events of these chains, oldest first."""
        stmt = (
            select(History)
            .where(History.tenant_id == self.tenant_id, History.chain_id.in_(chain_ids))
            .order_by(History.id)
        )
        return list(await self.session.scalars(stmt))

    # -- erasure (the memory statements are in ErasureRepository) -------------------------

    async def delete_consent_proposals(self, user_id: str) -> int:
        stmt = delete(ConsentProposal).where(
            ConsentProposal.tenant_id == self.tenant_id, ConsentProposal.user_id == user_id
        )
        return await self._count(stmt)

    async def delete_checkpoints(self, user_id: str) -> int:
        stmt = delete(Checkpoint).where(
            Checkpoint.tenant_id == self.tenant_id, Checkpoint.user_id == user_id
        )
        return await self._count(stmt)
