"""Model faults (issue 7, item 4): every remote model provider timing out, failing, answering
garbage or the wrong shape, or hanging.

The app runs with EVERY provider remote: the embedder on one local OpenAI-wire server, the
classifier, extractor and insight writer on another (two servers, so a fault scripted for one
role cannot be taken by the other). One table drives (operation x fault); each case asserts:
- the call was bounded: no operation outlives ``timeout * (retries + 1)`` plus the backoff and a
  little slack, even when the server never answers;
- the provider was tried exactly as often as its contract says (retries only where retrying
  can help);
- a write that absorbed the fault succeeded, and the fallback is in the history meta, in an
  ``error`` event and in ``palimpsest_provider_failures_total`` (the classifier also in
  ``palimpsest_classifier_calls_total{outcome="fallback"}``); with no fault, none of them moved;
- a read that needed the embedder failed cleanly: a 502 problem, the provider's key nowhere
  in it, and no row of any table changed.
"""

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from time import perf_counter
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from prometheus_client.parser import text_string_to_metric_families
from pydantic import SecretStr
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from app.runtime import Runtime
from app.services.consolidation import insights
from app.services.principal.keys import OPEN_TENANT
from tests.fixtures.apps import client_for, running_app
from tests.fixtures.factories import unique, write
from tests.fixtures.fake_openai import FakeOpenAI, hash_vector

CHAT = "/chat/completions"
EMBEDDINGS = "/embeddings"
DIM = 384  # the test database's embedding column
TIMEOUT = 0.3
RETRIES = 1
LATE = TIMEOUT * 4  # a "timeout": the answer comes, but too late
HANG = 60.0  # a "hang": the answer never comes within the test
SLACK = 1.0  # the rest of a write (database, rules) and a loaded test machine
BACKOFF = sum(min(0.1 * 2**attempt, 2.0) for attempt in range(RETRIES))
BOUND = TIMEOUT * (RETRIES + 1) + BACKOFF + SLACK
LLM_KEY = "sk-llm-faults-5d1c0e9b7a"
EMBED_KEY = "sk-embed-faults-2f8a4c61e3"
# Every table a request could write to; a failed read must leave each exactly as it was.
TABLES = (
    "memories",
    "history",
    "relations",
    "change_log",
    "thread_revisions",
    "events",
    "consent_proposals",
    "checkpoints",
)


@pytest.fixture(scope="module")
def llm() -> Iterator[FakeOpenAI]:
    server = FakeOpenAI().start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def embeddings() -> Iterator[FakeOpenAI]:
    server = FakeOpenAI().start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
async def remote_app(
    settings: Settings, llm: FakeOpenAI, embeddings: FakeOpenAI
) -> AsyncIterator[FastAPI]:
    async with running_app(
        settings,
        embedder="openai",
        embedding_base_url=embeddings.base_url,
        embedding_api_key=SecretStr(EMBED_KEY),
        classifier="llm",
        extractor="llm",
        llm_base_url=llm.base_url,
        llm_api_key=SecretStr(LLM_KEY),
        provider_timeout_seconds=TIMEOUT,
        provider_retries=RETRIES,
    ) as app:
        yield app


def _healthy_model(request: dict[str, Any]) -> Any:
    """A well-behaved model for every role, told apart by the answer schema's name."""
    schema = request["response_format"]["json_schema"]["name"]
    if schema == "memory_facts":
        fact = {"text": "Call me Bob", "type": "preference", "key": "preferred_name"}
        return {"facts": [{**fact, "value": "Bob"}]}
    if schema == "memory_insights":
        summary = "User values brief answers and owns up to mistakes."
        return {"insights": [{"summary": summary, "tags": ["trust"], "importance": 3}]}
    prompt = request["messages"][-1]["content"]
    refs = [line.split(":", 1)[0] for line in prompt.splitlines() if line[:1] == "m"]
    relations = [{"ref": ref, "relation": "NONE", "reason": "scripted"} for ref in refs]
    return {"retraction": False, "relations": relations}


@dataclass
class Ctx:
    client: httpx.AsyncClient
    connection: AsyncConnection
    uow_factory: UnitOfWorkFactory
    runtime: Runtime
    llm: FakeOpenAI
    embeddings: FakeOpenAI
    user: str


