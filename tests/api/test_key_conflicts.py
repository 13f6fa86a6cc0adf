"""Key-based supersession end to end: 张三 → 李四 → 王五, the confidence policy, the limits of a
conflict."""

from typing import Any

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from tests.fixtures.factories import name_payload, unique, write


async def _name(client: httpx.AsyncClient, user: str, name: str, **extra: object) -> dict[str, Any]:
    response = await client.post("/memory", json=name_payload(user, name, **extra))
    assert response.status_code in (200, 201), response.text
    body: dict[str, Any] = response.json()
    return body


async def test_name_changes_build_a_version_chain(client: httpx.AsyncClient) -> None:
    user = unique("u")
    first = await _name(client, user, "张三")
    second = await _name(client, user, "李四")
    third = await _name(client, user, "王五")

    assert [first["action"], second["action"], third["action"]] == ["ADD", "UPDATE", "UPDATE"]
    ids = [r["memory"]["id"] for r in (first, second, third)]
    assert second["superseded"][0]["id"] == ids[0]
    assert third["superseded"][0]["id"] == ids[1]

    histories = [(await client.get(f"/memory/{i}/history")).json() for i in ids]
    assert histories[0] == histories[1] == histories[2]
    versions = histories[0]["versions"]
    assert histories[0]["chain_id"] == ids[0]
    assert [v["version"] for v in versions] == [1, 2, 3]
    assert [v["value"] for v in versions] == ["张三", "李四", "王五"]
    assert [v["is_active"] for v in versions] == [False, False, True]
    assert [v["status"] for v in versions] == ["superseded", "superseded", "active"]
    assert [v["supersedes"] for v in versions] == [None, ids[0], ids[1]]
    assert [v["superseded_by"] for v in versions] == [ids[1], ids[2], None]
    assert versions[0]["superseded_at"] is not None
    assert versions[2]["superseded_at"] is None
    # Valid time: each retired version stopped holding when its successor started.
    assert versions[0]["valid_until"] == versions[1]["valid_from"]
    assert [e["event"] for e in histories[0]["events"]] == ["ADD", "UPDATE", "UPDATE"]

    current = (await client.get("/memory", params={"user_id": user})).json()["items"]
    assert [m["value"] for m in current] == ["王五"]


@pytest.mark.parametrize(
    ("old", "new", "winner", "action"),
    [(0.9, 0.85, "李四", "UPDATE"), (0.95, 0.6, "张三", "NOOP"), (0.6, 0.9, "李四", "UPDATE")],
)
async def test_confidence_decides_a_key_conflict(
    client: httpx.AsyncClient, old: float, new: float, winner: str, action: str
) -> None:
    user = unique("u")
    kept = await _name(client, user, "张三", confidence=old)
    result = await _name(client, user, "李四", confidence=new)

    assert result["action"] == action
    assert result["relation"] == "UPDATE"
    assert result["memory"]["value"] == winner
    active = (await client.get("/memory", params={"user_id": user})).json()["items"]
    assert [m["value"] for m in active] == [winner]
    history = (await client.get(f"/memory/{kept['memory']['id']}/history")).json()
    if action == "NOOP":
        # The proposal lost but is not lost: a REJECT event on the kept memory holds it.
        assert result["superseded"] == []
        assert "kept" in str(result["reason"])
        reject = history["events"][-1]
        assert reject["event"] == "REJECT"
        assert reject["meta"]["proposed"] == {
            "text": "Call me 李四",
            "value": "李四",
            "confidence": new,
        }
        assert len(history["versions"]) == 1
    else:
        assert [e["event"] for e in history["events"]] == ["ADD", "UPDATE"]


