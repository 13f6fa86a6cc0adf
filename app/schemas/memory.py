"""The memory API contract: what a writer sends, what readers get back."""

from datetime import datetime
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    AliasChoices,
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
)
from pydantic import JsonValue as ExampleJson

from app.enums import Action, HistoryEvent, Lifespan, MemoryStatus, MemoryType, Relation, Role, Tier
from app.schemas.common import Identifier, JsonObject, JsonValue, Tag, Unit, no_nul

MAX_TEXT_CHARS = 4000

MemoryText = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_TEXT_CHARS),
    AfterValidator(no_nul),
]

_CREATE_EXAMPLE: dict[str, ExampleJson] = {
    "user_id": "u_42",
    "text": "Call me 李四",
    "type": "preference",
    "key": "preferred_name",
    "value": "李四",
    "confidence": 0.9,
    "thread_id": "t_1",
    "role": "user",
}


class MemoryCreate(BaseModel):
    """A memory to store. `text` is always required; `key` + `value` make it structured."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [_CREATE_EXAMPLE]})

    user_id: Identifier = Field(description="The person the memory is about.")
    text: MemoryText = Field(description="The statement in natural language.")
    type: MemoryType = MemoryType.fact
    category: Identifier | None = Field(
        default=None, description="A category from the categories config; defaults from `type`."
    )
    key: Identifier | None = Field(
        default=None,
        description="Structured key. One active memory per (user, scope, type, key, project).",
    )
    value: JsonValue = Field(default=None, description="Structured value for `key` (any JSON).")
    scope: Identifier = "global"
    project_id: Identifier | None = None
    agent_id: Identifier | None = None
    run_id: Identifier | None = None
    thread_id: Identifier | None = Field(
        default=None, description="Conversation thread; changes are logged to its revision."
    )
    actor_id: Identifier | None = None
    role: Role | None = Field(default=None, description="Who said it: user, assistant, system.")
    confidence: Unit | None = Field(default=None, description="From 0 to 1; defaults to 0.9.")
    importance: Unit | None = Field(default=None, description="From 0 to 1; defaults to 0.5.")
    tier: Tier = Tier.semantic
    pinned: bool = False
    lifespan: Lifespan = Lifespan.permanent
    tags: list[Tag] = Field(default_factory=list, max_length=32)
    metadata: JsonObject = Field(default_factory=dict)
    valid_from: AwareDatetime | None = Field(
        default=None, description="When the fact started to hold in the world; defaults to now."
    )
    supersedes: Identifier | None = Field(
        default=None,
        description="Manual supersession: the id of the active memory this one replaces.",
    )


class MemoryRead(BaseModel):
    model_config = ConfigDict(from_attributes=True)

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


class WriteResult(BaseModel):
    """What a write did and why."""

    model_config = ConfigDict(from_attributes=True)

    action: Action = Field(description="ADD, UPDATE (superseded), DELETE (retracted) or NOOP.")
    relation: Relation | None = Field(description="How the new memory relates to the old one.")
    memory: MemoryRead | None = Field(
        description="The memory that is current after the write (the new one, or the one kept)."
    )
    superseded: list[MemoryRead] = Field(description="Versions this write retired.")
    reason: str
    dry_run: bool = Field(description="True when nothing was committed.")


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
    limit: int = Field(default=50, ge=1, le=200)
    cursor: Annotated[str, StringConstraints(max_length=200)] | None = Field(
        default=None, description="`next_cursor` of the previous page."
    )


class MemoryPage(BaseModel):
    items: list[MemoryRead]
    next_cursor: str | None = Field(description="Pass as `cursor` to get the next page.")
