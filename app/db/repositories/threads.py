"""Thread revisions, the change log that feeds delta headers, and what each reader was served."""

from typing import Any

from sqlalchemy import and_, func, select
from sqlalchemy.dialects.postgresql import distinct_on, insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from app.db.models import ChangeLog, Memory, ThreadReader, ThreadRevision
from app.db.repositories.base import TenantRepository
from app.db.repositories.staged import StagedRows


class ThreadRepository(TenantRepository):
    def __init__(self, session: AsyncSession, tenant_id: str, staged: StagedRows) -> None:
        super().__init__(session, tenant_id)
        self.staged = staged

    def log_change(
        self, *, thread_id: str, memory_id: str, event: str, meta: dict[str, Any]
    ) -> None:
        """Stage a change of the thread: when the staged rows are written, the thread's
        revision advances atomically and the change is logged under the new revision."""
        self.staged.changes.append(
            {"thread_id": thread_id, "memory_id": memory_id, "event": event, "meta": meta}
        )

    async def revision(self, thread_id: str) -> int:
        """The thread's current revision; 0 for a thread nothing was logged to."""
        stmt = select(ThreadRevision.rev).where(
            self.owned(ThreadRevision), ThreadRevision.thread_id == thread_id
        )
        rev: int | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return rev or 0

    async def revision_and_served(self, thread_id: str, reader: str) -> tuple[int, int]:
        """The thread's current revision and the revision last served to `reader` (0 when
        none), in one round trip: two primary-key lookups."""
        rev = select(ThreadRevision.rev).where(
            self.owned(ThreadRevision), ThreadRevision.thread_id == thread_id
        )
        served = select(ThreadReader.served_rev).where(
            self.owned(ThreadReader),
            ThreadReader.thread_id == thread_id,
            ThreadReader.reader == reader,
        )
        stmt = select(
            func.coalesce(rev.scalar_subquery(), 0), func.coalesce(served.scalar_subquery(), 0)
        )
        row = (await self.session.execute(stmt)).one()
        return int(row[0]), int(row[1])

    async def mark_served(self, thread_id: str, reader: str, rev: int) -> None:
        """Record `rev` as served to `reader`; never moves backwards (concurrent readers)."""
        stmt = insert(ThreadReader).values(
            tenant_id=self.tenant_id, thread_id=thread_id, reader=reader, served_rev=rev
        )
        stmt = stmt.on_conflict_do_update(
            index_elements=[ThreadReader.tenant_id, ThreadReader.thread_id, ThreadReader.reader],
            set_={
                "served_rev": func.greatest(ThreadReader.served_rev, stmt.excluded.served_rev),
                "updated_at": func.clock_timestamp(),
            },
        )
        await self.session.execute(stmt)

    async def changes(
        self, thread_id: str, *, after: int, upto: int, limit: int
    ) -> list[ChangeLog]:
        """Changes with `after < rev <= upto`, oldest first."""
        stmt = (
            select(ChangeLog)
            .where(
                self.owned(ChangeLog),
                ChangeLog.thread_id == thread_id,
                ChangeLog.rev > after,
                ChangeLog.rev <= upto,
            )
            .order_by(ChangeLog.rev)
            .limit(limit)
        )
        return list(await self.session.scalars(stmt))

    async def latest_per_memory(
        self, thread_id: str, *, after: int, upto: int, limit: int
    ) -> list[ChangeLog]:
        """The newest change of each memory among `after < rev <= upto`, newest first.

        A memory is a version chain: an update logs the new version's id, and it must replace
        the creation of the version it superseded, not sit beside it.
        """
        # A change whose memory row is gone (never expected: purges keep the row) still counts.
        chain = func.coalesce(Memory.chain_id, ChangeLog.memory_id)
        latest = (
            select(ChangeLog)
            .outerjoin(
                Memory,
                and_(Memory.id == ChangeLog.memory_id, self.owned(Memory)),
            )
            .where(
                self.owned(ChangeLog),
                ChangeLog.thread_id == thread_id,
                ChangeLog.rev > after,
                ChangeLog.rev <= upto,
            )
            .ext(distinct_on(chain))
            .order_by(chain, ChangeLog.rev.desc())
            .subquery()
        )
        row = aliased(ChangeLog, latest)
        stmt = select(row).order_by(row.rev.desc()).limit(limit)
        return list(await self.session.scalars(stmt))
