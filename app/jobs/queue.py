"""The job queue: procrastinate on the service's own PostgreSQL (LISTEN/NOTIFY to wake
workers, `SELECT … FOR UPDATE SKIP LOCKED` to hand each job to exactly one of them).

Why procrastinate: it needs nothing but the database the service already has, is typed and
asyncio-native, has cron-style periodic jobs whose schedule is kept in the database (so many
workers defer each run once), and per-job locks. Its tables live in their own `procrastinate`
schema (see the migration).

Each catalogue job becomes a task named after it, with a periodic schedule when it has one.
`lock` keeps two workers from running the same job at once; `queueing_lock` keeps at most one
waiting copy, so a backlog never piles up runs of the same job.
"""

import logging
from datetime import UTC, datetime
from typing import Any

import procrastinate
from procrastinate.exceptions import AlreadyEnqueued

from app.db.engine import libpq_url
from app.jobs.catalogue import JOBS, Job, JobRuntime

log = logging.getLogger(__name__)

QUEUE_SCHEMA = "procrastinate"
RUNTIME = "runtime"


def create_queue(url: str) -> procrastinate.App:
    connector = procrastinate.PsycopgConnector(
        conninfo=libpq_url(url),
        kwargs={"options": f"-c search_path={QUEUE_SCHEMA},public"},
    )
    queue = procrastinate.App(connector=connector)
    for job in JOBS.values():
        _register(queue, job)
    return queue


def _register(queue: procrastinate.App, job: Job) -> None:
    async def run(
        context: procrastinate.JobContext, timestamp: int | None = None, at: str | None = None
    ) -> str:
        runtime: JobRuntime = context.additional_context[RUNTIME]
        now = _when(timestamp, at)
        summary = await job.body(runtime, now, None)
        log.info("job %s as of %s: %s", job.name, now.isoformat(), summary)
        return summary

    register = queue.task(name=job.name, pass_context=True, lock=job.name, queueing_lock=job.name)
    task = register(run)
    if job.cron is not None:
        queue.periodic(cron=job.cron, periodic_id=job.name)(task)


def _when(timestamp: int | None, at: str | None) -> datetime:
    """The job's clock: the scheduled time of a periodic run, the time it was queued for, or
    now."""
    if timestamp is not None:
        return datetime.fromtimestamp(timestamp, UTC)
    if at is not None:
        return datetime.fromisoformat(at)
    return datetime.now(UTC)


async def defer(queue: procrastinate.App, name: str, *, at: datetime | None = None) -> int | None:
    """Queue one run of a job for the workers. None: a run of it is already waiting."""
    kwargs: dict[str, Any] = {"at": at.isoformat()} if at else {}
    try:
        return await queue.configure_task(name, allow_unknown=False).defer_async(**kwargs)
    except AlreadyEnqueued:
        return None
