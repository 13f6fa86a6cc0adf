from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Event


class EventRepository:
    def __init__(self, session: AsyncSession, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def record(
        self,
        *,
        node: str,
        op: str,
        status: str = "ok",
        user_id: str | None = None,
        thread_id: str | None = None,
        memory_id: str | None = None,
        category: str | None = None,
        sim: float | None = None,
        meta: dict[str, Any] | None = None,
    ) -> None:
        self.session.add(
            Event(
                tenant_id=self.tenant_id,
                node=node,
                op=op,
                status=status,
                user_id=user_id,
                thread_id=thread_id,
                memory_id=memory_id,
                category=category,
                sim=sim,
                meta=meta or {},
            )
        )
