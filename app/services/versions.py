"""A new version of a chain, and the retirement of the version it replaces: made here only.

A write (`write/apply.py`), a consolidation merge (`consolidation/merge.py`) and a revert
(`lifecycle/edits.py`) all make new versions. What a version carries over from its source is
`Content`, one field per column, so a column cannot be copied by one of them and forgotten by
another (a revert once lost `attributes`, and with them its place among conflict candidates).
The chain and the clock set every other column, in `new_version`.
"""

from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any, Self

from app.db.models import Memory
from app.db.uow import UnitOfWork
from app.enums import Lifespan, MemoryStatus, MemoryType, Role, Tier
from app.errors import StaleWrite


@dataclass(frozen=True)
class Content:
    """What a version states, about and from whom, and how much it weighs: the columns a new
    version takes from its source (a write request, or the version it keeps or brings back).
    The fields mirror `Memory`'s columns of the same names; a test holds the two together."""

    tenant_id: str
    user_id: str
    agent_id: str | None
    run_id: str | None
    thread_id: str | None
    actor_id: str | None
    role: Role | None
    project_id: str | None
    scope: str
    type: MemoryType
    category: str
    key: str | None
    value: Any | None
    text: str
    embedding: Any | None
    content_hash: str
    attributes: list[str]
    confidence: float
    importance: float
    tier: Tier
    pinned: bool
    lifespan: Lifespan
    tags: list[str]
    meta: dict[str, Any]

    @classmethod
    def of(cls, memory: Memory) -> Self:
        """The content of a stored version, all of it."""
        return cls(**{f.name: getattr(memory, f.name) for f in fields(cls)})


def new_version(
    memory_id: str,
    content: Content,
    *,
    previous: Memory | None,
    at: datetime,
    valid_from: datetime | None = None,
    access_count: int = 0,
    last_accessed_at: datetime | None = None,
) -> Memory:
    """An active version `memory_id` with `content`, created at `at` and holding in the world
    from `valid_from` (default: `at`). It follows `previous` in its chain, or starts a chain of
    its own when there is none. Retire what it replaces first (`retire`): one version of a
    chain, and of a key, is current at a time."""
    return Memory(
        **{f.name: getattr(content, f.name) for f in fields(content)},
        id=memory_id,
        chain_id=previous.chain_id if previous else memory_id,
        version=previous.version + 1 if previous else 1,
        supersedes=previous.id if previous else None,
        status=MemoryStatus.active,
        valid_from=valid_from or at,
        created_at=at,
        updated_at=at,
        access_count=access_count,
        last_accessed_at=last_accessed_at,
    )


async def retire(
    uow: UnitOfWork,
    old: Memory,
    *,
    by: str,
    at: datetime,
    valid_until: datetime,
    contradicted: bool = False,
    demote: bool = True,
) -> Memory:
    """Supersede `old` by the version `by` (not yet inserted) and answer it as stored now.

    The statement re-checks that `old` is still active: when another writer retired it first,
    `StaleWrite` sends the caller back to re-read. `contradicted` records `by` as what
    contradicted it; with `demote`, a core memory leaves the core tier (its successor takes
    the place). Read anything needed from `old` before: the row it answers is the same object.
    """
    retired = await uow.memories.supersede(
        old,
        by=by,
        at=at,
        valid_until=valid_until,
        contradicted=contradicted,
        demote=demote and old.tier == Tier.core,
    )
    if retired is None:
        raise StaleWrite(f"memory '{old.id}' changed before it could be superseded")
    return retired
