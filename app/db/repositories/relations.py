from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from app.db.models import Memory, Relation
from app.db.repositories.base import TenantRepository
from app.db.repositories.staged import StagedRows
from app.enums import RelationType


@dataclass(frozen=True)
class Edge:
    """One relation between a memory of the set (`near_id`) and one outside it (`other`)."""

    near_id: str
    other: Memory
    relation_type: RelationType
    outgoing: bool  # near_id → other (else other → near_id)
    strength: float


class RelationRepository(TenantRepository):
    def __init__(self, session: AsyncSession, tenant_id: str, staged: StagedRows) -> None:
        super().__init__(session, tenant_id)
        self.staged = staged

    def link(self, from_id: str, edges: Sequence[tuple[str, RelationType, float]]) -> None:
        """Stage edges `(to_id, relation_type, strength)` from a memory this unit of work
        creates, or to one it creates: such an edge cannot exist yet (an edge listed twice is
        staged once)."""
        seen = set()
        for to_id, kind, strength in edges:
            if (to_id, kind) in seen:
                continue
            seen.add((to_id, kind))
            self.staged.relations.append(
                {
                    "tenant_id": self.tenant_id,
                    "from_id": from_id,
                    "to_id": to_id,
                    "relation_type": kind,
                    "strength": min(max(strength, 0.0), 1.0),
                }
            )

    async def touching(self, ids: Sequence[str]) -> list[Edge]:
        """Every edge between a memory of `ids` and one outside `ids`, either direction,
        strongest first. Edges inside the set (a chain's `supersedes`) are left out."""
        if not ids:
            return []
        other = aliased(Memory)
        edges: list[Edge] = []
        for outgoing in (True, False):
            near, far = (
                (Relation.from_id, Relation.to_id)
                if outgoing
                else (Relation.to_id, Relation.from_id)
            )
            stmt = (
                select(Relation, other)
                .join(other, other.id == far)
                .where(
                    self.owned(Relation),
                    self.owned(other),
                    near.in_(ids),
                    far.not_in(ids),
                )
            )
            for relation, memory in await self.session.execute(stmt):
                near_id = relation.from_id if outgoing else relation.to_id
                edges.append(
                    Edge(near_id, memory, relation.relation_type, outgoing, relation.strength)
                )
        edges.sort(key=lambda e: (-e.strength, e.other.id))
        return edges