@pytest.fixture
async def ctx(
    remote_app: FastAPI,
    uow_factory: UnitOfWorkFactory,
    connection: AsyncConnection,
    llm: FakeOpenAI,
    embeddings: FakeOpenAI,
) -> AsyncIterator[Ctx]:
    for server in (llm, embeddings):
        server.reset()
    llm.default(_healthy_model)
    embeddings.dim = DIM
    runtime: Runtime = remote_app.state.runtime
    try:
        async with client_for(remote_app, uow_factory) as client:
            yield Ctx(client, connection, uow_factory, runtime, llm, embeddings, unique("u"))
    finally:
        for server in (llm, embeddings):
            server.reset()  # wakes the handlers still hanging


# -- faults ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Fault:
    name: str
    attempts: int  # requests the provider makes before it gives up (1 when healthy)
    inject: Callable[[FakeOpenAI, str], None]  # (server, path the provider calls)

    @property
    def faulty(self) -> bool:
        return self.name != "none"


def _wrong_shape(server: FakeOpenAI, path: str) -> None:
    if path == EMBEDDINGS:  # vectors of another dimension than the one asked for
        server.embedding_fn(lambda text: hash_vector(text, 7))
    else:  # valid JSON, but not the answer the schema asked for
        server.reply_json({"unexpected": True})


def _every_attempt(step: Callable[[FakeOpenAI], None]) -> Callable[[FakeOpenAI, str], None]:
    def inject(server: FakeOpenAI, _: str) -> None:
        for _attempt in range(RETRIES + 1):
            step(server)

    return inject


FAULTS = [
    Fault("none", 1, lambda server, path: None),
    Fault("timeout", RETRIES + 1, _every_attempt(lambda s: s.hang(LATE))),
    Fault("hang", RETRIES + 1, _every_attempt(lambda s: s.hang(HANG))),
    Fault("http-500", RETRIES + 1, _every_attempt(lambda s: s.fail(500))),
    # A long Retry-After ends the retries at once: waiting it out would only delay the fallback.
    Fault("http-429-retry-later", 1, lambda s, _: s.fail(429, retry_after="120")),
    Fault("garbage", 1, lambda s, _: s.garbage()),
    Fault("wrong-shape", 1, _wrong_shape),
]


# -- reading the evidence ----------------------------------------------------------------------


async def _counts(connection: AsyncConnection) -> dict[str, int]:
    return {
        table: int(await connection.scalar(text(f"SELECT count(*) FROM {table}")) or 0)
        for table in TABLES
    }


def _sample(exposition: str, name: str, **labels: str) -> float:
    for family in text_string_to_metric_families(exposition):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return float(sample.value)
    return 0.0


@dataclass(frozen=True)
class Counters:
    failures: float  # palimpsest_provider_failures_total of the role under test
    classifier_fallbacks: float
    classifier_ok: float


async def _counters(client: httpx.AsyncClient, role: str, provider: str) -> Counters:
    exposition = (await client.get("/metrics")).text
    calls = "palimpsest_classifier_calls_total"
    return Counters(
        _sample(exposition, "palimpsest_provider_failures_total", role=role, provider=provider),
        _sample(exposition, calls, classifier="rules", outcome="fallback"),
        _sample(exposition, calls, classifier="llm", outcome="ok"),
    )


async def _error_events(ctx: Ctx, op: str) -> int:
    query = text("SELECT count(*) FROM events WHERE user_id = :u AND op = :op AND status = 'error'")
    return int(await ctx.connection.scalar(query, {"u": ctx.user, "op": op}) or 0)


async def _last_meta(ctx: Ctx, memory_id: str) -> dict[str, Any]:
    history = await ctx.client.get(f"/memory/{memory_id}/history")
    assert history.status_code == 200, history.text
    meta: dict[str, Any] = history.json()["events"][-1]["meta"]
    return meta


async def _assert_consistent(ctx: Ctx) -> None:
    """Nothing half-written for this user: every version has its history row, no chain has
    two current versions, every superseded version names its successor."""
    checks = {
        "a version without history": "SELECT count(*) FROM memories m WHERE m.user_id = :u"
        " AND NOT EXISTS (SELECT 1 FROM history h WHERE h.memory_id = m.id)",
        "a chain with two active versions": "SELECT count(*) FROM (SELECT chain_id FROM memories"
        " WHERE user_id = :u AND status = 'active' GROUP BY chain_id HAVING count(*) > 1) c",
        "a superseded version without successor": "SELECT count(*) FROM memories"
        " WHERE user_id = :u AND status = 'superseded' AND superseded_by IS NULL",
    }
    for what, sql in checks.items():
        assert await ctx.connection.scalar(text(sql), {"u": ctx.user}) == 0, what


