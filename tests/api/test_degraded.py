"""A remote embedder that fails degrades a write instead of failing it; the back-fill repairs
the memory later."""

import asyncio
import json
from collections.abc import AsyncIterator

import httpx
import numpy as np
import psycopg
import pytest
from fastapi import FastAPI
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.config import Settings
from app.db.engine import libpq_url
from app.db.uow import UnitOfWorkFactory
from app.runtime import Runtime
from app.services.lifecycle import maintenance
from app.services.principal.keys import OPEN_TENANT
from tests.fixtures.apps import client_for, running_app
from tests.fixtures.factories import unique, write
from tests.fixtures.fake_openai import FakeOpenAI, hash_vector


@pytest.fixture(scope="module")
async def remote_app(settings: Settings, model: FakeOpenAI) -> AsyncIterator[FastAPI]:
    async with running_app(
        settings,
        embedder="openai",
        embedding_base_url=model.base_url,
        provider_timeout_seconds=0.5,
        provider_retries=0,
    ) as app:
        yield app


@pytest.fixture
async def client(
    remote_app: FastAPI, uow_factory: UnitOfWorkFactory, model: FakeOpenAI
) -> AsyncIterator[httpx.AsyncClient]:
    model.reset()
    model.dim = 384
    async with client_for(remote_app, uow_factory) as client:
        yield client


async def test_an_embedder_outage_degrades_the_write_and_backfill_repairs_it(
    client: httpx.AsyncClient,
    remote_app: FastAPI,
    model: FakeOpenAI,
    uow_factory: UnitOfWorkFactory,
    connection: AsyncConnection,
) -> None:
    user = unique("u")
    model.fail(500)
    result = await write(client, user_id=user, text="User lives in Lisbon")
    assert result["action"] == "ADD"
    assert "semantic search skipped" in result["reason"]
    memory_id = result["memory"]["id"]
    query = text("SELECT embedding IS NULL, attributes FROM memories WHERE id = :id")
    missing, attributes = (await connection.execute(query, {"id": memory_id})).one()
    assert missing is True
    assert attributes == ["res"]  # attributes need no embedder
    embed_events = await connection.scalar(
        text(
            "SELECT count(*) FROM events WHERE user_id = :u AND op = 'embed' AND status = 'error'"
        ),
        {"u": user},
    )
    assert embed_events == 1

    runtime: Runtime = remote_app.state.runtime
    report = await maintenance.backfill(
        uow_factory=uow_factory, embedder=runtime.providers.embedder
    )
    assert report.embedded >= 1
    stored = await connection.scalar(
        text("SELECT embedding::text FROM memories WHERE id = :id"), {"id": memory_id}
    )
    expected = hash_vector("User lives in Lisbon", 384)
    assert np.allclose(json.loads(stored), expected, atol=1e-6)


async def _user_lock_is_free(database_url: str, user: str) -> bool:
    """Whether another connection can take the user's write lock (released again at once)."""
    async with await psycopg.AsyncConnection.connect(libpq_url(database_url)) as other:
        key = f"{OPEN_TENANT}\x1f{user}"
        cursor = await other.execute(
            "SELECT pg_try_advisory_xact_lock(hashtextextended(%s, 0))", (key,)
        )
        row = await cursor.fetchone()
        assert row is not None
        free: bool = row[0]
        return free


async def test_a_remote_embedder_is_awaited_before_the_user_is_locked(
    client: httpx.AsyncClient, model: FakeOpenAI, database_url: str
) -> None:
    # The local embedder's forward pass overlaps the lock (app.services.write.pipeline); a
    # network call must not: while it is pending, the user's other writers are not held up.
    user = unique("u")
    model.hang(0.4)
    writing = asyncio.create_task(write(client, user_id=user, text="User lives in Porto"))
    await asyncio.sleep(0.2)
    assert not writing.done()
    assert await _user_lock_is_free(database_url, user)
    assert (await writing)["action"] == "ADD"
    # The write took the lock once it had its vector (held until this test's rollback).
    assert not await _user_lock_is_free(database_url, user)
