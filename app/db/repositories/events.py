from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Event
from app.db.repositories.base import TenantRepository
from app.db.repositories.staged import StagedRows
from app.enums import EventStatus


class EventRepository(TenantRepository):
    def __init__(self, session: AsyncSession, tenant_id: str, staged: StagedRows) -> None:
        super().__init__(session, tenant_id)
        self.staged = staged

    def record(
        self,
        *,
        node: str,
        op: str,
        status: EventStatus = EventStatus.ok,
        user_id: str | None = None,
        thread_id: str | None = None,
        memory_id: str | None = None,
        category: str | None = None,
        sim: float | None = None,
        meta: dict[str, Any] | None = None,
    ) -> None:
        """Stage an operational event (written with the unit of work's other staged rows)."""
        self.staged.events.append(
            {
                "tenant_id": self.tenant_id,
                "node": node,
                "op": op,
                "status": status,
                "user_id": user_id,
                "thread_id": thread_id,
                "memory_id": memory_id,
                "category": category,
                "sim": sim,
                "meta": meta or {},
            }
        )

    async def counts(
        self, *, since: datetime, until: datetime, user_id: str | None = None
    ) -> list[tuple[str, str, EventStatus, int]]:
        """(node, op, status, count) of the events with `since <= ts < until`, ordered by node,
        op and status: one GROUP BY over the tenant's (or one user's) ts index range."""
        stmt = (
            select(Event.node, Event.op, Event.status, func.count())
            .where(self.owned(Event), Event.ts >= since, Event.ts < until)
            .group_by(Event.node, Event.op, Event.status)
            .order_by(Event.node, Event.op, Event.status)
        )
        if user_id is not None:
            stmt = stmt.where(Event.user_id == user_id)
        rows = await self.session.execute(stmt)
        return [(node, op, status, int(count)) for node, op, status, count in rows]
