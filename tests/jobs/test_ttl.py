"""TTL and purge, driven directly with an injected clock: stale → deleted → restore, and
deleted past purge_at → content gone, audit kept."""

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx

from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from app.services.lifecycle import ttl
from tests.fixtures.factories import name_payload, unique, write


def _days(n: float) -> datetime:
    return datetime.now(UTC) + timedelta(days=n)


async def _expire(
    uow_factory: UnitOfWorkFactory, settings: Settings, now: datetime
) -> ttl.TtlReport:
    return await ttl.expire_stale(uow_factory=uow_factory, settings=settings, now=now)


async def _get(client: httpx.AsyncClient, memory_id: str) -> dict[str, Any]:
    response = await client.get(f"/memory/{memory_id}")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def _events(client: httpx.AsyncClient, memory_id: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = (await client.get(f"/memory/{memory_id}/history")).json()[
        "events"
    ]
    return events


async def test_stale_unimportant_memories_are_soft_deleted_and_can_be_restored(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory, settings: Settings
) -> None:
    user, thread = unique("u"), unique("t")
    episode = (
        await write(
            client, user_id=user, thread_id=thread, type="episodic",
            text="User asked about train times to Lyon",
        )
    )["memory"]  # fmt: skip
    fact = (await write(client, user_id=user, text="User is allergic to peanuts"))["memory"]
    pinned = (
        await write(
            client, user_id=user, type="episodic", pinned=True, text="User went hiking in May"
        )
    )["memory"]
    assert episode["importance"] < settings.ttl_importance <= fact["importance"]

    # Not yet: 59 days unread is within the TTL.
    assert (await _expire(uow_factory, settings, _days(settings.ttl_days - 1))).deleted == 0
    report = await _expire(uow_factory, settings, _days(settings.ttl_days + 1))
    assert report.deleted == 1

    deleted = await _get(client, episode["id"])
    assert deleted["status"] == "deleted"
    assert deleted["purge_at"] is not None
    assert (await _get(client, fact["id"]))["status"] == "active"
    assert (await _get(client, pinned["id"]))["status"] == "active"
    listed = (await client.get("/memory", params={"user_id": user})).json()["items"]
    assert {m["id"] for m in listed} == {fact["id"], pinned["id"]}
    ttl_event = (await _events(client, episode["id"]))[-1]
    assert ttl_event["event"] == "TTL"
    assert ttl_event["actor"] == ttl.TTL_ACTOR

    # The transition shows once in the thread's delta log.
    changes = (await client.get(f"/threads/{thread}/changes")).json()
    soft = [c for c in changes["changes"] if c["event"] == "soft_deleted"]
    assert [c["memory_id"] for c in soft] == [episode["id"]]

    # Idempotent: a second run at the same moment changes nothing.
    assert (await _expire(uow_factory, settings, _days(settings.ttl_days + 1))).deleted == 0

    restored = await client.post(f"/memory/{episode['id']}/restore")
    assert restored.status_code == 200
    assert restored.json()["status"] == "active"
    assert [e["event"] for e in await _events(client, episode["id"])] == ["ADD", "TTL", "RESTORE"]


async def test_purge_erases_content_after_purge_at_and_keeps_the_audit(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory, settings: Settings
) -> None:
    user = unique("u")
    v1 = (await write(client, **name_payload(user, "张三", importance=0.2)))["memory"]
    v2 = (await write(client, **name_payload(user, "李四", importance=0.2)))["memory"]
    assert v2["chain_id"] == v1["chain_id"]
    expired_at = _days(settings.ttl_days + 1)
    assert (await _expire(uow_factory, settings, expired_at)).deleted == 1

    before = expired_at + timedelta(days=settings.purge_days - 1)
    early = await ttl.purge_due(uow_factory=uow_factory, now=before)
    assert early.purged == 0
    after = expired_at + timedelta(days=settings.purge_days + 1)
    report = await ttl.purge_due(uow_factory=uow_factory, now=after)
    # Nothing of the chain is current: both versions (the superseded one says the same thing
    # in an older form) are erased.
    assert (report.chains, report.purged) == (1, 2)

    for version in (v1, v2):
        gone = await _get(client, version["id"])
        assert gone["status"] == "purged"
        assert gone["text"] == ""
        assert gone["value"] is None
    events = await _events(client, v2["id"])
    assert [e["event"] for e in events][-2:] == ["PURGE", "PURGE"]
    assert "李四" not in str(events)
    assert "张三" not in str(events)
    assert (await client.post(f"/memory/{v2['id']}/restore")).status_code == 409
    # Idempotent.
    assert (await ttl.purge_due(uow_factory=uow_factory, now=after)).purged == 0


async def test_purge_spares_the_current_version_of_a_reverted_chain(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory, settings: Settings
) -> None:
    user = unique("u")
    v1 = (await write(client, **name_payload(user, "张三")))["memory"]
    v2 = (await write(client, **name_payload(user, "李四")))["memory"]
    assert (await client.delete(f"/memory/{v2['id']}")).status_code == 200
    v3 = (await client.post(f"/memory/{v1['id']}/restore")).json()  # a revert: new head
    assert v3["version"] == 3

    report = await ttl.purge_due(uow_factory=uow_factory, now=_days(settings.purge_days + 1))
    assert report.purged == 1
    assert (await _get(client, v2["id"]))["status"] == "purged"
    assert (await _get(client, v1["id"]))["text"] == "Call me 张三"
    current = await _get(client, v3["id"])
    assert (current["status"], current["text"]) == ("active", "Call me 张三")