# -- operations: each returns its evidence checker, run after the bounded call -------------------


@dataclass(frozen=True)
class Operation:
    role: str  # the provider under fault, as palimpsest_provider_failures_total names it
    provider: str
    prepare: Callable[[Ctx], Awaitable[None]]
    run: Callable[[Ctx], Awaitable[Any]]
    check: Callable[[Ctx, Any, Fault, dict[str, int]], Awaitable[None]]
    absorbed: bool = True  # a write goes on without the provider; a read cannot

    @property
    def path(self) -> str:
        return EMBEDDINGS if self.role == "embedder" else CHAT


async def _old_address(ctx: Ctx) -> None:
    await write(ctx.client, user_id=ctx.user, text="User lives in Portland")


async def _nothing(ctx: Ctx) -> None:
    return None


async def _move(ctx: Ctx) -> httpx.Response:
    return await ctx.client.post(
        "/memory", json={"user_id": ctx.user, "text": "User just moved to Seattle"}
    )


async def _check_classifier(
    ctx: Ctx, response: httpx.Response, fault: Fault, before: dict[str, int]
) -> None:
    assert response.status_code == 201, response.text
    result = response.json()
    assert result["candidates"], "the old address must have been a candidate"
    meta = await _last_meta(ctx, result["memory"]["id"])
    if fault.faulty:
        assert meta["classifier"] == "rules"
        assert meta["fallback"].startswith("llm failed")
        assert await _error_events(ctx, "classify") == 1
    else:
        assert meta["classifier"] == "llm"
        assert "fallback" not in meta
        assert await _error_events(ctx, "classify") == 0
    await _assert_consistent(ctx)


async def _turn(ctx: Ctx) -> httpx.Response:
    return await ctx.client.post(
        "/memory",
        json={
            "user_id": ctx.user,
            "messages": [{"role": "user", "content": "Please call me Bob."}],
        },
    )


async def _check_extractor(
    ctx: Ctx, response: httpx.Response, fault: Fault, before: dict[str, int]
) -> None:
    assert response.status_code == 201, response.text
    [result] = response.json()["results"]
    assert (result["memory"]["key"], result["memory"]["value"]) == ("preferred_name", "Bob")
    meta = await _last_meta(ctx, result["memory"]["id"])
    if fault.faulty:
        assert meta["extraction"].startswith("llm failed")  # the rules found Bob
        assert await _error_events(ctx, "extract") == 1
    else:
        assert "extraction" not in meta
        assert await _error_events(ctx, "extract") == 0
    await _assert_consistent(ctx)


async def _activity(ctx: Ctx) -> None:
    user = ctx.user
    await write(ctx.client, user_id=user, text="User apologised for a late report", type="episodic")
    await write(ctx.client, user_id=user, text="User prefers short answers", type="preference")


async def _insight_run(ctx: Ctx) -> insights.InsightReport:
    return await insights.write_insights(
        OPEN_TENANT,
        ctx.user,
        uow_factory=ctx.uow_factory,
        providers=ctx.runtime.providers,
        settings=ctx.runtime.settings,
        now=datetime.now(UTC),
    )


async def _check_insights(
    ctx: Ctx, report: insights.InsightReport, fault: Fault, before: dict[str, int]
) -> None:
    after = await _counts(ctx.connection)
    if fault.faulty:
        assert report.status == "error"
        assert report.reason is not None
        assert report.reason.startswith("llm failed")
        assert report.written == []
        # No insight has a rules fallback: nothing stored, one error event says why.
        for table in ("memories", "history", "relations", "change_log"):
            assert after[table] == before[table], table
        assert await _error_events(ctx, "insight") == 1
    else:
        assert report.status == "ok"
        assert len(report.written) == 1
        assert after["memories"] == before["memories"] + 1
        assert await _error_events(ctx, "insight") == 0
    await _assert_consistent(ctx)


