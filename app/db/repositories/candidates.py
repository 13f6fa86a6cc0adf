"""Where a new memory's conflict candidates come from: one statement for every channel.

Every channel reads one user's active memories in one project, and every gate is applied here,
in SQL:
- `duplicate`: the same statement already stored (the normalised text's hash); when there is
  one, no other channel runs (a one-time filter in each of them);
- `semantic`: the `k` nearest above the similarity gate among memories that pass the
  importance gate;
- `near`: the nearest few of any importance at the duplicate similarity or above;
- `attribute`: memories stating one of the new text's attributes, most similar first,
  whatever their cosine (under the importance gate).
They run as MATERIALIZED CTEs of one statement (one round trip, one plan), so each
nearest-neighbour search stays the single index scan `nearest.nearest` describes. The rows
come back as `Memory` objects without their embedding (deferred, and raising if read): no
caller of a candidate reads it, and turning 384 numbers back from text costs more than the
rest of the row.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
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
from app.db.repositories import candidate_batch
from app.db.repositories.base import TenantRepository
from app.db.repositories.nearest import nearest
from app.db.vectors import VectorParam
from app.enums import MemoryStatus, Tier

_STATEMENTS: dict[tuple[bool, bool, bool], Any] = {}
_CHANNELS = ("duplicate", "semantic", "near", "attribute")


@dataclass
class Found:
    """What the channels found: the stored duplicate, or the scored candidates (similarity
    None when either side has no embedding), each memory once, most similar first."""

    duplicate: Memory | None = None
    candidates: list[tuple[Memory, float | None]] = field(default_factory=list)


# What the plan of the write's statement depends on: written into its text (`_written`).
# Their types: a value written in is rendered by its type.
_PER_USER: dict[str, Any] = {
    "tenant": String, "user_id": String, "project_id": String, "importance_gate": Float,
    "k": Integer, "near_k": Integer,
}  # fmt: skip


def _written(name: str, per_user: bool, **kwargs: Any) -> BindParameter[Any]:
    """The parameter `name`; with `per_user`, one SQLAlchemy writes into the statement's text
    at each execution when `name` is one the plan depends on. The write's statement then has
    a text per user (and project, and attribute set): a write's transaction plans it once,
    generically, for that text (`UnitOfWork.lock_user`, `generic_plans`), which is the plan
    the user's own values would get (app/db/repositories/inlined.py says why)."""
    if per_user and name in _PER_USER:
        return bindparam(name, type_=_PER_USER[name], literal_execute=True)
    return bindparam(name, **kwargs)


def _constant(value: StrEnum, per_user: bool) -> Any:
    """An enum's value: with `per_user`, written in as a literal, as a partial index's
    predicate names it (a plan made once cannot prove the predicate from a parameter)."""
    return literal_column(f"'{value.value}'") if per_user else value


def _in_project(in_project: bool, per_user: bool = False) -> ColumnElement[bool]:
    """`project_id IS NULL` outside any project: spelled so, not `IS NOT DISTINCT FROM` a
    parameter, whose row estimate (one row) made the planner scan and sort a heavy user's
    memories instead of asking the HNSW index."""
    if in_project:
        return Memory.project_id == _written("project_id", per_user, type_=String)
    return Memory.project_id.is_(None)


def _active(gated: bool, in_project: bool, per_user: bool = False) -> list[ColumnElement[bool]]:
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


def _statement(embedded: bool, with_attributes: bool, in_project: bool) -> Any:
    """The statement for a write with (or without) a vector, attributes and a project: built
    once per shape, every value a bind parameter, those its plan depends on written in at
    each execution (`_PER_USER`)."""
    key = (embedded, with_attributes, in_project)
    if key in _STATEMENTS:
        return _STATEMENTS[key]
    duplicate = (
        select(Memory.id)
        .where(
            Memory.tenant_id == _written("tenant", True),
            Memory.user_id == _written("user_id", True),
            _in_project(in_project, True),
            Memory.content_hash == bindparam("content_hash"),
            Memory.status == _constant(MemoryStatus.active, True),
        )
        .order_by(Memory.created_at)
        .limit(literal_column("1"))
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
                [*_active(gated, in_project, True), no_duplicate],
                limit=_written(limit, True),
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
                *_active(True, in_project, True),
                no_duplicate,
                # Written in too: how many memories state them decides the plan.
                Memory.attributes.overlap(
                    bindparam("attributes", type_=ARRAY(Text), literal_execute=True)
                ),
            )
            .order_by(distance.asc().nulls_last(), Memory.created_at.desc())
            .limit(_written("k", True))
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
    written = {name: values[name] for name in (*_PER_USER, "attributes") if name in values}
    return driver.compile_statement(_statement(embedded, with_attributes, in_project), written)


