from datetime import datetime

from sqlalchemy import exists, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import ApiKey


class ApiKeyRepository:
    """API keys are looked up across tenants: a key is what tells us the tenant."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, key_id: str) -> ApiKey | None:
        return await self.session.get(ApiKey, key_id)

    async def any_active(self) -> bool:
        stmt = select(exists().where(ApiKey.revoked_at.is_(None)))
        return bool((await self.session.execute(stmt)).scalar_one())

    def add(self, key: ApiKey) -> None:
        self.session.add(key)

    async def list(self, tenant_id: str | None = None) -> list[ApiKey]:
        stmt = select(ApiKey).order_by(ApiKey.created_at, ApiKey.id)
        if tenant_id is not None:
            stmt = stmt.where(ApiKey.tenant_id == tenant_id)
        return list(await self.session.scalars(stmt))

    async def revoke(self, key_id: str) -> ApiKey | None:
        stmt = (
            update(ApiKey)
            .where(ApiKey.id == key_id, ApiKey.revoked_at.is_(None))
            .values(revoked_at=func.clock_timestamp())
            .returning(ApiKey)
        )
        return (await self.session.scalars(stmt)).one_or_none()

    async def mark_used(self, key_id: str, at: datetime) -> None:
        await self.session.execute(
            update(ApiKey).where(ApiKey.id == key_id).values(last_used_at=at)
        )
