"""`POST /memory`: what a writer sends (a memory, or a conversation turn), and what the write
answers: what it did, what it was compared with, and why."""

from datetime import datetime
from typing import Annotated, Self

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

from app.enums import Action, ConsentStatus, Lifespan, MemoryType, Relation, Role, Tier
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
from app.schemas.memory import MemoryRead

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
        default=None,
        validation_alias=AliasChoices("valid_from", "observed_at"),
        description="When the fact started to hold in the world, or when it was said (also"
        " accepted as `observed_at`, e.g. a conversation turn's time; for `messages`, every"
        " fact of the turn gets it); defaults to now. Bullets of `memory.query` start with its"
        " day.",
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


class CandidateRead(BaseModel):
    """An existing memory the write was compared with, and the verdict."""

    model_config = ConfigDict(from_attributes=True)

    id: str
    similarity: float | None = Field(description="Cosine similarity, when both are embedded.")
    relation: Relation
    reason: str


class ConsentProposalRef(BaseModel):
    """A consent proposal a write opened (or, on approval, carried out): `GET /consent/{id}`."""

    model_config = ConfigDict(from_attributes=True)

    id: str
    status: ConsentStatus
    expires_at: datetime


class WriteResult(BaseModel):
    """What a write did and why."""

    model_config = ConfigDict(
        from_attributes=True,
        json_schema_extra={
            "examples": [
                {
                    "action": "UPDATE",
                    "relation": "UPDATE",
                    "memory": examples.MEMORY_EXAMPLE,
                    "superseded": [examples.SUPERSEDED_EXAMPLE],
                    "reason": "key 'preferred_name': latest wins (confidence 0.85 vs 0.9,"
                    " gap < 0.1)",
                    "candidates": [],
                    "dry_run": False,
                }
            ]
        },
    )

    action: Action = Field(description="ADD, UPDATE (superseded), DELETE (retracted) or NOOP.")
    relation: Relation | None = Field(description="How the new memory relates to the old one.")
    memory: MemoryRead | None = Field(
        description="The memory that is current after the write (the new one, or the one kept)."
    )
    superseded: list[MemoryRead] = Field(
        description="Versions this write retired (superseded, or retracted by a DELETE)."
    )
    reason: str
    candidates: list[CandidateRead] = Field(
        description="Every existing memory compared with the new one, with its verdict."
    )
    dry_run: bool = Field(description="True when nothing was committed.")
    consent_proposal: ConsentProposalRef | None = Field(
        default=None,
        description="Set when the change awaits the user's consent (`action` NOOP, the current"
        " value kept), or when this write carried out an approved proposal.",
    )


class WriteResults(BaseModel):
    """The answer to a conversation turn: one write answer per extracted fact."""

    model_config = ConfigDict(from_attributes=True)

    results: list[WriteResult]
