"""Tenant isolation matrix (issue 7, item 3): another tenant's ids and filters read nothing,
write nothing, and never reveal that anything exists.

Tenant A holds a user's preferred name as a chain of three versions (张三 → 李四 → 王五, the
user's own statements), an agent's inferred change to it (赵六, role assistant) waiting as a
consent proposal, a free-text memory, a checkpoint, the thread changes of those writes and
therefore an export. A positive control shows A reads every one of them with its own key.

Then every operation of the OpenAPI document, every page of the web UI (logged in with B's
key) and every MCP tool (at /mcp, with B's key) is called with B's credentials and A's ids,
A's user id and A's thread id:
- **zero reads**: an id-addressed route answers 404 (a tool: a `not-found` error), exactly
  as for an id that never existed (never 403, nothing that tells the two apart); lists and
  searches are empty; no answer carries any of A's ids, texts or tenant name;
- **zero writes**: a fingerprint of every row of tenant A in every tenant-scoped table (the
  full text of the rows, hashed) is the same before and after.

The matrix is keyed by (method, path), and by tool name for MCP: a route or tool the app
serves and the matrix lacks fails `test_every_route_is_in_the_matrix`, so a new one cannot be
forgotten.
"""

import re
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

import httpx
import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute
from mcp.types import CallToolResult
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app import ui
from app.db.uow import UnitOfWorkFactory
from app.services.principal import keys
from tests.fixtures.factories import name_payload, unique
from tests.fixtures.mcp import mcp_session
from tests.fixtures.mcp import text as tool_text

TENANT_A, TENANT_B = "tenant-a", "tenant-b"
NAMES = ("张三", "李四", "王五")
INFERRED = "赵六"
# Every table whose rows belong to a tenant (api_keys aside: no route writes them).
TENANT_TABLES = (
    "memories",
    "history",
    "change_log",
    "thread_revisions",
    "thread_readers",
    "relations",
    "events",
    "consent_proposals",
    "checkpoints",
    "pair_checks",
)
CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')


@dataclass
class World:
    app: FastAPI
    client: httpx.AsyncClient
    connection: AsyncConnection
    a: dict[str, str]  # A's Authorization header
    b: dict[str, str]
    b_token: str
    user: str  # A's user id (B uses the same string)
    thread: str
    chain: list[str]  # A's three versions, oldest first
    memory_ids: list[str]  # every memory of A
    proposal: str
    secrets: list[str] = field(default_factory=list)  # nothing of these may reach B

    async def as_b(self, method: str, path: str, *, ui: bool = False, **kw: Any) -> httpx.Response:
        """B's request (by API key, or by the UI session): no 5xx, no 403, nothing of A."""
        headers = {} if ui else self.b
        response = await self.client.request(method, path, headers=headers, **kw)
        assert response.status_code < 500, (method, path, response.text)
        assert response.status_code != 403, (method, path, response.text)
        # What B sent may come back (a 404 names the id asked for); nothing else of A may.
        sent = unquote(str(response.request.url)) + response.request.content.decode()
        leaked = [s for s in self.secrets if s in response.text and s not in sent]
        assert not leaked, (method, path, leaked, response.text[:2000])
        return response

    async def tool_as_b(self, tool: str, **arguments: Any) -> CallToolResult:
        """B's MCP tool call, with B's key: nothing of A in the answer."""
        async with mcp_session(self.app, self.b) as session:
            result = await session.call_tool(tool, arguments)
        answer = tool_text(result) + str(result.structured_content)
        sent = str(arguments)
        leaked = [s for s in self.secrets if s in answer and s not in sent]
        assert not leaked, (tool, leaked, answer[:2000])
        assert "forbidden" not in answer, (tool, answer)
        return result

    async def fingerprint(self) -> dict[str, tuple[int, str]]:
        """Count and hash of tenant A's rows, table by table."""
        found = {}
        for table in TENANT_TABLES:
            row = (
                await self.connection.execute(
                    text(
                        f"SELECT count(*), md5(coalesce(string_agg(t::text, E'\\n'"
                        f" ORDER BY t::text), '')) FROM {table} t WHERE tenant_id = :tenant"
                    ),
                    {"tenant": TENANT_A},
                )
            ).one()
            found[table] = (int(row[0]), str(row[1]))
        return found

    async def login_b(self) -> None:
        page = await self.client.get("/ui/login")
        token = CSRF.search(page.text)
        assert token is not None, page.text
        logged_in = await self.client.post(
            "/ui/login", data={"csrf_token": token.group(1), "key": self.b_token, "next": "/ui"}
        )
        assert logged_in.status_code == 303, logged_in.text

    async def csrf(self) -> str:
        page = await self.as_b("GET", "/ui/consent", ui=True)
        token = CSRF.search(page.text)
        assert token is not None, page.text
        return token.group(1)


