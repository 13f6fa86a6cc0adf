"""Soft delete, restore in place, and revert to an older version."""

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from app.services.lifecycle import ttl
from tests.fixtures.factories import name_payload, unique, write


async def _history(client: httpx.AsyncClient, memory_id: str) -> dict[str, Any]:
    body: dict[str, Any] = (await client.get(f"/memory/{memory_id}/history")).json()
    return body


async def test_delete_hides_and_restore_brings_back(client: httpx.AsyncClient) -> None:
    user = unique("u")
    memory = (await write(client, user_id=user, text="User owns a bike"))["memory"]

    deleted = await client.delete(f"/memory/{memory['id']}")
    assert deleted.status_code == 200
    assert deleted.json()["status"] == "deleted"
    assert deleted.json()["purge_at"] is not None
    assert (await client.get("/memory", params={"user_id": user})).json()["items"] == []

    restored = await client.post(f"/memory/{memory['id']}/restore")
    assert restored.status_code == 200
    assert restored.json()["id"] == memory["id"]
    assert restored.json()["status"] == "active"
    assert restored.json()["purge_at"] is None
    listed = (await client.get("/memory", params={"user_id": user})).json()["items"]
    assert [m["id"] for m in listed] == [memory["id"]]
    events = [e["event"] for e in (await _history(client, memory["id"]))["events"]]
    assert events == ["ADD", "DELETE", "RESTORE"]


async def test_deleting_twice_changes_nothing_more(client: httpx.AsyncClient) -> None:
    memory = (await write(client, user_id=unique("u"), text="User owns a bike"))["memory"]
    first = await client.delete(f"/memory/{memory['id']}")
    second = await client.delete(f"/memory/{memory['id']}")
    assert second.status_code == 200
    assert second.json() == first.json()
    events = [e["event"] for e in (await _history(client, memory["id"]))["events"]]
    assert events == ["ADD", "DELETE"]


async def test_an_old_version_cannot_be_deleted(client: httpx.AsyncClient) -> None:
    user = unique("u")
    old = (await write(client, **name_payload(user, "张三")))["memory"]
    new = (await write(client, **name_payload(user, "李四")))["memory"]
    response = await client.delete(f"/memory/{old['id']}")
    assert response.status_code == 409
    assert new["id"] in response.json()["detail"]


