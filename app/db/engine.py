"""Where the database is: a configured URL, or an embedded PostgreSQL started on demand."""

import select
import time
from typing import Any

import psycopg
import psycopg._queries
from sqlalchemy import Dialect, event, exc
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from app.config import Settings
from app.db.embedded import start_embedded
from app.db.vectors import send_vectors_binary

# psycopg turns each statement's %(name)s placeholders into $n with a regex, and keeps the result
# for statements up to 4 KiB only (a guard against ORMs' ever-changing multi-row INSERTs). The
# staged rows' statement (4.3 KiB, every write) and the retrieval statement with filters or a
# time (up to 4.7 KiB) were split again on every execution: 0.05–0.23 ms each. Our statements
# have fixed shapes (tests/unit/test_statement_cache.py holds them under this).
STATEMENT_CACHE_BYTES = 16 * 1024
psycopg._queries.MAX_CACHED_STATEMENT_LENGTH = max(
    psycopg._queries.MAX_CACHED_STATEMENT_LENGTH, STATEMENT_CACHE_BYTES
)

CONNECT_ARGS = {
    "application_name": "palimpsest",
    # pgvector: when SQL filters reject rows the HNSW scan found, keep scanning until LIMIT
    # rows pass, so a selective filter never starves a top-k query.
    # plan_cache_mode: psycopg prepares a statement after its fifth run, and PostgreSQL then
    # plans it once for any parameters. For the retrieval statement (a vector, a query's
    # terms, one user) that generic plan was three times slower than planning for the actual
    # values (21 ms against 7 ms, docs/retrieval.md); a custom plan costs about 0.5 ms. The
    # search without filters gets a generic plan of a text with its user written in instead
    # (app/db/repositories/inlined.py), which chooses as a custom plan does.
    # random_page_cost: PostgreSQL's default (4) prices a page read as a disk seek, and
    # pgvector prices its HNSW scan by the pages it visits: a user's exact scan and sort then
    # looked cheaper than the index up to ~2,500 memories, where it ran 5-10 times slower
    # (docs/performance.md, "Round 13"). The memories' pages are in memory or on an SSD; 1.1
    # is the usual setting for either, and the planner then switches where the two cross.
    "options": (
        "-c hnsw.iterative_scan=relaxed_order -c plan_cache_mode=force_custom_plan"
        " -c random_page_cost=1.1"
    ),
}


def sqlalchemy_url(url: str) -> str:
    """Point a libpq-style URL at the psycopg 3 driver (used both sync and async)."""
    for prefix in ("postgresql+psycopg://", "postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url.removeprefix(prefix)
    raise ValueError("DATABASE_URL must be a postgresql:// URL")


def libpq_url(url: str) -> str:
    return url.replace("postgresql+psycopg://", "postgresql://", 1)


def resolve_database_url(settings: Settings) -> str:
    if settings.database_url:
        return sqlalchemy_url(settings.database_url)
    return start_embedded(settings.data_dir)


# A connection idle this long is pinged before a request gets it; one used more recently is
# only checked for what a dead server leaves on its socket.
PING_AFTER_IDLE_SECONDS = 5.0


def create_engine(url: str, settings: Settings) -> AsyncEngine:
    engine = create_async_engine(
        url,
        pool_size=settings.db_pool_size,
        max_overflow=settings.db_max_overflow,
        connect_args=CONNECT_ARGS,
    )
    _check_on_checkout(engine)
    send_vectors_binary(engine)
    return engine


def _check_on_checkout(engine: AsyncEngine) -> None:
    """A connection that died with a database restart is replaced, not handed to a request.

    `pool_pre_ping` did that with a round trip per checkout, every request. A server that
    goes away (a restart, a killed backend) closes its end, so an idle connection with
    anything to read on its socket is dead (or was told something it must not miss): that
    check costs no round trip. A connection idle for PING_AFTER_IDLE_SECONDS, whose server
    might have vanished without closing anything (a host lost in a failover), is pinged as
    before. Either failure invalidates the whole pool, as a failed pre-ping does.
    """
    dialect: Dialect = engine.dialect

    @event.listens_for(engine.sync_engine, "checkin")
    def checked_in(dbapi_connection: Any, record: Any) -> None:
        record.info["idle_since"] = time.monotonic()

    @event.listens_for(engine.sync_engine, "checkout")
    def checked_out(dbapi_connection: Any, record: Any, proxy: Any) -> None:
        idle_since = record.info.pop("idle_since", None)
        if idle_since is None:
            return  # a new connection
        if time.monotonic() - idle_since < PING_AFTER_IDLE_SECONDS and not _has_input(
            dbapi_connection.driver_connection
        ):
            return
        try:
            alive = dialect.do_ping(dbapi_connection)
        except Exception as error:
            raise exc.InvalidatePoolError() from error
        if not alive:
            raise exc.InvalidatePoolError()


def _has_input(connection: Any) -> bool:
    """Whether an idle psycopg connection's socket is readable (or gone)."""
    if connection.closed:
        return True
    try:
        socket = connection.pgconn.socket
        if not hasattr(select, "poll"):  # Windows
            return bool(select.select([socket], [], [], 0)[0])
        poller = select.poll()
        poller.register(socket, select.POLLIN)  # a hang-up or an error is reported too
        return bool(poller.poll(0))
    except (OSError, ValueError, psycopg.Error):
        return True


def create_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False, autoflush=False)
