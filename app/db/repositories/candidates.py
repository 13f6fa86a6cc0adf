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
They run as MATERIALIZED CTEs of one statement (one round trip, one plan:
app/db/repositories/candidate_sql.py builds it), so each nearest-neighbour search stays the
single index scan `nearest.nearest` describes. The rows
come back as `Memory` objects without their embedding (deferred, and raising if read): no
caller of a candidate reads it, and turning 384 numbers back from text costs more than the
rest of the row.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    select,
)
from sqlalchemy.orm import defer

from app.db import driver
from app.db.models import Memory
from app.db.repositories import candidate_batch
from app.db.repositories.base import TenantRepository
from app.db.repositories.candidate_sql import active, statement
from app.db.repositories.nearest import nearest

_CHANNELS = ("duplicate", "semantic", "near", "attribute")


@dataclass
class Found:
    """What the channels found: the stored duplicate, or the scored candidates (similarity
    None when either side has no embedding), each memory once, most similar first."""

    duplicate: Memory | None = None
    candidates: list[tuple[Memory, float | None]] = field(default_factory=list)


# Per connection, the first eight users (in a project) to write a second time on it have their
# candidates' statement written per user and planned once (~210 kB of the backend's memory a
# prepared plan); any other user's write runs the shared text, planned for its values at each
# run. So does a write stating an attribute: how many of the user's memories state it decides
# the attribute channel's plan, and a parameter would hide it.
PER_USER_KEPT = driver.Kept("candidates per user", texts=8, after_runs=2)


class CandidateRepository(TenantRepository):
    _kept: tuple[str, str | None] | None = None

    async def keep_plan(self, user_id: str, project_id: str | None) -> bool:
        """Whether this write's candidates are searched by the statement written for its user
        (and project), to be planned once in a transaction that plans so
        (`UnitOfWork.lock_user(generic_plans=True)`), or by the shared statement."""
        info = await driver.connection_info(self.session)
        kept = PER_USER_KEPT.admit(info, (self.tenant_id, user_id, project_id))
        self._kept = (user_id, project_id) if kept else None
        return kept

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
            vector, active(importance_gate is not None, project_id is not None), limit=k
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
        per_user = self._kept == (user_id, project_id) and not attributes
        stmt = statement(vector is not None, bool(attributes), project_id is not None, per_user)
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
