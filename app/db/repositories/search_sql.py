"""The SQL of retrieval: a `Scope` as conditions over bind parameters, and the hybrid search
statement built from it, once per shape, with its compiled and per-user forms. A module apart
from the repository (app/db/repositories/retrieval.py), which runs these and reads their rows:
how the search is written, planned and cached is read and changed on its own.

A query is searched two ways in one statement: by meaning (the nearest embeddings,
`nearest.nearest`) and by its words (`memories.search`, a tsvector of English words and
Chinese character bigrams, through a GIN index over tenant, user and terms). The two ranked
lists are fused by reciprocal rank fusion: each memory scores Σ weight / (k + its rank) over
the lists it is in, so a memory found by both rises, and a name or a rare word the embedding
misses still comes up. Every filter applies inside both searches, before ranking.

Plain Core statements returning tuples: the query path is hot, and ORM identity-map work would
cost more than the SQL. Each statement shape is built once and cached.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    ARRAY,
    BindParameter,
    ColumnElement,
    DateTime,
    Text,
    any_,
    bindparam,
    case,
    func,
    literal_column,
    select,
)

from app.db import driver
from app.db.models import Memory
from app.db.repositories.common_terms import query_terms
from app.db.repositories.inlined import Inlined
from app.db.repositories.memory_lookups import held_at
from app.db.repositories.nearest import nearest
from app.db.repositories.related import links_of
from app.db.vectors import VectorParam
from app.enums import MemoryStatus

_TIME = DateTime(timezone=True)


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
        Memory.category == any_(bindparam("categories", type_=ARRAY(Text))),
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


_HIT_COLUMNS = (
    Memory.id, Memory.category, Memory.type, Memory.text, Memory.importance, Memory.updated_at,
    Memory.valid_from,
)  # fmt: skip
_STATEMENTS: dict[tuple[object, ...], Any] = {}


def _search_statement(scope: Scope, *, per_user: bool = False) -> Any:
    key = (*_shape(scope, "search"), per_user)
    if key not in _STATEMENTS:
        vector = bindparam("vector", type_=VectorParam())
        terms, selecting = query_terms(
            bindparam("query", type_=Text), bindparam("bigrams", type_=Text)
        )
        semantic = nearest(vector, _where(scope), limit=bindparam("limit"))
        # A plan made once (per_user) would work the ranking tsquery out again for every row it
        # ranks; as a sub-select it is worked out once. A custom plan folds it either way.
        ranking = select(terms).scalar_subquery() if per_user else terms
        lexical = (
            select(Memory.id, func.ts_rank(Memory.search, ranking).label("rank"))
            .where(*_where(scope), Memory.search.op("@@")(selecting))
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
        order = (fused.c.fused.desc(), distance, Memory.id)
        hits = (
            select(
                *_HIT_COLUMNS,
                distance.label("distance"),
                fused.c.fused,
                func.row_number().over(order_by=order).label("place"),
            )
            .join(fused, Memory.id == fused.c.id)
            .subquery("hits")
        )
        # Links only for the first `linked` hits: a CASE evaluates its subquery only for them.
        links = case((hits.c.place <= bindparam("linked"), links_of(hits.c.id, hits)))
        _STATEMENTS[key] = select(
            *(hits.c[column.key] for column in _HIT_COLUMNS),
            hits.c.distance,
            links.label("links"),
            hits.c.fused,
        ).order_by(hits.c.place)
    return _STATEMENTS[key]


def _search_sql(scope: Scope) -> driver.Compiled:
    """The search statement of this shape, compiled once for the driver."""
    key = _shape(scope, "search sql")
    if key not in _STATEMENTS:
        _STATEMENTS[key] = driver.compile_statement(_search_statement(scope))
    statement: driver.Compiled = _STATEMENTS[key]
    return statement


# What the plan of the search depends on, written into its text when planned per user.
_PER_USER = ("tenant", "user_id", "categories", "limit", "linked")
# Per connection, the first eight users asked a second time on it keep a plan (~340 kB each in
# the backend); any other user's search runs the shared text, planned for its values at each
# run as before (psycopg keeps the conversion of 128 texts per process: a text per user for
# every user would convert it again at each run, ~0.2 ms).
PER_USER_KEPT = driver.Kept("search per user", texts=8, after_runs=2)


def _per_user_sql(scope: Scope) -> Inlined | None:
    """The search with its user written in (app/db/repositories/inlined.py), for a scope that
    filters by nothing but the user and categories; None for the others, whose filters' values
    (an agent, a date, a moment in time) a custom plan still weighs."""
    if scope.equal or _shape(scope, "")[2]:
        return None
    key = _shape(scope, "search per user")
    if key not in _STATEMENTS:
        compiled = driver.compile_statement(_search_statement(scope, per_user=True))
        _STATEMENTS[key] = Inlined(compiled, _PER_USER)
    inlined: Inlined = _STATEMENTS[key]
    return inlined
