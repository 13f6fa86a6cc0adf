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
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import procrastinate
from procrastinate.exceptions import AlreadyEnqueued

from app.db.engine import libpq_url
from app.jobs.catalogue import JOBS, Job, JobCall, JobRuntime

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
        context: procrastinate.JobContext,
        timestamp: int | None = None,
        at: str | None = None,
        tenant: str | None = None,
    ) -> str:
        runtime: JobRuntime = context.additional_context[RUNTIME]
        call = JobCall(now=_when(timestamp, at), tenant=tenant)
        # A job fanned out per tenant runs each tenant as of the parent's moment.
        runtime = replace(runtime, fan_out=lambda name, one: _defer_for(queue, name, one, call.now))
        summary = await job.body(runtime, call)
        log.info(
            "job %s: %s",
            job.name,
            summary,
            extra={"job": job.name, "as_of": call.now.isoformat(), "tenant": tenant},
        )
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


async def defer(
    queue: procrastinate.App,
    name: str,
    *,
    at: datetime | None = None,
    tenant: str | None = None,
) -> int | None:
    """Queue one run of a job for the workers (for one tenant, or all). None: the same run is
    already waiting."""
    kwargs: dict[str, Any] = {}
    if at is not None:
        kwargs["at"] = at.isoformat()
    if tenant is not None:
        kwargs["tenant"] = tenant
    # One tenant's run locks on its own name: tenants run side by side, each at most once.
    lock = f"{name}:{tenant}" if tenant is not None else name
    task = queue.configure_task(name, allow_unknown=False, lock=lock, queueing_lock=lock)
    try:
        return await task.defer_async(**kwargs)
    except AlreadyEnqueued:
        return None


async def _defer_for(queue: procrastinate.App, name: str, tenant: str, at: datetime) -> bool:
    return await defer(queue, name, at=at, tenant=tenant) is not None
