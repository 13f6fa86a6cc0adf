"""`POST /memory.query` and `POST /context`: what an agent reads."""

from fastapi import APIRouter

from app.api.deps import RequestContextDep
from app.api.problems import problem_responses
from app.schemas.query import ContextRequest, QueryRequest, QueryResponse
from app.services.read import context as agent_context
from app.services.read import query
from app.services.read.query import Answer

router = APIRouter(tags=["retrieval"])


@router.post(
    "/memory.query",
    response_model=QueryResponse,
    summary="Query memories for an agent",
    responses=problem_responses(400, 401, 403, 422, 502),
)
async def query_memories(body: QueryRequest, context: RequestContextDep) -> Answer:
    """The single retrieval tool for agents: the current memories of one user nearest to
    `query`, ranked, within a token budget.

    - **Allowlists** (categories config): an `agent` reads only its categories; asking for
      any other category is refused with 403, never silently narrowed.
    - **Filters** (`filters`) are applied in SQL. `importance_min`/`importance_max` take 0–1,
      or the spec's 1–5 levels (level / 5).
    - Only current memories are read — or those valid at `as_of` / believed at `known_at`.
    - **Ranking**: similarity, plus importance, the strongest relation and recency (weights
      are settings); `threshold` drops less similar results.
    - **Budget**: bullets (`[category] text`), their 1–2 related bullets and the delta lines
      are counted with the embedder's tokenizer and never exceed `budget_tokens`.
    - **Delta header**: with `thread_id`, `delta` starts the answer with at most 3 bullets of
      what changed in the thread since `since_rev` (default: since this agent last asked).
    - `return: full` adds the whole memory to each result.
    """
    return await query.query_memories(body, context=context)


@router.post(
    "/context",
    response_model=QueryResponse,
    summary="Build an agent's context",
    responses=problem_responses(400, 401, 403, 422, 502),
)
async def build_context(body: ContextRequest, context: RequestContextDep) -> Answer:
    """The memories an agent should see this turn: every current memory of its allowlisted
    categories with `context: all`, then — when a `query` says what the turn is about — the
    most relevant of its `context: rag` categories, at most `rag_length` each. Only current
    memories (never superseded, retracted or deleted), within `budget_tokens`; with
    `thread_id`, the delta header first."""
    return await agent_context.build_context(body, context=context)
