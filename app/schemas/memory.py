"""The memory API contract: what a writer sends, what readers get back."""

from datetime import datetime
from typing import Annotated, Any, Self

from pydantic import (
    AfterValidator,
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
    TEXT_PATTERN,
    Documented,
    Identifier,
    JsonObject,
    JsonValue,
    Tag,
    Unit,
    field_error,
    no_nul,
)

# The API's ceiling on a memory's text (`maxLength`). A deployment may store less: its own cap,
# `Settings.max_text_chars`, is checked in one place, app.services.write.drafts.
MAX_TEXT_CHARS = 4000

MemoryText = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_TEXT_CHARS),
    AfterValidator(no_nul),
    Documented(TEXT_PATTERN),
]

MAX_MESSAGE_CHARS = 8000


class MessageIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    role: Role
    content: Annotated[
        str,
        StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_MESSAGE_CHARS),
        AfterValidator(no_nul),
        Documented(TEXT_PATTERN),
    ]


class MemoryCreate(BaseModel):
    """A memory to store: a statement in `text` (`key` + `value` make it structured), or a
    conversation turn in `messages` from which facts are extracted, each stored in turn."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [examples.CREATE_EXAMPLE, examples.TURN_EXAMPLE],
            # What `_a_memory_or_a_turn` enforces, said to clients: a memory (`text`), or a
            # turn (`messages`) with none of the fields that describe one memory.
            "anyOf": [
                {
                    "required": ["text"],
                    "properties": {"text": {"type": "string"}, "messages": {"type": "null"}},
                },
                {
                    "required": ["messages"],
                    "properties": {
                        "messages": {"type": "array"},
                        "text": {"type": "null"},
                        "key": {"type": "null"},
                        "value": {"type": "null"},
                        "supersedes": {"type": "null"},
                    },
                },
            ],
        },
    )

    user_id: Identifier = Field(description="The person the memory is about.")
    text: MemoryText | None = Field(
        default=None, description="The statement in natural language. Required without messages."
    )
    messages: list[MessageIn] | None = Field(
        default=None,
        min_length=1,
        max_length=50,
        description="A conversation turn instead of `text`: facts the user stated are extracted"
        " (at most 3) and each is written as if sent alone. Facts come from user messages only.",
    )
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
    agent: Identifier | None = Field(
        default=None,
        description="The agent writing (supervisor, planner, …): the category must be in its"
        " allowlist (403 otherwise).",
    )
    agent_id: Identifier | None = None
    run_id: Identifier | None = None
    thread_id: Identifier | None = Field(
        default=None, description="Conversation thread; changes are logged to its revision."
    )
    actor_id: Identifier | None = None
    role: Role | None = Field(default=None, description="Who said it: user, assistant, system.")
    confidence: Unit | None = Field(default=None, description="From 0 to 1; defaults to 0.9.")
    importance: Unit | None = Field(
        default=None,
        description="From 0 to 1; defaults by type (0.6, or 0.4 for episodic and insight)."
        " Only memories above 0.5 (or core) are checked for semantic conflicts.",
    )
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
    consent: bool = Field(
        default=False,
        description="The user agreed to this change (in the UI, or by an explicit yes in chat)."
        " Without it, a change an agent or a model inferred (`role` assistant/system, or a fact"
        " a model extracted) to a sensitive key (preferred_name, pronouns, city, language)"
        " becomes a consent proposal and the current value stays.",
    )
    dry_run: bool = Field(
        default=False, description="Decide and explain, write nothing (also `?dry_run=true`)."
    )

    @model_validator(mode="after")
    def _a_memory_or_a_turn(self) -> Self:
        if self.messages is None:
            if self.text is None:
                raise field_error("text", None, "Give `text` (a memory) or `messages` (a turn).")
            return self
        for name in ("text", "key", "value", "supersedes"):  # what describes one memory
            if (value := getattr(self, name)) is not None:
                message = f"`{name}` describes one memory; it cannot come with `messages`."
                raise field_error(name, value, message)
        return self


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
