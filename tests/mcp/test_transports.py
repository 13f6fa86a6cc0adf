"""Both transports for real, through the SDK's own client: `palimpsest mcp` as a stdio
subprocess, and /mcp on a real two-process `palimpsest serve`. They serve one definition."""

import asyncio
import os
import sys
from pathlib import Path
from typing import Any

import psycopg
import pytest
from mcp import Client, StdioServerParameters

from app.db.engine import libpq_url
from tests.fixtures.factories import name_payload, unique
from tests.fixtures.live import issue_key
from tests.fixtures.mcp import call, text
from tests.fixtures.server import ROOT, run_cli


def _stdio(database_url: str, data_dir: Path, **env: str) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable,
        args=["-m", "app.cli", "mcp"],
        # The SDK passes only a minimal environment on: name what the command needs.
        env={
            "PATH": os.environ["PATH"],
            "DATABASE_URL": database_url,
            "PALIMPSEST_DATA_DIR": str(data_dir),
            **env,
        },
        cwd=ROOT,
    )


async def _names_through(client: Client, user: str) -> dict[str, Any]:
    """张三 → 李四 → 王五 through the tools; answer the chain's history."""
    first = None
    for name in ("张三", "李四", "王五"):
        answer = await call(client, "remember", **name_payload(user, name))
        first = first or answer["results"][0]["memory"]["id"]
    assert first is not None
    return await call(client, "history", memory_id=first)


def _tools(listed: Any) -> dict[str, Any]:
    return {
        tool.name: (tool.description, tool.input_schema, tool.output_schema)
        for tool in listed.tools
    }


async def test_stdio_runs_the_service_in_process_with_the_api_key(
    scratch_database_url: str, tmp_path: Path
) -> None:
    issued = await issue_key(scratch_database_url, "acme")
    params = _stdio(scratch_database_url, tmp_path, PALIMPSEST_API_KEY=issued.token)
    user = unique("u_stdio")
    async with Client(params) as client:
        chain = await _names_through(client, user)
        stdio_tools = _tools(await client.list_tools())
        recalled = await client.call_tool("recall", {"query": "name", "user_id": user})
    assert [v["value"] for v in chain["versions"]] == ["张三", "李四", "王五"]
    assert [e["actor"] for e in chain["events"]] == [issued.key.id] * 3
    assert "王五" in text(recalled)
    assert set(stdio_tools) == {
        "remember",
        "recall",
        "history",
        "forget",
        "restore",
        "list_memories",
    }
    # Committed for real, in the key's tenant.
    with psycopg.connect(libpq_url(scratch_database_url)) as conn:
        rows = conn.execute(
            "SELECT tenant_id, status FROM memories WHERE user_id = %s ORDER BY version", (user,)
        ).fetchall()
    assert rows == [("acme", "superseded"), ("acme", "superseded"), ("acme", "active")]


def test_stdio_without_a_key_once_keys_exist_stops_with_one_message(
    scratch_database_url: str, tmp_path: Path
) -> None:
    asyncio.run(issue_key(scratch_database_url, "acme"))
    env = {"DATABASE_URL": scratch_database_url, "PALIMPSEST_DATA_DIR": str(tmp_path)}
    refused = run_cli("mcp", env={**env, "PALIMPSEST_API_KEY": ""})
    assert refused.returncode == 2, refused.stderr
    assert refused.stdout == ""  # stdout is the protocol's: nothing else may be written there
    (line,) = [x for x in refused.stderr.splitlines() if x.startswith("palimpsest mcp:")]
    assert "refused" in line
    assert "PALIMPSEST_API_KEY" in line
    assert "Traceback" not in refused.stderr


@pytest.mark.slow
async def test_mcp_over_http_on_a_real_server_answers_what_stdio_answers(
    server: str, scratch_database_url: str, tmp_path: Path
) -> None:
    """The server runs two processes: with a stateless transport, any of them answers any
    call, so a client's calls may land on both."""
    user = unique("u_http")
    async with Client(f"{server}/mcp") as client:
        chain = await _names_through(client, user)
        http_tools = _tools(await client.list_tools())
        listed = await call(client, "list_memories", user_id=user, include_inactive=True)
    assert [v["value"] for v in chain["versions"]] == ["张三", "李四", "王五"]
    assert len(listed["items"]) == 3
    async with Client(_stdio(scratch_database_url, tmp_path)) as client:
        assert _tools(await client.list_tools()) == http_tools
