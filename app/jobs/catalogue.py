"""Every background job, once: what it runs, and when.

A job is a plain coroutine over the service layer with the clock passed in. The queue runs it
on its schedule (app/jobs/queue.py); `palimpsest <job>` runs it once in the foreground or
queues it for the workers. Every job is idempotent: running it twice at the same moment
changes nothing the first run did not.
"""

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime

import httpx

from app.config import Settings
from app.db.engine import create_engine, create_sessionmaker
from app.db.uow import UnitOfWorkFactory
from app.progress import Progress
from app.providers.factory import Providers, build_providers
from app.services import maintenance, ttl


@dataclass
class JobRuntime:
    """What jobs run with: the same settings, database and providers as the API."""

    settings: Settings
    uow_factory: UnitOfWorkFactory
    providers: Providers


@asynccontextmanager
async def job_runtime(url: str, settings: Settings) -> AsyncIterator[JobRuntime]:
    engine = create_engine(url, settings)
    try:
        async with httpx.AsyncClient() as http:
            providers = build_providers(settings, http)
            yield JobRuntime(settings, UnitOfWorkFactory(create_sessionmaker(engine)), providers)
    finally:
        await engine.dispose()


# A job answers one summary line, which the CLI prints and the queue keeps as the job's result.
JobBody = Callable[[JobRuntime, datetime, Progress | None], Awaitable[str]]


@dataclass(frozen=True)
class Job:
    name: str
    help: str
    body: JobBody
    # When the workers run it on their own (cron, UTC); None: only when asked.
    cron: str | None


async def _ttl(rt: JobRuntime, now: datetime, progress: Progress | None) -> str:
    report = await ttl.expire_stale(
        uow_factory=rt.uow_factory, settings=rt.settings, now=now, progress=progress
    )
    return f"examined {report.examined} stale memories, soft-deleted {report.deleted}"


async def _purge(rt: JobRuntime, now: datetime, progress: Progress | None) -> str:
    report = await ttl.purge_due(uow_factory=rt.uow_factory, now=now, progress=progress)
    return f"purged {report.purged} memory versions in {report.chains} chains"


async def _backfill(rt: JobRuntime, now: datetime, progress: Progress | None) -> str:
    report = await maintenance.backfill(
        uow_factory=rt.uow_factory, embedder=rt.providers.embedder, progress=progress
    )
    return f"examined {report.examined} memories, embedded {report.embedded}"


JOBS: dict[str, Job] = {
    job.name: job
    for job in (
        Job(
            "ttl",
            "soft-delete memories nobody read for ttl_days (restorable until purged)",
            _ttl,
            cron="15 3 * * *",
        ),
        Job(
            "purge",
            "erase the content of memories deleted past their purge_at",
            _purge,
            cron="45 3 * * *",
        ),
        Job(
            "backfill-embeddings",
            "embed memories stored without an embedding and derive their attributes",
            _backfill,
            cron="*/10 * * * *",
        ),
    )
}
