"""The MCP tools through the SDK's own client, against the app's /mcp (in process, real
PostgreSQL, rolled back per test): what each tool does, that it does what the matching REST
route does, and how a bad call is answered."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from mcp import Client, MCPError
from mcp.types import ToolAnnotations

from app.db.uow import UnitOfWorkFactory
from app.mcp.server import TOOL_NAMES
from app.services.principal import keys
from tests.fixtures.factories import name_payload, unique
from tests.fixtures.mcp import call, mcp_session, refused, text

NAMES = ("张三", "李四", "王五")


async def _remember_name(mcp: Client, user: str, name: str, **extra: Any) -> dict[str, Any]:
    payload = name_payload(user, name, **extra)
    return await call(mcp, "remember", **payload)


async def test_the_tools_are_named_described_and_typed_for_a_model(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    async with mcp_session(app) as mcp:
        listed = {tool.name: tool for tool in (await mcp.list_tools()).tools}
    assert set(listed) == set(TOOL_NAMES) == {
        "remember", "recall", "history", "forget", "restore", "list_memories",
    }  # fmt: skip
    for tool in listed.values():
        assert tool.description is not None
        assert len(tool.description) > 100, tool.name  # says when and how to use it
        assert "\n " not in tool.description, tool.name  # no docstring indentation
        assert tool.output_schema is not None, tool.name
        assert "ctx" not in tool.input_schema["properties"], tool.name
    required = {name: set(tool.input_schema.get("required", [])) for name, tool in listed.items()}
    assert required["remember"] == {"user_id"}
    assert required["recall"] == {"query", "user_id"}
    assert required["history"] == required["forget"] == required["restore"] == {"memory_id"}
    outputs = {name: tool.output_schema or {} for name, tool in listed.items()}
    assert set(outputs["remember"]["properties"]) == {"results"}
    assert {"chain_id", "versions", "events"} == set(outputs["history"]["properties"])
    # A memory's fields are published as they are sent (`metadata`, not the ORM's `meta`).
    assert "metadata" in outputs["forget"]["properties"]
    assert "meta" not in outputs["forget"]["properties"]
    hints = {name: tool.annotations or ToolAnnotations() for name, tool in listed.items()}
    assert [name for name, hint in hints.items() if hint.read_only_hint] == [
        "recall", "history", "list_memories",
    ]  # fmt: skip
    assert [name for name, hint in hints.items() if hint.destructive_hint] == ["forget"]


async def test_a_changed_name_supersedes_and_the_history_keeps_every_version(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    async with mcp_session(app) as mcp:
        user = unique("u_mcp")
        answers = [await _remember_name(mcp, user, name) for name in NAMES]
        actions = [answer["results"][0]["action"] for answer in answers]
        assert actions == ["ADD", "UPDATE", "UPDATE"]
        first, last = answers[0]["results"][0]["memory"], answers[-1]["results"][0]["memory"]
        written = await mcp.call_tool("remember", name_payload(user, "赵六", confidence=0.5))
        assert "NOOP" in text(written)
        assert "kept" in text(written)

        chain = await call(mcp, "history", memory_id=first["id"])
        assert [v["value"] for v in chain["versions"]] == list(NAMES)
        assert [v["status"] for v in chain["versions"]] == ["superseded", "superseded", "active"]
        assert [e["event"] for e in chain["events"]] == ["ADD", "UPDATE", "UPDATE", "REJECT"]
        # The tool answers exactly what the REST route answers: one service, one schema.
        rest = await client.get(f"/memory/{last['id']}/history")
        assert chain == rest.json()

        current = await call(mcp, "list_memories", user_id=user)
        assert [m["value"] for m in current["items"]] == ["王五"]
        everything = await call(mcp, "list_memories", user_id=user, include_inactive=True)
        assert sorted(m["value"] for m in everything["items"]) == sorted(NAMES)
        recalled = await mcp.call_tool(
            "recall", {"query": "What is the user called?", "user_id": user}
        )
        assert "王五" in text(recalled)
        assert "张三" not in text(recalled)
        assert "李四" not in text(recalled)
        assert last["id"] in text(recalled)  # the model can ask for its history


async def test_a_conversation_turn_is_remembered_fact_by_fact(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    async with mcp_session(app) as mcp:
        user = unique("u_turn")
        turn = [{"role": "user", "content": "Actually, call me Sam. I drink oolong tea."}]
        answer = await call(mcp, "remember", user_id=user, messages=turn)
        memories = [result["memory"] for result in answer["results"]]
        assert any(m["key"] == "preferred_name" and m["value"] == "Sam" for m in memories), memories
        nothing = await mcp.call_tool(
            "remember", {"user_id": user, "messages": [{"role": "assistant", "content": "Hi!"}]}
        )
        assert "Nothing to remember" in text(nothing)


async def test_forget_is_soft_and_restore_brings_it_back(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    async with mcp_session(app) as mcp:
        user = unique("u_forget")
        tea = (await call(mcp, "remember", user_id=user, text="User drinks oolong tea"))["results"][
            0
        ]
        memory_id = tea["memory"]["id"]
        forgotten = await mcp.call_tool("forget", {"memory_id": memory_id})
        assert forgotten.structured_content is not None
        assert forgotten.structured_content["status"] == "deleted"
        assert "restorable until" in text(forgotten)
        assert (await call(mcp, "list_memories", user_id=user))["items"] == []
        recalled = await call(mcp, "recall", query="tea", user_id=user)
        assert recalled["results"] == []

        restored = await call(mcp, "restore", memory_id=memory_id)
        assert (restored["id"], restored["status"]) == (memory_id, "active")
        events = (await client.get(f"/memory/{memory_id}/history")).json()["events"]
        assert [e["event"] for e in events] == ["ADD", "DELETE", "RESTORE"]

        older = (await _remember_name(mcp, user, "张三"))["results"][0]["memory"]["id"]
        await _remember_name(mcp, user, "李四")
        assert (await refused(mcp, "forget", memory_id=older)).count("conflict: ") == 1


async def test_recall_reads_only_what_the_agent_may_read(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    async with mcp_session(app) as mcp:
        user = unique("u_agent")
        await call(
            mcp, "remember", user_id=user, text="User prefers short answers", type="preference"
        )
        await call(
            mcp, "remember", user_id=user, text="Book the venue for Friday", category="tasks"
        )
        stylist = await call(mcp, "recall", query="what to do", user_id=user, agent="stylist")
        assert {r["category"] for r in stylist["results"]} == {"preferences"}
        message = await refused(
            mcp, "recall", query="what to do", user_id=user, agent="stylist", categories=["tasks"]
        )
        assert message.endswith("forbidden: Agent 'stylist' may not read: tasks.")
        denied = await refused(
            mcp, "remember", user_id=user, text="Ship on Monday", category="tasks", agent="stylist"
        )
        assert "forbidden: Agent 'stylist' may not write category 'tasks'." in denied


async def test_recall_counts_the_memories_it_served_as_the_rest_route_does(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    async with mcp_session(app) as mcp:
        user = unique("u_count")
        written = await call(mcp, "remember", user_id=user, text="User plays the cello")
        memory_id = written["results"][0]["memory"]["id"]
        await call(mcp, "recall", query="music", user_id=user)
        await client.post("/memory.query", json={"query": "music", "filters": {"user_id": user}})
        assert (await client.get(f"/memory/{memory_id}")).json()["access_count"] == 2


@pytest.mark.parametrize(
    ("tool", "arguments", "argument"),
    [
        ("remember", {"user_id": "u_bad", "text": "x", "confidence": 3}, "confidence"),
        ("remember", {"user_id": "u_bad"}, "text"),
        ("remember", {"user_id": " ", "text": "User likes tea"}, "user_id"),
        ("remember", {"user_id": "u_bad", "text": "a\x00b"}, "text"),
        ("remember", {"user_id": "u_bad", "text": "x", "type": "rumour"}, "type"),
        ("remember", {"user_id": "u_bad", "text": "x", "category": "nope"}, "category"),
        (
            "remember",
            {"user_id": "u_bad", "messages": [{"role": "robot", "content": "hi"}]},
            "messages.0.role",
        ),
        (
            "remember",
            {"user_id": "u_bad", "text": "x", "messages": [{"role": "user", "content": "y"}]},
            "text",
        ),
        ("recall", {"query": "tea", "user_id": "u_bad", "top_k": 0}, "top_k"),
        ("recall", {"query": "tea", "user_id": "u_bad", "categories": ["nope"]}, "categories"),
        ("recall", {"query": "", "user_id": "u_bad"}, "query"),
        ("recall", {"query": "tea"}, "user_id"),
        ("history", {"memory_id": ""}, "memory_id"),
        ("forget", {"memory_id": "mem_\x01"}, "memory_id"),
        ("list_memories", {"cursor": "not-a-cursor"}, "cursor"),
        ("list_memories", {"limit": 500}, "limit"),
    ],
)
async def test_a_bad_argument_is_a_tool_error_naming_it(
    app: FastAPI, client: httpx.AsyncClient, tool: str, arguments: dict[str, Any], argument: str
) -> None:
    async with mcp_session(app) as mcp:
        message = await refused(mcp, tool, **arguments)
        assert argument in message, message
        assert "Traceback" not in message
        listed = await client.get("/memory", params={"user_id": "u_bad", "include_inactive": True})
        assert listed.json()["items"] == []  # nothing was written


@pytest.mark.parametrize("tool", ["history", "forget", "restore"])
async def test_an_unknown_id_is_not_found(
    app: FastAPI, client: httpx.AsyncClient, tool: str
) -> None:
    async with mcp_session(app) as mcp:
        message = await refused(mcp, tool, memory_id="mem_0123456789abcdef")
        assert message.endswith("not-found: No memory with id 'mem_0123456789abcdef'.")


async def test_mcp_needs_the_api_key_once_keys_exist_and_acts_for_its_tenant(
    app: FastAPI, client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    issued = await keys.create_key("acme", "mcp test", uow_factory=uow_factory)
    auth = {"Authorization": f"Bearer {issued.token}"}
    anonymous = await client.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "ping"})
    assert anonymous.status_code == 401
    assert anonymous.headers["content-type"] == "application/problem+json"
    assert anonymous.headers["www-authenticate"] == "Bearer"
    # The SDK's client gives up on the 401 (without saying which status it got).
    with pytest.raises(BaseExceptionGroup) as failed:
        async with mcp_session(app) as session:
            await session.list_tools()
    assert failed.group_contains(MCPError)

    user = unique("u_acme")
    async with mcp_session(app, auth) as session:
        written = await call(session, "remember", user_id=user, text="User likes green tea")
    memory_id = written["results"][0]["memory"]["id"]
    history = (await client.get(f"/memory/{memory_id}/history", headers=auth)).json()
    assert history["events"][0]["actor"] == issued.key.id  # audited as the key that wrote it
    other = await keys.create_key("other", None, uow_factory=uow_factory)
    elsewhere = {"Authorization": f"Bearer {other.token}"}
    async with mcp_session(app, elsewhere) as session:
        assert (await refused(session, "history", memory_id=memory_id)).endswith(
            f"not-found: No memory with id '{memory_id}'."
        )
