"""The pool hands a request a live connection after its server process died, whether the
connection was used a moment ago (its socket says the server closed it) or sat idle (pinged)."""

import asyncio

import psycopg
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from app.config import Settings
from app.db import engine as engine_module
from app.db.engine import create_engine, libpq_url


async def _backend(engine: AsyncEngine) -> int:
    async with engine.connect() as connection:
        pid: int = (await connection.execute(text("SELECT pg_backend_pid()"))).scalar_one()
        return pid


@pytest.mark.parametrize("ping_after", [60.0, 0.0])
async def test_a_connection_whose_backend_died_is_replaced(
    settings: Settings, database_url: str, monkeypatch: pytest.MonkeyPatch, ping_after: float
) -> None:
    monkeypatch.setattr(engine_module, "PING_AFTER_IDLE_SECONDS", ping_after)
    engine = create_engine(database_url, settings.model_copy(update={"db_pool_size": 1}))
    try:
        dead = await _backend(engine)
        async with await psycopg.AsyncConnection.connect(libpq_url(database_url)) as other:
            await other.execute("SELECT pg_terminate_backend(%s)", (dead,))
        await asyncio.sleep(0.2)  # the backend exits and closes its socket
        assert await _backend(engine) != dead
        assert await _backend(engine) == await _backend(engine)  # and it is pooled again
    finally:
        await engine.dispose()
