from typing import Any

from sqlalchemy import select

from app.db.models import History
from app.db.repositories.base import TenantRepository
from app.enums import HistoryEvent


class HistoryRepository(TenantRepository):
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
    ) -> History:
        row = History(
            tenant_id=self.tenant_id,
            event=event,
            memory_id=memory_id,
            chain_id=chain_id,
            old_ref=old_ref,
            new_ref=new_ref,
            actor=actor,
            meta=meta,
        )
        self.session.add(row)
        return row

    async def for_chain(self, chain_id: str) -> list[History]:
        rows = await self.session.scalars(
            select(History)
            .where(self.owned(History), History.chain_id == chain_id)
            .order_by(History.id)
        )
        return list(rows)
