"""The memory tools. Each parses its arguments with the REST API's own request models, calls
the service function behind the matching route, and answers the route's response model as
structured content, with a short text for the model (summaries.py).

Their descriptions are written for a model deciding which tool to call and how.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Annotated, Any, Protocol, cast

from mcp.server.mcpserver import Context
from mcp.types import CallToolResult, TextContent
from pydantic import BaseModel, Field

from app.enums import MemoryType, Role
from app.mcp import summaries
from app.mcp.errors import reported
from app.schemas.common import PATH_ID_PATTERN
from app.schemas.memory import HistoryRead, MemoryFilters, MemoryPage, MemoryRead
from app.schemas.query import QueryRequest, QueryResponse
from app.schemas.write import MemoryCreate, WriteResult, WriteResults
from app.schemas.write import MessageIn as TurnMessage
from app.services.lifecycle import edits
from app.services.read import memories
from app.services.read.query import query_memories
from app.services.request import RequestContext
from app.services.write import pipeline
from app.services.write.attempt import WriteOutcomes

# Where the /mcp endpoint leaves the caller's context for the tools (the request's state).
STATE_KEY = "palimpsest_call"


@dataclass(frozen=True)
class CallContext:
    """Who calls, with what: a REST request's context, whose `after_response` work (writing
    retrieval counts when they are written at once) waits in `pending` until the tool has its
    answer: an MCP call has no HTTP background tasks to run it."""

    context: RequestContext
    pending: list[Callable[[], Awaitable[None]]]

    @classmethod
    def of(cls, context: RequestContext) -> "CallContext":
        pending: list[Callable[[], Awaitable[None]]] = []
        return cls(replace(context, after_response=pending.append), pending)

    async def finish(self) -> None:
        while self.pending:
            await self.pending.pop(0)()


class ProcessCaller(Protocol):
    """Over stdio there is no request: the process acts with one key, checked on every call as
    a REST request's key is (a revoked key stops working within the key cache's period)."""

    async def call_context(self) -> CallContext: ...


async def call_context(ctx: Context) -> CallContext:
    """Over HTTP, the context the /mcp endpoint authenticated for this request; over stdio, the
    process's, from what the server's lifespan yielded."""
    request = ctx.request_context.request
    if request is not None:
        found = getattr(request.state, STATE_KEY, None)
    else:
        process = cast(ProcessCaller, ctx.request_context.lifespan_context)
        found = await process.call_context()
    if not isinstance(found, CallContext):
        raise RuntimeError("an MCP tool was called outside /mcp and `palimpsest mcp`")
    return found


def _answer(text: str, structured: BaseModel) -> CallToolResult:
    return CallToolResult(
        content=[TextContent(type="text", text=text)],
        structured_content=structured.model_dump(mode="json", by_alias=True),
    )


def _given(**arguments: Any) -> dict[str, Any]:
    """The arguments the model passed: an omitted one takes the API's default."""
    return {name: value for name, value in arguments.items() if value is not None}


UserId = Annotated[str, Field(description="The person the memories are about: your id for them.")]
MemoryId = Annotated[
    str,
    Field(
        min_length=1,
        max_length=200,
        pattern=PATH_ID_PATTERN,
        description="The id of any version of the memory (`mem_…`), as other tools answer it.",
    ),
]
Agent = Annotated[
    str | None,
    Field(description="Your agent name, if the service configures one: its allowlist applies."),
]


async def remember(
    user_id: UserId,
    ctx: Context,
    text: Annotated[
        str | None,
        Field(description="One statement about the user, in plain words: 'Prefers green tea'."),
    ] = None,
    messages: Annotated[
        list[TurnMessage] | None,
        Field(
            description="Instead of text: a conversation turn. The facts the user stated in it"
            " are extracted and stored one by one."
        ),
    ] = None,
    type: Annotated[MemoryType | None, Field(description="Default: fact.")] = None,
    key: Annotated[
        str | None,
        Field(
            description="A name for a fact that has one current value (preferred_name, city,"
            " diet). A new value under the same key supersedes the old one."
        ),
    ] = None,
    value: Annotated[Any, Field(description="The structured value for `key` (any JSON).")] = None,
    category: Annotated[str | None, Field(description="Default: from the type.")] = None,
    agent: Agent = None,
    thread_id: Annotated[str | None, Field(description="The conversation it came from.")] = None,
    role: Annotated[
        Role | None,
        Field(
            description="Who said it. 'user' (or none) is the user's own statement; a change"
            " you inferred to a sensitive key waits for the user's consent."
        ),
    ] = None,
    confidence: Annotated[float | None, Field(description="0 to 1; default 0.9.")] = None,
    importance: Annotated[float | None, Field(description="0 to 1; default by type.")] = None,
    tags: list[str] | None = None,
    supersedes: Annotated[
        str | None, Field(description="The id of a current memory this one replaces outright.")
    ] = None,
) -> Annotated[CallToolResult, WriteResults]:
    """Store something durable you learned about a user: a fact, preference or decision, or a
    whole conversation turn. Palimpsest compares it with what is stored: a correction
    ("actually, call me Sam") supersedes the old memory, which stays in its history; the same
    statement again changes nothing. The answer says what happened (ADD, UPDATE, DELETE for a
    retraction, NOOP) and why. Send either `text` or `messages`."""
    with reported():
        call = await call_context(ctx)
        request = MemoryCreate.model_validate(
            _given(
                user_id=user_id, text=text, messages=messages, type=type, key=key, value=value,
                category=category, agent=agent, thread_id=thread_id, role=role,
                confidence=confidence, importance=importance, tags=tags, supersedes=supersedes,
            )
        )  # fmt: skip
        outcome = await pipeline.write_memory(request, context=call.context)
    outcomes = outcome.results if isinstance(outcome, WriteOutcomes) else [outcome]
    answer = WriteResults(results=[WriteResult.model_validate(each) for each in outcomes])
    return _answer(summaries.written(answer), answer)


