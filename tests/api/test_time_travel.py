"""Both time axes: valid time (`as_of`: what held in the world) and transaction time
(`known_at`: what the service believed), over a three-step timeline."""

from datetime import datetime, timedelta
from typing import Any

import httpx

from tests.fixtures.factories import unique, write

JAN, MAR, JUN = "2026-01-01T00:00:00Z", "2026-03-01T00:00:00Z", "2026-06-01T00:00:00Z"


def _before(stamp: str) -> str:
    return (datetime.fromisoformat(stamp) - timedelta(microseconds=1)).isoformat()


async def _held(client: httpx.AsyncClient, user: str, **params: str) -> list[str]:
    response = await client.get("/memory", params={"user_id": user, **params})
    assert response.status_code == 200, response.text
    return [m["value"] for m in response.json()["items"]]


async def _timeline(client: httpx.AsyncClient) -> tuple[str, list[dict[str, Any]]]:
    user = unique("u")
    versions = []
    for city, since in [("Portland", JAN), ("Denver", MAR), ("Seattle", JUN)]:
        body = await write(
            client, user_id=user, text=f"User lives in {city}", key="city", value=city,
            valid_from=since,
        )  # fmt: skip
        versions.append(body["memory"])
    return user, versions


async def test_as_of_answers_what_held_in_the_world(client: httpx.AsyncClient) -> None:
    user, _ = await _timeline(client)
    assert await _held(client, user, as_of="2025-12-31T00:00:00Z") == []
    assert await _held(client, user, as_of="2026-02-01T00:00:00Z") == ["Portland"]
    assert await _held(client, user, as_of=MAR) == ["Denver"]  # valid_from is inclusive
    assert await _held(client, user, as_of="2026-04-15T00:00:00Z") == ["Denver"]
    assert await _held(client, user, as_of="2026-07-01T00:00:00Z") == ["Seattle"]
    assert await _held(client, user) == ["Seattle"]


async def test_known_at_answers_what_the_service_believed(client: httpx.AsyncClient) -> None:
    user, versions = await _timeline(client)
    created = [v["created_at"] for v in versions]
    assert await _held(client, user, known_at=_before(created[0])) == []
    assert await _held(client, user, known_at=created[0]) == ["Portland"]
    assert await _held(client, user, known_at=_before(created[2])) == ["Denver"]
    assert await _held(client, user, known_at=created[2]) == ["Seattle"]


async def test_both_axes_together(client: httpx.AsyncClient) -> None:
    user, versions = await _timeline(client)
    before_seattle = _before(versions[2]["created_at"])
    # Before Seattle was recorded, Denver was believed to hold from March on, open-ended.
    assert await _held(client, user, as_of="2026-07-01T00:00:00Z", known_at=before_seattle) == [
        "Denver"
    ]
    assert await _held(client, user, as_of="2026-02-01T00:00:00Z", known_at=before_seattle) == [
        "Portland"
    ]


async def test_deleted_memories_leave_valid_time_but_not_past_beliefs(
    client: httpx.AsyncClient,
) -> None:
    user, versions = await _timeline(client)
    deleted = await client.delete(f"/memory/{versions[2]['id']}")
    assert deleted.status_code == 200
    assert await _held(client, user, as_of="2026-07-01T00:00:00Z") == []
    assert await _held(client, user, known_at=versions[2]["created_at"]) == ["Seattle"]
