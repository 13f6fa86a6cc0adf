"""Memory versions of one tenant: `MemoryRepository`, whose own methods change a version's
state — stage a new one, retire, retract, delete, expire, reactivate, annotate, mark read — and
`stale`, what the TTL forgets. Its lookups are in app/db/repositories/memory_lookups.py.
"""

from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, DateTime, Update, func, literal, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import defer
from sqlalchemy.orm.attributes import set_committed_value

from app.db import driver
from app.db.models import Memory, ReadCount
from app.db.repositories.memory_lookups import MemoryLookups
from app.db.repositories.staged import StagedRows
from app.enums import MemoryStatus, Tier

# A changed version comes back without its embedding: no caller of these statements reads it,
# and 384 numbers parsed from text cost more than the rest of the row. Reading it raises.
_WITHOUT_EMBEDDING = defer(Memory.embedding, raiseload=True)

# Retiring a version, the one UPDATE of every superseding write: on the driver
# (app.db.driver), planned once per connection (one row by its primary key, whatever the
# values), and answering only the columns it sets. SQLAlchemy's ORM UPDATE … RETURNING cost
# ~1 ms of CPU building, compiling and loading the whole row back, and 0.3 ms of planning.
# Every column it sets is in the SET list, as before (the history trigger is `UPDATE OF
# status`); an unchanged `contradicted_by` or `tier` is set to itself. The read counts are not
# in the row (memory_reads): the version keeps them as loaded.
_SUPERSEDED = ("status", "superseded_by", "superseded_at", "valid_until", "updated_at",
               "contradicted_by", "tier")  # fmt: skip
_SUPERSEDE = (
    "UPDATE memories SET status = 'superseded', superseded_by = %(by)s,"
    " superseded_at = %(at)s, valid_until = greatest(valid_from, %(valid_until)s),"
    " updated_at = %(at)s,"
    " contradicted_by = CASE WHEN %(contradicted)s THEN %(by)s ELSE contradicted_by END,"
    " tier = CASE WHEN %(demote)s THEN 'semantic' ELSE tier END"
    " WHERE tenant_id = %(tenant)s AND id = %(id)s AND status = 'active'"
    f" RETURNING {', '.join(_SUPERSEDED)}"
)
_AS_STORED = {"status": MemoryStatus, "tier": Tier}
# A version's read count and time, beside its row (app.db.models.ReadCount).
_READS = (Memory.access_count, Memory.last_accessed_at)


def stale(unread_since: datetime, importance_below: float) -> list[ColumnElement[bool]]:
    """What the TTL forgets: active memories not read (or, never read, not changed) since
    `unread_since`, less important than `importance_below`, neither pinned nor core."""
    return [
        Memory.status == MemoryStatus.active,
        Memory.pinned.is_(False),
        Memory.tier != Tier.core,
        Memory.importance < importance_below,
        func.coalesce(Memory.last_accessed_at, Memory.updated_at) < unread_since,
    ]


