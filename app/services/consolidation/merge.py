"""Consolidation's merge, inside the user's write transaction: two active memories become one
new version at the head of the older memory's chain.

Nothing is overwritten or deleted. Both memories are superseded by the new version (the older
one as its predecessor in the chain, the other across chains), each gets a `merged_into` edge to
it, and both chains' history get a MERGE row, so either id still leads to what became of it.
"""

from dataclasses import replace
from datetime import datetime
from typing import Any

from app.db.models import Memory
from app.db.uow import UnitOfWork
from app.enums import HistoryEvent, Relation, RelationType, Tier
from app.ids import new_id
from app.services import audit, versions
from app.services.consolidation.pairs import MergePlan
from app.services.write import policy

# Who background work is in the audit trail and the events.
WORKER = "worker"


async def merge(uow: UnitOfWork, plan: MergePlan, *, at: datetime, meta: dict[str, Any]) -> Memory:
    """Carry out `plan` at time `at`; the caller holds the user's lock and has checked that
    both memories are still active. Answers the merged version."""
    older, newer = plan.pair.older, plan.pair.newer
    merged = _merged_version(new_id("mem"), plan, at)  # read before superseding demotes them
    # A conflict the newer side won: the older fact stopped holding when the newer began.
    newer_won = plan.kept is newer and plan.relation in policy.RETIRING
    older_until = newer.valid_from if newer_won else at
    contradicted = plan.relation is Relation.CONTRADICTION
    for memory, until in ((older, older_until), (newer, at)):
        await versions.retire(
            uow,
            memory,
            by=merged.id,
            at=at,
            valid_until=until,
            contradicted=contradicted and memory is not plan.kept,
        )
    uow.memories.add(merged)

    meta = {
        "consolidation": True,
        "relation": plan.relation,
        "similarity": round(plan.pair.similarity, 4),
        "merged": [older.id, newer.id],
        "kept": plan.kept.id,
        "reason": plan.reason,
        **meta,
    }
    # The older chain's row covers the new version and its predecessor; the newer memory's
    # chain gets its own row naming what retired it (as a write retiring several does).
    audit.record(
        uow, HistoryEvent.MERGE, merged, actor=WORKER, node=WORKER, replaced=older, meta=meta
    )
    audit.record_in_other_chain(
        uow, HistoryEvent.MERGE, merged, retired=newer, actor=WORKER, meta=meta
    )
    for memory in (older, newer):
        uow.relations.link(memory.id, [(merged.id, RelationType.merged_into, plan.pair.similarity)])
    await _carry_links(uow, merged, (older, newer))
    return merged


async def _carry_links(uow: UnitOfWork, merged: Memory, sources: tuple[Memory, ...]) -> None:
    """What either original was related to, the merged version is related to (the strongest
    strength of the two), so retrieval's relation boost and related bullets survive a merge."""
    strongest: dict[str, float] = {}
    for edge in await uow.relations.touching([m.id for m in sources]):
        if edge.relation_type == RelationType.related_to and edge.other.id != merged.id:
            strongest[edge.other.id] = max(strongest.get(edge.other.id, 0.0), edge.strength)
    uow.relations.link(
        merged.id,
        [(other, RelationType.related_to, strength) for other, strength in strongest.items()],
    )


def _merged_version(memory_id: str, plan: MergePlan, at: datetime) -> Memory:
    """The kept content, with the weight of both: the higher importance, pinned or core if
    either was, every tag, and the retrievals of both (they were retrievals of this fact)."""
    older, newer, kept = plan.pair.older, plan.pair.newer, plan.kept
    both = (kept, plan.dropped)
    accessed = [m.last_accessed_at for m in both if m.last_accessed_at is not None]
    content = replace(
        versions.Content.of(kept),
        importance=max(older.importance, newer.importance),
        pinned=older.pinned or newer.pinned,
        tier=Tier.core if Tier.core in (older.tier, newer.tier) else Tier.semantic,
        tags=list(dict.fromkeys([*kept.tags, *plan.dropped.tags])),
    )
    return versions.new_version(
        memory_id,
        content,
        previous=older,
        at=at,
        access_count=older.access_count + newer.access_count,
        last_accessed_at=max(accessed, default=None),
    )
