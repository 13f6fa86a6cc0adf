from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import aliased

from app.db.models import Memory, Relation
from app.db.repositories.base import TenantRepository
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
    async def link(
        self, from_id: str, edges: Sequence[tuple[str, RelationType, float]]
    ) -> list[tuple[str, RelationType]]:
        """Add edges `(to_id, relation_type, strength)` from one memory in one statement;
        an edge that exists already is left as it is. Answers the new ones (to_id, type)."""
        if not edges:
            return []
        rows = [
            {
                "tenant_id": self.tenant_id,
                "from_id": from_id,
                "to_id": to_id,
                "relation_type": kind,
                "strength": min(max(strength, 0.0), 1.0),
            }
            for to_id, kind, strength in edges
        ]
        stmt = (
            insert(Relation)
            .values(rows)
            .on_conflict_do_nothing()
            .returning(Relation.to_id, Relation.relation_type)
        )
        return [(row[0], row[1]) for row in await self.session.execute(stmt)]

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
