"""`memory.query`: the one retrieval tool for agents (spec item 6).

Allowlist first (refused, never narrowed), then one transaction: the thread's delta header,
the memories under the filters that best match the query by meaning and by words (hybrid
search, fused in SQL: app/db/repositories/search_sql.py), their relations. Rerank by the fused
score and, with their weights (settings; docs/retrieval.md says why the defaults are what
they are), importance, relation strength and recency; fit the answer into the token budget,
best results first and related bullets only with what is left; count the retrievals after
the answer has gone.
"""

import math
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from app.config import Settings
from app.db.models import Memory
from app.db.repositories.retrieval import Fusion, Hit, Link, Scope
from app.enums import MemoryType
from app.schemas.query import QueryFilters, QueryRequest
from app.services.read import allowlists, threads
from app.services.request import RequestContext
from app.telemetry.requests import requests_in_flight

# How many nearest memories are reranked for each one returned.
POOL_FACTOR = 4
MAX_RELATED = 2
# The search reads links (related bullets) for the top_k best hits and this many more, not for
# all of them: only the results chosen show theirs. A chosen result past them (the budget left
# better ones out, or an insight's weight moved it down) has its links read afterwards.
LINKED_BEYOND_TOP_K = 3


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
    # How many memories matched (found by either search, after the threshold), and how many
    # of the best `top_k` the token budget left out: an answer says when it is cut.
    matched: int = 0
    over_budget: int = 0

    @property
    def ids(self) -> list[str]:
        return [r.id for r in self.results]


def bullet(category: str, text: str, day: datetime | None = None) -> str:
    """`[category] text`, or `[2023-05-07] [category] text` with the day the memory holds from
    (its `valid_from`): an agent can answer "when…" from the bullet alone."""
    if day is None:
        return f"[{category}] {text}"
    if day.year < 1000:  # strftime's own way with a short year
        return f"[{day:%Y-%m-%d}] [{category}] {text}"
    # The fields themselves: strftime was 3 µs a bullet, 40 bullets a query.
    return f"[{day.year}-{day.month:02}-{day.day:02}] [{category}] {text}"


def default_budget(top_k: int) -> int:
    """The token budget when a query names none: room for `top_k` typical memories (up to 128
    tokens each with their bullet), and never less than the spec's 512."""
    return max(512, 128 * top_k)


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
    # Alone, a query waits for its vector with nothing else to do: no worker thread needed.
    alone = requests_in_flight() <= 1
    vector = (await providers.embedder.embed([request.query], inline=alone))[0]
    scope = scope_of(request.filters, readable, request)
    pool = min(request.top_k * POOL_FACTOR, 200)
    settings, tenant_id = context.settings, context.principal.tenant_id
    # The relation weight ranks every hit by its links: then all of them are read.
    linked = None if settings.rank_relation_weight else request.top_k + LINKED_BEYOND_TOP_K
    # Without a thread nothing is written (the header records what a reader was served).
    unit = context.uow_factory if request.thread_id else context.uow_factory.reading
    async with unit(tenant_id) as uow:
        delta = await threads.header_if_thread(
            uow, request.thread_id, since_rev=request.since_rev, reader=request.agent or ""
        )
        hits, links = await uow.retrieval.search(
            scope, vector, request.query, limit=pool, fusion=fusion(settings), linked=linked
        )
        if request.threshold is not None:
            threshold = request.threshold
            hits = [h for h in hits if h.similarity is not None and h.similarity >= threshold]
        ranked = rank(hits, links, settings, dates=request.dates)
        full: dict[str, Memory] = {}
        if request.return_ == "full":
            chosen = [r.id for r in ranked[: request.top_k]]
            full = {m.id: m for m in await uow.memories.get_many(chosen)}
    for result in ranked:
        result.memory = full.get(result.id)
    budget = request.budget_tokens or default_budget(request.top_k)
    answer = choose(
        delta.lines,
        ranked,
        top_k=request.top_k,
        budget=budget,
        count=providers.tokens.count,
        revision=delta.revision,
    )
    await _link_late(answer, {hit.id for hit in hits if not hit.linked}, context)
    add_related(answer, budget=budget, count=providers.tokens.count)
    context.count_retrievals(answer.ids)
    return answer


def fusion(settings: Settings) -> Fusion:
    return Fusion(
        semantic_weight=settings.retrieval_semantic_weight,
        lexical_weight=settings.retrieval_lexical_weight,
        k=settings.retrieval_rrf_k,
        common_term_share=settings.retrieval_common_term_share,
    )


