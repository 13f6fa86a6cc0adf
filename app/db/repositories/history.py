from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import History
from app.enums import HistoryEvent


class HistoryRepository:
    def __init__(self, session: AsyncSession, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

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
            event=event.value,
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
            .where(History.tenant_id == self.tenant_id, History.chain_id == chain_id)
            .order_by(History.id)
        )
        return list(rows)