async def _header(uow_factory: UnitOfWorkFactory, tenant: str) -> tuple[dict[str, str], str]:
    token = (await keys.create_key(tenant, None, uow_factory=uow_factory)).token
    return {"Authorization": f"Bearer {token}"}, token


async def _write(client: httpx.AsyncClient, auth: dict[str, str], **payload: Any) -> Any:
    response = await client.post("/memory", json=payload, headers=auth)
    assert response.status_code in (200, 201), response.text
    return response.json()


async def _seed(
    app: FastAPI,
    client: httpx.AsyncClient,
    connection: AsyncConnection,
    uow_factory: UnitOfWorkFactory,
) -> World:
    a, _ = await _header(uow_factory, TENANT_A)
    b, b_token = await _header(uow_factory, TENANT_B)
    user, thread = unique("u_iso"), unique("t_iso")
    chain = [
        (await _write(client, a, **name_payload(user, name, thread_id=thread)))["memory"]["id"]
        for name in NAMES
    ]
    held = await _write(
        client, a, **name_payload(user, INFERRED, role="assistant", thread_id=thread)
    )
    proposal = held["consent_proposal"]["id"]
    tea_text = f"User drinks oolong tea every morning ({uuid.uuid4().hex[:8]})"
    tea = (await _write(client, a, user_id=user, text=tea_text, thread_id=thread))["memory"]
    plan = f"a-secret-plan-{uuid.uuid4().hex[:8]}"
    saved = await client.put(
        f"/checkpoints/{user}/{thread}", json={"state": {"plan": plan}}, headers=a
    )
    assert saved.status_code == 200, saved.text
    world = World(
        app=app,
        client=client,
        connection=connection,
        a=a,
        b=b,
        b_token=b_token,
        user=user,
        thread=thread,
        chain=chain,
        memory_ids=[*chain, tea["id"]],
        proposal=proposal,
        secrets=[*chain, tea["id"], proposal, *NAMES, INFERRED, tea_text, plan, TENANT_A],
    )
    await _a_sees_everything(world)
    return world


async def _a_sees_everything(w: World) -> None:
    """The positive control: with its own key, A reads every item B will be refused."""
    get = w.client.get
    for memory_id in w.memory_ids:
        assert (await get(f"/memory/{memory_id}", headers=w.a)).status_code == 200
    history = (await get(f"/memory/{w.chain[0]}/history", headers=w.a)).json()
    assert [v["value"] for v in history["versions"]] == list(NAMES)
    assert (await get(f"/consent/{w.proposal}", headers=w.a)).json()["status"] == "pending"
    checkpoint = await get(f"/checkpoints/{w.user}/{w.thread}", headers=w.a)
    assert checkpoint.status_code == 200
    changes = (await get(f"/threads/{w.thread}/changes", headers=w.a)).json()
    assert changes["revision"] >= len(NAMES) + 1
    export = await get(f"/users/{w.user}/export", headers=w.a)
    assert len(export.text.splitlines()) == 2  # the name chain and the tea memory
    listed = await get("/memory", params={"user_id": w.user, "include_inactive": True}, headers=w.a)
    assert {m["id"] for m in listed.json()["items"]} == set(w.memory_ids)
    stats = (await get("/stats", params={"user_id": w.user}, headers=w.a)).json()
    assert stats["counts"]


@pytest.fixture
async def world(
    app: FastAPI,
    client: httpx.AsyncClient,
    connection: AsyncConnection,
    uow_factory: UnitOfWorkFactory,
) -> World:
    return await _seed(app, client, connection, uow_factory)


# --- What B tries, route by route -----------------------------------------------------------

