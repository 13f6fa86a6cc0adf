"""The bad input catalogue (issue 7, item 6): every kind of malformed request against every
endpoint that takes input answers a 4xx ``application/problem+json`` — never a 500 — naming the
offending field where there is one, and changes nothing.

The whole catalogue runs against one app whose limits are small (100-character texts, 4 KiB
bodies), between ONE row-count snapshot of every table taken before and after. It extends
tests/api/test_bad_input.py (which covers most single-field mistakes of ``POST /memory``) to
the other endpoints and to the raw-body cases: NaN/Infinity, invalid UTF-8, lone surrogates,
malformed or deeply nested JSON, JSON that is not an object, oversize bodies.
"""

import base64
import dataclasses
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.api.deps import get_uow_factory
from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from tests.fixtures.apps import running_app

MAX_TEXT = 100
MAX_BODY = 4096
JSON = {"content-type": "application/json"}

MEMORY: dict[str, Any] = {"user_id": "u_catalogue", "text": "User likes tea"}
QUERY: dict[str, Any] = {"query": "what does the user drink", "filters": {"user_id": "u_catalogue"}}
CONTEXT: dict[str, Any] = {"user_id": "u_catalogue", "query": "plan the week"}
CHECKPOINT = "/checkpoints/u_catalogue/t_catalogue"


@dataclass(frozen=True)
class Case:
    name: str
    method: str
    path: str
    status: int
    field: str | None = None  # an `errors[].field` the answer must name (prefix match)
    json: Any = None
    raw: bytes | None = None  # sent as is, as application/json
    params: dict[str, Any] = dataclasses.field(default_factory=dict)
    headers: dict[str, str] = dataclasses.field(default_factory=dict)

    async def send(self, client: httpx.AsyncClient) -> httpx.Response:
        if self.raw is not None:
            return await client.request(
                self.method,
                self.path,
                content=self.raw,
                params=self.params,
                headers=self.headers or JSON,
            )
        return await client.request(
            self.method, self.path, json=self.json, params=self.params, headers=self.headers
        )


