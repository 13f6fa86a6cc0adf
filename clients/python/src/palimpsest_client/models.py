"""What the service answers, as typed models.

They mirror the server's response schemas field for field (tests/client/test_models.py holds
them to the service's OpenAPI document). Unknown fields from a newer server are ignored, so an
older client keeps working. Closed vocabularies (`type`, `status`, `action`, …) are plain
strings for the same reason; docs/api.md lists their values.
"""

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class Memory(_Model):
    """One version of a memory."""

    id: str
    user_id: str
    agent_id: str | None
    run_id: str | None
    thread_id: str | None
    actor_id: str | None
    role: str | None
    project_id: str | None
    scope: str
    type: str
    category: str
    key: str | None
    value: Any | None
    text: str
    confidence: float
    importance: float
    tier: str
    pinned: bool
    lifespan: str
    tags: list[str]
    metadata: dict[str, Any]
    chain_id: str
    version: int
    status: str
    is_active: bool
    supersedes: str | None
    superseded_by: str | None
    superseded_at: datetime | None
    contradicted_by: str | None
    valid_from: datetime
    valid_until: datetime | None
    created_at: datetime
    updated_at: datetime
    last_accessed_at: datetime | None
    access_count: int
    deleted_at: datetime | None
    purge_at: datetime | None


class HistoryEvent(_Model):
    id: int
    event: str
    memory_id: str
    old_ref: str | None
    new_ref: str | None
    actor: str | None
    meta: dict[str, Any]
    ts: datetime


class History(_Model):
    """A version chain, oldest first, and its audit trail."""

    chain_id: str
    versions: list[Memory]
    events: list[HistoryEvent]

    @property
    def current(self) -> Memory | None:
        return next((m for m in self.versions if m.is_active), None)


class MemoryPage(_Model):
    items: list[Memory]
    next_cursor: str | None


class Candidate(_Model):
    """An existing memory a write was compared with, and the verdict."""

    id: str
    similarity: float | None
    relation: str
    reason: str


class ConsentRef(_Model):
    id: str
    status: str
    expires_at: datetime


class WriteResult(_Model):
    """What a write did (`action`: ADD, UPDATE, DELETE, NOOP) and why."""

    action: str
    relation: str | None
    memory: Memory | None
    superseded: list[Memory]
    reason: str
    candidates: list[Candidate]
    dry_run: bool
    consent_proposal: ConsentRef | None = None


class WriteResults(_Model):
    """One write answer per fact extracted from a conversation turn."""

    results: list[WriteResult]


class ProblemField(_Model):
    field: str
    message: str


class Problem(_Model):
    """An RFC 9457 problem document: why one item of a batch was refused."""

    type: str
    title: str
    status: int
    detail: str
    instance: str | None = None
    errors: list[ProblemField] | None = None


class BatchItem(_Model):
    """One item of a batch: its write's answer (`status` 201 or 200), or its `problem`."""

    index: int
    status: int
    result: WriteResult | WriteResults | None = None
    problem: Problem | None = None


class BatchResult(_Model):
    """One result per item of `write_batch`, in order, and their counts."""

    results: list[BatchItem]
    created: int
    unchanged: int
    failed: int


class Related(_Model):
    id: str
    category: str
    text: str


class QueryResult(_Model):
    id: str
    category: str
    text: str
    score: float
    similarity: float | None
    related: list[Related]
    memory: Memory | None = None


class QueryAnswer(_Model):
    """The answer of `memory.query` and of `context`."""

    delta: list[str]
    results: list[QueryResult]
    revision: int
    tokens: int
    # How many memories matched, and how many results the token budget left out (0: none).
    matched: int = 0
    over_budget: int = 0


class Change(_Model):
    rev: int
    memory_id: str
    event: str
    category: str | None
    text: str | None
    importance: float | None
    ts: datetime


class ThreadChanges(_Model):
    thread_id: str
    revision: int
    changes: list[Change]


class Erasure(_Model):
    user_id: str
    memories: int
    history_rows: int


class ConsentProposal(_Model):
    id: str
    user_id: str
    memory_id: str | None
    key: str
    status: str
    reason: str | None
    proposal: dict[str, Any]
    created_at: datetime
    expires_at: datetime
    decided_at: datetime | None
    decided_by: str | None


class ConsentPage(_Model):
    items: list[ConsentProposal]
    next_cursor: str | None


class ConsentDecision(_Model):
    proposal: ConsentProposal
    result: WriteResult | None


class Checkpoint(_Model):
    user_id: str
    thread_id: str
    state: dict[str, Any]
    created_at: datetime
    updated_at: datetime


class EventCount(_Model):
    node: str
    op: str
    status: str
    count: int


class Stats(_Model):
    since: datetime
    until: datetime
    counts: list[EventCount]


class Health(_Model):
    status: str
    version: str


class Readiness(_Model):
    status: str
    schema_revision: str | None
