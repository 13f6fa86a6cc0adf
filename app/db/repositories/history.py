from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import History
from app.db.repositories.base import TenantRepository
from app.db.repositories.staged import StagedRows
from app.enums import HistoryEvent


class HistoryRepository(TenantRepository):
    def __init__(self, session: AsyncSession, tenant_id: str, staged: StagedRows) -> None:
        super().__init__(session, tenant_id)
        self.staged = staged

    def add(
        self,
        *,
        event: HistoryEvent,
        memory_id: str,
        chain_id: str,
        old_ref: str | None,
        new_ref: str | None,
        actor: str | None,
        meta: dict[str, Any],
    ) -> None:
        """Stage a history row: it goes in with the unit of work's other staged rows, in the
        same transaction as the change it records."""
        self.staged.history.append(
            {
                "tenant_id": self.tenant_id,
                "event": event,
                "memory_id": memory_id,
                "chain_id": chain_id,
                "old_ref": old_ref,
                "new_ref": new_ref,
                "actor": actor,
                "meta": meta,
            }
        )

    async def for_chain(self, chain_id: str) -> list[History]:
        rows = await self.session.scalars(
            select(History)
            .where(self.owned(History), History.chain_id == chain_id)
            .order_by(History.id)
        )
        return list(rows)
