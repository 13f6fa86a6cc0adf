"""What the theory-of-mind insight job reads: a user's newest memories and last insight."""

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select

from app.db.models import Memory
from app.db.repositories.base import TenantRepository
from app.enums import MemoryStatus, MemoryType


class InsightRepository(TenantRepository):
    async def newest(
        self, user_id: str, *, types: Sequence[MemoryType], limit: int
    ) -> list[Memory]:
        """The user's `limit` most recently stored active memories of these types, newest
        first."""
        stmt = (
            select(Memory)
            .where(
                self.owned(Memory),
                Memory.user_id == user_id,
                Memory.status == MemoryStatus.active,
                Memory.type.in_(types),
            )
            .order_by(Memory.created_at.desc(), Memory.id.desc())
            .limit(limit)
        )
        return list(await self.session.scalars(stmt))

    async def last_insight_at(self, user_id: str) -> datetime | None:
        """When the user's newest insight was stored, whatever became of it since."""
        stmt = select(func.max(Memory.created_at)).where(
            self.owned(Memory),
            Memory.user_id == user_id,
            Memory.type == MemoryType.insight,
        )
        last: datetime | None = (await self.session.execute(stmt)).scalar_one()
        return last
