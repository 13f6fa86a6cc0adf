"""Where a new memory's conflict candidates come from: nearest neighbours and shared attributes.

Every query is one user's active memories in one project, and every gate is applied here, in
SQL. The nearest-neighbour search is `nearest.nearest`; the similarity cut-off is applied to
the k nearest it finds.
"""

from collections.abc import Sequence
from typing import Any

from sqlalchemy import ColumnElement, Select, case, literal, or_, select

from app.db.models import Memory
from app.db.repositories.base import TenantRepository
from app.db.repositories.nearest import nearest
from app.enums import MemoryStatus, Tier

Scored = list[tuple[Memory, float | None]]


class CandidateRepository(TenantRepository):
    def _active(
        self, user_id: str, project_id: str | None, importance_gate: float | None
    ) -> list[ColumnElement[bool]]:
        """One user's current free-text memories in one project (keyed ones change by key);
        with `importance_gate`, only those above it or in the core tier."""
        conditions = [
            self.owned(Memory),
            Memory.user_id == user_id,
            Memory.project_id.is_not_distinct_from(project_id),
            Memory.status == MemoryStatus.active,
            Memory.key.is_(None),
        ]
        if importance_gate is not None:
            conditions.append(or_(Memory.importance > importance_gate, Memory.tier == Tier.core))
        return conditions

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
        found = nearest(vector, self._active(user_id, project_id, importance_gate), limit=k)
        stmt = (
            select(Memory, found.c.distance)
            .join(found, Memory.id == found.c.id)
            .where(found.c.distance <= 1 - min_similarity)
            .order_by(found.c.distance, Memory.id)
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
        importance_gate: float | None = None,
    ) -> Scored:
        """Active memories stating any of `attributes`, most similar first (when embedded);
        with `importance_gate`, only memories above it or in the core tier."""
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
            .where(
                *self._active(user_id, project_id, importance_gate),
                Memory.attributes.overlap(list(attributes)),
            )
            .order_by(similarity.desc().nulls_last(), Memory.created_at.desc())
            .limit(k)
        )
        rows = await self.session.execute(stmt)
        return [(memory, None if sim is None else float(sim)) for memory, sim in rows]
