"""The lookups of `MemoryRepository`: a version, a chain, a key's holder, a page of a listing,
counts; and `held_at`, which versions count at a moment (retrieval filters by it too). Apart
from the state changes (app/db/repositories/memories.py): those are the write path's statements,
each with its reason; these only read.
"""

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy import ColumnElement, Select, or_, select, text, tuple_

from app.db.models import Memory
from app.db.repositories.base import TenantRepository
from app.enums import MemoryStatus

# Each user's active memories, counted up to :upto (a heavy user's are not all read).
_ACTIVE_COUNTS = text(
    "SELECT u, (SELECT count(*) FROM (SELECT FROM memories m WHERE m.tenant_id = :tenant"
    " AND m.user_id = u AND m.status = :active LIMIT :upto) AS a)"
    " FROM unnest(CAST(:users AS text[])) AS u"
)


class ListFilters(Protocol):
    """What `list` filters on. The API's `MemoryFilters` has these fields; the repository
    depends on their names, not on the HTTP schema."""

    user_id: str | None
    scope: str | None
    type: Any
    category: str | None
    key: str | None
    project_id: str | None
    agent_id: str | None
    thread_id: str | None
    include_inactive: bool
    as_of: datetime | None
    known_at: datetime | None


class Keyed(Protocol):
    """What identifies a structured memory: the columns of the active-key index."""

    @property
    def user_id(self) -> str: ...
    @property
    def scope(self) -> str: ...
    @property
    def type(self) -> str: ...
    @property
    def key(self) -> str | None: ...
    @property
    def project_id(self) -> str | None: ...


def held_at(as_of: datetime | None, known_at: datetime | None) -> list[ColumnElement[bool]]:
    """Versions by time. `known_at`: what the service believed current then (transaction time:
    created, and not yet superseded or deleted). `as_of`: what held in the world then (valid
    time), as known at `known_at` — a version retired after `known_at` was still open-ended."""
    conditions: list[ColumnElement[bool]] = [Memory.status != MemoryStatus.purged]
    if known_at is None:
        conditions.append(
            Memory.status != MemoryStatus.deleted
        )  # forgotten on request, at any time
    else:
        conditions += [
            Memory.created_at <= known_at,
            or_(Memory.deleted_at.is_(None), Memory.deleted_at > known_at),
        ]
    if as_of is None:
        assert known_at is not None
        conditions.append(or_(Memory.superseded_at.is_(None), Memory.superseded_at > known_at))
        return conditions
    still_open = [Memory.valid_until.is_(None), Memory.valid_until > as_of]
    if known_at is not None:
        still_open.append(Memory.superseded_at > known_at)
    return [*conditions, Memory.valid_from <= as_of, or_(*still_open)]


class MemoryLookups(TenantRepository):
    """Reads of memory versions of one tenant; `MemoryRepository` adds the state changes."""

    def _select(self) -> Select[Memory]:
        return select(Memory).where(self.owned(Memory))

    async def get(self, memory_id: str) -> Memory | None:
        return (await self.session.scalars(self._select().where(Memory.id == memory_id))).first()

    async def embedding_dimension(self) -> int | None:
        """The dimension the migration gave the embedding column."""
        stmt = text(
            "SELECT atttypmod FROM pg_attribute"
            " WHERE attrelid = 'memories'::regclass AND attname = 'embedding'"
        )
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def get_many(self, ids: Sequence[str]) -> list[Memory]:
        return list(await self.session.scalars(self._select().where(Memory.id.in_(ids))))

    async def owner_of(self, memory_id: str) -> str | None:
        stmt = select(Memory.user_id).where(self.owned(Memory), Memory.id == memory_id)
        return (await self.session.scalars(stmt)).first()

    async def active_counts(self, user_ids: Sequence[str], upto: int) -> dict[str, int]:
        """How many active memories each of these users holds, counted up to `upto`: a write
        for a user with none finds nothing to compare with (no key holder, duplicate or
        candidate), and a batch looks up the candidates of users with few together."""
        params = {
            "users": list(user_ids),
            "tenant": self.tenant_id,
            "active": MemoryStatus.active,
            "upto": upto,
        }
        rows = await self.session.execute(_ACTIVE_COUNTS, params)
        return {row[0]: row[1] for row in rows}

    async def key_holder(self, of: Keyed) -> Memory | None:
        """The active memory holding `of`'s structured key (a write request, or a memory)."""
        assert of.key is not None
        stmt = self._select().where(
            Memory.user_id == of.user_id,
            Memory.scope == of.scope,
            Memory.type == of.type,
            Memory.key == of.key,
            Memory.project_id.is_not_distinct_from(of.project_id),
            Memory.status == MemoryStatus.active,
        )
        return (await self.session.scalars(stmt)).first()

    async def get_active_by_hash(
        self, *, user_id: str, project_id: str | None, content_hash: str
    ) -> Memory | None:
        stmt = self._select().where(
            Memory.user_id == user_id,
            Memory.project_id.is_not_distinct_from(project_id),
            Memory.content_hash == content_hash,
            Memory.status == MemoryStatus.active,
        )
        return (await self.session.scalars(stmt.order_by(Memory.created_at))).first()

    async def version_chain(self, chain_id: str) -> list[Memory]:
        stmt = self._select().where(Memory.chain_id == chain_id).order_by(Memory.version)
        return list(await self.session.scalars(stmt))

    async def chain_head(self, chain_id: str) -> Memory:
        stmt = self._select().where(Memory.chain_id == chain_id)
        return (await self.session.scalars(stmt.order_by(Memory.version.desc()).limit(1))).one()

    async def list(
        self, filters: ListFilters, *, limit: int, after: tuple[datetime, str] | None
    ) -> list[Memory]:
        """Newest versions first; `after` is the (created_at, id) of the last row already seen."""
        stmt = self._select()
        for column in (
            "user_id",
            "scope",
            "type",
            "category",
            "key",
            "project_id",
            "agent_id",
            "thread_id",
        ):
            wanted = getattr(filters, column)
            if wanted is not None:
                stmt = stmt.where(getattr(Memory, column) == wanted)
        if filters.as_of is not None or filters.known_at is not None:
            stmt = stmt.where(*held_at(filters.as_of, filters.known_at))
        elif filters.include_inactive:
            stmt = stmt.where(Memory.status != MemoryStatus.purged)  # erased: nothing left to show
        else:
            stmt = stmt.where(Memory.status == MemoryStatus.active)
        if after is not None:
            stmt = stmt.where(tuple_(Memory.created_at, Memory.id) < tuple_(*after))
        stmt = stmt.order_by(Memory.created_at.desc(), Memory.id.desc()).limit(limit)
        return list(await self.session.scalars(stmt))
