"""Reads for agents: the memories under filters that best match a query, their relations,
access tracking.

A query is searched two ways in one statement: by meaning (the nearest embeddings,
`nearest.nearest`) and by its words (`memories.search`, a tsvector of English words and
Chinese character bigrams, through a GIN index over tenant, user and terms). The two ranked
lists are fused by reciprocal rank fusion: each memory scores Σ weight / (k + its rank) over
the lists it is in, so a memory found by both rises, and a name or a rare word the embedding
misses still comes up. Every filter applies inside both searches, before ranking.

Plain Core statements returning tuples: the query path is hot, and ORM identity-map work would
cost more than the SQL. Each statement shape is built once and cached.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pgvector.sqlalchemy import Vector
from sqlalchemy import (
    BindParameter,
    ColumnElement,
    DateTime,
    Text,
    and_,
    bindparam,
    cast,
    func,
    literal_column,
    select,
    text,
    union_all,
)
from sqlalchemy.dialects.postgresql import TSQUERY, aggregate_order_by
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from app.db.models import Memory, Relation
from app.db.repositories.base import TenantRepository
from app.db.repositories.common_terms import CommonTerms
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
    valid_from: datetime
    similarity: float | None  # None when not found by similarity
    fused: float = 0.0  # the reciprocal-rank-fusion score of the search that found it


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
    Memory.valid_from,
)  # fmt: skip
_REGCONFIG_ENGLISH: ColumnElement[Any] = literal_column("'english'::regconfig")
_REGCONFIG_SIMPLE: ColumnElement[Any] = literal_column("'simple'::regconfig")
_STATEMENTS: dict[tuple[object, ...], Any] = {}


def _any_term(config: Any, words: Any) -> Any:
    """A tsquery matching any of the words' lexemes (plainto_tsquery matches all of them)."""
    every = cast(func.plainto_tsquery(config, words), Text)
    return cast(func.replace(every, "&", "|"), TSQUERY)


# The query's words that select memories for the lexical search: those not in `:common`, the
# lexemes more than `common_share` of all memories state (common_terms.py: ANALYZE's most
# common lexemes of the search column). A word nearly every memory states ("user" in a store
# of "User …" facts) ranks none above another: left in, it made the search read and rank every
# memory of the user. NULL when every word is common; the search then takes them all.
_SELECTING = text(
    "(SELECT string_agg(quote_literal(w), ' | ')::tsquery"
    " FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, :query)"
    " || to_tsvector('simple'::regconfig, palimpsest_cjk_bigrams(:query)))) AS w"
    " WHERE w <> ALL(CAST(:common AS text[])))"
)


def _search_statement(scope: Scope) -> Any:
    key = _shape(scope, "search")
    if key not in _STATEMENTS:
        vector = bindparam("vector", type_=Vector())
        query = bindparam("query", type_=Text)
        terms = _any_term(_REGCONFIG_ENGLISH, query).op("||")(
            _any_term(_REGCONFIG_SIMPLE, func.palimpsest_cjk_bigrams(query))
        )
        semantic = nearest(vector, _where(scope), limit=bindparam("limit"))
        lexical = (
            select(Memory.id, func.ts_rank_cd(Memory.search, terms).label("rank"))
            .where(*_where(scope), Memory.search.op("@@")(func.coalesce(_SELECTING, terms)))
            .order_by(literal_column("rank").desc(), Memory.id)
            .limit(bindparam("limit"))
            .cte("lexical")
            .prefix_with("MATERIALIZED")
        )
        by_meaning = select(
            semantic.c.id,
            semantic.c.distance,
            func.row_number().over(order_by=(semantic.c.distance, semantic.c.id)).label("place"),
        ).subquery("by_meaning")
        by_words = select(
            lexical.c.id,
            # Equal word evidence, equal place: memories matching the same terms as well
            # (say, only "user", which every memory says) tie, and meaning orders them.
            func.rank().over(order_by=lexical.c.rank.desc()).label("place"),
        ).subquery("by_words")
        k: BindParameter[int] = bindparam("rrf_k")
        fused = (
            select(
                func.coalesce(by_meaning.c.id, by_words.c.id).label("id"),
                (
                    func.coalesce(bindparam("semantic_weight") / (k + by_meaning.c.place), 0.0)
                    + func.coalesce(bindparam("lexical_weight") / (k + by_words.c.place), 0.0)
                ).label("fused"),
                by_meaning.c.distance,
            )
            .select_from(by_meaning.join(by_words, by_meaning.c.id == by_words.c.id, full=True))
            .cte("fused")
        )
        # A memory found only by its words still gets its cosine, for the threshold and display.
        distance = func.coalesce(fused.c.distance, Memory.embedding.cosine_distance(vector))
        _STATEMENTS[key] = (
            select(*_HIT_COLUMNS, distance, _links_of_memory().label("links"), fused.c.fused)
            .join(fused, Memory.id == fused.c.id)
            .order_by(fused.c.fused.desc(), distance, Memory.id)
        )
    return _STATEMENTS[key]


def _hit(row: Any, similarity: float | None, fused: float = 0.0) -> Hit:
    return Hit(
        id=row[0],
        category=row[1],
        type=row[2],
        text=row[3],
        importance=row[4],
        updated_at=row[5],
        valid_from=row[6],
        similarity=similarity,
        fused=fused,
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
        self, scope: Scope, vector: Any, query: str, *, limit: int, fusion: Fusion
    ) -> tuple[list[Hit], list[Link]]:
        """The memories in scope that best match `query`, by meaning (`vector`) and by its
        words, fused and best first (up to `limit` from each search), and the current memories
        linked to them — one round trip."""
        params = {
            **_params(scope, self.tenant_id),
            "vector": vector,
            "query": query,
            "limit": limit,
            "rrf_k": fusion.k,
            "semantic_weight": fusion.semantic_weight,
            "lexical_weight": fusion.lexical_weight,
            "common": await self.common_terms.above(self.session, fusion.common_term_share),
        }
        hits, links = [], []
        for row in await self.session.execute(_search_statement(scope), params):
            distance = row[7]
            similarity = None if distance is None else 1 - float(distance)
            hits.append(_hit(row, similarity, float(row[9])))
            links += [Link(row[0], *link) for link in row[8]]
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