Attempt = Callable[[World], Awaitable[None]]
API: dict[tuple[str, str], Attempt] = {}
UI: dict[tuple[str, str], Attempt] = {}
MCP: dict[tuple[str, str], Attempt] = {}  # ("tool", name)


def attempt(
    table: dict[tuple[str, str], Attempt], method: str, path: str
) -> Callable[[Attempt], Attempt]:
    def register(function: Attempt) -> Attempt:
        assert (method, path) not in table, (method, path)
        table[(method, path)] = function
        return function

    return register


async def _as_if_unknown(w: World, method: str, template: str, known: str, **kw: Any) -> None:
    """B's answer for A's id is 404, and the very answer it gets for an id that never existed
    (the id itself aside): nothing tells B that A's exists."""
    never = known[:4] + uuid.uuid4().hex
    ui = template.startswith("/ui")
    theirs = await w.as_b(method, template.format(known), ui=ui, **kw)
    nobody = await w.as_b(method, template.format(never), ui=ui, **kw)
    assert theirs.status_code == 404, (method, template, theirs.text)
    assert nobody.status_code == 404, (method, template, nobody.text)
    assert theirs.headers["content-type"] == nobody.headers["content-type"]
    assert theirs.text.replace(known, "ID") == nobody.text.replace(never, "ID")


def _memory_route(method: str, path: str, **kw: Any) -> None:
    @attempt(API, method, path)
    async def _(w: World) -> None:
        for memory_id in w.memory_ids:
            await _as_if_unknown(w, method, path.replace("{memory_id}", "{}"), memory_id, **kw)


_memory_route("GET", "/memory/{memory_id}")
_memory_route("GET", "/memory/{memory_id}/history")
_memory_route("DELETE", "/memory/{memory_id}")
_memory_route("PATCH", "/memory/{memory_id}", json={"pinned": True, "tags": ["mine"]})
_memory_route("POST", "/memory/{memory_id}/restore")


def _proposal_route(method: str, path: str) -> None:
    @attempt(API, method, path)
    async def _(w: World) -> None:
        await _as_if_unknown(w, method, path.replace("{proposal_id}", "{}"), w.proposal)


_proposal_route("GET", "/consent/{proposal_id}")
_proposal_route("POST", "/consent/{proposal_id}/approve")
_proposal_route("POST", "/consent/{proposal_id}/reject")


@attempt(API, "POST", "/memory")
async def _write_over_a(w: World) -> None:
    # Superseding any of A's versions: as unknown as an id that never existed.
    for memory_id in w.chain:
        payload = {**name_payload(w.user, "钱七"), "supersedes": memory_id}
        hijack = await w.as_b("POST", "/memory", json=payload)
        assert hijack.status_code == 404, hijack.text
    # The same user, key and thread in B's tenant: a memory of B's own, compared with nothing
    # of A's (a plain ADD, no candidates), and no consent asked on A's behalf.
    for dry_run in (True, False):
        own = await w.as_b(
            "POST",
            "/memory",
            params={"dry_run": dry_run},
            json=name_payload(w.user, "钱七", role="assistant", thread_id=w.thread),
        )
        assert own.status_code == (200 if dry_run else 201), own.text
        assert (own.json()["action"], own.json()["candidates"]) == ("ADD", [])
        assert own.json()["consent_proposal"] is None
    turn = {
        "user_id": w.user,
        "thread_id": w.thread,
        "messages": [{"role": "user", "content": "Actually, call me 孙八. I drink oolong tea."}],
    }
    extracted = await w.as_b("POST", "/memory", json=turn)
    assert extracted.status_code in (200, 201), extracted.text
    results = extracted.json()["results"]
    assert results  # the name was extracted, and written for B's user alone
    retired = {old["id"] for result in results for old in result["superseded"]}
    assert not retired & set(w.memory_ids)


