"""Daily consolidation (spec item 4, DESIGN §6): find one user's memories that say the same
thing, or that a newer memory updated without the write path noticing, and merge them.

A run per user: read the candidate pairs (pgvector, in SQL) and drop those a pre-filter
without a model rejects or a fingerprint says were checked lately; take what the caps allow;
classify them in batches, no transaction open; then, under the user's lock, re-check that both
memories are still active, merge, and remember every checked pair. Every call is idempotent:
a second run with the same `now` finds the same pairs fingerprinted and checks nothing.

`now` is the job's clock: it sets the windows (pool, recency, fingerprint expiry, the
tenant's daily cap). What a merge changes is stamped with the database clock read under the
user's lock, like every other change (docs/decisions.md).
"""

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from typing import Any

from app.config import Settings
from app.db.repositories.consolidation import CheckedPair
from app.db.uow import UnitOfWorkFactory
from app.enums import EventStatus
from app.errors import ProviderError
from app.progress import Progress
from app.providers.base import PairVerdict
from app.providers.factory import Providers
from app.services.consolidation import merge, pairs
from app.services.consolidation.pairs import Pair, PairBudget
from app.services.lifecycle import maintenance
from app.telemetry import metrics

# Each pool member meets this many nearest neighbours.
NEIGHBOURS = 5
# At most this many pool members per user and run, the most recently changed first.
POOL_LIMIT = 500
# The tenant cap counts the pairs checked in the last day: one daily run, however it was split
# into jobs.
RUN_WINDOW = timedelta(days=1)


@dataclass
class ConsolidationReport:
    users: int = 0
    considered: int = 0  # pairs that passed the pre-filters
    skipped_by_fingerprint: int = 0
    checked: int = 0
    merged: int = 0
    classifier_calls: int = 0  # calls to the configured classifier, one per batch
    fallbacks: int = 0  # batches the rules judged because the classifier failed
    capped: bool = False  # a per-user or per-tenant cap left pairs unchecked

    def add(self, other: "ConsolidationReport") -> None:
        for name, value in asdict(other).items():
            if name == "capped":
                self.capped = self.capped or other.capped
            else:
                setattr(self, name, getattr(self, name) + value)


@dataclass(frozen=True)
class _Judged:
    pair: Pair
    verdict: PairVerdict
    meta: dict[str, Any]  # who judged it, and why another classifier had to


@dataclass
class _Batches:
    judged: list[_Judged] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)


async def users_to_consolidate(
    *,
    uow_factory: UnitOfWorkFactory,
    settings: Settings,
    now: datetime,
    tenant_id: str | None = None,
) -> list[tuple[str, str]]:
    """(tenant_id, user_id) of the users with a memory changed in the pool window before `now`
    — of one tenant, or of every tenant when `tenant_id` is None — for the job layer's fan-out."""
    since = now - timedelta(hours=settings.consolidation_pool_hours)
    return await maintenance.users_changed_since(
        since, uow_factory=uow_factory, tenant_id=tenant_id
    )


async def tenant_budget(
    tenant_id: str, *, uow_factory: UnitOfWorkFactory, settings: Settings, now: datetime
) -> PairBudget:
    """What is left of the tenant's cap: the pairs checked in the day before `now` count, so
    separate per-user jobs of one run share it (concurrent jobs may overshoot by a few)."""
    async with uow_factory(tenant_id) as uow:
        used = await uow.consolidation.checked_since(now - RUN_WINDOW)
    return PairBudget(settings.consolidation_tenant_pairs - used)


async def consolidate_tenant(
    tenant_id: str,
    *,
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    now: datetime,
    progress: Progress | None = None,
) -> ConsolidationReport:
    """Consolidate every user of the tenant changed in the pool window, one after another,
    sharing the tenant's cap; then drop the fingerprints that have expired."""
    budget = await tenant_budget(tenant_id, uow_factory=uow_factory, settings=settings, now=now)
    report = ConsolidationReport()
    users = await users_to_consolidate(
        uow_factory=uow_factory, settings=settings, now=now, tenant_id=tenant_id
    )
    for _, user_id in users:
        report.add(
            await consolidate_user(
                tenant_id,
                user_id,
                uow_factory=uow_factory,
                providers=providers,
                settings=settings,
                now=now,
                budget=budget,
            )
        )
        if progress:
            progress.advance()
    async with uow_factory(tenant_id) as uow:
        await uow.consolidation.forget_expired(now)
    return report


