"""`memory.query` without filters runs its search as a text with the user written in, planned
once per user and connection (app/db/repositories/inlined.py): in autocommit, as a read runs,
with any user id a request may carry, the connection's next statements planned for their
values again, and the same rows as the statement planned for its values."""

from collections.abc import AsyncIterator

import httpx
import numpy as np
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from app.config import Settings
from app.db import driver
from app.db.engine import create_engine, create_sessionmaker
from app.db.repositories import retrieval, search_sql
from app.db.repositories.retrieval import Fusion, Scope
from app.db.uow import UnitOfWorkFactory
from tests.fixtures.apps import running_app

# Quotes, a backslash (written E'…' by psycopg), a CJK name: all must reach SQL as the value.
USER = "o'brien \\ 用户"


@pytest.fixture
async def service(
    settings: Settings, scratch_database_url: str
) -> AsyncIterator[httpx.AsyncClient]:
    """The service over a database of its own, reading as it does in production (autocommit)."""
    async with running_app(settings, database_url=scratch_database_url) as app:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            yield client


async def test_any_user_id_reaches_the_search_as_its_value(service: httpx.AsyncClient) -> None:
    for user, fact in ((USER, "User's sister lives in Lisbon."), ("o", "User lives in Oslo.")):
        written = await service.post("/memory", json={"user_id": user, "text": fact})
        assert written.status_code in (200, 201), written.text
    for _ in range(7):  # prepared after psycopg's fifth run of the text
        answer = await service.post(
            "/memory.query",
            json={"query": "where does my sister live", "filters": {"user_id": USER}},
        )
        assert answer.status_code == 200, answer.text
        assert [r["text"].split("] ")[-1] for r in answer.json()["results"]] == [
            "User's sister lives in Lisbon."
        ]


async def _search(session: AsyncSession, scope: Scope) -> list[retrieval.Hit]:
    repository = retrieval.RetrievalRepository(session, "t")
    vector = np.full(384, 0.05, dtype=np.float32)
    hits, _ = await repository.search(
        scope, vector, "where does my sister live", limit=20, fusion=Fusion(), linked=8
    )
    return hits


async def test_the_plan_is_generic_once_prepared_and_the_connection_stays_custom(
    settings: Settings, scratch_database_url: str
) -> None:
    engine = create_engine(scratch_database_url, settings)
    try:
        async with UnitOfWorkFactory(create_sessionmaker(engine)).reading("t") as uow:
            for _ in range(7):
                assert await _search(uow.session, Scope(USER, ["profile"], {})) == []
            plans = await driver.fetch_all(
                uow.session,
                "SELECT generic_plans, custom_plans FROM pg_prepared_statements"
                " WHERE statement LIKE 'WITH nearest AS MATERIALIZED%%'",
                {},
            )
            assert len(plans) == 1
            generic, custom = plans[0]
            assert generic >= 1
            assert custom == 0
            mode = (await uow.session.execute(text("SHOW plan_cache_mode"))).scalar_one()
            assert mode == "force_custom_plan"
    finally:
        await engine.dispose()


def test_only_a_search_without_filters_is_planned_per_user() -> None:
    assert search_sql._per_user_sql(Scope("u", ["profile"], {})) is not None
    assert search_sql._per_user_sql(Scope("u", ["profile"], {"agent_id": "a"})) is None
    assert search_sql._per_user_sql(Scope("u", ["profile"], {}, importance_min=0.5)) is None
