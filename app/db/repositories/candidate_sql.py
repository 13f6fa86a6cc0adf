"""The SQL of the write's conflict candidates (app/db/repositories/candidates.py runs it):
one statement for every channel, built once per shape, with its values as bind parameters; in
its per-user form, those its plan depends on written into its text at each execution.

Every channel reads one user's active memories in one project, and every gate is applied
here: `duplicate` (the same statement already stored: then no other channel runs),
`semantic` (the `k` nearest above the similarity gate among memories past the importance
gate), `near` (the nearest few of any importance at the duplicate similarity or above) and
`attribute` (memories stating one of the new text's attributes, most similar first). They run
as MATERIALIZED CTEs of one statement (one round trip, one plan), so each nearest-neighbour
search stays the single index scan `nearest.nearest` describes.
"""

from enum import StrEnum
from typing import Any

from sqlalchemy import (
    BindParameter,
    ColumnElement,
    Float,
    Integer,
    String,
    Text,
    bindparam,
    case,
    exists,
    func,
    literal,
    literal_column,
    null,
    or_,
    select,
    union_all,
)
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import defer

from app.db import driver
from app.db.models import Memory
from app.db.repositories.nearest import nearest
from app.db.vectors import VectorParam
from app.enums import MemoryStatus, Tier

_STATEMENTS: dict[tuple[bool, bool, bool, bool], Any] = {}


# What the plan of the write's statement depends on: written into its text (`_written`).
# Their types: a value written in is rendered by its type.
_PER_USER: dict[str, Any] = {
    "tenant": String, "user_id": String, "project_id": String, "importance_gate": Float,
    "k": Integer, "near_k": Integer,
}  # fmt: skip


def _written(name: str, per_user: bool, **kwargs: Any) -> BindParameter[Any]:
    """The parameter `name`; with `per_user`, one SQLAlchemy writes into the statement's text
    at each execution when `name` is one the plan depends on. The write's statement then has
    a text per user (and project): a write's transaction plans it once,
    generically, for that text (`UnitOfWork.lock_user`, `generic_plans`), which is the plan
    the user's own values would get (app/db/repositories/inlined.py says why)."""
    if per_user and name in _PER_USER:
        return bindparam(name, type_=_PER_USER[name], literal_execute=True)
    return bindparam(name, **kwargs)


# The values the partial indexes' predicates name, as literals of the statement's text.
_LITERALS: dict[StrEnum, Any] = {
    MemoryStatus.active: literal_column("'active'"),
    Tier.core: literal_column("'core'"),
}


def _constant(value: StrEnum, per_user: bool) -> Any:
    """An enum's value: with `per_user`, written in as a literal, as a partial index's
    predicate names it (a plan made once cannot prove the predicate from a parameter)."""
    return _LITERALS[value] if per_user else value


def _in_project(in_project: bool, per_user: bool = False) -> ColumnElement[bool]:
    """`project_id IS NULL` outside any project: spelled so, not `IS NOT DISTINCT FROM` a
    parameter, whose row estimate (one row) made the planner scan and sort a heavy user's
    memories instead of asking the HNSW index."""
    if in_project:
        return Memory.project_id == _written("project_id", per_user, type_=String)
    return Memory.project_id.is_(None)


def active(gated: bool, in_project: bool, per_user: bool = False) -> list[ColumnElement[bool]]:
    """One user's current free-text memories in one project (keyed ones change by key);
    `gated`: only those above the importance gate or in the core tier."""
    conditions = [
        Memory.tenant_id == _written("tenant", per_user),
        Memory.user_id == _written("user_id", per_user),
        _in_project(in_project, per_user),
        Memory.status == _constant(MemoryStatus.active, per_user),
        Memory.key.is_(None),
    ]
    if gated:
        importance_gate = _written("importance_gate", per_user)
        core = Memory.tier == _constant(Tier.core, per_user)
        conditions.append(or_(Memory.importance > importance_gate, core))
    return conditions


def statement(
    embedded: bool, with_attributes: bool, in_project: bool, per_user: bool = False
) -> Any:
    """The statement for a write with (or without) a vector, attributes and a project: built
    once per shape, every value a bind parameter; with `per_user`, those its plan depends on
    written in at each execution (`_PER_USER`)."""
    key = (embedded, with_attributes, in_project, per_user)
    if key in _STATEMENTS:
        return _STATEMENTS[key]
    duplicate = (
        select(Memory.id)
        .where(
            Memory.tenant_id == _written("tenant", per_user),
            Memory.user_id == _written("user_id", per_user),
            _in_project(in_project, per_user),
            Memory.content_hash == bindparam("content_hash"),
            Memory.status == _constant(MemoryStatus.active, per_user),
        )
        .order_by(Memory.created_at)
        .limit(literal_column("1") if per_user else 1)
        .cte("duplicate")
        .prefix_with("MATERIALIZED")
    )
    no_duplicate = ~exists(select(duplicate.c.id))
    channels = [select(duplicate.c.id, literal("duplicate"), null().cast(Float), literal(1))]
    vector = bindparam("vector", type_=VectorParam())
    if embedded:
        for name, gated, limit, cut_off in (
            ("semantic", True, "k", "gate"),
            ("near", False, "near_k", "duplicate_similarity"),
        ):
            search = nearest(
                vector,
                [*active(gated, in_project, per_user), no_duplicate],
                limit=_written(limit, per_user),
                name=name,
            )
            place = func.row_number().over(order_by=(search.c.distance, search.c.id))
            channels.append(
                select(search.c.id, literal(name), search.c.distance, place).where(
                    search.c.distance <= 1 - bindparam(cut_off, type_=Float)
                )
            )
    if with_attributes:
        distance: ColumnElement[Any] = null().cast(Float)
        if embedded:
            distance = case(
                (Memory.embedding.is_(None), None), else_=Memory.embedding.cosine_distance(vector)
            )
        sharing = (
            select(Memory.id, distance.label("distance"), Memory.created_at)
            .where(
                *active(True, in_project, per_user),
                no_duplicate,
                Memory.attributes.overlap(bindparam("attributes", type_=ARRAY(Text))),
            )
            .order_by(distance.asc().nulls_last(), Memory.created_at.desc())
            .limit(_written("k", per_user))
            .cte("sharing")
            .prefix_with("MATERIALIZED")
        )
        place = func.row_number().over(
            order_by=(sharing.c.distance.asc().nulls_last(), sharing.c.created_at.desc())
        )
        channels.append(select(sharing.c.id, literal("attribute"), sharing.c.distance, place))
    found = union_all(*channels).subquery("found")
    id_, channel, distance_, place_ = found.c
    _STATEMENTS[key] = (
        select(Memory, channel, distance_, place_)
        .join(found, Memory.id == id_)
        .options(defer(Memory.embedding, raiseload=True))
    )
    return _STATEMENTS[key]


def written_sql(
    embedded: bool, with_attributes: bool, in_project: bool, values: dict[str, Any]
) -> driver.Compiled:
    """The write's statement as SQLAlchemy sends it for `values`: those its plan depends on
    written in, the others left as parameters (for EXPLAIN, in tests and benchmarks)."""
    written = {name: values[name] for name in _PER_USER if name in values}
    per_user = statement(embedded, with_attributes, in_project, per_user=True)
    return driver.compile_statement(per_user, written)
