"""Reads for agents: nearest memories under filters, their relations, access tracking.

Plain Core statements returning tuples: the query path is hot, and ORM identity-map work would
cost more than the SQL. The HNSW iterative scan is enabled per connection (see engine.py).
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Memory, Relation
from app.db.repositories.memories import held_at


@dataclass(frozen=True)
class Hit:
    id: str
    category: str
    type: str
    text: str
    importance: float
    updated_at: datetime
    similarity: float | None  # None when not found by similarity


@dataclass(frozen=True)
class Link:
    hit_id: str
    id: str
    category: str
    text: str
    strength: float


@dataclass(frozen=True)
class Scope:
    """Which memories a query may see, all applied in SQL."""

    user_id: str
    categories: Sequence[str]
    equal: dict[str, Any]  # agent_id, run_id, actor_id, role, project_id, pinned
    importance_min: float | None = None
    importance_max: float | None = None
    updated_after: datetime | None = None
    updated_before: datetime | None = None
    as_of: datetime | None = None
    known_at: datetime | None = None


class RetrievalRepository:
    def __init__(self, session: AsyncSession, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def _conditions(self, scope: Scope, *, embedded: bool = True) -> list[ColumnElement[bool]]:
        conditions = [
            Memory.tenant_id == self.tenant_id,
            Memory.user_id == scope.user_id,
            Memory.category.in_(scope.categories),
        ]
        if embedded:
            conditions.append(Memory.embedding.is_not(None))
        conditions += [getattr(Memory, name) == value for name, value in scope.equal.items()]
        if scope.as_of is not None or scope.known_at is not None:
            conditions += held_at(scope.as_of, scope.known_at)
        else:
            conditions.append(Memory.status == "active")
        if scope.importance_min is not None:
            conditions.append(Memory.importance >= scope.importance_min)
        if scope.importance_max is not None:
            conditions.append(Memory.importance <= scope.importance_max)
        if scope.updated_after is not None:
            conditions.append(Memory.updated_at > scope.updated_after)
        if scope.updated_before is not None:
            conditions.append(Memory.updated_at < scope.updated_before)
        return conditions

    async def nearest(self, scope: Scope, vector: Any, *, limit: int) -> list[Hit]:
        """The `limit` memories in scope closest to `vector`, closest first."""
        distance = Memory.embedding.cosine_distance(vector)
        nearest = (
            select(Memory.id, distance.label("distance"))
            .where(*self._conditions(scope))
            .order_by(distance)
            .limit(limit)
            .cte("nearest")
            .prefix_with("MATERIALIZED")
        )
        stmt = (
            select(
                Memory.id,
                Memory.category,
                Memory.type,
                Memory.text,
                Memory.importance,
                Memory.updated_at,
                nearest.c.distance,
            )
            .join(nearest, Memory.id == nearest.c.id)
            .order_by(nearest.c.distance, Memory.id)
        )
        rows = await self.session.execute(stmt)
        return [
            Hit(
                id=row[0],
                category=row[1],
                type=row[2],
                text=row[3],
                importance=row[4],
                updated_at=row[5],
                similarity=1 - float(row[6]),
            )
            for row in rows
        ]

    async def most_important(self, scope: Scope, *, limit: int) -> list[Hit]:
        """Memories in scope, most important and most recently updated first."""
        stmt = (
            select(
                Memory.id,
                Memory.category,
                Memory.type,
                Memory.text,
                Memory.importance,
                Memory.updated_at,
            )
            .where(*self._conditions(scope, embedded=False))
            .order_by(Memory.importance.desc(), Memory.updated_at.desc(), Memory.id)
            .limit(limit)
        )
        return [Hit(*row, similarity=None) for row in await self.session.execute(stmt)]

    async def links(self, ids: Sequence[str]) -> list[Link]:
        """Current memories related to any of `ids`, in either direction, strongest first."""
        if not ids:
            return []
        outgoing = select(
            Relation.from_id.label("hit_id"), Relation.to_id.label("other_id"), Relation.strength
        ).where(Relation.tenant_id == self.tenant_id, Relation.from_id.in_(ids))
        incoming = select(
            Relation.to_id.label("hit_id"), Relation.from_id.label("other_id"), Relation.strength
        ).where(Relation.tenant_id == self.tenant_id, Relation.to_id.in_(ids))
        edges = outgoing.union_all(incoming).subquery("edges")
        stmt = (
            select(edges.c.hit_id, Memory.id, Memory.category, Memory.text, edges.c.strength)
            .join(Memory, Memory.id == edges.c.other_id)
            .where(Memory.status == "active", Memory.tenant_id == self.tenant_id)
            .order_by(edges.c.hit_id, edges.c.strength.desc(), Memory.id)
        )
        return [Link(*row) for row in await self.session.execute(stmt)]

    async def touch(self, ids: Sequence[str], *, at: datetime) -> None:
        """Count a retrieval: access time and count (TTL and consolidation read them)."""
        await self.session.execute(
            update(Memory)
            .where(Memory.tenant_id == self.tenant_id, Memory.id.in_(ids))
            .values(last_accessed_at=at, access_count=Memory.access_count + 1)
        )