class CandidateRepository(TenantRepository):
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
        closest first; with `importance_gate`, only memories above it or in the core tier.
        (The write's own search is `gather`; this one links an insight to its neighbours.)"""
        found = nearest(
            vector, _active(importance_gate is not None, project_id is not None), limit=k
        )
        stmt = (
            select(Memory, found.c.distance)
            .join(found, Memory.id == found.c.id)
            .where(found.c.distance <= 1 - min_similarity)
            .order_by(found.c.distance, Memory.id)
            .options(defer(Memory.embedding, raiseload=True))
        )
        params = {
            "tenant": self.tenant_id,
            "user_id": user_id,
            "project_id": project_id,
            "importance_gate": importance_gate,
        }
        rows = await self.session.execute(stmt, params)
        return [(memory, 1 - float(distance)) for memory, distance in rows]

    async def gather(
        self,
        *,
        user_id: str,
        project_id: str | None,
        content_hash: str,
        vector: Sequence[float] | Any | None,
        attributes: Sequence[str],
        k: int,
        gate: float,
        importance_gate: float,
        duplicate_similarity: float,
        near_k: int = 3,
    ) -> Found:
        """Every channel's memories for a free-text write, in one round trip: the stored
        duplicate if there is one (then nothing else), else the candidates."""
        params: dict[str, Any] = {
            "tenant": self.tenant_id,
            "user_id": user_id,
            "project_id": project_id,
            "content_hash": content_hash,
            "importance_gate": importance_gate,
            "k": k,
        }
        if vector is not None:
            params |= {
                "vector": vector,
                "near_k": near_k,
                "gate": gate,
                "duplicate_similarity": duplicate_similarity,
            }
        if attributes:
            params["attributes"] = list(attributes)
        stmt = _statement(vector is not None, bool(attributes), project_id is not None)
        result = await self.session.execute(stmt, params)
        return _found(result.all())

    async def gather_many(
        self,
        lookups: Sequence[candidate_batch.Lookup],
        *,
        k: int,
        importance_gate: float,
        duplicate_similarity: float,
        near_k: int = 3,
    ) -> list[Found]:
        """`gather` for each lookup (each with a vector), in two statements: the channels of
        all of them (candidate_batch), then the memories found. Only for users holding at
        most `candidate_batch.FEW` active memories."""
        if not lookups:
            return []
        params = candidate_batch.params(
            self.tenant_id,
            lookups,
            k=k,
            importance_gate=importance_gate,
            duplicate_similarity=duplicate_similarity,
            near_k=near_k,
        )
        rows = await driver.fetch_all(
            self.session, candidate_batch.statement(), params, vector_lists=("vectors",)
        )
        ids = list({row[1] for row in rows})
        memories: dict[str, Memory] = {}
        if ids:
            stmt = (
                select(Memory)
                .where(Memory.id.in_(ids))
                .options(defer(Memory.embedding, raiseload=True))
            )
            memories = {m.id: m for m in await self.session.scalars(stmt)}
        found: list[list[tuple[Memory, str, Any, int]]] = [[] for _ in lookups]
        for n, memory_id, channel, distance, place in rows:
            found[n].append((memories[memory_id], channel, distance, place))
        return [_found(each) for each in found]


def _found(rows: Sequence[Any]) -> Found:
    """The channels' rows (memory, channel, distance, place) as what a write compares with."""
    # Each channel's rows in its own order, the channels in the order above.
    rows = sorted(rows, key=lambda row: (_CHANNELS.index(row[1]), row[3]))
    found = Found()
    scored: dict[str, tuple[Memory, float | None]] = {}
    for memory, channel, distance, _ in rows:
        similarity = None if distance is None else 1 - float(distance)
        if channel == "duplicate":
            found.duplicate = memory
            return found
        if channel == "attribute":
            scored.setdefault(memory.id, (memory, similarity))
        else:
            scored[memory.id] = (memory, similarity)
    found.candidates = sorted(scored.values(), key=lambda item: -(item[1] or 0.0))
    return found
