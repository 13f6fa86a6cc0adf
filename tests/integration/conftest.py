from collections.abc import AsyncIterator

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from app.config import Settings
from app.db.engine import create_engine, create_sessionmaker


@pytest.fixture
async def session(settings: Settings, database_url: str) -> AsyncIterator[AsyncSession]:
    """A session of the service's own engine (its connections as a request gets them)."""
    engine = create_engine(database_url, settings)
    try:
        async with create_sessionmaker(engine)() as session:
            yield session
    finally:
        await engine.dispose()
