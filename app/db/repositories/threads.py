from typing import Any

from sqlalchemy import func
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import ChangeLog, ThreadRevision


class ThreadRepository:
    def __init__(self, session: AsyncSession, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    async def bump_revision(self, thread_id: str) -> int:
        """Advance the thread's revision by one, atomically, and return the new value."""
        stmt = (
            insert(ThreadRevision)
            .values(tenant_id=self.tenant_id, thread_id=thread_id, rev=1)
            .on_conflict_do_update(
                index_elements=[ThreadRevision.tenant_id, ThreadRevision.thread_id],
                set_={"rev": ThreadRevision.rev + 1, "updated_at": func.clock_timestamp()},
            )
            .returning(ThreadRevision.rev)
        )
        return (await self.session.execute(stmt)).scalar_one()

    def log_change(
        self, *, thread_id: str, rev: int, memory_id: str, event: str, meta: dict[str, Any]
    ) -> None:
        self.session.add(
            ChangeLog(
                tenant_id=self.tenant_id,
                thread_id=thread_id,
                rev=rev,
                memory_id=memory_id,
                event=event,
                meta=meta,
            )
        )
