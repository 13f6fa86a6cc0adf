"""A version chain told as a story, for people (the web UI's history view): each version with
what made it, what retired it and why, and the memories it is linked to."""

from dataclasses import dataclass, field
from typing import Any

from app.db.models import History, Memory
from app.db.repositories.relations import Edge
from app.db.uow import UnitOfWorkFactory
from app.enums import HistoryEvent
from app.services.principal.keys import Principal
from app.services.read.memories import load_chain

# Events that bring a version into being, and those that end it without a successor.
_CREATING = {HistoryEvent.ADD, HistoryEvent.UPDATE, HistoryEvent.RESTORE, HistoryEvent.MERGE}
_ENDING = {HistoryEvent.DELETE, HistoryEvent.TTL, HistoryEvent.PURGE}


@dataclass
class Step:
    """One version and the audit events that concern it."""

    memory: Memory
    created: History | None = None
    retired: History | None = None  # the event that superseded, retracted or deleted it
    others: list[History] = field(default_factory=list)  # NOOP, REJECT, LINK, …
    links: list[Edge] = field(default_factory=list)

    @property
    def created_reason(self) -> str | None:
        return _reason(self.created)

    @property
    def retired_reason(self) -> str | None:
        return _reason(self.retired)


@dataclass
class Timeline:
    chain_id: str
    requested: Memory
    steps: list[Step]  # oldest first
    events: list[History]  # the whole audit trail of the chain, oldest first

    @property
    def latest(self) -> Memory:
        return self.steps[-1].memory


def _reason(event: History | None) -> str | None:
    if event is None:
        return None
    reason: Any = event.meta.get("reason")
    return str(reason) if reason else None


def _steps(versions: list[Memory], events: list[History], edges: list[Edge]) -> list[Step]:
    steps = {memory.id: Step(memory) for memory in versions}
    for event in events:
        kind = HistoryEvent(event.event)
        if event.old_ref in steps and event.old_ref != event.memory_id:
            # A successor's UPDATE (or MERGE) names the version it retired.
            steps[event.old_ref].retired = steps[event.old_ref].retired or event
        step = steps.get(event.memory_id)
        if step is None:
            continue
        if kind in _CREATING and event.new_ref == event.memory_id and step.created is None:
            step.created = event
        elif kind in _ENDING and step.retired is None:
            step.retired = event
        else:
            step.others.append(event)
    for edge in edges:
        if edge.near_id in steps:
            steps[edge.near_id].links.append(edge)
    return [steps[memory.id] for memory in versions]


async def chain_timeline(
    memory_id: str, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> Timeline:
    """The chain of any of its versions, oldest first; another tenant's id is not found."""
    async with uow_factory(principal.tenant_id) as uow:
        chain = await load_chain(uow, memory_id)
        edges = await uow.relations.touching([v.id for v in chain.versions])
    memory = next(v for v in chain.versions if v.id == memory_id)
    return Timeline(
        chain.chain_id, memory, _steps(chain.versions, chain.events, edges), chain.events
    )
