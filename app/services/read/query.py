"""`memory.query`: the one retrieval tool for agents (spec item 6).

Allowlist first (refused, never narrowed), then one transaction: the thread's delta header,
the nearest memories under the filters (SQL), their relations. Rerank by similarity,
importance, relation strength and recency; fit the answer into the token budget; touch the
access counters after the answer has gone.
"""

import math
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from app.config import Settings
from app.db.models import Memory
from app.db.repositories.retrieval import Hit, Link, Scope
from app.enums import MemoryType
from app.schemas.query import QueryFilters, QueryRequest
from app.services.read import allowlists, threads
from app.services.request import RequestContext

# How many nearest memories are reranked for each one returned.
POOL_FACTOR = 4
MAX_RELATED = 2


@dataclass
class Related:
    id: str
    category: str
    text: str


@dataclass
class Result:
    id: str
    category: str
    text: str
    score: float
    similarity: float | None
    related: list[Related] = field(default_factory=list)
    memory: Memory | None = None


@dataclass
class Answer:
    delta: list[str]
    results: list[Result]
    revision: int
    tokens: int

    @property
    def ids(self) -> list[str]:
        return [r.id for r in self.results]


def bullet(category: str, text: str) -> str:
    return f"[{category}] {text}"


def importance(bound: float | None) -> float | None:
    """The spec's 1–5 levels are level / 5; floats in [0, 1] are taken as they are."""
    if bound is None or isinstance(bound, float):
        return bound
    return bound / 5


def scope_of(filters: QueryFilters, categories: Sequence[str], request: QueryRequest) -> Scope:
    equal = {
        name: getattr(filters, name)
        for name in ("agent_id", "run_id", "actor_id", "role", "project_id", "pinned")
        if getattr(filters, name) is not None
    }
    return Scope(
        user_id=filters.user_id,
        categories=categories,
        equal=equal,
        importance_min=importance(filters.importance_min),
        importance_max=importance(filters.importance_max),
        updated_after=filters.updated_after,
        updated_before=filters.updated_before,
        as_of=request.as_of,
        known_at=request.known_at,
    )


async def query_memories(request: QueryRequest, *, context: RequestContext) -> Answer:
    categories, providers = context.categories, context.providers
    readable = allowlists.readable(
        request.agent, request.categories, categories, only=request.filters.category
    )
    vector = (await providers.embedder.embed([request.query]))[0]
    scope = scope_of(request.filters, readable, request)
    pool = min(request.top_k * POOL_FACTOR, 200)
    async with context.uow_factory(context.principal.tenant_id) as uow:
        delta = await threads.header_if_thread(
            uow, request.thread_id, since_rev=request.since_rev, reader=request.agent or ""
        )
        hits, links = await uow.retrieval.nearest(scope, vector, limit=pool)
        if request.threshold is not None:
            threshold = request.threshold
            hits = [h for h in hits if h.similarity is not None and h.similarity >= threshold]
        ranked = rank(hits, links, context.settings)
        full: dict[str, Memory] = {}
        if request.return_ == "full":
            chosen = [r.id for r in ranked[: request.top_k]]
            full = {m.id: m for m in await uow.memories.get_many(chosen)}
    for result in ranked:
        result.memory = full.get(result.id)
    answer = fit(
        delta.lines,
        ranked,
        top_k=request.top_k,
        budget=request.budget_tokens,
        count=providers.tokens.count,
        revision=delta.revision,
    )
    context.count_retrievals(answer.ids)
    return answer


def rank(hits: Sequence[Hit], links: Sequence[Link], settings: Settings) -> list[Result]:
    """Score = similarity + weighted importance, strongest relation and recency; insights
    (theory-of-mind guesses) count for less."""
    related: dict[str, list[Link]] = defaultdict(list)
    for link in links:
        related[link.hit_id].append(link)
    now = datetime.now(UTC)
    results = []
    for hit in hits:
        assert hit.similarity is not None
        edges = related.get(hit.id, [])
        age_days = max((now - hit.updated_at).total_seconds(), 0.0) / 86_400
        score = (
            hit.similarity
            + settings.rank_importance_weight * hit.importance
            + settings.rank_relation_weight * max((e.strength for e in edges), default=0.0)
            + settings.rank_recency_weight * math.pow(0.5, age_days / settings.rank_half_life_days)
        )
        if hit.type == MemoryType.insight:
            score *= settings.insight_weight
        near: dict[str, Link] = {}
        for edge in edges:  # strongest first; a memory linked both ways appears once
            if len(near) < MAX_RELATED:
                near.setdefault(edge.id, edge)
        results.append(
            Result(
                id=hit.id,
                category=hit.category,
                text=bullet(hit.category, hit.text),
                score=round(score, 6),
                similarity=round(hit.similarity, 6),
                related=[
                    Related(e.id, e.category, bullet(e.category, e.text)) for e in near.values()
                ],
            )
        )
    return sorted(results, key=lambda r: (-r.score, r.id))


def fit(
    delta: list[str],
    ranked: list[Result],
    *,
    top_k: int,
    budget: int,
    count: Callable[[str], int],
    revision: int,
) -> Answer:
    """Take the delta lines, then results best first with their related bullets, skipping any
    piece that would not fit: the answer's text never exceeds the budget."""
    used, lines = 0, []
    for line in delta:
        cost = count(line)
        if used + cost <= budget:
            lines.append(line)
            used += cost
    chosen: list[Result] = []
    for result in ranked:
        if len(chosen) == top_k:
            break
        cost = count(result.text)
        if used + cost > budget:
            continue
        used += cost
        kept = []
        for rel in result.related:
            cost = count(rel.text)
            if used + cost <= budget:
                kept.append(rel)
                used += cost
        result.related = kept
        chosen.append(result)
    return Answer(delta=lines, results=chosen, revision=revision, tokens=used)
