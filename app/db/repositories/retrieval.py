"""Reads for agents: nearest memories under filters, their relations, access tracking.

Plain Core statements returning tuples: the query path is hot, and ORM identity-map work would
cost more than the SQL. The nearest-neighbour search is `nearest.nearest`.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pgvector.sqlalchemy import Vector
from sqlalchemy import (
    ColumnElement,
    DateTime,
    and_,
    bindparam,
    func,
    literal_column,
    select,
    text,
    union_all,
)
from sqlalchemy.dialects.postgresql import aggregate_order_by
from sqlalchemy.orm import aliased

from app.db.models import Memory, Relation
from app.db.repositories.base import TenantRepository
from app.db.repositories.memories import held_at
from app.db.repositories.nearest import nearest
from app.enums import MemoryStatus, MemoryType

_TIME = DateTime(timezone=True)


@dataclass(frozen=True)
class Hit:
    id: str
    category: str
    type: MemoryType
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


_OPTIONAL = ("importance_min", "importance_max", "updated_after", "updated_before")


def _where(scope: Scope) -> list[ColumnElement[bool]]:
    """The scope as SQL over bind parameters: statements depend on which filters are present,
    never on their values, so each shape is built once and reused."""
    conditions = [
        Memory.tenant_id == bindparam("tenant"),
        Memory.user_id == bindparam("user_id"),
        Memory.category.in_(bindparam("categories", expanding=True)),
    ]
    conditions += [getattr(Memory, name) == bindparam(name) for name in sorted(scope.equal)]
    if scope.as_of is not None or scope.known_at is not None:
        as_of = bindparam("as_of", type_=_TIME) if scope.as_of is not None else None
        known_at = bindparam("known_at", type_=_TIME) if scope.known_at is not None else None
        conditions += held_at(as_of, known_at)  # type: ignore[arg-type]
    else:
        conditions.append(Memory.status == MemoryStatus.active)
    bounds = {
        "importance_min": Memory.importance >= bindparam("importance_min"),
        "importance_max": Memory.importance <= bindparam("importance_max"),
        "updated_after": Memory.updated_at > bindparam("updated_after", type_=_TIME),
        "updated_before": Memory.updated_at < bindparam("updated_before", type_=_TIME),
    }
    return conditions + [bounds[name] for name in _OPTIONAL if getattr(scope, name) is not None]


def _shape(scope: Scope, kind: str) -> tuple[object, ...]:
    present = tuple(name for name in (*_OPTIONAL, "as_of", "known_at") if getattr(scope, name))
    return (kind, tuple(sorted(scope.equal)), present)


def _params(scope: Scope, tenant_id: str) -> dict[str, Any]:
    params: dict[str, Any] = {
        "tenant": tenant_id,
        "user_id": scope.user_id,
        "categories": list(scope.categories),
        **scope.equal,
    }
    for name in (*_OPTIONAL, "as_of", "known_at"):
        if getattr(scope, name) is not None:
            params[name] = getattr(scope, name)
    return params


def _links_of_memory() -> Any:
    """The current memories linked to the outer query's memory, either direction, as a JSON
    array of [id, category, text, strength], strongest first."""
    other = aliased(Memory)
    # Correlated to the outer memory explicitly: inside a FROM subquery nothing is implied.
    outgoing = (
        select(Relation.to_id.label("other"), Relation.strength)
        .where(Relation.tenant_id == bindparam("tenant"), Relation.from_id == Memory.id)
        .correlate(Memory)
    )
    incoming = (
        select(Relation.from_id.label("other"), Relation.strength)
        .where(Relation.tenant_id == bindparam("tenant"), Relation.to_id == Memory.id)
        .correlate(Memory)
    )
    edges = union_all(outgoing, incoming).subquery("edges")
    row = func.json_build_array(other.id, other.category, other.text, edges.c.strength)
    ordered = aggregate_order_by(row, edges.c.strength.desc(), other.id)
    return (
        select(func.coalesce(func.json_agg(ordered), literal_column("'[]'::json")))
        .select_from(
            edges.join(other, and_(other.id == edges.c.other, other.status == MemoryStatus.active))
        )
        .scalar_subquery()
    )


_TOUCH = text(
    "UPDATE memories SET access_count = access_count + v.n, last_accessed_at = clock_timestamp()"
    " FROM unnest(CAST(:ids AS text[]), CAST(:counts AS integer[])) AS v(id, n)"
    " WHERE memories.id = v.id AND memories.tenant_id = :tenant"
)
_HIT_COLUMNS = (
    Memory.id, Memory.category, Memory.type, Memory.text, Memory.importance, Memory.updated_at,
)  # fmt: skip
_STATEMENTS: dict[tuple[object, ...], Any] = {}


def _nearest_statement(scope: Scope) -> Any:
    key = _shape(scope, "nearest")
    if key not in _STATEMENTS:
        vector = bindparam("vector", type_=Vector())
        found = nearest(vector, _where(scope), limit=bindparam("limit"))
        _STATEMENTS[key] = (
            select(*_HIT_COLUMNS, found.c.distance, _links_of_memory().label("links"))
            .join(found, Memory.id == found.c.id)
            .order_by(found.c.distance, Memory.id)
        )
    return _STATEMENTS[key]


def _hit(row: Any, similarity: float | None) -> Hit:
    return Hit(
        id=row[0],
        category=row[1],
        type=row[2],
        text=row[3],
        importance=row[4],
        updated_at=row[5],
        similarity=similarity,
    )


class RetrievalRepository(TenantRepository):
    async def nearest(
        self, scope: Scope, vector: Any, *, limit: int
    ) -> tuple[list[Hit], list[Link]]:
        """The `limit` memories in scope closest to `vector`, closest first, and the current
        memories linked to them — one round trip."""
        params = {**_params(scope, self.tenant_id), "vector": vector, "limit": limit}
        hits, links = [], []
        for row in await self.session.execute(_nearest_statement(scope), params):
            hits.append(_hit(row, 1 - float(row[6])))
            links += [Link(row[0], *link) for link in row[7]]
        return hits, links

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