@attempt(API, "POST", "/memory/batch")
async def _batch_over_a(w: World) -> None:
    # Each item alone: superseding A's versions is 404 in its slot; B's own items are written
    # for B's user, compared with nothing of A's; nothing of A changes (the fingerprint).
    tea = {"user_id": w.user, "text": "User drinks oolong tea every morning"}
    items = [
        *({**name_payload(w.user, "钱七"), "supersedes": memory_id} for memory_id in w.chain),
        name_payload(w.user, "钱七", role="assistant", thread_id=w.thread),
        tea,
        {"user_id": w.user, "messages": [{"role": "user", "content": "Actually, call me 孙八."}]},
    ]
    for dry_run in (True, False):
        answer = await w.as_b("POST", "/memory/batch", params={"dry_run": dry_run}, json=items)
        assert answer.status_code == 200, answer.text
        results = answer.json()["results"]
        assert [r["status"] for r in results[: len(w.chain)]] == [404] * len(w.chain)
        for result in results[len(w.chain) :]:
            assert result["status"] in (200, 201), result
        written = [r["result"] for r in results[len(w.chain) : len(w.chain) + 2]]
        assert (written[0]["action"], written[0]["candidates"]) == ("ADD", [])
        assert written[0]["consent_proposal"] is None
        retired = {old["id"] for r in written for old in r["superseded"]}
        assert not retired & set(w.memory_ids)


@attempt(API, "GET", "/memory")
async def _list_a(w: World) -> None:
    for params in (
        {"user_id": w.user, "include_inactive": True},
        {"thread_id": w.thread, "include_inactive": True},
        {"key": "preferred_name", "include_inactive": True},
        {"user_id": w.user, "known_at": "2100-01-01T00:00:00Z"},
        {"user_id": w.user, "as_of": "2100-01-01T00:00:00Z"},
        {},
    ):
        listed = await w.as_b("GET", "/memory", params=params)
        assert listed.status_code == 200, listed.text
        assert listed.json() == {"items": [], "next_cursor": None}, params


@attempt(API, "POST", "/memory.query")
async def _query_a(w: World) -> None:
    for body in (
        {"query": "What is the user called?", "filters": {"user_id": w.user}, "return": "full"},
        {"query": "tea", "filters": {"user_id": w.user}, "thread_id": w.thread, "since_rev": 0},
    ):
        answer = await w.as_b("POST", "/memory.query", json=body)
        assert answer.status_code == 200, answer.text
        assert (answer.json()["results"], answer.json()["delta"]) == ([], [])
        assert answer.json()["revision"] == 0


@attempt(API, "POST", "/context")
async def _context_of_a(w: World) -> None:
    for body in (
        {"user_id": w.user, "query": "What is the user called?"},
        {"user_id": w.user, "thread_id": w.thread, "since_rev": 0},
    ):
        answer = await w.as_b("POST", "/context", json=body)
        assert answer.status_code == 200, answer.text
        assert (answer.json()["results"], answer.json()["delta"]) == ([], [])
        assert answer.json()["revision"] == 0


@attempt(API, "GET", "/threads/{thread_id}/changes")
async def _changes_of_a(w: World) -> None:
    changes = await w.as_b("GET", f"/threads/{w.thread}/changes")
    assert changes.status_code == 200, changes.text
    assert (changes.json()["revision"], changes.json()["changes"]) == (0, [])


@attempt(API, "GET", "/users/{user_id}/export")
async def _export_a(w: World) -> None:
    export = await w.as_b("GET", f"/users/{w.user}/export")
    assert (export.status_code, export.text) == (200, "")


@attempt(API, "DELETE", "/users/{user_id}")
async def _erase_a(w: World) -> None:
    erased = await w.as_b("DELETE", f"/users/{w.user}")
    assert erased.status_code == 200, erased.text
    assert (erased.json()["memories"], erased.json()["history_rows"]) == (0, 0)


@attempt(API, "GET", "/checkpoints/{user_id}/{thread_id}")
async def _load_a_checkpoint(w: World) -> None:
    loaded = await w.as_b("GET", f"/checkpoints/{w.user}/{w.thread}")
    assert loaded.status_code == 404, loaded.text


@attempt(API, "PUT", "/checkpoints/{user_id}/{thread_id}")
async def _overwrite_a_checkpoint(w: World) -> None:
    saved = await w.as_b("PUT", f"/checkpoints/{w.user}/{w.thread}", json={"state": {"b": 1}})
    assert saved.status_code == 200, saved.text
    assert saved.json()["state"] == {"b": 1}  # B's own checkpoint, beside A's


@attempt(API, "DELETE", "/checkpoints/{user_id}/{thread_id}")
async def _delete_a_checkpoint(w: World) -> None:
    deleted = await w.as_b("DELETE", f"/checkpoints/{w.user}/{w.thread}")
    assert deleted.status_code == 204, deleted.text  # idempotent: as for one never saved


