"""Every route as a `Call`: the request to send and how to read its answer.

Shared by the sync and the async client, which only send them (and by the LangGraph store),
so each route's path, parameters and answer model are written once.
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Generic, Literal, TypedDict, TypeVar
from urllib.parse import quote

import httpx
from pydantic import BaseModel
from pydantic_core import to_jsonable_python

from palimpsest_client import models

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class Call(Generic[T]):
    method: str
    path: str
    read: Callable[[httpx.Response], T]
    params: dict[str, Any] = field(default_factory=dict)
    body: Any = None

    def request(self, http: httpx.Client | httpx.AsyncClient) -> httpx.Request:
        json = to_jsonable_python(self.body) if self.body is not None else None
        return http.build_request(self.method, self.path, params=self.params or None, json=json)


class Message(TypedDict):
    role: Literal["user", "assistant", "system"]
    content: str


class MemoryFields(TypedDict, total=False):
    """Optional fields of a memory (`POST /memory`); docs/api.md says what each does."""

    type: str
    category: str
    key: str
    value: Any
    scope: str
    project_id: str
    agent: str
    agent_id: str
    run_id: str
    thread_id: str
    actor_id: str
    role: str
    confidence: float
    importance: float
    tier: str
    pinned: bool
    lifespan: str
    tags: list[str]
    metadata: dict[str, Any]
    valid_from: datetime
    supersedes: str
    consent: bool
    dry_run: bool


class ListFilters(TypedDict, total=False):
    user_id: str
    scope: str
    type: str
    category: str
    key: str
    project_id: str
    agent_id: str
    thread_id: str
    include_inactive: bool
    as_of: datetime
    known_at: datetime
    limit: int
    cursor: str


class QueryOptions(TypedDict, total=False):
    """`memory.query` options; the filter fields (agent_id … updated_before) go in `filters`."""

    agent: str
    categories: list[str]
    top_k: int
    threshold: float
    full: bool  # `return: full`: each result carries its whole memory
    budget_tokens: int
    thread_id: str
    since_rev: int
    as_of: datetime
    known_at: datetime
    agent_id: str
    run_id: str
    actor_id: str
    role: str
    category: str
    project_id: str
    pinned: bool
    importance_min: float
    importance_max: float
    updated_after: datetime
    updated_before: datetime


class ContextOptions(TypedDict, total=False):
    agent: str
    query: str
    budget_tokens: int
    thread_id: str
    since_rev: int


class ConsentFilters(TypedDict, total=False):
    user_id: str
    status: Literal["pending", "approved", "rejected", "expired"]
    limit: int
    cursor: str


_FILTER_FIELDS = frozenset(
    {"agent_id", "run_id", "actor_id", "role", "category", "project_id", "pinned"}
    | {"importance_min", "importance_max", "updated_after", "updated_before"}
)


def _segment(value: str) -> str:
    return quote(value, safe="")


def _model(model: type[M]) -> Callable[[httpx.Response], M]:
    return lambda response: model.model_validate_json(response.content)


def _params(values: Mapping[str, Any]) -> dict[str, Any]:
    return {name: to_jsonable_python(value) for name, value in values.items() if value is not None}


def write(user_id: str, text: str, fields: MemoryFields) -> Call[models.WriteResult]:
    body = {"user_id": user_id, "text": text, **fields}
    return Call("POST", "/memory", _model(models.WriteResult), body=body)


def write_turn(
    user_id: str, messages: Sequence[Message | Mapping[str, str]], fields: MemoryFields
) -> Call[models.WriteResults]:
    body = {"user_id": user_id, "messages": [dict(m) for m in messages], **fields}
    return Call("POST", "/memory", _model(models.WriteResults), body=body)


def write_batch(items: Sequence[Mapping[str, Any]]) -> Call[models.BatchResult]:
    return Call("POST", "/memory/batch", _model(models.BatchResult), body=[dict(i) for i in items])


def list_memories(filters: ListFilters) -> Call[models.MemoryPage]:
    return Call("GET", "/memory", _model(models.MemoryPage), params=_params(filters))


def get_memory(memory_id: str) -> Call[models.Memory]:
    return Call("GET", f"/memory/{_segment(memory_id)}", _model(models.Memory))


def history(memory_id: str) -> Call[models.History]:
    return Call("GET", f"/memory/{_segment(memory_id)}/history", _model(models.History))


def annotate_memory(
    memory_id: str, pinned: bool | None, tags: list[str] | None
) -> Call[models.Memory]:
    body = _params({"pinned": pinned, "tags": tags})
    return Call("PATCH", f"/memory/{_segment(memory_id)}", _model(models.Memory), body=body)


def delete_memory(memory_id: str) -> Call[models.Memory]:
    return Call("DELETE", f"/memory/{_segment(memory_id)}", _model(models.Memory))


def restore_memory(memory_id: str) -> Call[models.Memory]:
    return Call("POST", f"/memory/{_segment(memory_id)}/restore", _model(models.Memory))


def query(text: str, user_id: str, options: QueryOptions) -> Call[models.QueryAnswer]:
    given = dict(options)
    filters = {"user_id": user_id} | {k: given.pop(k) for k in list(given) if k in _FILTER_FIELDS}
    full = given.pop("full", False)
    body = {"query": text, "filters": filters, **given, "return": "full" if full else "bullets"}
    return Call("POST", "/memory.query", _model(models.QueryAnswer), body=body)


def context(user_id: str, options: ContextOptions) -> Call[models.QueryAnswer]:
    return Call(
        "POST", "/context", _model(models.QueryAnswer), body={"user_id": user_id, **options}
    )


def thread_changes(thread_id: str, since: int, limit: int) -> Call[models.ThreadChanges]:
    path = f"/threads/{_segment(thread_id)}/changes"
    return Call("GET", path, _model(models.ThreadChanges), params={"since": since, "limit": limit})


def export_path(user_id: str) -> str:
    """`GET` it as a stream: JSON Lines, one version chain (`History`) per line."""
    return f"/users/{_segment(user_id)}/export"


def erase_user(user_id: str) -> Call[models.Erasure]:
    return Call("DELETE", f"/users/{_segment(user_id)}", _model(models.Erasure))


def list_consent(filters: ConsentFilters) -> Call[models.ConsentPage]:
    return Call("GET", "/consent", _model(models.ConsentPage), params=_params(filters))


def get_consent(proposal_id: str) -> Call[models.ConsentProposal]:
    return Call("GET", f"/consent/{_segment(proposal_id)}", _model(models.ConsentProposal))


def decide_consent(
    proposal_id: str, decision: Literal["approve", "reject"]
) -> Call[models.ConsentDecision]:
    path = f"/consent/{_segment(proposal_id)}/{decision}"
    return Call("POST", path, _model(models.ConsentDecision))


def _checkpoint_path(user_id: str, thread_id: str) -> str:
    return f"/checkpoints/{_segment(user_id)}/{_segment(thread_id)}"


def save_checkpoint(
    user_id: str, thread_id: str, state: Mapping[str, Any]
) -> Call[models.Checkpoint]:
    path = _checkpoint_path(user_id, thread_id)
    return Call("PUT", path, _model(models.Checkpoint), body={"state": dict(state)})


def load_checkpoint(user_id: str, thread_id: str) -> Call[models.Checkpoint]:
    return Call("GET", _checkpoint_path(user_id, thread_id), _model(models.Checkpoint))


def delete_checkpoint(user_id: str, thread_id: str) -> Call[None]:
    return Call("DELETE", _checkpoint_path(user_id, thread_id), lambda _: None)


def stats(
    since: datetime | None, until: datetime | None, user_id: str | None
) -> Call[models.Stats]:
    params = _params({"since": since, "until": until, "user_id": user_id})
    return Call("GET", "/stats", _model(models.Stats), params=params)


def health() -> Call[models.Health]:
    return Call("GET", "/health", _model(models.Health))


def ready() -> Call[models.Readiness]:
    return Call("GET", "/ready", _model(models.Readiness))


def metrics() -> Call[str]:
    return Call("GET", "/metrics", lambda response: response.text)
