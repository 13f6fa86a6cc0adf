"""Where the database is: a configured URL, or an embedded PostgreSQL started on demand."""

from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from app.config import Settings
from app.db.embedded import start_embedded

CONNECT_ARGS = {
    "application_name": "palimpsest",
    # pgvector: when SQL filters reject rows the HNSW scan found, keep scanning until LIMIT
    # rows pass, so a selective filter never starves a top-k query.
    # plan_cache_mode: psycopg prepares a statement after its fifth run, and PostgreSQL then
    # plans it once for any parameters. For the retrieval statement (a vector, a query's
    # terms, one user) that generic plan was three times slower than planning for the actual
    # values (21 ms against 7 ms, docs/retrieval.md); a custom plan costs about 0.5 ms.
    "options": "-c hnsw.iterative_scan=relaxed_order -c plan_cache_mode=force_custom_plan",
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