@attempt(API, "GET", "/stats")
async def _stats_of_a(w: World) -> None:
    for params in ({"user_id": w.user}, {}):
        stats = await w.as_b("GET", "/stats", params=params)
        assert stats.status_code == 200, stats.text
        assert stats.json()["counts"] == [], params


@attempt(API, "GET", "/consent")
async def _proposals_of_a(w: World) -> None:
    for status in ("pending", "approved", "rejected", "expired"):
        for params in ({"user_id": w.user, "status": status}, {"status": status}):
            listed = await w.as_b("GET", "/consent", params=params)
            assert listed.status_code == 200, listed.text
            assert listed.json() == {"items": [], "next_cursor": None}, params


def _operations_route(path: str) -> None:
    @attempt(API, "GET", path)
    async def _(w: World) -> None:
        answer = await w.as_b("GET", path)
        assert answer.status_code == 200, answer.text
        assert w.user not in answer.text  # counts name no user (nor memory, nor key)


for _path in ("/health", "/ready", "/metrics"):
    _operations_route(_path)


# --- The web UI, logged in with B's key ------------------------------------------------------


def _page_route(path: str, params: list[dict[str, str]]) -> None:
    @attempt(UI, "GET", path)
    async def _(w: World) -> None:
        for query in params:
            filled = {name: value.format(user=w.user) for name, value in query.items()}
            page = await w.as_b("GET", path, ui=True, params=filled)
            assert page.status_code == 200, (query, page.text)
            assert f'class="tenant">{TENANT_B}<' in page.text


_page_route("/ui", [{}])
_page_route(
    "/ui/memories",
    [{"user": "{user}"}, {"user": "{user}", "status": "all"}, {"q": "oolong", "status": "all"}],
)
_page_route("/ui/consent", [{"user": "{user}"}, {}])


@attempt(UI, "GET", "/ui/memories/{memory_id}")
async def _memory_page(w: World) -> None:
    for memory_id in w.memory_ids:
        await _as_if_unknown(w, "GET", "/ui/memories/{}", memory_id)


@attempt(UI, "GET", "/ui/memories/{memory_id}/history")
async def _history_page(w: World) -> None:
    for memory_id in w.memory_ids:
        await _as_if_unknown(w, "GET", "/ui/memories/{}/history", memory_id)


def _decision_route(decision: str) -> None:
    @attempt(UI, "POST", f"/ui/consent/{{proposal_id}}/{decision}")
    async def _(w: World) -> None:
        form = {"csrf_token": await w.csrf()}
        await _as_if_unknown(w, "POST", f"/ui/consent/{{}}/{decision}", w.proposal, data=form)


_decision_route("approve")
_decision_route("reject")


@attempt(UI, "GET", "/ui/login")
async def _login_page(w: World) -> None:
    page = await w.as_b("GET", "/ui/login", ui=True, params={"next": "/ui/consent"})
    assert page.status_code == 200, page.text
    assert 'name="key"' in page.text


@attempt(UI, "POST", "/ui/login")
async def _login(w: World) -> None:
    # Logged in again with B's key, the session is B's: A's newest version is still unknown.
    await w.login_b()
    await _as_if_unknown(w, "GET", "/ui/memories/{}", w.chain[-1])


@attempt(UI, "POST", "/ui/logout")
async def _logout(w: World) -> None:
    out = await w.as_b("POST", "/ui/logout", ui=True, data={"csrf_token": await w.csrf()})
    assert out.status_code == 303, out.text
    after = await w.as_b("GET", f"/ui/memories/{w.chain[0]}", ui=True)
    assert after.status_code == 303  # to the login page: no session, no page


# --- The MCP tools, at /mcp with B's key ----------------------------------------------------


async def _tool_as_if_unknown(w: World, tool: str, known: str) -> None:
    """B's tool error for A's id is the very error it gets for an id that never existed."""
    never = known[:4] + uuid.uuid4().hex
    theirs = await w.tool_as_b(tool, memory_id=known)
    nobody = await w.tool_as_b(tool, memory_id=never)
    assert theirs.is_error, (tool, tool_text(theirs))
    assert tool_text(theirs).endswith(f"not-found: No memory with id '{known}'.")
    assert tool_text(theirs).replace(known, "ID") == tool_text(nobody).replace(never, "ID")


