"""The database every command works on, opened the way the service opens it.

Every command reads the same settings as the service (DATABASE_URL, PALIMPSEST_*), so the
embedded PostgreSQL in PALIMPSEST_DATA_DIR is used whenever DATABASE_URL is unset.
"""

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

from app.config import Settings
from app.db import migrate, selfcheck
from app.db.engine import resolve_database_url
from app.runtime import Runtime, open_runtime

T = TypeVar("T")


def database(settings: Settings) -> str:
    """The database URL, migrated to the latest schema unless migrate_on_start is off, once
    its pgvector has shown it can run on this CPU (app.db.selfcheck). The check comes first:
    a migration that touches vectors would otherwise meet the crash before it does, and
    stop with a stack trace instead of the check's message."""
    url = resolve_database_url(settings)
    check_database(settings, url)
    if settings.migrate_on_start:
        migrate.upgrade(url)
    return url


def check_database(settings: Settings, url: str) -> None:
    embedded_log = None if settings.database_url else settings.data_dir.resolve() / "pg" / "log"
    selfcheck.check_vector_index(url, embedded_log=embedded_log)


def with_runtime(settings: Settings, work: Callable[[Runtime], Awaitable[T]]) -> T:
    """Run `work` against the service's runtime (app.runtime.open_runtime), then close it."""
    url = database(settings)

    async def run() -> T:
        async with open_runtime(settings, url) as runtime:
            return await work(runtime)

    return asyncio.run(run())
