"""A stored memory as readers get it: one version, its chain's history, a filtered page; and
`PATCH /memory/{id}`, the annotations that change without a new version."""

from datetime import datetime
from typing import Annotated, Any, Self

from pydantic import (
    AliasChoices,
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    model_validator,
)

from app.enums import HistoryEvent, Lifespan, MemoryStatus, MemoryType, Role, Tier
from app.schemas import examples
from app.schemas.common import (
    Identifier,
    Tag,
)


class MemoryRead(BaseModel):
    """One version of a memory."""

    model_config = ConfigDict(
        from_attributes=True, json_schema_extra={"examples": [examples.MEMORY_EXAMPLE]}
    )

    id: str
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
    confidence: float
    importance: float
    tier: Tier
    pinned: bool
    lifespan: Lifespan
    tags: list[str]
    metadata: dict[str, Any] = Field(validation_alias=AliasChoices("meta", "metadata"))
    chain_id: str
    version: int
    status: MemoryStatus
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


class HistoryEventRead(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    event: HistoryEvent
    memory_id: str
    old_ref: str | None
    new_ref: str | None
    actor: str | None
    meta: dict[str, Any]
    ts: datetime


class HistoryRead(BaseModel):
    """A whole version chain and its audit trail."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "chain_id": examples.V1,
                    "versions": [examples.SUPERSEDED_EXAMPLE, examples.MEMORY_EXAMPLE],
                    "events": [
                        {
                            "id": 1,
                            "event": "ADD",
                            "memory_id": examples.V1,
                            "old_ref": None,
                            "new_ref": examples.V1,
                            "actor": "local",
                            "ts": "2026-11-22T10:00:00Z",
                            "meta": {"reason": "no active memory holds key 'preferred_name'"},
                        },
                        {
                            "id": 2,
                            "event": "UPDATE",
                            "memory_id": examples.V2,
                            "old_ref": examples.V1,
                            "new_ref": examples.V2,
                            "actor": "local",
                            "ts": "2026-11-22T10:05:00Z",
                            "meta": {
                                "relation": "UPDATE",
                                "reason": "key 'preferred_name': latest wins",
                                "confidence": {"old": 0.9, "new": 0.85},
                                "value": {"old": "张三", "new": "李四"},
                            },
                        },
                    ],
                }
            ]
        }
    )

    chain_id: str
    versions: list[MemoryRead] = Field(description="Every version, oldest first.")
    events: list[HistoryEventRead] = Field(description="The audit log of the chain, oldest first.")


class MemoryFilters(BaseModel):
    """Filters for listing memories; all optional, combined with AND."""

    model_config = ConfigDict(extra="forbid")

    user_id: Identifier | None = None
    scope: Identifier | None = None
    type: MemoryType | None = None
    category: Identifier | None = None
    key: Identifier | None = None
    project_id: Identifier | None = None
    agent_id: Identifier | None = None
    thread_id: Identifier | None = None
    include_inactive: bool = Field(
        default=False, description="Also list superseded, retracted and deleted versions."
    )
    as_of: AwareDatetime | None = Field(
        default=None,
        description="Valid time: what held in the world at this moment (by `valid_from` /"
        " `valid_until`), as the service knows it now.",
    )
    known_at: AwareDatetime | None = Field(
        default=None,
        description="Transaction time: what the service believed was current at this moment.",
    )
    limit: int = Field(default=50, ge=1, le=200)
    cursor: Annotated[str, StringConstraints(max_length=200)] | None = Field(
        default=None, description="`next_cursor` of the previous page."
    )


class MemoryPage(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"items": [examples.MEMORY_EXAMPLE], "next_cursor": None}]}
    )

    items: list[MemoryRead]
    next_cursor: str | None = Field(description="Pass as `cursor` to get the next page.")


class MemoryPatch(BaseModel):
    """Annotations of the current version, changed in place: they say how to treat the
    memory, not what it states (a new statement is a new version: `POST /memory`)."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [{"pinned": True}, {"tags": ["family", "names"]}],
            # Something to change (checked by the model validator too).
            "anyOf": [
                {"required": ["pinned"], "properties": {"pinned": {"type": "boolean"}}},
                {"required": ["tags"], "properties": {"tags": {"type": "array"}}},
            ],
        },
    )

    pinned: bool | None = Field(
        default=None, description="A pinned memory is never forgotten by the TTL job."
    )
    tags: list[Tag] | None = Field(
        default=None, max_length=32, description="Replaces the tags (an empty list clears them)."
    )

    @model_validator(mode="after")
    def _something_to_change(self) -> Self:
        if self.pinned is None and self.tags is None:
            raise ValueError("give `pinned`, `tags` or both")
        return self