def _id_tool(name: str) -> None:
    @attempt(MCP, "tool", name)
    async def _(w: World) -> None:
        for memory_id in w.memory_ids:
            await _tool_as_if_unknown(w, name, memory_id)


for _tool in ("history", "forget", "restore"):
    _id_tool(_tool)


@attempt(MCP, "tool", "remember")
async def _remember_over_a(w: World) -> None:
    for memory_id in w.chain:
        hijack = await w.tool_as_b("remember", **name_payload(w.user, "钱七"), supersedes=memory_id)
        assert tool_text(hijack).endswith(f"not-found: No memory with id '{memory_id}'.")
    own = await w.tool_as_b(
        "remember", **name_payload(w.user, "钱七", role="assistant", thread_id=w.thread)
    )
    assert own.structured_content is not None, tool_text(own)
    (result,) = own.structured_content["results"]
    assert (result["action"], result["candidates"], result["consent_proposal"]) == ("ADD", [], None)
    turn = [{"role": "user", "content": "Actually, call me 孙八. I drink oolong tea."}]
    extracted = await w.tool_as_b("remember", user_id=w.user, thread_id=w.thread, messages=turn)
    assert extracted.structured_content is not None, tool_text(extracted)
    results = extracted.structured_content["results"]
    assert results
    assert not {old["id"] for r in results for old in r["superseded"]} & set(w.memory_ids)


@attempt(MCP, "tool", "recall")
async def _recall_a(w: World) -> None:
    for arguments in (
        {"query": "What is the user called?", "user_id": w.user, "full": True},
        {"query": "tea", "user_id": w.user, "thread_id": w.thread},
    ):
        answer = await w.tool_as_b("recall", **arguments)
        assert answer.structured_content is not None, tool_text(answer)
        found = answer.structured_content
        assert (found["results"], found["delta"], found["revision"]) == ([], [], 0), arguments


@attempt(MCP, "tool", "list_memories")
async def _list_a_over_mcp(w: World) -> None:
    for arguments in (
        {"user_id": w.user, "include_inactive": True},
        {"thread_id": w.thread, "include_inactive": True},
        {"key": "preferred_name", "include_inactive": True},
        {},
    ):
        listed = await w.tool_as_b("list_memories", **arguments)
        assert listed.structured_content == {"items": [], "next_cursor": None}, arguments


# --- The tests --------------------------------------------------------------------------------


def _ui_routes() -> set[tuple[str, str]]:
    """Every page of the UI (its router's routes carry the `/ui` prefix)."""
    return {
        (method, route.path)
        for route in ui.router.routes
        if isinstance(route, APIRoute)
        for method in route.methods or ()
    }


async def test_every_route_is_in_the_matrix(app: FastAPI, client: httpx.AsyncClient) -> None:
    document = app.openapi()["paths"]
    operations = {(method.upper(), path) for path, ops in document.items() for method in ops}
    assert operations == set(API), "routes of the OpenAPI document missing from the matrix"
    assert _ui_routes() == set(UI), "pages of the web UI missing from the matrix"
    async with mcp_session(app) as session:
        tools = {("tool", tool.name) for tool in (await session.list_tools()).tools}
    assert tools == set(MCP), "MCP tools missing from the matrix"


async def _try(w: World, route: Attempt) -> None:
    before = await w.fingerprint()
    await route(w)
    assert await w.fingerprint() == before, "B's requests changed rows of tenant A"


@pytest.mark.parametrize("route", sorted(API), ids=" ".join)
async def test_another_tenant_reads_and_writes_nothing(
    world: World, route: tuple[str, str]
) -> None:
    await _try(world, API[route])


@pytest.mark.parametrize("route", sorted(MCP), ids=" ".join)
async def test_another_tenant_reads_and_writes_nothing_over_mcp(
    world: World, route: tuple[str, str]
) -> None:
    await _try(world, MCP[route])


@pytest.mark.parametrize("route", sorted(UI), ids=" ".join)
async def test_another_tenant_sees_nothing_in_the_ui(world: World, route: tuple[str, str]) -> None:
    await world.login_b()
    await _try(world, UI[route])
