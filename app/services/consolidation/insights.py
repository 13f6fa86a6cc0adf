"""Theory-of-mind insights (spec item 3): a model reads a user's latest activity and newest
facts and infers 1–3 latent insights (trust, emotions, how preferences evolve), stored as
memories of type `insight` in `relationship_dynamic`.

Background work only, and LLM only: with no model configured a run records a `skipped` event
and stops. A user who got an insight within `insight_cooldown_hours` of `now` is skipped too.
Each insight must pass the writing constraints (app.services.write.model_text: trimmed when
too long, dropped when empty) and speak of the user in the third person; it is then stored
through the write path's `apply` (history ADD, `related_to` edges to its neighbours), under
the user's lock. Insights never retire anything: they are added beside what is stored.
Retrieval ranks them at `insight_weight` of their score.
"""

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from app.categories import Categories, load_categories
from app.config import Settings
from app.db.uow import UnitOfWork, UnitOfWorkFactory
from app.enums import EventStatus, MemoryType
from app.errors import ProviderError
from app.providers.base import ProposedInsight
from app.providers.factory import Providers
from app.schemas.write import MemoryCreate
from app.services.consolidation.merge import WORKER
from app.services.lifecycle import maintenance
from app.services.principal.keys import Principal
from app.services.write import model_text, policy
from app.services.write.apply import apply
from app.services.write.drafts import Draft, build_draft
from app.telemetry import metrics

log = logging.getLogger(__name__)

CATEGORY = "relationship_dynamic"
SOURCE = "theory_of_mind"  # the `metadata.source` of every insight this job writes
ACTIVITY_ITEMS = 5  # latest episodic memories shown to the model
FACT_ITEMS = 3  # newest semantic memories shown to the model
SNIPPET_CHARS = 1000  # what the model reads, all items together
DEFAULT_LEVEL = 2  # the spec's importance level when the model gives none: 2/5 = 0.4
_FACT_TYPES = (MemoryType.fact, MemoryType.preference, MemoryType.decision)
# First and second person: an insight about the user never speaks as or to the assistant.
_NOT_THIRD_PERSON = re.compile(
    r"\b(?:i|me|my|mine|we|us|our|you|your|yours|the assistant)\b|[我你您]", re.IGNORECASE
)


@dataclass
class InsightReport:
    status: EventStatus  # as in the event recorded
    reason: str | None = None
    proposed: int = 0
    written: list[str] = field(default_factory=list)  # ids of the stored insights
    trimmed: int = 0
    rejected: int = 0
    duplicates: int = 0


async def users_with_activity(
    *,
    uow_factory: UnitOfWorkFactory,
    settings: Settings,
    now: datetime,
    tenant_id: str | None = None,
) -> list[tuple[str, str]]:
    """(tenant_id, user_id) of the users with a memory changed in the cooldown window before
    `now` — of one tenant, or of every tenant when `tenant_id` is None: whom a run may have
    something new to say about, for the job layer's fan-out."""
    since = now - timedelta(hours=settings.insight_cooldown_hours)
    return await maintenance.users_changed_since(
        since, uow_factory=uow_factory, tenant_id=tenant_id
    )


@dataclass(frozen=True)
class _Checked:
    text: str
    proposed: ProposedInsight
    outcome: str  # ok | trimmed


async def write_insights(
    tenant_id: str,
    user_id: str,
    *,
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    now: datetime,
    categories: Categories | None = None,
) -> InsightReport:
    """One user's run; idempotent within the cooldown (a second call is skipped)."""
    writer = providers.insights
    if writer is None:
        return await _skip(uow_factory, tenant_id, user_id, "no LLM configured")
    categories = categories or load_categories(settings.categories_file)
    if CATEGORY not in categories.by_name:
        return await _skip(uow_factory, tenant_id, user_id, f"no category '{CATEGORY}'")
    async with uow_factory(tenant_id) as uow:
        cooling = await _cooling_down(uow, user_id, settings, now)
        activity = await uow.insights.newest(
            user_id, types=(MemoryType.episodic,), limit=ACTIVITY_ITEMS
        )
        facts = await uow.insights.newest(user_id, types=_FACT_TYPES, limit=FACT_ITEMS)
    if cooling:
        return await _skip(uow_factory, tenant_id, user_id, "an insight was written lately")
    if not (activity or facts):
        return await _skip(uow_factory, tenant_id, user_id, "nothing to read")

    shown_activity, shown_facts = _snippet([m.text for m in activity], [m.text for m in facts])
    try:
        proposed = await writer.write(shown_activity, shown_facts, limit=settings.insight_max)
    except ProviderError as error:
        metrics.count_provider_failure("insights", writer.name)
        report = InsightReport(EventStatus.error, reason=f"{writer.name} failed ({error.detail})")
        async with uow_factory(tenant_id) as uow:
            _record(uow, user_id, report)
        return report
    report = InsightReport(EventStatus.ok, proposed=len(proposed))
    checked = _check(proposed[: settings.insight_max], settings, report)
    drafts = [_draft(insight, user_id, settings, categories) for insight in checked]
    vectors = await _embed([draft.text for draft in drafts], providers)

    principal = Principal(tenant_id, key_id=WORKER)
    async with uow_factory(tenant_id) as uow:
        at = await uow.lock_user(user_id)
        if await _cooling_down(uow, user_id, settings, now):  # another run got here first
            report = InsightReport(EventStatus.skipped, reason="an insight was written lately")
        else:
            for draft, insight, vector in zip(drafts, checked, vectors, strict=True):
                meta = {"source": SOURCE, "writing": insight.outcome}
                memory_id = await _store(
                    uow, draft, vector, principal=principal, at=at, settings=settings, meta=meta
                )
                if memory_id is None:
                    report.duplicates += 1
                else:
                    report.written.append(memory_id)
        _record(uow, user_id, report)
    return report