async def consolidate_user(
    tenant_id: str,
    user_id: str,
    *,
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    now: datetime,
    budget: PairBudget | None = None,
) -> ConsolidationReport:
    """One user's run. Without `budget`, the tenant's cap is read from what was checked in
    the last day."""
    if budget is None:
        budget = await tenant_budget(tenant_id, uow_factory=uow_factory, settings=settings, now=now)
    report = ConsolidationReport(users=1)
    found, fresh = await _candidate_pairs(tenant_id, user_id, uow_factory, settings, now)
    granted = budget.take(min(len(fresh), settings.consolidation_user_pairs))
    report.considered, report.skipped_by_fingerprint = len(found), len(found) - len(fresh)
    report.checked, report.capped = granted, granted < len(fresh)
    if not granted:
        return report

    batches = await _classify(fresh[:granted], providers, settings.consolidation_batch_size)
    report.classifier_calls = len(batches.events)
    report.fallbacks = sum(1 for e in batches.events if e["status"] == EventStatus.error)
    async with uow_factory(tenant_id) as uow:
        at = await uow.lock_user(user_id)
        ids = {i for j in batches.judged for i in j.pair.ids}
        current = {m.id: m for m in await uow.memories.get_many(sorted(ids)) if m.is_active}
        for judged in batches.judged:
            older, newer = (current.get(i) for i in judged.pair.ids)
            if older is None or newer is None:
                continue  # merged earlier in this run, or changed since it was read
            now_pair = Pair(older, newer, judged.pair.similarity)
            plan = pairs.plan_merge(
                now_pair,
                judged.verdict,
                delta=settings.confidence_delta,
                merge_similarity=settings.consolidation_merge_similarity,
            )
            if plan is None:
                continue
            await merge.merge(uow, plan, at=at, meta=judged.meta)
            del current[older.id], current[newer.id]
            report.merged += 1
        await uow.consolidation.record_checks(
            [_checked(j) for j in batches.judged],
            at=now,
            expires_at=now + timedelta(days=settings.pair_check_days),
        )
        for event in batches.events:
            uow.events.record(node=merge.WORKER, op="classify", user_id=user_id, **event)
        uow.events.record(node=merge.WORKER, op="consolidate", user_id=user_id, meta=asdict(report))
    return report


async def _candidate_pairs(
    tenant_id: str,
    user_id: str,
    uow_factory: UnitOfWorkFactory,
    settings: Settings,
    now: datetime,
) -> tuple[list[Pair], list[Pair]]:
    """The user's pairs that pass the pre-filters, each once, most similar first; and those
    of them no unexpired fingerprint says were checked lately."""
    async with uow_factory(tenant_id) as uow:
        rows = await uow.consolidation.candidate_pairs(
            user_id,
            changed_since=now - timedelta(hours=settings.consolidation_pool_hours),
            important=settings.consolidation_pool_importance,
            recent_since=now - timedelta(days=settings.consolidation_recency_days),
            band=(settings.consolidation_band_low, settings.consolidation_band_high),
            neighbours=NEIGHBOURS,
            pool_limit=POOL_LIMIT,
        )
        ids = sorted({i for a, b, _ in rows for i in (a, b)})
        memories = {m.id: m for m in await uow.memories.get_many(ids)}
        found: dict[tuple[str, str], Pair] = {}
        for a, b, similarity in rows:
            key = (min(a, b), max(a, b))
            if key in found:
                continue
            pair = pairs.pair(memories[a], memories[b], similarity)
            if pairs.worth_checking(pair.older.text, pair.newer.text):
                found[key] = pair
        passed = list(found.values())
        known = await uow.consolidation.unexpired([p.fingerprint for p in passed], at=now)
    return passed, [p for p in passed if p.fingerprint not in known]


async def _classify(to_check: Sequence[Pair], providers: Providers, size: int) -> _Batches:
    """Judge the pairs `size` at a time, one classifier call per batch. A batch the
    classifier fails on is judged by the rules instead, and the fallback recorded."""
    batches = _Batches()
    classifier = providers.classifier
    for start in range(0, len(to_check), size):
        batch = to_check[start : start + size]
        questions = [p.question() for p in batch]
        meta: dict[str, Any] = {"classifier": classifier.name}
        try:
            verdicts = await classifier.classify_pairs(questions)
        except ProviderError as error:
            metrics.count_provider_failure("classifier", classifier.name)
            meta = {
                "classifier": providers.rules.name,
                "fallback": f"{classifier.name} failed ({error.detail}); used rules",
            }
            verdicts = providers.rules.judge_pairs(questions)
        batches.judged += [_Judged(p, v, meta) for p, v in zip(batch, verdicts, strict=True)]
        status = EventStatus.error if "fallback" in meta else EventStatus.ok
        batches.events.append({"status": status, "meta": {**meta, "pairs": len(batch)}})
    return batches


def _checked(judged: _Judged) -> CheckedPair:
    older, newer = judged.pair.ids
    return CheckedPair(
        fingerprint=judged.pair.fingerprint,
        id_a=min(older, newer),
        id_b=max(older, newer),
        score=judged.pair.similarity,
        result=judged.verdict.relation,
    )
