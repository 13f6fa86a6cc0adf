"""Erasing content: the statements shared by a person's erasure (every memory of a user) and
the purge job (chains soft-deleted long enough). Each takes the memories concerned as a
subquery of ids, so nothing is loaded into Python and every statement is scoped by tenant."""

from datetime import datetime
from typing import Any, cast

from sqlalchemy import (
    CursorResult,
    Executable,
    Select,
    and_,
    delete,
    func,
    insert,
    literal,
    null,
    or_,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import aliased

from app.db.models import ChangeLog, History, Memory, PairCheck, Relation
from app.db.repositories.base import TenantRepository
from app.enums import HistoryEvent, MemoryStatus

# What erased content is replaced with. The hash marks a row already emptied, so erasing
# again finds nothing left to do.
ERASED_HASH = "erased"
ERASED_META: dict[str, Any] = {"erased": True}

MemoryIds = Select[str]


class ErasureRepository(TenantRepository):
    def of_user(self, user_id: str) -> MemoryIds:
        return select(Memory.id).where(self.owned(Memory), Memory.user_id == user_id)

    def of_chains(self, chain_ids: list[str]) -> MemoryIds:
        return select(Memory.id).where(self.owned(Memory), Memory.chain_id.in_(chain_ids))

    def purgeable(self, chain_ids: list[str], *, now: datetime) -> MemoryIds:
        """What the purge erases in these chains: every version of a chain with no current
        (active) version; in a chain that has one, only the deleted versions now due."""
        active = aliased(Memory)
        has_current = (
            select(active.id)
            .where(active.chain_id == Memory.chain_id, active.status == MemoryStatus.active)
            .exists()
        )
        due = and_(Memory.status == MemoryStatus.deleted, Memory.purge_at <= now)
        return select(Memory.id).where(
            self.owned(Memory),
            Memory.chain_id.in_(chain_ids),
            or_(due, ~has_current),
        )

    async def _count(self, stmt: Executable) -> int:
        # ORM bookkeeping is skipped: these run in a unit of work that loaded nothing.
        result = await self.session.execute(stmt, execution_options={"synchronize_session": False})
        return cast(CursorResult[Any], result).rowcount

    async def scrub_history(self, ids: MemoryIds) -> int:
        """Replace the meta (reasons, old and new values, …) of these memories' history with
        ERASED_META; event, refs, actor and time stay. PURGE rows hold no content and keep
        their reason. Answers the rows changed."""
        stmt = (
            update(History)
            .where(
                self.owned(History),
                or_(History.chain_id.in_(ids), History.memory_id.in_(ids)),
                History.event != HistoryEvent.PURGE,
                History.meta != ERASED_META,
            )
            .values(meta=ERASED_META)
        )
        return await self._count(stmt)

    async def scrub_change_log(self, ids: MemoryIds) -> int:
        """The same for the thread change log, whose meta quotes the texts."""
        stmt = (
            update(ChangeLog)
            .where(
                self.owned(ChangeLog),
                ChangeLog.memory_id.in_(ids),
                ChangeLog.meta != ERASED_META,
            )
            .values(meta=ERASED_META)
        )
        return await self._count(stmt)

    async def delete_relations(self, ids: MemoryIds) -> int:
        stmt = delete(Relation).where(
            self.owned(Relation),
            or_(Relation.from_id.in_(ids), Relation.to_id.in_(ids)),
        )
        return await self._count(stmt)

    async def delete_pair_checks(self, ids: MemoryIds) -> int:
        """Consolidation's fingerprints of pairs involving these memories (ids only, but they
        say the memories were compared)."""
        stmt = delete(PairCheck).where(
            self.owned(PairCheck),
            or_(PairCheck.id_a.in_(ids), PairCheck.id_b.in_(ids)),
        )
        return await self._count(stmt)

    async def purge(self, ids: MemoryIds, *, at: datetime, actor: str, meta: dict[str, Any]) -> int:
        """Empty every one of these memories that still holds content, mark it `purged`, and
        write its PURGE history row (`meta`, which must hold no content), in one statement:
        the rows audited are exactly the rows changed, and the history-required trigger is
        satisfied at commit. Ids, chain links, times and weights stay, so chains, foreign keys
        and the audit trail remain valid. Answers the memories purged."""
        purged = (
            update(Memory)
            .where(
                self.owned(Memory),
                Memory.id.in_(ids),
                or_(Memory.status != MemoryStatus.purged, Memory.content_hash != ERASED_HASH),
            )
            .values(
                text="",
                value=null(),
                embedding=null(),
                tags=[],
                meta={},
                attributes=[],
                content_hash=ERASED_HASH,
                status=MemoryStatus.purged,
                deleted_at=func.coalesce(Memory.deleted_at, at),
                purge_at=at,
                updated_at=at,
            )
            .returning(Memory.id, Memory.chain_id)
            .cte("purged")
        )
        rows = select(
            literal(self.tenant_id),
            purged.c.id,
            purged.c.chain_id,
            literal(HistoryEvent.PURGE.value),
            literal(actor),
            literal(meta, JSONB),
        )
        columns = ["tenant_id", "memory_id", "chain_id", "event", "actor", "meta"]
        audited = insert(History).from_select(columns, rows).returning(History.id).cte("audited")
        return (await self.session.execute(select(func.count()).select_from(audited))).scalar_one()