class MemoryRepository(MemoryLookups):
    """Memory versions of one tenant. Every statement starts from `_select()` or filters on it."""

    def __init__(self, session: AsyncSession, tenant_id: str, staged: StagedRows) -> None:
        super().__init__(session, tenant_id)
        self.staged = staged

    def add(self, memory: Memory) -> None:
        """Stage a new version (see StagedRows: it goes in with the history that records it);
        losing the race for an active key surfaces then, as StaleWrite. Retire what it
        replaces first."""
        self.staged.memory(memory)

    async def _changed(self, stmt: Update) -> Memory | None:
        """The one version `stmt` changed, as stored now (None: it changed none). The read
        counts are not columns of the row: RETURNING answers them beside it."""
        stmt = stmt.returning(Memory, *_READS).options(_WITHOUT_EMBEDDING)
        row = (await self.session.execute(stmt)).one_or_none()
        if row is None:
            return None
        memory: Memory = row[0]
        for attribute, value in zip(_READS, row[1:], strict=True):
            set_committed_value(memory, attribute.key, value)
        return memory

    async def _update_where(
        self, memory_id: str, status_in: tuple[MemoryStatus, ...], **values: Any
    ) -> Memory | None:
        stmt = (
            update(Memory)
            .where(
                self.owned(Memory),
                Memory.id == memory_id,
                Memory.status.in_(status_in),
            )
            .values(**values)
        )
        return await self._changed(stmt)

    async def supersede(
        self,
        old: Memory,
        *,
        by: str,
        at: datetime,
        valid_until: datetime,
        contradicted: bool = False,
        demote: bool = False,
    ) -> Memory | None:
        """Retire the active version `old` in favour of `by`, and answer it as stored now (the
        same object, its changed columns set as the database answered them). None: it was no
        longer active.

        `contradicted` records `by` as what contradicted it; `demote` moves it out of the core
        tier (a superseded memory keeps no floor)."""
        params = {
            "tenant": self.tenant_id,
            "id": old.id,
            "by": by,
            "at": at,
            "valid_until": valid_until,
            "contradicted": contradicted,
            "demote": demote,
        }
        rows = await driver.fetch_all(self.session, _SUPERSEDE, params, generic_plan=True)
        if not rows:
            return None
        for name, value in zip(_SUPERSEDED, rows[0], strict=True):
            kind = _AS_STORED.get(name)
            set_committed_value(old, name, value if kind is None else kind(value))
        return old

    async def retract(
        self, memory_id: str, *, at: datetime, valid_until: datetime
    ) -> Memory | None:
        """The user withdrew it: it stops being current and nothing replaces it."""
        return await self._update_where(
            memory_id,
            (MemoryStatus.active,),
            status=MemoryStatus.retracted,
            superseded_at=at,
            valid_until=func.greatest(Memory.valid_from, valid_until),
            updated_at=at,
        )

    async def reinforce(self, memory_id: str, *, at: datetime) -> Memory | None:
        """Mark the active version read at `at` (its row of memory_reads; the version itself
        is not rewritten), and answer it. None: it is no longer active."""
        active = select(Memory.id, Memory.tenant_id, literal(at, DateTime(timezone=True))).where(
            self.owned(Memory), Memory.id == memory_id, Memory.status == MemoryStatus.active
        )
        upsert = insert(ReadCount).from_select(
            ["memory_id", "tenant_id", "last_accessed_at"], active
        )
        read = upsert.on_conflict_do_update(
            index_elements=[ReadCount.memory_id],
            set_={"last_accessed_at": upsert.excluded.last_accessed_at},
            where=self.owned(ReadCount),
        ).cte("reinforced")
        # The SELECT sees the rows as they were before its CTE wrote: the time is set here.
        stmt = (
            self._select()
            .add_cte(read)
            .where(Memory.id == memory_id, Memory.status == MemoryStatus.active)
            .options(_WITHOUT_EMBEDDING)
            .execution_options(populate_existing=True)
        )
        memory = (await self.session.scalars(stmt)).one_or_none()
        if memory is not None:
            set_committed_value(memory, "last_accessed_at", at)
        return memory

    async def soft_delete(
        self, memory_id: str, *, at: datetime, purge_at: datetime
    ) -> Memory | None:
        return await self._update_where(
            memory_id,
            (MemoryStatus.active,),
            status=MemoryStatus.deleted,
            deleted_at=at,
            purge_at=purge_at,
            updated_at=at,
        )

    async def expire(
        self,
        memory_id: str,
        *,
        unread_since: datetime,
        importance_below: float,
        at: datetime,
        purge_at: datetime,
    ) -> Memory | None:
        """The TTL's soft delete, re-checking under the user's lock that the memory is still
        stale: a read or an edit since the TTL looked keeps it. None: it is not."""
        stmt = (
            update(Memory)
            .where(
                self.owned(Memory),
                Memory.id == memory_id,
                *stale(unread_since, importance_below),
            )
            .values(status=MemoryStatus.deleted, deleted_at=at, purge_at=purge_at, updated_at=at)
        )
        return await self._changed(stmt)

    async def annotate(self, memory_id: str, *, at: datetime, **changes: Any) -> Memory | None:
        """Change pinned/tags of the active version in place."""
        return await self._update_where(memory_id, (MemoryStatus.active,), updated_at=at, **changes)

    async def reactivate(self, memory_id: str, *, at: datetime) -> Memory | None:
        """Bring a deleted or retracted version back as the current one."""
        return await self._update_where(
            memory_id,
            (MemoryStatus.deleted, MemoryStatus.retracted),
            status=MemoryStatus.active,
            deleted_at=None,
            purge_at=None,
            superseded_at=None,
            valid_until=None,
            updated_at=at,
        )
