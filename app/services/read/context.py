"""Context for an agent's turn (spec item 5): every current memory of its `context: all`
categories, then the memories of its `context: rag` categories most relevant to the turn,
at most `rag_length` per category — within a token budget, never a superseded memory."""

from collections import Counter

from app.db.repositories.retrieval import Scope
from app.schemas.query import ContextRequest
from app.services.read import allowlists, threads
from app.services.read.query import Answer, Result, bullet, fit, fusion, rank
from app.services.request import RequestContext

MAX_ALWAYS = 200  # a guard: `all` categories are meant to stay small


async def build_context(request: ContextRequest, *, context: RequestContext) -> Answer:
    categories, providers, settings = context.categories, context.providers, context.settings
    readable = allowlists.readable(request.agent, None, categories)
    known = categories.by_name
    always = [c for c in readable if known[c].context == "all"]
    rag = {c: known[c].rag_length or 10 for c in readable if known[c].context == "rag"}
    vector = None
    if request.query is not None and rag:
        vector = (await providers.embedder.embed([request.query]))[0]
    async with context.uow_factory(context.principal.tenant_id) as uow:
        delta = await threads.header_if_thread(
            uow, request.thread_id, since_rev=request.since_rev, reader=request.agent or ""
        )
        fixed = await uow.retrieval.most_important(
            Scope(request.user_id, always, {}), limit=MAX_ALWAYS
        )
        relevant = []
        if vector is not None:
            scope = Scope(request.user_id, list(rag), {})
            hits, links = await uow.retrieval.search(
                scope,
                vector,
                request.query or "",
                limit=min(sum(rag.values()), 200),
                fusion=fusion(settings),
            )
            relevant = rank(hits, links, settings, dates=request.dates)
        # The spec's `context` node: one search event per context built.
        uow.events.record(
            node="context",
            op="search",
            user_id=request.user_id,
            thread_id=request.thread_id,
            sim=max((r.similarity for r in relevant if r.similarity is not None), default=None),
            meta={"always": len(fixed), "relevant": len(relevant), "agent": request.agent},
        )
    taken: Counter[str] = Counter()
    chosen = [
        Result(
            h.id,
            h.category,
            bullet(h.category, h.text, h.valid_from if request.dates else None),
            score=h.importance,
            similarity=None,
        )
        for h in fixed
    ]
    for result in relevant:
        if taken[result.category] < rag[result.category]:
            taken[result.category] += 1
            chosen.append(result)
    answer = fit(
        delta.lines,
        chosen,
        top_k=len(chosen),
        budget=request.budget_tokens,
        count=providers.tokens.count,
        revision=delta.revision,
    )
    context.count_retrievals(answer.ids)
    return answer
