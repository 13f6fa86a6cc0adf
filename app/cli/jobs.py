"""`palimpsest worker` and one command per background job.

`palimpsest worker` runs jobs from the queue, on their schedules, until stopped; start as many
as you like, they share the work. `palimpsest <job>` runs one job once, here and now (with a
progress line), or `--defer` queues it for the workers.
"""

import argparse
import asyncio
import logging
import signal
import sys
from datetime import UTC, datetime
from typing import Any

from app.cli.database import database
from app.config import get_settings
from app.jobs import queue as job_queue
from app.jobs.catalogue import JOBS, Job, JobCall, job_runtime
from app.progress import Progress

log = logging.getLogger(__name__)


def worker(args: argparse.Namespace) -> None:
    settings = get_settings()
    url = database(settings)
    # Exit through SystemExit on SIGTERM so atexit handlers run (the embedded PostgreSQL stops);
    # procrastinate's own handlers finish running jobs first on SIGINT/SIGTERM.
    signal.signal(signal.SIGTERM, lambda signum, _frame: sys.exit(128 + signum))

    async def run() -> None:
        queue = job_queue.create_queue(url)
        async with job_runtime(url, settings) as runtime, queue.open_async():
            log.info("worker ready: %s", ", ".join(f"{j.name} ({j.cron})" for j in JOBS.values()))
            await queue.run_worker_async(
                concurrency=args.concurrency or settings.worker_concurrency,
                additional_context={job_queue.RUNTIME: runtime},
                install_signal_handlers=True,
            )

    asyncio.run(run())


def run_job(job: Job, args: argparse.Namespace) -> None:
    settings = get_settings()
    url = database(settings)
    at: datetime | None = args.at
    tenant: str | None = getattr(args, "tenant", None)

    async def run() -> None:
        if args.defer:
            queue = job_queue.create_queue(url)
            async with queue.open_async():
                job_id = await job_queue.defer(queue, job.name, at=at, tenant=tenant)
            print(f"{job.name}: " + (f"queued as job {job_id}" if job_id else "already queued"))
            return
        async with job_runtime(url, settings) as runtime:
            progress = Progress(job.name)
            call = JobCall(now=at or datetime.now(UTC), tenant=tenant, progress=progress)
            progress.finish(await job.body(runtime, call))

    asyncio.run(run())


def _moment(value: str) -> datetime:
    moment = datetime.fromisoformat(value)
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def add_commands(commands: Any) -> None:
    p = commands.add_parser("worker", help="run background jobs from the queue until stopped")
    p.add_argument("--concurrency", type=int, help="default: PALIMPSEST_WORKER_CONCURRENCY or 2")
    p.set_defaults(func=worker)
    for job in JOBS.values():
        aliases = ["backfill"] if job.name == "backfill-embeddings" else []
        schedule = f" (workers run it at cron '{job.cron}' UTC)" if job.cron else ""
        p = commands.add_parser(job.name, aliases=aliases, help=job.help + schedule)
        p.add_argument(
            "--at",
            type=_moment,
            metavar="TIME",
            help="run as of this ISO time instead of now ('stale' and 'due' are measured from it)",
        )
        p.add_argument("--defer", action="store_true", help="queue it for the workers instead")
        if job.per_tenant:
            p.add_argument("--tenant", help="only this tenant (default: every tenant)")
        p.set_defaults(func=lambda args, job=job: run_job(job, args))