async def recall(
    query: Annotated[str, Field(description="What you want to know, in plain words.")],
    user_id: UserId,
    ctx: Context,
    agent: Agent = None,
    categories: Annotated[
        list[str] | None, Field(description="Only these categories (default: all you may read).")
    ] = None,
    top_k: Annotated[
        int | None, Field(description="At most this many memories (1–50, default 5).")
    ] = None,
    threshold: Annotated[
        float | None, Field(description="Leave out memories less similar than this (0–1).")
    ] = None,
    thread_id: Annotated[
        str | None,
        Field(
            description="Your conversation: the answer starts with what changed in it since"
            " you last asked."
        ),
    ] = None,
    budget_tokens: Annotated[
        int | None,
        Field(description="The answer's text stays within this many tokens (default 512)."),
    ] = None,
    full: Annotated[bool, Field(description="Also answer every field of each memory.")] = False,
) -> Annotated[CallToolResult, QueryResponse]:
    """Look up what is currently known about a user, most relevant first: only current
    memories, never superseded or deleted ones. Ask before answering anything that depends on
    the user's facts, preferences or past decisions."""
    with reported():
        call = await call_context(ctx)
        request = QueryRequest.model_validate(
            _given(
                query=query, filters={"user_id": user_id}, agent=agent,
                categories=categories, top_k=top_k, threshold=threshold, thread_id=thread_id,
                budget_tokens=budget_tokens, **{"return": "full" if full else "bullets"},
            )
        )  # fmt: skip
        # Retrievals are counted by the service, as for `POST /memory.query`.
        answer = await query_memories(request, context=call.context)
        await call.finish()
    response = QueryResponse.model_validate(answer, from_attributes=True)
    return _answer(summaries.recalled(response), response)


async def history(memory_id: MemoryId, ctx: Context) -> Annotated[CallToolResult, HistoryRead]:
    """The whole version history of a memory, oldest first, from the id of any of its
    versions: every value it held, when and why it changed, and the audit trail."""
    with reported():
        context = (await call_context(ctx)).context
        chain = await memories.version_chain(
            memory_id, principal=context.principal, uow_factory=context.uow_factory
        )
    answer = HistoryRead.model_validate(chain, from_attributes=True)
    return _answer(summaries.history(answer), answer)


async def forget(memory_id: MemoryId, ctx: Context) -> Annotated[CallToolResult, MemoryRead]:
    """Delete a memory the user asked you to forget, or that is plainly wrong. The delete is
    soft: the memory leaves every answer, and `restore` brings it back until it is purged.
    Only the current version can be deleted. To change a value, `remember` the new one."""
    with reported():
        context = (await call_context(ctx)).context
        deleted = await edits.delete_memory(
            memory_id,
            principal=context.principal,
            uow_factory=context.uow_factory,
            settings=context.settings,
        )
    answer = MemoryRead.model_validate(deleted)
    return _answer(summaries.forgotten(answer), answer)


async def restore(memory_id: MemoryId, ctx: Context) -> Annotated[CallToolResult, MemoryRead]:
    """Make a memory current again: undo a deletion, or revert to an older version (it comes
    back as a new version; the history keeps everything). Answers the current version."""
    with reported():
        context = (await call_context(ctx)).context
        current = await edits.restore_memory(
            memory_id, principal=context.principal, uow_factory=context.uow_factory
        )
    answer = MemoryRead.model_validate(current)
    return _answer(summaries.restored(answer), answer)


async def list_memories(
    ctx: Context,
    user_id: Annotated[str | None, Field(description="Only this user's memories.")] = None,
    category: str | None = None,
    type: MemoryType | None = None,
    key: str | None = None,
    thread_id: str | None = None,
    include_inactive: Annotated[
        bool, Field(description="Also superseded, retracted and deleted versions.")
    ] = False,
    limit: Annotated[int, Field(description="At most this many (1–200).")] = 20,
    cursor: Annotated[str | None, Field(description="`cursor` from the previous answer.")] = None,
) -> Annotated[CallToolResult, MemoryPage]:
    """List stored memories, newest first: by default only the current ones. Use `recall` to
    find what is relevant to a question; use this to browse or audit everything stored."""
    with reported():
        context = (await call_context(ctx)).context
        filters = MemoryFilters.model_validate(
            _given(
                user_id=user_id, category=category, type=type, key=key, thread_id=thread_id,
                include_inactive=include_inactive, limit=limit, cursor=cursor,
            )
        )  # fmt: skip
        page = await memories.list_memories(
            filters, principal=context.principal, uow_factory=context.uow_factory
        )
    answer = MemoryPage.model_validate(page, from_attributes=True)
    return _answer(summaries.listed(answer), answer)
