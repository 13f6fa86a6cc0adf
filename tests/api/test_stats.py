"""`GET /stats`: event counts by node, op and status agree with the events table, respect the
window and stay within the tenant."""

from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncConnection

from app.db.models import Event
from app.db.uow import UnitOfWorkFactory
from app.services.principal import keys
from tests.fixtures.factories import name_payload, unique, write

Count = tuple[str, str, str, int]


async def _stats(client: httpx.AsyncClient, **params: Any) -> dict[str, Any]:
    response = await client.get("/stats", params=params)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _counts(body: dict[str, Any]) -> list[Count]:
    return [(c["node"], c["op"], c["status"], c["count"]) for c in body["counts"]]


async def _table_counts(
    connection: AsyncConnection, user_id: str, since: datetime | None = None
) -> list[Count]:
    """The same counts straight from the events table, to compare against."""
    stmt = (
        select(Event.node, Event.op, Event.status, func.count())
        .where(Event.user_id == user_id)
        .group_by(Event.node, Event.op, Event.status)
        .order_by(Event.node, Event.op, Event.status)
    )
    if since is not None:
        stmt = stmt.where(Event.ts >= since)
    return [(n, o, s, int(c)) for n, o, s, c in await connection.execute(stmt)]


async def _db_now(uow_factory: UnitOfWorkFactory) -> datetime:
    async with uow_factory(keys.OPEN_TENANT) as uow:
        return await uow.now()


async def _three_writes(client: httpx.AsyncClient, user: str, **headers: str) -> None:
    """An ADD, a NOOP (the same value again) and a key UPDATE."""
    actions = []
    for name in ("张三", "张三", "李四"):
        response = await client.post("/memory", json=name_payload(user, name), headers=headers)
        assert response.status_code in (200, 201), response.text
        actions.append(response.json()["action"])
    assert actions == ["ADD", "NOOP", "UPDATE"]


async def test_counts_match_the_events_of_the_writes(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    await _three_writes(client, user)

    body = await _stats(client, user_id=user)

    counts = _counts(body)
    assert counts == await _table_counts(connection, user)
    assert counts == sorted(counts)
    by_key = {(node, op, status): n for node, op, status, n in counts}
    assert by_key[("hotpath", "add", "ok")] == 1
    assert by_key[("hotpath", "update", "ok")] == 1
    assert by_key[("hotpath", "search", "ok")] == 3  # every write searches
    until, since = datetime.fromisoformat(body["until"]), datetime.fromisoformat(body["since"])
    assert until - since == timedelta(hours=24)


async def test_without_a_user_every_event_of_the_tenant_counts(client: httpx.AsyncClient) -> None:
    first, second = unique("u"), unique("u")
    await _three_writes(client, first)
    await write(client, 201, user_id=second, text="User plays the cello")

    both = {(n, o, s): c for n, o, s, c in _counts(await _stats(client))}
    one = {(n, o, s): c for n, o, s, c in _counts(await _stats(client, user_id=first))}
    assert both[("hotpath", "add", "ok")] == one[("hotpath", "add", "ok")] + 1
    assert both[("hotpath", "search", "ok")] == one[("hotpath", "search", "ok")] + 1


async def test_the_window_excludes_earlier_events(
    client: httpx.AsyncClient, connection: AsyncConnection, uow_factory: UnitOfWorkFactory
) -> None:
    user = unique("u")
    await write(client, 201, user_id=user, text="User owns a bike")
    cut = await _db_now(uow_factory)
    await write(client, 201, user_id=user, text="User speaks Portuguese")

    after = _counts(await _stats(client, user_id=user, since=cut.isoformat()))
    before = _counts(await _stats(client, user_id=user, until=cut.isoformat()))

    assert after == await _table_counts(connection, user, since=cut)
    assert ("hotpath", "add", "ok", 1) in after
    assert ("hotpath", "add", "ok", 1) in before
    assert after != await _table_counts(connection, user)


async def test_the_default_window_is_the_last_24_hours(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    user, now = unique("u"), await _db_now(uow_factory)
    async with uow_factory(keys.OPEN_TENANT) as uow:
        for hours, op in [(25, "merge"), (23, "link")]:
            uow.session.add(
                Event(
                    tenant_id=keys.OPEN_TENANT,
                    user_id=user,
                    node="worker",
                    op=op,
                    status="ok",
                    ts=now - timedelta(hours=hours),
                )
            )

    assert _counts(await _stats(client, user_id=user)) == [("worker", "link", "ok", 1)]
    earlier = now - timedelta(hours=26)
    assert _counts(await _stats(client, user_id=user, since=earlier.isoformat())) == [
        ("worker", "link", "ok", 1),
        ("worker", "merge", "ok", 1),
    ]


async def test_another_tenant_sees_no_counts(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    alice = await keys.create_key("tenant-a", None, uow_factory=uow_factory)
    bob = await keys.create_key("tenant-b", None, uow_factory=uow_factory)
    user = unique("u")
    await _three_writes(client, user, Authorization=f"Bearer {alice.token}")

    mine = await client.get("/stats", headers={"Authorization": f"Bearer {alice.token}"})
    theirs = await client.get("/stats", headers={"Authorization": f"Bearer {bob.token}"})

    assert mine.json()["counts"]
    assert theirs.status_code == 200
    assert theirs.json()["counts"] == []
    assert (await client.get("/stats")).status_code == 401


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"since": "yesterday"}, "query.since"),
        ({"since": "2026-01-01T00:00:00"}, "query.since"),  # no time zone
        ({"until": "2026-01-01"}, "query.until"),
        ({"since": "2026-01-02T00:00:00Z", "until": "2026-01-01T00:00:00Z"}, "query.since"),
        ({"since": "2999-01-01T00:00:00Z"}, "query.since"),  # after the default until, now
        ({"user_id": "u" * 201}, "query.user_id"),
        ({"node": "hotpath"}, "query.node"),
    ],
)
async def test_bad_parameters_are_422(
    client: httpx.AsyncClient, params: dict[str, str], field: str
) -> None:
    response = await client.get("/stats", params=params)
    assert response.status_code == 422, response.text
    assert response.headers["content-type"] == "application/problem+json"
    assert field in [error["field"] for error in response.json()["errors"]]