async def test_restoring_a_superseded_version_reverts_as_a_new_version(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    v1 = (await write(client, **name_payload(user, "张三")))["memory"]
    v2 = (await write(client, **name_payload(user, "李四")))["memory"]

    reverted = (await client.post(f"/memory/{v1['id']}/restore")).json()

    assert reverted["id"] not in (v1["id"], v2["id"])
    assert (reverted["version"], reverted["value"], reverted["supersedes"]) == (3, "张三", v2["id"])
    history = await _history(client, v1["id"])
    versions = history["versions"]
    assert [(v["version"], v["value"], v["status"]) for v in versions] == [
        (1, "张三", "superseded"),
        (2, "李四", "superseded"),
        (3, "张三", "active"),
    ]
    restore = history["events"][-1]
    assert restore["event"] == "RESTORE"
    assert restore["meta"]["restored_from"] == v1["id"]
    assert restore["old_ref"] == v2["id"]


async def test_a_reverted_version_keeps_its_attributes_and_stays_a_conflict_candidate(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    v1 = (await write(client, user_id=user, text="User works at Acme"))["memory"]
    v2 = await write(client, user_id=user, text="User joined Globex")
    assert [m["id"] for m in v2["superseded"]] == [v1["id"]]

    v3 = (await client.post(f"/memory/{v1['id']}/restore")).json()

    assert (v3["version"], v3["text"]) == (3, "User works at Acme")
    query = text("SELECT id, attributes FROM memories WHERE id IN (:v1, :v3)")
    rows = await connection.execute(query, {"v1": v1["id"], "v3": v3["id"]})
    stored: dict[str, list[str]] = dict(rows.all())
    assert stored[v1["id"]] == ["emp"]
    assert stored[v3["id"]] == stored[v1["id"]]
    # What the attributes are for: far apart in meaning (cosine well under the similarity
    # gate) and without a change cue, the next employer is found only by the attribute.
    later = await write(client, user_id=user, text="User is employed by Initech")
    assert later["action"] == "UPDATE", later["reason"]
    assert [m["id"] for m in later["superseded"]] == [v3["id"]]


async def test_restoring_the_current_version_changes_nothing(client: httpx.AsyncClient) -> None:
    memory = (await write(client, user_id=unique("u"), text="User owns a bike"))["memory"]
    response = await client.post(f"/memory/{memory['id']}/restore")
    assert response.status_code == 200
    assert response.json()["version"] == 1
    events = [e["event"] for e in (await _history(client, memory["id"]))["events"]]
    assert events == ["ADD"]


async def test_restore_refuses_when_another_memory_took_the_key(client: httpx.AsyncClient) -> None:
    user = unique("u")
    old = (await write(client, **name_payload(user, "张三")))["memory"]
    await client.delete(f"/memory/{old['id']}")
    taken = (await write(client, **name_payload(user, "李四")))["memory"]
    response = await client.post(f"/memory/{old['id']}/restore")
    assert response.status_code == 409
    assert taken["id"] in response.json()["detail"]


async def test_revert_behind_a_deleted_head_starts_a_new_head(client: httpx.AsyncClient) -> None:
    user = unique("u")
    v1 = (await write(client, **name_payload(user, "张三")))["memory"]
    v2 = (await write(client, **name_payload(user, "李四")))["memory"]
    await client.delete(f"/memory/{v2['id']}")
    reverted = (await client.post(f"/memory/{v1['id']}/restore")).json()
    assert (reverted["version"], reverted["value"], reverted["status"]) == (3, "张三", "active")
    # The deleted head stays deleted; restoring it now would make two current versions.
    again = await client.post(f"/memory/{v2['id']}/restore")
    assert again.status_code == 200
    assert (again.json()["version"], again.json()["value"]) == (4, "李四")
    statuses = [v["status"] for v in (await _history(client, v1["id"]))["versions"]]
    assert statuses == ["superseded", "deleted", "superseded", "active"]


async def test_unknown_ids_answer_404_everywhere(client: httpx.AsyncClient) -> None:
    for method, path in [
        ("GET", "/memory/mem_nope"),
        ("GET", "/memory/mem_nope/history"),
        ("DELETE", "/memory/mem_nope"),
        ("POST", "/memory/mem_nope/restore"),
    ]:
        response = await client.request(method, path)
        assert response.status_code == 404, (method, path)
        assert response.headers["content-type"] == "application/problem+json"


async def test_patch_pins_and_retags_in_place_with_history(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory, settings: Settings
) -> None:
    user = unique("u")
    memory = (
        await write(client, user_id=user, type="episodic", text="User went hiking", tags=["a"])
    )["memory"]
    patched = await client.patch(f"/memory/{memory['id']}", json={"pinned": True, "tags": ["b"]})
    assert patched.status_code == 200
    body = patched.json()
    assert (body["id"], body["version"]) == (memory["id"], 1)  # in place: no new version
    assert (body["pinned"], body["tags"]) == (True, ["b"])
    events = (await _history(client, memory["id"]))["events"]
    assert [e["event"] for e in events] == ["ADD", "PATCH"]
    assert events[-1]["meta"] == {
        "pinned": {"old": False, "new": True},
        "tags": {"old": ["a"], "new": ["b"]},
    }
    # Changing nothing records nothing.
    same = await client.patch(f"/memory/{memory['id']}", json={"pinned": True})
    assert same.status_code == 200
    assert len((await _history(client, memory["id"]))["events"]) == 2
    # Pinned: the TTL spares it, however long unread.
    later = datetime.now(UTC) + timedelta(days=settings.ttl_days + 1)
    report = await ttl.expire_stale(uow_factory=uow_factory, settings=settings, now=later)
    assert report.deleted == 0


async def test_patch_refuses_old_versions_empty_patches_and_unknown_ids(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    old = (await write(client, **name_payload(user, "张三")))["memory"]
    await write(client, **name_payload(user, "李四"))
    assert (await client.patch(f"/memory/{old['id']}", json={"pinned": True})).status_code == 409
    empty = await client.patch(f"/memory/{old['id']}", json={})
    assert empty.status_code == 422
    assert empty.headers["content-type"] == "application/problem+json"
    missing = await client.patch(f"/memory/{unique('mem')}", json={"pinned": True})
    assert missing.status_code == 404
