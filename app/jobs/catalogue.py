"""Every background job, once: what it runs, and when.

A job is a plain coroutine over the service layer with the clock passed in. The queue runs it
on its schedule (app/jobs/queue.py); `palimpsest <job>` runs it once in the foreground or
queues it for the workers. Every job is idempotent: running it twice at the same moment
changes nothing the first run did not.
"""

from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime

from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from app.progress import Progress
from app.providers.factory import Providers
from app.runtime import open_runtime
from app.services.consolidation import daily, insights
from app.services.lifecycle import maintenance, ttl
from app.services.write import consent

# Queues one run of a job for one tenant (set when a worker runs the job: it fans out).
FanOut = Callable[[str, str], Awaitable[bool]]


@dataclass
class JobRuntime:
    """What jobs run with: the same settings, database and providers as the API."""

    settings: Settings
    uow_factory: UnitOfWorkFactory
    providers: Providers
    fan_out: FanOut | None = None


@asynccontextmanager
async def job_runtime(url: str, settings: Settings) -> AsyncIterator[JobRuntime]:
    async with open_runtime(settings, url) as runtime:
        yield JobRuntime(runtime.settings, runtime.uow_factory, runtime.providers)


@dataclass(frozen=True)
class JobCall:
    """One run: as of `now`, for one tenant or (None) all of them."""

    now: datetime
    tenant: str | None = None
    progress: Progress | None = None


# A job answers one summary line, which the CLI prints and the queue keeps as the job's result.
JobBody = Callable[[JobRuntime, JobCall], Awaitable[str]]


@dataclass(frozen=True)
class Job:
    name: str
    help: str
    body: JobBody
    # When the workers run it on their own (cron, UTC); None: only when asked.
    cron: str | None
    # Whether it can be narrowed to one tenant (and fans out per tenant on the workers).
    per_tenant: bool = False


def _advance(call: JobCall) -> None:
    if call.progress:
        call.progress.advance()


async def _ttl(rt: JobRuntime, call: JobCall) -> str:
    report = await ttl.expire_stale(
        uow_factory=rt.uow_factory, settings=rt.settings, now=call.now, progress=call.progress
    )
    return f"examined {report.examined} stale memories, soft-deleted {report.deleted}"


async def _purge(rt: JobRuntime, call: JobCall) -> str:
    report = await ttl.purge_due(uow_factory=rt.uow_factory, now=call.now, progress=call.progress)
    return f"purged {report.purged} memory versions in {report.chains} chains"


async def _backfill(rt: JobRuntime, call: JobCall) -> str:
    report = await maintenance.backfill(
        uow_factory=rt.uow_factory, embedder=rt.providers.embedder, progress=call.progress
    )
    return f"examined {report.examined} memories, embedded {report.embedded}"


async def _expire_consent(rt: JobRuntime, call: JobCall) -> str:
    expired = await consent.expire_proposals(uow_factory=rt.uow_factory, now=call.now)
    return f"expired {expired} consent proposals"


async def _fanned_out(rt: JobRuntime, name: str, tenants: list[str]) -> str | None:
    """On a worker, a run for every tenant becomes one queued run per tenant, so the tenants
    are shared among the workers. None: run here."""
    if rt.fan_out is None or len(tenants) < 2:
        return None
    queued = [tenant for tenant in tenants if await rt.fan_out(name, tenant)]
    return f"queued {len(queued)} of {len(tenants)} tenants"


async def _consolidate(rt: JobRuntime, call: JobCall) -> str:
    pending = await daily.users_to_consolidate(
        uow_factory=rt.uow_factory, settings=rt.settings, now=call.now, tenant_id=call.tenant
    )
    tenants = sorted({tenant for tenant, _ in pending})
    if call.tenant is None and (queued := await _fanned_out(rt, "consolidate", tenants)):
        return queued
    if call.progress:
        call.progress.total = len(tenants)
    total = daily.ConsolidationReport()
    for tenant in tenants:
        total.add(
            await daily.consolidate_tenant(
                tenant,
                uow_factory=rt.uow_factory,
                providers=rt.providers,
                settings=rt.settings,
                now=call.now,
            )
        )
        _advance(call)
    capped = " (capped)" if total.capped else ""
    return (
        f"{total.users} users: {total.considered} pairs considered, {total.checked} checked"
        f" in {total.classifier_calls} classifier calls ({total.fallbacks} fallbacks),"
        f" {total.skipped_by_fingerprint} skipped as checked recently, {total.merged} merged"
        + capped
    )


async def _insights(rt: JobRuntime, call: JobCall) -> str:
    active = await insights.users_with_activity(
        uow_factory=rt.uow_factory, settings=rt.settings, now=call.now, tenant_id=call.tenant
    )
    tenants = sorted({tenant for tenant, _ in active})
    if call.tenant is None and (queued := await _fanned_out(rt, "insights", tenants)):
        return queued
    if call.progress:
        call.progress.total = len(active)
    outcomes: Counter[str] = Counter()
    written = 0
    for tenant, user in active:
        report = await insights.write_insights(
            tenant,
            user,
            uow_factory=rt.uow_factory,
            providers=rt.providers,
            settings=rt.settings,
            now=call.now,
        )
        outcomes[report.status] += 1
        written += len(report.written)
        _advance(call)
    runs = ", ".join(f"{n} {status}" for status, n in sorted(outcomes.items())) or "no users"
    return f"{len(active)} users ({runs}): {written} insights written"


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
        Job(
            "consolidate",
            "merge duplicate and conflicting memories changed in the last 72 h (capped)",
            _consolidate,
            cron="0 4 * * *",
            per_tenant=True,
        ),
        Job(
            "insights",
            "write theory-of-mind insights for users active in the last 24 h (LLM only)",
            _insights,
            cron="30 4 * * *",
            per_tenant=True,
        ),
        Job(
            "expire-consent",
            "expire consent proposals nobody decided within consent_days",
            _expire_consent,
            cron="5 * * * *",
        ),
    )
}
