"""What daily consolidation reads and records: the users to visit, candidate pairs of one
user's memories (pgvector, in SQL), and the fingerprints of pairs already compared."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import ColumnElement, and_, delete, func, or_, select, true
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import aliased

from app.db.models import Memory, PairCheck
from app.db.repositories.base import TenantRepository
from app.enums import MemoryStatus, Relation


@dataclass(frozen=True)
class CheckedPair:
    fingerprint: str
    id_a: str
    id_b: str
    score: float
    result: Relation


class ConsolidationRepository(TenantRepository):
    async def users_changed_since(
        self, since: datetime, *, every_tenant: bool = False
    ) -> list[tuple[str, str]]:
        """(tenant_id, user_id) of the users with an active memory updated at or after `since`,
        in order; `every_tenant` looks across all tenants (for the job layer's fan-out)."""
        stmt = select(Memory.tenant_id, Memory.user_id).where(
            Memory.status == MemoryStatus.active, Memory.updated_at >= since
        )
        if not every_tenant:
            stmt = stmt.where(self.owned(Memory))
        stmt = stmt.distinct().order_by(Memory.tenant_id, Memory.user_id)
        return [(row[0], row[1]) for row in await self.session.execute(stmt)]

    def _current(self, memory: type[Memory], user_id: str) -> list[ColumnElement[bool]]:
        return [
            self.owned(memory),
            memory.user_id == user_id,
            memory.status == MemoryStatus.active,
        ]

    async def candidate_pairs(
        self,
        user_id: str,
        *,
        changed_since: datetime,
        important: float,
        recent_since: datetime,
        band: tuple[float, float],
        neighbours: int,
        pool_limit: int,
    ) -> list[tuple[str, str, float]]:
        """(pool member id, neighbour id, similarity) for the user's candidate pairs.

        The pool: active embedded memories updated at or after `recent_since` that changed at
        or after `changed_since`, or are at least `important`, or are among the user's most
        retrieved (access count in the top decile, and not 0); the `pool_limit` most recently
        changed. Each member meets its `neighbours` nearest active memories of the same user,
        project and key (NULL keys together: keyed and free text never pair), also updated at
        or after `recent_since`; pairs outside the similarity `band` are dropped. Both orders
        of a pair may appear.
        """
        top_decile = (
            select(func.percentile_disc(0.9).within_group(Memory.access_count))
            .where(*self._current(Memory, user_id))
            .scalar_subquery()
        )
        pool = (
            select(Memory.id, Memory.embedding, Memory.key, Memory.project_id)
            .where(
                *self._current(Memory, user_id),
                Memory.embedding.is_not(None),
                Memory.updated_at >= recent_since,
                or_(
                    Memory.updated_at >= changed_since,
                    Memory.importance >= important,
                    and_(Memory.access_count > 0, Memory.access_count >= top_decile),
                ),
            )
            .order_by(Memory.updated_at.desc(), Memory.id)
            .limit(pool_limit)
            .cte("pool")
        )
        other = aliased(Memory)
        distance = other.embedding.cosine_distance(pool.c.embedding)
        nearest = (
            select(other.id, distance.label("distance"))
            .where(
                *self._current(other, user_id),
                other.embedding.is_not(None),
                other.updated_at >= recent_since,
                other.id != pool.c.id,
                other.key.is_not_distinct_from(pool.c.key),
                other.project_id.is_not_distinct_from(pool.c.project_id),
            )
            .order_by(distance)
            .limit(neighbours)
            .lateral("nearest")
        )
        # Rounding can put identical vectors a hair past 1.
        similarity = func.least(1.0, 1 - nearest.c.distance)
        low, high = band
        stmt = (
            select(pool.c.id, nearest.c.id, similarity)
            .select_from(pool.join(nearest, true()))
            .where(similarity.between(low, high))
            .order_by(similarity.desc(), pool.c.id, nearest.c.id)
        )
        rows = await self.session.execute(stmt)
        return [(row[0], row[1], float(row[2])) for row in rows]

    async def unexpired(self, fingerprints: Sequence[str], *, at: datetime) -> set[str]:
        """Those of `fingerprints` recorded and not yet expired at `at`."""
        if not fingerprints:
            return set()
        stmt = select(PairCheck.fingerprint).where(
            self.owned(PairCheck),
            PairCheck.fingerprint.in_(fingerprints),
            PairCheck.expires_at > at,
        )
        return set(await self.session.scalars(stmt))

    async def checked_since(self, since: datetime) -> int:
        """How many pairs of the tenant were checked at or after `since`."""
        stmt = select(func.count()).where(self.owned(PairCheck), PairCheck.checked_at >= since)
        return int((await self.session.execute(stmt)).scalar_one())

    async def record_checks(
        self, checked: Sequence[CheckedPair], *, at: datetime, expires_at: datetime
    ) -> None:
        """Remember these pairs as checked at `at` until `expires_at`, in one statement; a
        fingerprint already recorded (an expired one) is renewed."""
        if not checked:
            return
        rows = [
            {
                "tenant_id": self.tenant_id,
                "fingerprint": c.fingerprint,
                "id_a": c.id_a,
                "id_b": c.id_b,
                "score": c.score,
                "result": c.result,
                "checked_at": at,
                "expires_at": expires_at,
            }
            for c in checked
        ]
        stmt = insert(PairCheck).values(rows)
        stmt = stmt.on_conflict_do_update(
            index_elements=[PairCheck.tenant_id, PairCheck.fingerprint],
            set_={
                "result": stmt.excluded.result,
                "score": stmt.excluded.score,
                "checked_at": stmt.excluded.checked_at,
                "expires_at": stmt.excluded.expires_at,
            },
        )
        await self.session.execute(stmt)

    async def forget_expired(self, before: datetime) -> None:
        """Drop the tenant's fingerprints that expired before `before`: they skip nothing."""
        await self.session.execute(
            delete(PairCheck).where(self.owned(PairCheck), PairCheck.expires_at < before),
            execution_options={"synchronize_session": False},
        )
