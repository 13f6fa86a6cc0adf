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
    func,
    insert,
    literal,
    null,
    or_,
    select,
    tuple_,
    update,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import ChangeLog, Checkpoint, ConsentProposal, History, Memory, Relation
from app.enums import HistoryEvent

# What erased content is replaced with. The hash marks a row this erasure already emptied,
# so a second erasure of the same user finds nothing left to do.
ERASED_HASH = "erased"
ERASED_META: dict[str, Any] = {"erased": True}
# The meta of the PURGE row each erased memory gets: a reason, no content.
PURGE_META: dict[str, Any] = {"reason": "user erased"}


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

    # -- erasure ------------------------------------------------------------------------------

    async def scrub_history(self, user_id: str) -> int:
        """Replace the meta (reasons, old and new values, …) of the history of the user's
        memories with ERASED_META; event, refs, actor and time stay. Answers the rows changed."""
        ids = self._memory_ids(user_id)
        stmt = (
            update(History)
            .where(
                History.tenant_id == self.tenant_id,
                or_(History.chain_id.in_(ids), History.memory_id.in_(ids)),
                History.meta.not_in([ERASED_META, PURGE_META]),
            )
            .values(meta=ERASED_META)
        )
        return await self._count(stmt)

    async def scrub_change_log(self, user_id: str) -> int:
        """The same for the thread change log, whose meta quotes the texts."""
        stmt = (
            update(ChangeLog)
            .where(
                ChangeLog.tenant_id == self.tenant_id,
                ChangeLog.memory_id.in_(self._memory_ids(user_id)),
                ChangeLog.meta != ERASED_META,
            )
            .values(meta=ERASED_META)
        )
        return await self._count(stmt)

    async def delete_relations(self, user_id: str) -> int:
        ids = self._memory_ids(user_id)
        stmt = delete(Relation).where(
            Relation.tenant_id == self.tenant_id,
            or_(Relation.from_id.in_(ids), Relation.to_id.in_(ids)),
        )
        return await self._count(stmt)

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

    async def purge_memories(self, user_id: str, *, at: datetime, actor: str) -> int:
        """Empty every memory of the user that still holds content, mark it `purged`, and
        write its PURGE history row (PURGE_META), in one statement: the rows audited are
        exactly the rows changed, and the history-required trigger is satisfied at commit.
        Ids, chain links, times and weights stay, so chains, foreign keys and the audit trail
        remain valid. Answers the memories purged."""
        purged = (
            update(Memory)
            .where(
                Memory.tenant_id == self.tenant_id,
                Memory.user_id == user_id,
                or_(Memory.status != "purged", Memory.content_hash != ERASED_HASH),
            )
            .values(
                text="",
                value=null(),
                embedding=null(),
                tags=[],
                meta={},
                attributes=[],
                content_hash=ERASED_HASH,
                status="purged",
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
            literal(PURGE_META, JSONB),
        )
        columns = ["tenant_id", "memory_id", "chain_id", "event", "actor", "meta"]
        audited = insert(History).from_select(columns, rows).returning(History.id).cte("audited")
        return (await self.session.execute(select(func.count()).select_from(audited))).scalar_one()
