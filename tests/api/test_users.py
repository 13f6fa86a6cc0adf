"""Per-user export (JSON Lines) and erasure: the one path that really removes content."""

import json
from typing import Any

import httpx
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.db.uow import UnitOfWorkFactory
from app.schemas.memory import HistoryRead
from app.services.lifecycle import users
from app.services.principal import keys
from app.services.principal.keys import Principal
from tests.fixtures.factories import memory_payload, name_payload, unique, write

BIKE = "User owns a bike called Rocinante"
SECRETS = ("张三", "李四", "王五", "Rocinante")


async def _export(
    client: httpx.AsyncClient, user: str, headers: dict[str, str] | None = None
) -> list[dict[str, Any]]:
    response = await client.get(f"/users/{user}/export", headers=headers)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/x-ndjson")
    lines = response.text.splitlines()
    assert response.text == "".join(line + "\n" for line in lines)  # every line ends
    return [HistoryRead.model_validate_json(line).model_dump(mode="json") for line in lines]


async def _erase(
    client: httpx.AsyncClient, user: str, headers: dict[str, str] | None = None
) -> dict[str, Any]:
    response = await client.delete(f"/users/{user}", headers=headers)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def _post(
    client: httpx.AsyncClient, payload: dict[str, Any], headers: dict[str, str] | None
) -> dict[str, Any]:
    response = await client.post("/memory", json=payload, headers=headers)
    assert response.status_code in (200, 201), response.text
    memory: dict[str, Any] = response.json()["memory"]
    return memory


async def _seed(
    client: httpx.AsyncClient, user: str, headers: dict[str, str] | None = None
) -> dict[str, Any]:
    """The 张三 → 李四 → 王五 chain (logged to a thread), then a memory deleted afterwards."""
    thread = unique("t")
    names = [
        await _post(client, name_payload(user, name, thread_id=thread), headers)
        for name in ("张三", "李四", "王五")
    ]
    bike = await _post(client, memory_payload(user_id=user, text=BIKE, thread_id=thread), headers)
    deleted = await client.delete(f"/memory/{bike['id']}", headers=headers)
    assert deleted.status_code == 200
    return {"names": names, "bike": bike, "thread": thread}


async def _scalar(connection: AsyncConnection, sql: str, **params: Any) -> Any:
    return (await connection.execute(text(sql), params)).scalar_one()


# Rows of the user's memories (and their audit trail) that still quote `needle` anywhere.
_LEFT_OVER = """
SELECT
  (SELECT count(*) FROM memories m
    WHERE m.tenant_id = :tenant AND m.user_id = :user
      AND concat_ws(' ', m.text, m.value::text, m.metadata::text, m.tags::text,
                    m.attributes::text, m.embedding::text) LIKE :needle)
+ (SELECT count(*) FROM history h
    WHERE h.tenant_id = :tenant AND h.meta::text LIKE :needle
      AND h.chain_id IN (SELECT id FROM memories WHERE tenant_id = :tenant AND user_id = :user))
+ (SELECT count(*) FROM change_log c
    WHERE c.tenant_id = :tenant AND c.meta::text LIKE :needle
      AND c.memory_id IN (SELECT id FROM memories WHERE tenant_id = :tenant AND user_id = :user))
"""


async def _left_over(connection: AsyncConnection, user: str, needle: str, tenant: str) -> int:
    count: int = await _scalar(
        connection, _LEFT_OVER, tenant=tenant, user=user, needle=f"%{needle}%"
    )
    return count