def rank(
    hits: Sequence[Hit], links: Sequence[Link], settings: Settings, *, dates: bool = True
) -> list[Result]:
    """Score = the search's fused score, scaled so that first place in one search is 1.0,
    plus weighted importance, strongest relation and recency; insights (theory-of-mind
    guesses) count for less."""
    related = _by_hit(links)
    now = datetime.now(UTC)
    scale = settings.retrieval_rrf_k + 1
    # The settings read once, not per hit (the loop runs for every hit: ~40 a query).
    importance_weight = settings.rank_importance_weight
    relation_weight = settings.rank_relation_weight
    recency_weight = settings.rank_recency_weight
    half_life_days = settings.rank_half_life_days
    insight_weight = settings.insight_weight
    no_edges: list[Link] = []
    results = []
    for hit in hits:
        edges = related.get(hit.id, no_edges)
        age_days = max((now - hit.updated_at).total_seconds(), 0.0) / 86_400
        strongest = max([e.strength for e in edges]) if edges else 0.0
        score = (
            hit.fused * scale
            + importance_weight * hit.importance
            + relation_weight * strongest
            + recency_weight * math.pow(0.5, age_days / half_life_days)
        )
        if hit.type == MemoryType.insight:
            score *= insight_weight
        similarity = hit.similarity
        results.append(
            Result(
                id=hit.id,
                category=hit.category,
                text=bullet(hit.category, hit.text, hit.valid_from if dates else None),
                score=round(score, 6),
                similarity=None if similarity is None else round(similarity, 6),
                related=_related(edges) if edges else [],
            )
        )
    return sorted(results, key=lambda r: (-r.score, -(r.similarity or 0.0), r.id))


async def _link_late(answer: Answer, unlinked: set[str], context: RequestContext) -> None:
    """Read the links of chosen results the search did not read them for (past its top_k + 3)."""
    late = [result for result in answer.results if result.id in unlinked]
    if not late:
        return
    async with context.uow_factory.reading(context.principal.tenant_id) as uow:
        edges = _by_hit(await uow.retrieval.links([result.id for result in late]))
    for result in late:
        result.related = _related(edges.get(result.id, []))


def _by_hit(links: Sequence[Link]) -> dict[str, list[Link]]:
    related: dict[str, list[Link]] = defaultdict(list)
    for link in links:
        related[link.hit_id].append(link)
    return related


def _related(edges: Sequence[Link]) -> list[Related]:
    """The first MAX_RELATED memories of a hit's links (strongest first); a memory linked both
    ways appears once."""
    near: dict[str, Link] = {}
    for edge in edges:
        if len(near) < MAX_RELATED:
            near.setdefault(edge.id, edge)
    return [Related(e.id, e.category, bullet(e.category, e.text)) for e in near.values()]


def fit(
    delta: list[str],
    ranked: list[Result],
    *,
    top_k: int,
    budget: int,
    count: Callable[[str], int],
    revision: int,
) -> Answer:
    """Take the delta lines, then results best first until `top_k` fit (one that does not fit
    is left out, and counted); then, with what is left, their related bullets. A related
    bullet never takes the place of a result, and the answer's text never exceeds the
    budget."""
    answer = choose(delta, ranked, top_k=top_k, budget=budget, count=count, revision=revision)
    add_related(answer, budget=budget, count=count)
    return answer


def choose(
    delta: list[str],
    ranked: list[Result],
    *,
    top_k: int,
    budget: int,
    count: Callable[[str], int],
    revision: int,
) -> Answer:
    """`fit`'s first part: the delta lines, then the results, their related bullets untouched."""
    used, lines = 0, []
    for line in delta:
        cost = count(line)
        if used + cost <= budget:
            lines.append(line)
            used += cost
    chosen: list[Result] = []
    over = 0
    for result in ranked:
        if len(chosen) == top_k:
            break
        cost = count(result.text)
        if used + cost > budget:
            over += 1  # a better result than some returned: the answer says so
            continue
        used += cost
        chosen.append(result)
    return Answer(
        delta=lines,
        results=chosen,
        revision=revision,
        tokens=used,
        matched=len(ranked),
        over_budget=over,
    )


def add_related(answer: Answer, *, budget: int, count: Callable[[str], int]) -> None:
    """`fit`'s second part: the chosen results' related bullets that the budget has room for."""
    used = answer.tokens
    for result in answer.results:
        kept = []
        for rel in result.related:
            cost = count(rel.text)
            if used + cost <= budget:
                kept.append(rel)
                used += cost
        result.related = kept
    answer.tokens = used
