"""Fixtures: a real PostgreSQL with pgvector, the real app, and rollback per test.

API tests run the app in process over httpx's ASGI transport; every service transaction in a
test becomes a savepoint of one outer transaction that is rolled back at teardown. Tests that
must really commit (concurrency, the CLI, a real server) get a scratch database of their own.
"""

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import text
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.pool import NullPool

from app.config import Settings
from app.db.engine import CONNECT_ARGS
from app.db.uow import UnitOfWorkFactory
from app.db.vectors import send_vectors_binary
from app.main import create_app
from tests.fixtures import database
from tests.fixtures.apps import client_for
from tests.fixtures.live import Live, live_service
from tests.fixtures.server import serving

pytest_plugins = ["tests.fixtures.fake_openai"]


@pytest.fixture(scope="session")
def admin_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    # The parent of the per-worker temp dirs is shared by all xdist workers of this run.
    root = tmp_path_factory.getbasetemp().parent / "pg"
    return database.test_server_admin_url(root)


@pytest.fixture(scope="session")
def template_db(admin_url: str) -> Iterator[str]:
    name = database.migrated_template(admin_url, database.worker_id())
    yield name
    database.drop_database(admin_url, name)


@pytest.fixture(scope="session")
def database_url(admin_url: str, template_db: str) -> Iterator[str]:
    name = f"palimpsest_test_{database.worker_id()}"
    url = database.copy_database(admin_url, template_db, name)
    yield url
    database.drop_database(admin_url, name)


@pytest.fixture
def scratch_database_url(admin_url: str, template_db: str) -> Iterator[str]:
    """A migrated database of this test's own, for work that must really commit."""
    url = database.copy_database(admin_url, template_db)
    yield url
    database.drop_database(admin_url, url.rsplit("/", 1)[1].split("?")[0])


@pytest.fixture
def server(scratch_database_url: str, tmp_path: Path) -> Iterator[str]:
    """A real two-worker `palimpsest serve` on a scratch database: real HTTP, real commits."""
    env = {"DATABASE_URL": scratch_database_url, "PALIMPSEST_DATA_DIR": str(tmp_path)}
    with serving(env, "--workers", "2") as base_url:
        yield base_url


@pytest.fixture(scope="session")
def live(
    admin_url: str, template_db: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Live]:
    """One real server per test process for the service's clients (Python client, LangGraph
    store), with keys for tenants `acme` and `globex`: tests keep apart by user ids."""
    data_dir = tmp_path_factory.mktemp("live")
    with live_service(admin_url, template_db, data_dir, ("acme", "globex")) as service:
        yield service


@pytest.fixture(scope="session")
def settings(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Settings:
    # No key caching: tests create keys and expect them enforced on the very next request.
    # Access counts written right after each answer: inside the test's own transaction.
    # The collector left as it is: apps start and stop here by the dozen (tests/unit/test_heap.py).
    return Settings(
        database_url=database_url,
        data_dir=tmp_path_factory.mktemp("data"),
        key_cache_seconds=0,
        access_flush_seconds=0,
        tune_gc=False,
    )


@pytest.fixture(scope="session")
async def engine(database_url: str) -> AsyncIterator[AsyncEngine]:
    engine = create_async_engine(database_url, poolclass=NullPool, connect_args=CONNECT_ARGS)
    send_vectors_binary(engine)  # as the service's engine does
    yield engine
    await engine.dispose()


@pytest.fixture
async def connection(engine: AsyncEngine) -> AsyncIterator[AsyncConnection]:
    async with engine.connect() as connection:
        transaction = await connection.begin()
        try:
            yield connection
            # Deferred constraints (successor links, history-required triggers) are checked at
            # commit, which these tests never reach: check them now so a breach fails the test.
            await connection.execute(text("SET CONSTRAINTS ALL IMMEDIATE"))
        finally:
            await transaction.rollback()


@pytest.fixture
def uow_factory(connection: AsyncConnection) -> UnitOfWorkFactory:
    sessionmaker = async_sessionmaker(
        bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False
    )
    return UnitOfWorkFactory(sessionmaker)


@pytest.fixture(scope="session")
async def app(settings: Settings) -> AsyncIterator[FastAPI]:
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        yield app


@pytest.fixture
async def client(app: FastAPI, uow_factory: UnitOfWorkFactory) -> AsyncIterator[httpx.AsyncClient]:
    async with client_for(app, uow_factory) as client:
        yield client
