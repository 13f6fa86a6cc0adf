"""The retrieval contract for agents: `POST /memory.query` and `POST /context`."""

from typing import Annotated, Literal

from pydantic import AfterValidator, AwareDatetime, BaseModel, ConfigDict, Field, StringConstraints
from pydantic import JsonValue as ExampleJson

from app.enums import Role
from app.schemas.common import TEXT_PATTERN, Documented, Identifier, no_nul
from app.schemas.memory import MemoryRead

# Bound into SQL (the lexical search), so no NUL: PostgreSQL text cannot hold one.
QueryText = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=2000),
    AfterValidator(no_nul),
    Documented(TEXT_PATTERN),
]
# Importance filters take the design's [0, 1] floats, or the spec's 1–5 levels (3 → 0.6).
ImportanceBound = Annotated[int, Field(ge=1, le=5)] | Annotated[float, Field(ge=0, le=1)]


class QueryFilters(BaseModel):
    """Applied in SQL, combined with AND. `user_id` is required: memories are about someone."""

    model_config = ConfigDict(extra="forbid")

    user_id: Identifier
    agent_id: Identifier | None = None
    run_id: Identifier | None = None
    actor_id: Identifier | None = None
    role: Role | None = None
    category: Identifier | None = None
    project_id: Identifier | None = None
    pinned: bool | None = None
    importance_min: ImportanceBound | None = Field(
        default=None, description="0–1, or a 1–5 level (level / 5)."
    )
    importance_max: ImportanceBound | None = None
    updated_after: AwareDatetime | None = None
    updated_before: AwareDatetime | None = None


_QUERY_EXAMPLE: dict[str, ExampleJson] = {
    "agent": "planner",
    "query": "deployment plan context",
    "categories": ["tasks", "projects"],
    "filters": {"user_id": "u_42", "importance_min": 3},
    "top_k": 3,
    "return": "bullets",
    "budget_tokens": 512,
    "thread_id": "t_1",
}


class QueryRequest(BaseModel):
    model_config = ConfigDict(
        extra="forbid", populate_by_name=True, json_schema_extra={"examples": [_QUERY_EXAMPLE]}
    )

    agent: Identifier | None = Field(
        default=None,
        description="The agent asking (supervisor, planner, …): only its allowlisted categories"
        " are read, and asking for any other is refused (403).",
    )
    query: QueryText
    categories: list[Identifier] | None = Field(
        default=None, max_length=50, description="Default: every category the agent may read."
    )
    filters: QueryFilters
    top_k: int = Field(default=5, ge=1, le=50)
    threshold: float | None = Field(
        default=None, ge=0, le=1, description="Drop results less similar than this."
    )
    return_: Literal["bullets", "full"] = Field(default="bullets", alias="return")
    budget_tokens: int | None = Field(
        default=None,
        ge=1,
        le=16_384,
        description="The answer's text never exceeds this. Default: room for `top_k` typical"
        " memories, 128 tokens each, and at least 512. When results do not fit, the answer's"
        " `over_budget` says how many were left out.",
    )
    dates: bool = Field(
        default=True,
        description="Start each bullet with the day its memory holds from (`valid_from`):"
        " `[2023-05-07] [events] …`.",
    )
    thread_id: Identifier | None = Field(
        default=None, description="Start the answer with what changed in this thread."
    )
    since_rev: int | None = Field(
        default=None, ge=0, description="Changes after this revision (default: last served)."
    )
    as_of: AwareDatetime | None = Field(default=None, description="Valid time: what held then.")
    known_at: AwareDatetime | None = Field(
        default=None, description="Transaction time: what the service believed then."
    )


class RelatedRead(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: str
    category: str
    text: str = Field(description="A bullet: `[category] text`.")


class QueryResult(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: str
    category: str
    text: str = Field(
        description="A bullet: `[2023-05-07] [category] text` (the day only with `dates`)."
    )
    score: float = Field(
        description="Rerank score: the hybrid search's fused rank (1.0 for first place in one"
        " search), plus weighted importance, relations and recency."
    )
    similarity: float | None = Field(description="None for context memories read by category.")
    related: list[RelatedRead] = Field(description="1–2 memories linked to this one.")
    memory: MemoryRead | None = Field(default=None, description="With `return: full` only.")


class ContextRequest(BaseModel):
    """Build an agent's context: its `all` categories in full, its `rag` categories by relevance."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "agent": "supervisor",
                    "user_id": "u_42",
                    "query": "plan the week",
                    "thread_id": "t_1",
                }
            ]
        },
    )

    agent: Identifier | None = Field(default=None, description="Its allowlist applies.")
    user_id: Identifier
    query: QueryText | None = Field(
        default=None, description="What the turn is about; without it no `rag` memories."
    )
    budget_tokens: int = Field(default=1024, ge=1, le=16_384)
    dates: bool = Field(default=True, description="Start each bullet with its memory's day.")
    thread_id: Identifier | None = None
    since_rev: int | None = Field(default=None, ge=0)


class QueryResponse(BaseModel):
    model_config = ConfigDict(
        from_attributes=True,
        json_schema_extra={
            "examples": [
                {
                    "delta": ["↑updated: [preferences] Preferred name is 李四 (imp=0.6)"],
                    "results": [
                        {
                            "id": "mem_8a1d2c3b4e5f60718293a4b5c6d7e8f9",
                            "category": "tasks",
                            "text": "[tasks] Deploy the billing service on Friday",
                            "score": 0.91,
                            "similarity": 0.72,
                            "related": [
                                {
                                    "id": "mem_5f0c6f2b1f9e4c7a9d6b0e1a2c3d4e5f",
                                    "category": "projects",
                                    "text": "[projects] Billing service migration to Postgres",
                                }
                            ],
                        }
                    ],
                    "revision": 7,
                    "tokens": 41,
                }
            ]
        },
    )

    delta: list[str] = Field(
        description="With `thread_id`: at most 3 bullets of what changed since the revision."
    )
    results: list[QueryResult]
    revision: int = Field(description="The thread's current revision (0 without a thread).")
    tokens: int = Field(description="Tokens of text in this answer, never above the budget.")
    matched: int = Field(
        description="Memories that matched the query under the filters (found by meaning or by"
        " words, above the threshold), up to 4 times `top_k`."
    )
    over_budget: int = Field(
        description="Results better than some returned that the token budget left out (0:"
        " nothing was cut)."
    )
