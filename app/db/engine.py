"""Where the database is: a configured URL, or an embedded PostgreSQL started on demand."""

import json
import logging
import warnings
from pathlib import Path

import psutil
import psycopg
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from app.config import Settings

log = logging.getLogger(__name__)

EMBEDDED_DATABASE = "palimpsest"
CONNECT_ARGS = {
    "application_name": "palimpsest",
    # pgvector: when SQL filters reject rows the HNSW scan found, keep scanning until LIMIT
    # rows pass, so a selective filter never starves a top-k query.
    "options": "-c hnsw.iterative_scan=relaxed_order",
}


def sqlalchemy_url(url: str) -> str:
    """Point a libpq-style URL at the psycopg 3 driver (used both sync and async)."""
    for prefix in ("postgresql+psycopg://", "postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url.removeprefix(prefix)
    raise ValueError("DATABASE_URL must be a postgresql:// URL")


def libpq_url(url: str) -> str:
    return url.replace("postgresql+psycopg://", "postgresql://", 1)


def start_embedded(data_dir: Path, database: str = EMBEDDED_DATABASE) -> str:
    """Start (or reuse) the embedded PostgreSQL under `data_dir/pg` and return its URL.

    The server outlives nothing: it stops when the last process that started it exits.
    """
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset (containers, CI); /tmp is fine.
        warnings.simplefilter("ignore")
        import pgserver  # imported lazily: only the embedded mode needs it

    data_dir.mkdir(parents=True, exist_ok=True)
    pgdata = data_dir.resolve() / "pg"
    # pgserver's own inter-process lock: another process may be joining the server right now.
    with pgserver.postgres_server.PostgresServer._lock:
        _forget_dead_handles(pgdata)
    server = pgserver.get_server(pgdata, cleanup_mode="stop")
    ensure_database(server.get_uri(), database)
    log.info("embedded PostgreSQL ready in %s", data_dir.resolve() / "pg")
    return sqlalchemy_url(server.get_uri(database))


def _forget_dead_handles(pgdata: Path) -> None:
    """pgserver stops the server when the last process using it exits, counting processes by
    pid in a file. A process that was killed never takes its pid out, and the server would then
    run forever: drop the pids of processes that no longer exist."""
    handles = pgdata / ".handle_pids.json"
    if handles.exists():
        pids = json.loads(handles.read_text() or "[]")
        handles.write_text(json.dumps([pid for pid in pids if psutil.pid_exists(pid)]))


def ensure_database(admin_url: str, database: str) -> None:
    with psycopg.connect(admin_url, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [database]).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{database}"')  # a fixed identifier, never user input


def resolve_database_url(settings: Settings) -> str:
    if settings.database_url:
        return sqlalchemy_url(settings.database_url)
    return start_embedded(settings.data_dir)


def create_engine(url: str, settings: Settings) -> AsyncEngine:
    return create_async_engine(
        url,
        pool_size=settings.db_pool_size,
        max_overflow=settings.db_max_overflow,
        # A connection that died with a database restart is replaced, not handed to a request.
        pool_pre_ping=True,
        connect_args=CONNECT_ARGS,
    )


def create_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False, autoflush=False)
