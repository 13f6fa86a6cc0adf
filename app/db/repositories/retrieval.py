"""Reads for agents: the memories under filters that best match a query, their relations,
access tracking.

The search statement, and how it searches a query two ways and fuses them, is in
app/db/repositories/search_sql.py; here it runs, and its rows become hits and links.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import driver
from app.db.models import Memory
from app.db.repositories.base import TenantRepository
from app.db.repositories.common_terms import CommonTerms, cjk_bigrams
from app.db.repositories.related import links_of
from app.db.repositories.search_sql import (
    _HIT_COLUMNS,
    _STATEMENTS,
    PER_USER_KEPT,
    Scope,
    _params,
    _per_user_sql,
    _search_sql,
    _shape,
    _where,
)
from app.db.vectors import as_vector
from app.enums import MemoryType

__all__ = ["Fusion", "Hit", "Link", "RetrievalRepository", "Scope"]


@dataclass(frozen=True)
class Hit:
    id: str
    category: str
    type: MemoryType
    text: str
    importance: float
    updated_at: datetime
    valid_from: datetime
    similarity: float | None  # None when not found by similarity
    fused: float = 0.0  # the reciprocal-rank-fusion score of the search that found it
    linked: bool = True  # False when the search did not read its links (`linked`)


@dataclass(frozen=True)
class Link:
    hit_id: str
    id: str
    category: str
    text: str
    strength: float


# The counts go beside the memories (app.db.models.ReadCount), never into their rows: an upsert
# of narrow rows whose only index is the primary key. Each memory is looked up in the tenant,
# so a row takes its memory's tenant and an id no longer there is skipped; rows are written in
# id order, so two flushes (two workers) lock the rows they share in the same order.
_TOUCH = text(
    "INSERT INTO memory_reads AS r (memory_id, tenant_id, access_count, last_accessed_at)"
    " SELECT m.id, m.tenant_id, v.n, clock_timestamp()"
    " FROM unnest(CAST(:ids AS text[]), CAST(:counts AS integer[])) AS v(id, n)"
    " JOIN memories m ON m.id = v.id AND m.tenant_id = :tenant"
    " ORDER BY m.id"
    " ON CONFLICT (memory_id) DO UPDATE"
    " SET access_count = r.access_count + EXCLUDED.access_count,"
    " last_accessed_at = EXCLUDED.last_accessed_at"
    " WHERE r.tenant_id = :tenant"
)


_LINKS = select(Memory.id, links_of(Memory.id, Memory)).where(
    Memory.tenant_id == bindparam("tenant"), Memory.id.in_(bindparam("ids", expanding=True))
)


def _hit(row: Any, similarity: float | None, fused: float = 0.0, *, linked: bool = True) -> Hit:
    return Hit(
        id=row[0],
        category=row[1],
        type=MemoryType(row[2]),
        text=row[3],
        importance=row[4],
        updated_at=row[5],
        valid_from=row[6],
        similarity=similarity,
        fused=fused,
        linked=linked,
    )


@dataclass(frozen=True)
class Fusion:
    """How the two searches are fused: each list's weight, and the k of reciprocal rank
    fusion (larger k flattens the difference between ranks)."""

    semantic_weight: float = 1.0
    lexical_weight: float = 1.0
    k: int = 60
    common_term_share: float = 1.0


class RetrievalRepository(TenantRepository):
    def __init__(
        self, session: AsyncSession, tenant_id: str, common_terms: CommonTerms | None = None
    ) -> None:
        super().__init__(session, tenant_id)
        self.common_terms = common_terms or CommonTerms()

    async def search(
        self,
        scope: Scope,
        vector: Any,
        query: str,
        *,
        limit: int,
        fusion: Fusion,
        linked: int | None = None,
    ) -> tuple[list[Hit], list[Link]]:
        """The memories in scope that best match `query`, by meaning (`vector`) and by its
        words, fused and best first (up to `limit` from each search), and the current memories
        linked to the first `linked` of them (to all by default) — one round trip. The others
        say `linked=False`; `links` reads theirs."""
        params = {
            **_params(scope, self.tenant_id),
            "vector": vector,
            "query": query,
            "bigrams": cjk_bigrams(query),
            "limit": limit,
            "rrf_k": fusion.k,
            "semantic_weight": fusion.semantic_weight,
            "lexical_weight": fusion.lexical_weight,
            "common": await self.common_terms.above(self.session, fusion.common_term_share),
            "linked": 2 * limit if linked is None else linked,  # each search finds `limit`
        }
        hits, links = [], []
        values = {**params, "vector": as_vector(vector)}
        per_user = _per_user_sql(scope)
        if per_user is not None and PER_USER_KEPT.admit(
            await driver.connection_info(self.session), per_user.key(values)
        ):  # planned once for this user on this connection
            rows = await driver.fetch_all(
                self.session, per_user.text(values), per_user.bind(values), generic_plan=True
            )
        else:
            statement = _search_sql(scope)
            rows = await driver.fetch_all(self.session, statement.sql, statement.bind(values))
        for row in rows:
            distance = row[7]
            similarity = None if distance is None else 1 - float(distance)
            hits.append(_hit(row, similarity, float(row[9]), linked=row[8] is not None))
            links += [Link(row[0], *link) for link in row[8] or ()]
        return hits, links

    async def links(self, ids: Sequence[str]) -> list[Link]:
        """The current memories linked to each of `ids`, strongest first, as `search` reads
        them."""
        rows = await self.session.execute(_LINKS, {"tenant": self.tenant_id, "ids": list(ids)})
        return [Link(memory_id, *link) for memory_id, links in rows for link in links]

    async def most_important(self, scope: Scope, *, limit: int) -> list[Hit]:
        """Memories in scope, most important and most recently updated first."""
        key = _shape(scope, "important")
        if key not in _STATEMENTS:
            _STATEMENTS[key] = (
                select(*_HIT_COLUMNS)
                .where(*_where(scope))
                .order_by(Memory.importance.desc(), Memory.updated_at.desc(), Memory.id)
                .limit(bindparam("limit"))
            )
        params = {**_params(scope, self.tenant_id), "limit": limit}
        rows = await self.session.execute(_STATEMENTS[key], params)
        return [_hit(row, None) for row in rows]

    async def touch(self, counts: Mapping[str, int]) -> None:
        """Add retrievals to access counts and times, all in one statement."""
        await self.session.execute(
            _TOUCH, {"tenant": self.tenant_id, "ids": list(counts), "counts": list(counts.values())}
        )
