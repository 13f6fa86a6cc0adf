from collections.abc import Sequence

from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Relation


class RelationRepository:
    def __init__(self, session: AsyncSession, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    async def link(
        self, from_id: str, edges: Sequence[tuple[str, str, float]]
    ) -> list[tuple[str, str]]:
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