async def test_rejected_write_answers_200_and_stores_nothing(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await _name(client, user, "张三", confidence=0.95)
    response = await client.post("/memory", json=name_payload(user, "李四", confidence=0.6))
    assert response.status_code == 200
    everything = await client.get("/memory", params={"user_id": user, "include_inactive": True})
    assert [m["value"] for m in everything.json()["items"]] == ["张三"]


async def test_same_value_again_is_a_noop_that_reinforces(client: httpx.AsyncClient) -> None:
    user = unique("u")
    first = await _name(client, user, "张三")
    again = await client.post("/memory", json=name_payload(user, "张三", confidence=0.5))
    assert again.status_code == 200
    body = again.json()
    assert body["action"] == "NOOP"
    assert body["memory"]["id"] == first["memory"]["id"]
    assert body["memory"]["last_accessed_at"] is not None
    stored = (await client.get(f"/memory/{body['memory']['id']}")).json()
    assert stored["last_accessed_at"] == body["memory"]["last_accessed_at"]
    assert stored["access_count"] == 0  # reinforced, not read
    events = (await client.get(f"/memory/{body['memory']['id']}/history")).json()["events"]
    assert [e["event"] for e in events] == ["ADD", "NOOP"]


@pytest.mark.parametrize(
    "difference",
    [
        {"key": "nickname"},
        {"scope": "work"},
        {"type": "fact"},
        {"project_id": "p_1"},
    ],
)
async def test_no_conflict_across_key_scope_type_or_project(
    client: httpx.AsyncClient, difference: dict[str, str]
) -> None:
    user = unique("u")
    await _name(client, user, "张三")
    other = await client.post("/memory", json={**name_payload(user, "李四"), **difference})
    assert other.status_code == 201
    assert other.json()["action"] == "ADD"
    active = (await client.get("/memory", params={"user_id": user})).json()["items"]
    assert sorted(m["value"] for m in active) == ["张三", "李四"]


async def test_no_conflict_across_users(client: httpx.AsyncClient) -> None:
    a, b = unique("u"), unique("u")
    await _name(client, a, "张三")
    result = await _name(client, b, "李四")
    assert result["action"] == "ADD"


async def test_unkeyed_duplicate_statement_is_a_noop(client: httpx.AsyncClient) -> None:
    user = unique("u")
    first = await write(client, user_id=user, text="User drinks green tea.")
    again = await write(client, user_id=user, text="  user drinks GREEN tea ", expect=200)
    assert again["action"] == "NOOP"
    assert again["memory"]["id"] == first["memory"]["id"]


async def test_manual_supersession_joins_the_chain(client: httpx.AsyncClient) -> None:
    user = unique("u")
    old = await write(client, user_id=user, text="User uses React for the frontend")
    new = await write(
        client, user_id=user, text="User uses Vue for the frontend", supersedes=old["memory"]["id"]
    )
    assert new["action"] == "UPDATE"
    assert new["memory"]["chain_id"] == old["memory"]["id"]
    assert new["memory"]["version"] == 2
    assert new["superseded"][0]["status"] == "superseded"


async def test_manual_supersession_of_a_retired_version_is_refused(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    old = await write(client, user_id=user, text="User uses React")
    await write(client, user_id=user, text="User uses Vue", supersedes=old["memory"]["id"])
    again = await client.post(
        "/memory",
        json={"user_id": user, "text": "User uses Svelte", "supersedes": old["memory"]["id"]},
    )
    assert again.status_code == 409
    assert again.headers["content-type"] == "application/problem+json"


async def test_thread_revision_advances_once_per_change(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user, thread = unique("u"), unique("t")
    await _name(client, user, "张三", thread_id=thread)
    await _name(client, user, "张三", thread_id=thread)  # NOOP: no change, no revision
    await _name(client, user, "李四", thread_id=thread)
    rev = await connection.scalar(
        text("SELECT rev FROM thread_revisions WHERE thread_id = :t"), {"t": thread}
    )
    changes = await connection.execute(
        text("SELECT rev, event FROM change_log WHERE thread_id = :t ORDER BY rev"), {"t": thread}
    )
    assert rev == 2
    assert [tuple(row) for row in changes] == [(1, "created"), (2, "updated")]


async def test_dry_run_reports_the_plan_and_commits_nothing(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await _name(client, user, "张三")
    response = await client.post(
        "/memory", params={"dry_run": "true"}, json=name_payload(user, "李四")
    )
    assert response.status_code == 200
    assert response.json()["action"] == "UPDATE"
    assert response.json()["dry_run"] is True
    active = (await client.get("/memory", params={"user_id": user})).json()["items"]
    assert [m["value"] for m in active] == ["张三"]
