"""Where a new memory's conflict candidates come from: nearest neighbours and shared attributes.

Every query is one user's active memories in one project. pgvector's HNSW index answers the
nearest-neighbour part; `hnsw.iterative_scan` (set per connection, see engine.py) keeps scanning
when the SQL filters reject rows, so a selective filter still yields k rows, and the similarity
cut-off is applied to the k nearest afterwards (a distance predicate inside the index scan
would make it walk the graph).
"""

from collections.abc import Sequence
from typing import Any

from sqlalchemy import ColumnElement, Select, case, literal, or_, select

from app.db.models import Memory
from app.db.repositories.base import TenantRepository
from app.enums import MemoryStatus, Tier

Scored = list[tuple[Memory, float | None]]


class CandidateRepository(TenantRepository):
    def _active(self, user_id: str, project_id: str | None) -> list[ColumnElement[bool]]:
        """One user's current free-text memories in one project (keyed ones change by key)."""
        return [
            self.owned(Memory),
            Memory.user_id == user_id,
            Memory.project_id.is_not_distinct_from(project_id),
            Memory.status == MemoryStatus.active,
            Memory.key.is_(None),
        ]

    async def nearest(
        self,
        *,
        user_id: str,
        project_id: str | None,
        vector: Sequence[float] | Any,
        k: int,
        min_similarity: float,
        importance_gate: float | None = None,
    ) -> list[tuple[Memory, float]]:
        """The k active memories closest to `vector` with similarity ≥ `min_similarity`,
        closest first; with `importance_gate`, only memories above it or in the core tier."""
        distance = Memory.embedding.cosine_distance(vector)
        conditions = [*self._active(user_id, project_id), Memory.embedding.is_not(None)]
        if importance_gate is not None:
            conditions.append(or_(Memory.importance > importance_gate, Memory.tier == Tier.core))
        nearest = (
            select(Memory.id, distance.label("distance"))
            .where(*conditions)
            .order_by(distance)
            .limit(k)
            .cte("nearest")
            .prefix_with("MATERIALIZED")
        )
        stmt = (
            select(Memory, nearest.c.distance)
            .join(nearest, Memory.id == nearest.c.id)
            .where(nearest.c.distance <= 1 - min_similarity)
            .order_by(nearest.c.distance, Memory.id)
        )
        rows = await self.session.execute(stmt)
        return [(memory, 1 - float(distance)) for memory, distance in rows]

    async def sharing_attributes(
        self,
        *,
        user_id: str,
        project_id: str | None,
        attributes: Sequence[str],
        vector: Sequence[float] | Any | None,
        k: int,
    ) -> Scored:
        """Active memories stating any of `attributes`, most similar first (when embedded)."""
        if not attributes:
            return []
        similarity: ColumnElement[Any] = literal(None)
        if vector is not None:
            similarity = case(
                (Memory.embedding.is_(None), None),
                else_=1 - Memory.embedding.cosine_distance(vector),
            )
        stmt: Select[tuple[Memory, Any]] = (
            select(Memory, similarity.label("similarity"))
            .where(*self._active(user_id, project_id), Memory.attributes.overlap(list(attributes)))
            .order_by(similarity.desc().nulls_last(), Memory.created_at.desc())
            .limit(k)
        )
        rows = await self.session.execute(stmt)
        return [(memory, None if sim is None else float(sim)) for memory, sim in rows]
