"""Everything stored about one person, in bulk: the export's batched reads and the erasure's
statements. Every statement is scoped by tenant and user; none loads the user's rows at once."""

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import (
    CursorResult,
    Executable,
    Select,
    delete,
    insert,
    select,
    text,
    tuple_,
)
from sqlalchemy.exc import DataError, IntegrityError

from app.db.models import Checkpoint, ConsentProposal, History, Memory, ReadCount
from app.db.repositories.base import TenantRepository


@dataclass(frozen=True)
class Refusal:
    """Why the database refused chains: the constraint (or trigger) and its message."""

    constraint: str | None
    message: str


class UserRepository(TenantRepository):
    def _memory_ids(self, user_id: str) -> Select[str]:
        return select(Memory.id).where(self.owned(Memory), Memory.user_id == user_id)

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
            self.owned(Memory), Memory.user_id == user_id, Memory.version == 1
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
                self.owned(Memory),
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
            .where(self.owned(History), History.chain_id.in_(chain_ids))
            .order_by(History.id)
        )
        return list(await self.session.scalars(stmt))

    # -- erasure (the memory statements are in ErasureRepository) -------------------------

    async def delete_consent_proposals(self, user_id: str) -> int:
        stmt = delete(ConsentProposal).where(
            self.owned(ConsentProposal), ConsentProposal.user_id == user_id
        )
        return await self._count(stmt)

    async def delete_checkpoints(self, user_id: str) -> int:
        stmt = delete(Checkpoint).where(self.owned(Checkpoint), Checkpoint.user_id == user_id)
        return await self._count(stmt)

    # -- transfer (palimpsest export / import) ------------------------------------------------

    async def user_ids(self, *, after: str | None, limit: int) -> list[str]:
        """The ids of the tenant's users (anyone with a memory, in any status), in order,
        after the keyset `after`."""
        stmt = select(Memory.user_id).where(self.owned(Memory)).distinct()
        if after is not None:
            stmt = stmt.where(Memory.user_id > after)
        return list(await self.session.scalars(stmt.order_by(Memory.user_id).limit(limit)))

    async def existing_ids(self, ids: Collection[str]) -> set[str]:
        """Those of `ids` that are memories of the tenant."""
        stmt = select(Memory.id).where(self.owned(Memory), Memory.id.in_(ids))
        return set(await self.session.scalars(stmt))

    async def insert_chains(
        self, versions: Sequence[dict[str, Any]], events: Sequence[dict[str, Any]]
    ) -> Refusal | None:
        """Insert whole chains, their versions (and the read counts a version's row carries)
        and history rows, all or nothing within the current transaction: under a savepoint,
        with the deferred checks (successor links, a history row for every version) run before
        it is released. Versions come in version order. Answers None when they went in;
        otherwise what refused them, with nothing of them left and the transaction usable for
        the next chains."""
        rows, reads = _without_reads(versions)
        try:
            async with self.session.begin_nested():
                # An empty list would run one INSERT of defaults, not none.
                if events:
                    await self.session.execute(insert(History), list(events))
                if rows:
                    await self.session.execute(insert(Memory), rows)
                if reads:
                    await self.session.execute(insert(ReadCount), reads)
                await self.session.execute(text("SET CONSTRAINTS ALL IMMEDIATE"))
        except (IntegrityError, DataError) as error:
            # The savepoint's rollback also undid SET CONSTRAINTS: checks are deferred again.
            diag = getattr(error.orig, "diag", None)
            message = str(error.orig).splitlines()[0] if error.orig else str(error)
            return Refusal(getattr(diag, "constraint_name", None), message)
        # Back to the schema's mode (every deferrable constraint here is initially deferred).
        await self.session.execute(text("SET CONSTRAINTS ALL DEFERRED"))
        return None


_READ_FIELDS = ("access_count", "last_accessed_at")


def _without_reads(
    versions: Sequence[dict[str, Any]],
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The `memories` rows, and the `memory_reads` rows of the versions ever read: the counts
    are kept beside the versions, not in them."""
    rows, reads = [], []
    for version in versions:
        row = {name: value for name, value in version.items() if name not in _READ_FIELDS}
        count, last = version.get("access_count") or 0, version.get("last_accessed_at")
        if count or last is not None:
            reads.append(
                {
                    "memory_id": row["id"],
                    "tenant_id": row["tenant_id"],
                    "access_count": count,
                    "last_accessed_at": last,
                }
            )
        rows.append(row)
    return rows, reads