async def test_export_lists_every_chain_with_versions_and_events_in_order(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    seeded = await _seed(client, user)
    await write(client, user_id=unique("u"), text="Someone else's memory")

    names, bike = await _export(client, user)

    assert names["chain_id"] == seeded["names"][0]["id"]
    assert [(v["version"], v["value"], v["status"]) for v in names["versions"]] == [
        (1, "张三", "superseded"),
        (2, "李四", "superseded"),
        (3, "王五", "active"),
    ]
    assert [(e["event"], e["memory_id"]) for e in names["events"]] == [
        ("ADD", seeded["names"][0]["id"]),
        ("UPDATE", seeded["names"][1]["id"]),
        ("UPDATE", seeded["names"][2]["id"]),
    ]
    assert [e["id"] for e in names["events"]] == sorted(e["id"] for e in names["events"])
    assert bike["chain_id"] == seeded["bike"]["id"]
    assert [(v["text"], v["status"]) for v in bike["versions"]] == [(BIKE, "deleted")]
    assert [e["event"] for e in bike["events"]] == ["ADD", "DELETE"]
    # Each line is what `GET /memory/{id}/history` answers for that chain.
    history = await client.get(f"/memory/{seeded['names'][1]['id']}/history")
    assert history.json() == names


async def test_export_reads_in_batches_and_keeps_creation_order(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    user = unique("u")
    await _seed(client, user)
    for n in range(3):
        await write(client, user_id=user, text=f"User visited city number {n}", type="episodic")
    whole = [line["chain_id"] for line in await _export(client, user)]

    principal = Principal(keys.OPEN_TENANT)
    chains = users.export_user(user, principal=principal, uow_factory=uow_factory, batch_size=2)
    batched = [chain.chain_id async for chain in chains]

    assert len(whole) == 5
    assert batched == whole


async def test_a_user_with_nothing_exports_an_empty_body(client: httpx.AsyncClient) -> None:
    assert await _export(client, unique("u")) == []


async def test_erasure_removes_every_trace_of_the_content(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    tenant = keys.OPEN_TENANT
    user, other = unique("u"), unique("u")
    seeded = await _seed(client, user)
    kept = (await write(client, **name_payload(other, "李四")))["memory"]
    for who in (user, other):
        await connection.execute(
            text(
                "INSERT INTO consent_proposals (id, tenant_id, user_id, key, proposal, expires_at)"
                " VALUES (:id, :tenant, :user, 'preferred_name', '{\"value\": \"李四\"}',"
                " now() + interval '7 days')"
            ),
            {"id": unique("cp"), "tenant": tenant, "user": who},
        )
        await connection.execute(
            text(
                "INSERT INTO checkpoints (tenant_id, user_id, thread_id, state)"
                " VALUES (:tenant, :user, 't', '{\"name\": \"李四\"}')"
            ),
            {"tenant": tenant, "user": who},
        )
    history_rows = await _scalar(
        connection,
        "SELECT count(*) FROM history WHERE chain_id IN"
        " (SELECT id FROM memories WHERE user_id = :user)",
        user=user,
    )
    assert all([await _left_over(connection, user, s, tenant) for s in SECRETS])

    erased = await _erase(client, user)

    assert erased == {"user_id": user, "memories": 4, "history_rows": history_rows}
    for secret in SECRETS:
        assert await _left_over(connection, user, secret, tenant) == 0, secret
    rows = (
        await connection.execute(
            text(
                "SELECT status, text, value, embedding, tags, metadata, attributes, content_hash,"
                " deleted_at IS NOT NULL AND purge_at IS NOT NULL"
                " FROM memories WHERE user_id = :user"
            ),
            {"user": user},
        )
    ).all()
    assert [tuple(row) for row in rows] == [
        ("purged", "", None, None, [], {}, [], "erased", True)
    ] * 4
    events = (
        await connection.execute(
            text(
                "SELECT event, meta FROM history WHERE chain_id IN"
                " (SELECT id FROM memories WHERE user_id = :user) ORDER BY id"
            ),
            {"user": user},
        )
    ).all()
    assert [e.meta for e in events[:history_rows]] == [{"erased": True}] * history_rows
    assert [(e.event, e.meta) for e in events[history_rows:]] == [
        ("PURGE", {"reason": "user erased"})
    ] * 4
    for table in ("consent_proposals", "checkpoints"):
        remaining = await _scalar(
            connection, f"SELECT array_agg(user_id) FROM {table} WHERE tenant_id = :t", t=tenant
        )
        assert remaining == [other], table
    relations = await _scalar(
        connection,
        "SELECT count(*) FROM relations WHERE from_id IN (SELECT id FROM memories"
        " WHERE user_id = :user) OR to_id IN (SELECT id FROM memories WHERE user_id = :user)",
        user=user,
    )
    assert relations == 0
    audit = await _scalar(
        connection,
        "SELECT count(*) FROM events WHERE node = 'api' AND op = 'erase' AND status = 'ok'"
        " AND user_id = :user",
        user=user,
    )
    assert audit == 1

    # Nothing current is served any more; the other user keeps everything.
    assert (await client.get("/memory", params={"user_id": user})).json()["items"] == []
    query = {"query": "What should I call the user?", "filters": {"user_id": user}}
    assert (await client.post("/memory.query", json=query)).json()["results"] == []
    one = (await client.get(f"/memory/{seeded['names'][2]['id']}")).json()
    assert (one["status"], one["text"], one["value"], one["is_active"]) == (
        "purged",
        "",
        None,
        False,
    )
    changes = (await client.get(f"/threads/{seeded['thread']}/changes")).json()["changes"]
    assert changes
    assert not any(secret in json.dumps(changes, ensure_ascii=False) for secret in SECRETS)
    theirs = (await client.get(f"/memory/{kept['id']}")).json()
    assert (theirs["value"], theirs["status"]) == ("李四", "active")

    # The chains stay listed, emptied, with their PURGE events.
    exported = await _export(client, user)
    assert [len(line["versions"]) for line in exported] == [3, 1]
    assert {v["status"] for line in exported for v in line["versions"]} == {"purged"}
    assert [line["events"][-1]["event"] for line in exported] == ["PURGE", "PURGE"]

    # Erasing again finds nothing left; a new statement afterwards starts afresh.
    assert await _erase(client, user) == {"user_id": user, "memories": 0, "history_rows": 0}
    again = await write(client, **name_payload(user, "赵六"))
    assert (again["action"], again["memory"]["version"]) == ("ADD", 1)
    # The `connection` fixture checks the deferred constraints (history trigger, successor
    # links) at teardown: a purge without its history row would fail this test there.


async def test_a_user_with_nothing_is_erased_with_zeros(client: httpx.AsyncClient) -> None:
    user = unique("u")
    assert await _erase(client, user) == {"user_id": user, "memories": 0, "history_rows": 0}


async def test_an_erased_memory_cannot_be_restored(client: httpx.AsyncClient) -> None:
    user = unique("u")
    seeded = await _seed(client, user)
    await _erase(client, user)
    for memory in (seeded["bike"], seeded["names"][0], seeded["names"][2]):
        response = await client.post(f"/memory/{memory['id']}/restore")
        assert response.status_code == 409, response.text
        assert "purged" in response.json()["detail"]


async def test_another_tenant_can_neither_export_nor_erase(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory, connection: AsyncConnection
) -> None:
    alice = await keys.create_key("tenant-a", None, uow_factory=uow_factory)
    bob = await keys.create_key("tenant-b", None, uow_factory=uow_factory)
    as_alice = {"Authorization": f"Bearer {alice.token}"}
    as_bob = {"Authorization": f"Bearer {bob.token}"}
    user = unique("u")
    await _seed(client, user, as_alice)
    # The same user id in tenant b is another person's record, erased on its own.
    await _post(client, memory_payload(user_id=user, text="Call me 孙七"), as_bob)
    before = await _export(client, user, as_alice)

    assert (await client.get(f"/users/{user}/export")).status_code == 401
    assert (await client.delete(f"/users/{user}")).status_code == 401
    exported = await _export(client, user, as_bob)
    assert [v["text"] for line in exported for v in line["versions"]] == ["Call me 孙七"]
    assert await _erase(client, user, as_bob) == {"user_id": user, "memories": 1, "history_rows": 1}

    assert await _export(client, user, as_alice) == before
    for secret in SECRETS:
        assert await _left_over(connection, user, secret, "tenant-a") > 0, secret
    assert await _left_over(connection, user, "孙七", "tenant-b") == 0


async def test_user_ids_are_validated(client: httpx.AsyncClient) -> None:
    for method, path in [("GET", "/users/a%01b/export"), ("DELETE", "/users/" + "u" * 201)]:
        response = await client.request(method, path)
        assert response.status_code == 422, (method, path)
        assert response.headers["content-type"] == "application/problem+json"