def _snippet(activity: Sequence[str], facts: Sequence[str]) -> tuple[list[str], list[str]]:
    """The items on one line each, sharing SNIPPET_CHARS equally (a long one is cut)."""
    share = SNIPPET_CHARS // max(len(activity) + len(facts), 1)

    def line(text: str) -> str:
        flat = " ".join(text.split())
        return flat if len(flat) <= share else flat[: share - 1] + "…"

    return [line(t) for t in activity], [line(t) for t in facts]


def _check(
    proposed: Sequence[ProposedInsight], settings: Settings, report: InsightReport
) -> list[_Checked]:
    """The insights that meet the writing constraints, trimmed where needed, each once."""
    checked: list[_Checked] = []
    seen: set[str] = set()
    for insight in proposed:
        written = model_text.validate(
            insight.summary,
            max_chars=settings.max_written_chars,
            max_sentences=settings.max_written_sentences,
        )
        if written.outcome == "rejected" or _NOT_THIRD_PERSON.search(written.text):
            report.rejected += 1
            continue
        digest = policy.content_hash(written.text)
        if digest in seen:
            report.duplicates += 1
            continue
        seen.add(digest)
        if written.outcome == "trimmed":
            report.trimmed += 1
        checked.append(_Checked(written.text, insight, written.outcome))
    return checked


def _draft(insight: _Checked, user_id: str, settings: Settings, categories: Categories) -> Draft:
    level = insight.proposed.importance or DEFAULT_LEVEL
    request = MemoryCreate(
        user_id=user_id,
        text=insight.text,
        type=MemoryType.insight,
        category=CATEGORY,
        importance=level / 5,
        pinned=False,
        tags=list(insight.proposed.tags),
        metadata={"source": SOURCE},
    )
    return build_draft(request, settings, categories)


async def _neighbours(
    uow: UnitOfWork, user_id: str, vector: Any | None, settings: Settings
) -> list[tuple[str, float]]:
    """The memories close enough to link the insight to (`related_to`), as the write path
    links a new memory."""
    if vector is None or settings.link_k == 0:
        return []
    nearest = await uow.candidates.nearest(
        user_id=user_id,
        project_id=None,
        vector=vector,
        k=settings.link_k,
        min_similarity=settings.link_min,
    )
    return [(memory.id, similarity) for memory, similarity in nearest]


async def _store(
    uow: UnitOfWork,
    draft: Draft,
    vector: Any | None,
    *,
    principal: Principal,
    at: datetime,
    settings: Settings,
    meta: dict[str, Any],
) -> str | None:
    """Add one insight through the write path's `apply`; None when the user has it already."""
    same = await uow.memories.get_active_by_hash(
        user_id=draft.request.user_id, project_id=None, content_hash=draft.content_hash
    )
    if same is not None:
        return None
    applied = await apply(
        uow,
        draft,
        policy.add("theory-of-mind insight"),
        principal=principal,
        now=at,
        vector=vector,
        meta=meta,
        neighbours=await _neighbours(uow, draft.request.user_id, vector, settings),
        node="worker",
    )
    assert applied.memory is not None
    return applied.memory.id


async def _cooling_down(uow: UnitOfWork, user_id: str, settings: Settings, now: datetime) -> bool:
    last = await uow.insights.last_insight_at(user_id)
    return last is not None and last > now - timedelta(hours=settings.insight_cooldown_hours)


async def _embed(texts: Sequence[str], providers: Providers) -> list[Any | None]:
    """Vectors for linking; an embedder outage stores the insights unlinked (backfill embeds
    them later) rather than losing them."""
    if not texts:
        return []
    try:
        return list(await providers.embedder.embed(texts))
    except ProviderError as error:
        log.warning("embedder %s failed: %s", providers.embedder.name, error.detail)
        metrics.count_provider_failure("embedder", providers.embedder.name)
        return [None] * len(texts)


async def _skip(
    uow_factory: UnitOfWorkFactory, tenant_id: str, user_id: str, reason: str
) -> InsightReport:
    report = InsightReport(EventStatus.skipped, reason=reason)
    async with uow_factory(tenant_id) as uow:
        _record(uow, user_id, report)
    return report


def _record(uow: UnitOfWork, user_id: str, report: InsightReport) -> None:
    meta = {
        "reason": report.reason,
        "proposed": report.proposed,
        "written": len(report.written),
        "trimmed": report.trimmed,
        "rejected": report.rejected,
        "duplicates": report.duplicates,
    }
    uow.events.record(node=WORKER, op="insight", status=report.status, user_id=user_id, meta=meta)