async def _check_embedder(
    ctx: Ctx, response: httpx.Response, fault: Fault, before: dict[str, int]
) -> None:
    assert response.status_code == 201, response.text
    result = response.json()
    memory_id = result["memory"]["id"]
    stored = text("SELECT embedding IS NULL FROM memories WHERE id = :id")
    missing = await ctx.connection.scalar(stored, {"id": memory_id})
    meta = await _last_meta(ctx, memory_id)
    if fault.faulty:
        # Degraded, not failed: stored without a vector (the back-fill embeds it later).
        assert missing is True
        assert "semantic search skipped" in result["reason"]
        assert meta["embedding"].startswith("embedder unavailable")
        assert await _error_events(ctx, "embed") == 1
    else:
        assert missing is False
        assert "embedding" not in meta
        assert await _error_events(ctx, "embed") == 0
    await _assert_consistent(ctx)


async def _query(ctx: Ctx) -> httpx.Response:
    body = {"query": "where does the user live", "filters": {"user_id": ctx.user}}
    return await ctx.client.post("/memory.query", json={**body, "thread_id": unique("t")})


async def _context(ctx: Ctx) -> httpx.Response:
    body = {"user_id": ctx.user, "query": "plan a trip home", "thread_id": unique("t")}
    return await ctx.client.post("/context", json=body)


async def _check_read(
    ctx: Ctx, response: httpx.Response, fault: Fault, before: dict[str, int]
) -> None:
    if not fault.faulty:
        assert response.status_code == 200, response.text
        return
    assert response.status_code == 502, response.text
    assert response.headers["content-type"] == "application/problem+json"
    problem = response.json()
    assert problem["type"].endswith("provider-error")
    assert EMBED_KEY not in response.text
    assert LLM_KEY not in response.text
    assert await _counts(ctx.connection) == before  # nothing at all was written


OPERATIONS = {
    "classifier": Operation("classifier", "llm", _old_address, _move, _check_classifier),
    "extractor": Operation("extractor", "llm", _nothing, _turn, _check_extractor),
    "insights": Operation("insights", "llm", _activity, _insight_run, _check_insights),
    "embedder-write": Operation("embedder", "openai", _old_address, _move, _check_embedder),
    "embedder-query": Operation(
        "embedder", "openai", _old_address, _query, _check_read, absorbed=False
    ),
    "embedder-context": Operation(
        "embedder", "openai", _old_address, _context, _check_read, absorbed=False
    ),
}


@pytest.mark.parametrize("fault", FAULTS, ids=[f.name for f in FAULTS])
@pytest.mark.parametrize("operation", list(OPERATIONS))
async def test_a_model_fault_is_bounded_absorbed_or_clean_and_counted(
    ctx: Ctx, operation: str, fault: Fault
) -> None:
    case = OPERATIONS[operation]
    server = ctx.embeddings if case.role == "embedder" else ctx.llm
    await case.prepare(ctx)
    before = await _counts(ctx.connection)
    counters = await _counters(ctx.client, case.role, case.provider)
    calls = server.calls(case.path)
    fault.inject(server, case.path)

    started = perf_counter()
    outcome = await case.run(ctx)
    elapsed = perf_counter() - started

    assert elapsed < BOUND, f"{operation} took {elapsed:.2f}s under {fault.name}"
    assert server.calls(case.path) - calls == fault.attempts
    await case.check(ctx, outcome, fault, before)
    after = await _counters(ctx.client, case.role, case.provider)
    assert after.failures - counters.failures == int(fault.faulty and case.absorbed)
    if operation == "classifier":
        assert after.classifier_fallbacks - counters.classifier_fallbacks == int(fault.faulty)
        assert after.classifier_ok - counters.classifier_ok == int(not fault.faulty)


async def test_the_service_recovers_once_the_model_does(ctx: Ctx) -> None:
    """No circuit stays open and no connection stays poisoned: after a hang and a run of 500s,
    the next write is judged by the model again, with its vector."""
    await _old_address(ctx)
    for _ in range(RETRIES + 1):
        ctx.llm.hang(HANG)
        ctx.embeddings.fail(500)
    degraded = await _move(ctx)
    assert degraded.status_code == 201, degraded.text
    assert "semantic search skipped" in degraded.json()["reason"]

    healthy = await ctx.client.post(
        "/memory", json={"user_id": ctx.user, "text": "User lives near the Seattle waterfront"}
    )
    assert healthy.status_code == 201, healthy.text
    assert healthy.json()["candidates"], "the earlier addresses must have been candidates"
    meta = await _last_meta(ctx, healthy.json()["memory"]["id"])
    assert meta["classifier"] == "llm"
    assert "embedding" not in meta
    assert "fallback" not in meta
    await _assert_consistent(ctx)