def _cursor(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def _write_cases() -> list[Case]:
    def post(name: str, status: int, field: str | None = None, **body: Any) -> Case:
        return Case(name, "POST", "/memory", status, field, json={**MEMORY, **body})

    def raw(name: str, status: int, body: bytes, field: str | None = None) -> Case:
        return Case(name, "POST", "/memory", status, field, raw=body)

    return [
        post("text over max_text_chars", 422, "body.text", text="x" * (MAX_TEXT + 1)),
        post("empty text", 422, "body.text", text=""),
        post("whitespace-only text", 422, "body.text", text=" \t\n\r "),
        post("unicode-space-only text", 422, "body.text", text="\u3000\u00a0\u2003"),
        raw(
            "NaN importance", 422, b'{"user_id":"u","text":"t","importance":NaN}', "body.importance"
        ),
        raw(
            "-Infinity confidence",
            422,
            b'{"user_id":"u","text":"t","confidence":-Infinity}',
            "body.confidence",
        ),
        raw("1e400 importance", 422, b'{"user_id":"u","text":"t","importance":1e400}', "body."),
        post("text is a number", 422, "body.text", text=42),
        post("text is a list", 422, "body.text", text=["User likes tea"]),
        post("user_id is an object", 422, "body.user_id", user_id={"id": "u"}),
        post("a tag is a number", 422, "body.tags.0", tags=[1]),
        post("pinned is a list", 422, "body.pinned", pinned=[]),
        post("consent is an object", 422, "body.consent", consent={}),
        post("messages is a string", 422, "body.messages", text=None, messages="hi"),
        post("messages is empty", 422, "body.messages", text=None, messages=[]),
        post(
            "unknown field in a message",
            422,
            "body.messages.0.extra",
            text=None,
            messages=[{"role": "user", "content": "Call me Bob", "extra": 1}],
        ),
        post(
            "text and messages together",
            422,
            "body.text",
            messages=[{"role": "user", "content": "Call me Bob"}],
        ),
        post("empty category", 422, "body.category", category=""),
        post("category with a control character", 422, "body.category", category="pro\x07file"),
        post("empty type", 422, "body.type", type=""),
        post("null type", 422, "body.type", type=None),
        post("too-long thread_id", 422, "body.thread_id", thread_id="t" * 201),
        post("too-long supersedes", 422, "body.supersedes", supersedes="m" * 201),
        post("too-long project_id", 422, "body.project_id", project_id="p" * 201),
        post("impossible valid_from", 422, "body.valid_from", valid_from="2026-02-30T00:00:00Z"),
        post("date-only valid_from", 422, "body.valid_from", valid_from="2026-02-01"),
        raw("invalid UTF-8 in a string", 400, b'{"user_id":"u","text":"caf\xe9"}'),
        raw("lone surrogate in text", 422, b'{"user_id":"u","text":"bad \\ud800"}', "body.text"),
        raw(
            "lone surrogate in a metadata key",
            422,
            b'{"user_id":"u","text":"t","metadata":{"k\\udfff":1}}',
            "body.metadata",
        ),
        raw("trailing comma", 400, b'{"user_id":"u","text":"t",}'),
        raw("single quotes", 400, b"{'user_id':'u','text':'t'}"),
        raw("deeply nested JSON", 400, _nested(2000)),
        raw("a JSON string", 422, b'"User likes tea"', "body"),
        raw("a JSON number", 422, b"42", "body"),
        raw("JSON null", 422, b"null", "body"),
        Case(
            "JSON sent as text/plain",
            "POST",
            "/memory",
            422,
            "body",
            raw=json.dumps(MEMORY).encode(),
            headers={"content-type": "text/plain"},
        ),
        Case(
            "dry_run is not a boolean",
            "POST",
            "/memory",
            422,
            "query.dry_run",
            json=MEMORY,
            params={"dry_run": "maybe"},
        ),
        post("body over max_request_bytes", 413, text="x" * (MAX_BODY + 1)),
    ]


def _query_cases() -> list[Case]:
    def post(name: str, status: int, field: str | None = None, **body: Any) -> Case:
        return Case(name, "POST", "/memory.query", status, field, json={**QUERY, **body})

    def raw(name: str, status: int, body: bytes, field: str | None = None) -> Case:
        return Case(name, "POST", "/memory.query", status, field, raw=body)

    filters: dict[str, Any] = QUERY["filters"]
    return [
        post("huge top_k", 422, "body.top_k", top_k=1_000_000),
        post("top_k beyond bigint", 422, "body.top_k", top_k=10**30),
        post("zero top_k", 422, "body.top_k", top_k=0),
        post("zero budget_tokens", 422, "body.budget_tokens", budget_tokens=0),
        post("negative budget_tokens", 422, "body.budget_tokens", budget_tokens=-512),
        post("huge budget_tokens", 422, "body.budget_tokens", budget_tokens=10**9),
        raw(
            "NaN threshold",
            422,
            b'{"query":"q","filters":{"user_id":"u"},"threshold":NaN}',
            "body.threshold",
        ),
        raw(
            "Infinity top_k",
            422,
            b'{"query":"q","filters":{"user_id":"u"},"top_k":Infinity}',
            "body.top_k",
        ),
        post("negative threshold", 422, "body.threshold", threshold=-0.1),
        post("empty query", 422, "body.query", query=""),
        post("whitespace query", 422, "body.query", query="   "),
        post("query over 2,000 characters", 422, "body.query", query="q" * 2001),
        Case("no filters", "POST", "/memory.query", 422, "body.filters", json={"query": "q"}),
        post("filters without user_id", 422, "body.filters.user_id", filters={"pinned": True}),
        post("unknown filter", 422, "body.filters.colour", filters={**filters, "colour": "b"}),
        post(
            "importance_min above 5",
            422,
            "body.filters.importance_min",
            filters={**filters, "importance_min": 6},
        ),
        post(
            "naive updated_after",
            422,
            "body.filters.updated_after",
            filters={**filters, "updated_after": "2026-01-01T00:00:00"},
        ),
        post("naive as_of", 422, "body.as_of", as_of="2026-01-01T00:00:00"),
        post("unparseable known_at", 422, "body.known_at", known_at="yesterday"),
        post("unknown return", 422, "body.return", **{"return": "xml"}),
        post("categories is a string", 422, "body.categories", categories="profile"),
        post("51 categories", 422, "body.categories", categories=[f"c{i}" for i in range(51)]),
        post("unknown category", 422, "body.categories", categories=["no-such-category"]),
        post("unknown agent", 403, agent="no-such-agent"),
        post("negative since_rev", 422, "body.since_rev", since_rev=-1),
        post("too-long thread_id", 422, "body.thread_id", thread_id="t" * 201),
        post("unknown field", 422, "body.colour", colour="blue"),
        raw("lone surrogate in query", 422, b'{"query":"\\udc80","filters":{"user_id":"u"}}'),
        raw("malformed JSON", 400, b'{"query": "q", "filters": {'),
        raw("invalid UTF-8", 400, b'{"query":"\xff","filters":{"user_id":"u"}}'),
        raw("a JSON array", 422, b'["q"]', "body"),
        post("body over max_request_bytes", 413, query="q" * (MAX_BODY + 1)),
    ]


def _context_cases() -> list[Case]:
    def post(name: str, status: int, field: str | None = None, **body: Any) -> Case:
        return Case(name, "POST", "/context", status, field, json={**CONTEXT, **body})

    def raw(name: str, status: int, body: bytes, field: str | None = None) -> Case:
        return Case(name, "POST", "/context", status, field, raw=body)

    return [
        Case("no user_id", "POST", "/context", 422, "body.user_id", json={"query": "q"}),
        post("zero budget_tokens", 422, "body.budget_tokens", budget_tokens=0),
        post("negative budget_tokens", 422, "body.budget_tokens", budget_tokens=-1),
        post("huge budget_tokens", 422, "body.budget_tokens", budget_tokens=10**12),
        raw("NaN budget_tokens", 422, b'{"user_id":"u","budget_tokens":NaN}', "body.budget_tokens"),
        post("empty query", 422, "body.query", query=""),
        post("query over 2,000 characters", 422, "body.query", query="q" * 2001),
        post("negative since_rev", 422, "body.since_rev", since_rev=-5),
        post("too-long thread_id", 422, "body.thread_id", thread_id="t" * 201),
        post("user_id with a NUL", 422, "body.user_id", user_id="u\x00"),
        post("unknown field", 422, "body.top_k", top_k=3),
        post("unknown agent", 403, agent="no-such-agent"),
        raw("malformed JSON", 400, b'{"user_id": '),
        raw("invalid UTF-8", 400, b'{"user_id":"\xc3\x28"}'),
        raw("a JSON number", 422, b"7", "body"),
    ]


def _checkpoint_cases() -> list[Case]:
    def put(name: str, status: int, field: str | None = None, **body: Any) -> Case:
        return Case(name, "PUT", CHECKPOINT, status, field, json=body)

    def raw(name: str, status: int, body: bytes, field: str | None = None) -> Case:
        return Case(name, "PUT", CHECKPOINT, status, field, raw=body)

    return [
        put("state is a list", 422, "body.state", state=[1, 2]),
        put("state is a string", 422, "body.state", state="graph"),
        put("state is null", 422, "body.state", state=None),
        Case("no state", "PUT", CHECKPOINT, 422, "body.state", json={}),
        put("unknown field", 422, "body.version", state={}, version=2),
        raw("NaN inside state", 422, b'{"state":{"score":NaN}}', "body.state"),
        raw("Infinity inside state", 422, b'{"state":{"a":[1,-Infinity]}}', "body.state"),
        raw("lone surrogate key in state", 422, b'{"state":{"\\ud800":1}}', "body.state"),
        raw("NUL inside state", 422, b'{"state":{"a":"x\\u0000y"}}', "body.state"),
        raw("deeply nested state", 400, b'{"state":' + _nested(2000) + b"}"),
        raw("malformed JSON", 400, b'{"state": {"a": 1}'),
        raw("invalid UTF-8", 400, b'{"state":{"a":"\xff"}}'),
        # Python's JSON decoder lets UTF-8-encoded surrogates through; the state check stops them.
        raw("UTF-8-encoded surrogate", 422, b'{"state":{"a":"\xed\xa0\x80"}}', "body.state"),
        raw("a JSON array", 422, b"[]", "body"),
        Case(
            "too-long user_id in the path",
            "PUT",
            f"/checkpoints/{'u' * 201}/t",
            422,
            "path.user_id",
            json={"state": {}},
        ),
        Case(
            "control character in the thread id",
            "PUT",
            "/checkpoints/u/t%01",
            422,
            "path.thread_id",
            json={"state": {}},
        ),
        put("body over max_request_bytes", 413, state={"blob": "x" * (MAX_BODY + 1)}),
    ]


def _list_cases() -> list[Case]:
    def get(name: str, field: str, **params: Any) -> Case:
        return Case(name, "GET", "/memory", 422, field, params=params)

    return [
        get("naive as_of", "query.as_of", as_of="2026-01-01T00:00:00"),
        get("date-only as_of", "query.as_of", as_of="2026-01-01"),
        get("unparseable known_at", "query.known_at", known_at="last tuesday"),
        get("not base64 cursor", "query.cursor", cursor="!!!not-a-cursor!!!"),
        get("cursor of random bytes", "query.cursor", cursor=_cursor(b"\xff\xfe\x00\x01")),
        get("cursor without separator", "query.cursor", cursor=_cursor(b"2026-01-01T00:00:00")),
        get("cursor with a bad date", "query.cursor", cursor=_cursor(b"not-a-date|mem_1")),
        get(
            "cursor holding a NUL",
            "query.cursor",
            cursor=_cursor(b"2026-01-01T00:00:00+00:00|mem\x00x"),
        ),
        get("too-long cursor", "query.cursor", cursor="A" * 201),
        get("too-long user_id", "query.user_id", user_id="u" * 201),
        get("user_id with a NUL", "query.user_id", user_id="u\x00"),
        get("huge limit", "query.limit", limit=10**20),
        get("negative limit", "query.limit", limit=-1),
        get("empty type", "query.type", type=""),
        get("include_inactive is a number", "query.include_inactive", include_inactive="2"),
    ]


def _path_cases() -> list[Case]:
    def case(name: str, method: str, path: str, field: str, **body: Any) -> Case:
        return Case(name, method, path, 422, field, json=body or None)

    return [
        case("memory id with a NUL", "GET", "/memory/mem%00x", "path.memory_id"),
        case("too-long memory id", "GET", f"/memory/{'m' * 201}", "path.memory_id"),
        case("history of an id with a NUL", "GET", "/memory/mem%00x/history", "path.memory_id"),
        case("delete an id with a NUL", "DELETE", "/memory/mem%00x", "path.memory_id"),
        case("patch an id with a NUL", "PATCH", "/memory/mem%00x", "path.memory_id", pinned=True),
        case("restore an id with a NUL", "POST", "/memory/mem%00x/restore", "path.memory_id"),
        case("patch with pinned a string", "PATCH", "/memory/mem_x", "body.pinned", pinned="p"),
        case("thread id with a NUL", "GET", "/threads/t%00/changes", "path.thread_id"),
        Case(
            "negative since", "GET", "/threads/t/changes", 422, "query.since", params={"since": -1}
        ),
        Case(
            "since beyond bigint",
            "GET",
            "/threads/t/changes",
            422,
            "query.since",
            params={"since": 2**63},
        ),
        case("proposal id with a NUL", "GET", "/consent/cp%00x", "path.proposal_id"),
        case("approve an id with a NUL", "POST", "/consent/cp%00x/approve", "path.proposal_id"),
    ]


CATALOGUE = [
    *_write_cases(),
    *_query_cases(),
    *_context_cases(),
    *_checkpoint_cases(),
    *_list_cases(),
    *_path_cases(),
]


@pytest.fixture(scope="module")
async def strict_app(settings: Settings) -> AsyncIterator[FastAPI]:
    async with running_app(settings, max_text_chars=MAX_TEXT, max_request_bytes=MAX_BODY) as app:
        yield app


@pytest.fixture
async def strict_client(
    strict_app: FastAPI, uow_factory: UnitOfWorkFactory
) -> AsyncIterator[httpx.AsyncClient]:
    """Like tests.fixtures.apps.client_for, but an unhandled error comes back as the 500 a
    real client would get, so the catalogue reports every such case instead of stopping."""
    strict_app.dependency_overrides[get_uow_factory] = lambda: uow_factory
    transport = httpx.ASGITransport(app=strict_app, raise_app_exceptions=False)
    try:
        async with httpx.AsyncClient(transport=transport, base_url="http://catalogue.test") as c:
            yield c
    finally:
        strict_app.dependency_overrides.clear()


async def _row_counts(connection: AsyncConnection) -> dict[str, int]:
    tables = (
        await connection.execute(
            text("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")
        )
    ).scalars()
    return {
        table: int(await connection.scalar(text(f'SELECT count(*) FROM "{table}"')) or 0)
        for table in tables
    }


def _violations(case: Case, response: httpx.Response) -> list[str]:
    """What is wrong with the answer to one case (nothing, for a good answer)."""
    if response.status_code != case.status:
        return [f"status {response.status_code}, expected {case.status}: {response.text[:200]}"]
    if response.headers.get("content-type") != "application/problem+json":
        return [f"content-type {response.headers.get('content-type')}"]
    problem = response.json()
    wrong = [
        f"problem lacks {key}"
        for key in ("type", "title", "detail")
        if not isinstance(problem.get(key), str) or not problem[key]
    ]
    if problem.get("status") != case.status:
        wrong.append(f"problem status {problem.get('status')}")
    if case.field is not None:
        fields = [error["field"] for error in problem.get("errors") or []]
        if not any(f.startswith(case.field) for f in fields):
            wrong.append(f"errors name {fields}, not {case.field}")
    return wrong


async def test_every_bad_input_is_a_4xx_problem_and_changes_nothing(
    strict_client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    before = await _row_counts(connection)
    assert before, "no tables found"
    failures = []
    for case in CATALOGUE:
        response = await case.send(strict_client)
        failures += [
            f"{case.method} {case.path} [{case.name}]: {v}" for v in _violations(case, response)
        ]
    assert not failures, "\n".join(failures)
    assert await _row_counts(connection) == before
    # The catalogue is as wide as promised: every endpoint, hundreds of bytes of junk.
    assert len(CATALOGUE) >= 100


async def test_the_valid_baselines_are_accepted(
    strict_client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    """Each catalogue entry differs from a request that works: the errors above are caused by
    the one thing each case changed, not by a broken base payload."""
    assert (await strict_client.post("/memory", json=MEMORY)).status_code == 201
    assert (await strict_client.post("/memory.query", json=QUERY)).status_code == 200
    assert (await strict_client.post("/context", json=CONTEXT)).status_code == 200
    saved = await strict_client.put(CHECKPOINT, json={"state": {"step": 1}})
    assert saved.status_code == 200
    at_the_limit = await strict_client.post("/memory", json={**MEMORY, "text": "y" * MAX_TEXT})
    assert at_the_limit.status_code == 201
    assert (await strict_client.get("/memory", params={"user_id": "u_catalogue"})).json()["items"]


@pytest.mark.parametrize("path", ["/ui/memories/mem%00x", "/ui/memories/mem%00x/history"])
async def test_ui_pages_refuse_control_characters_in_ids(
    strict_client: httpx.AsyncClient, path: str
) -> None:
    """A person gets an HTML page, not a problem document — but a 422, never a 500."""
    response = await strict_client.get(path)
    assert response.status_code == 422, response.text[:200]
    assert response.headers["content-type"].startswith("text/html")
