"""Supervisor checkpoints: saved whole, replaced by the next save, private to a tenant, and
still there after the server restarts."""

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.db.uow import UnitOfWorkFactory
from app.schemas.checkpoints import MAX_STATE_BYTES
from app.services.principal import keys
from tests.fixtures.factories import unique
from tests.fixtures.server import serving

STATE: dict[str, Any] = {
    "graph": {"node": "planner", "step": 3, "next": ["executor"]},
    "messages": [{"role": "user", "content": "叫我李四"}],
    "scores": [0.5, 1, None, True],
    "empty": {},
}


def _path(user: str, thread: str = "t_1") -> str:
    return f"/checkpoints/{user}/{thread}"


def _time(value: str) -> datetime:
    return datetime.fromisoformat(value)


async def _token(uow_factory: UnitOfWorkFactory, tenant: str) -> dict[str, str]:
    issued = await keys.create_key(tenant, None, uow_factory=uow_factory)
    return {"Authorization": f"Bearer {issued.token}"}


async def _rows(connection: AsyncConnection) -> int:
    return int(await connection.scalar(text("SELECT count(*) FROM checkpoints")) or 0)


async def test_save_then_load_round_trips_the_state(client: httpx.AsyncClient) -> None:
    user = unique("u")
    saved = await client.put(_path(user), json={"state": STATE})
    assert saved.status_code == 200, saved.text
    body = saved.json()
    assert (body["user_id"], body["thread_id"], body["state"]) == (user, "t_1", STATE)
    assert body["created_at"] == body["updated_at"]

    loaded = await client.get(_path(user))
    assert loaded.status_code == 200
    assert loaded.json() == body


async def test_a_save_replaces_the_state_and_keeps_created_at(client: httpx.AsyncClient) -> None:
    user = unique("u")
    first = (await client.put(_path(user), json={"state": STATE})).json()
    second = (await client.put(_path(user), json={"state": {"graph": {"step": 4}}})).json()
    assert second["state"] == {"graph": {"step": 4}}  # replaced whole, not merged
    assert second["created_at"] == first["created_at"]
    assert _time(second["updated_at"]) > _time(first["updated_at"])
    assert (await client.get(_path(user))).json() == second


async def test_threads_and_users_are_separate(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await client.put(_path(user, "t_a"), json={"state": {"n": "a"}})
    await client.put(_path(user, "t_b"), json={"state": {"n": "b"}})
    assert (await client.get(_path(user, "t_a"))).json()["state"] == {"n": "a"}
    assert (await client.get(_path(user, "t_b"))).json()["state"] == {"n": "b"}
    assert (await client.get(_path(unique("u"), "t_a"))).status_code == 404


async def test_load_before_any_save_is_404(client: httpx.AsyncClient) -> None:
    response = await client.get(_path(unique("u")))
    assert response.status_code == 404
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["title"] == "Checkpoint not found"


async def test_delete_is_idempotent(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await client.put(_path(user), json={"state": STATE})
    assert (await client.delete(_path(user))).status_code == 204
    assert (await client.get(_path(user))).status_code == 404
    assert (await client.delete(_path(user))).status_code == 204


async def test_another_tenant_sees_nothing(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    alice, bob = await _token(uow_factory, "tenant-a"), await _token(uow_factory, "tenant-b")
    user = unique("u")
    assert (await client.put(_path(user), json={"state": STATE}, headers=alice)).status_code == 200

    assert (await client.get(_path(user), headers=bob)).status_code == 404
    assert (await client.delete(_path(user), headers=bob)).status_code == 204
    # Bob's save under the same ids is his own checkpoint, not a replacement of Alice's.
    await client.put(_path(user), json={"state": {"bob": True}}, headers=bob)
    assert (await client.get(_path(user), headers=alice)).json()["state"] == STATE
    assert (await client.get(_path(user), headers=bob)).json()["state"] == {"bob": True}
    assert (await client.get(_path(user))).status_code == 401


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({}, "body.state"),
        ({"state": None}, "body.state"),
        ({"state": []}, "body.state"),
        ({"state": "text"}, "body.state"),
        ({"state": {"k": "nul \u0000 inside"}}, "body.state"),
        ({"state": {"nul \u0000 key": 1}}, "body.state"),
        ({"state": {"deep": [{"x": float("nan")}]}}, "body.state"),
        ({"state": {"x": float("inf")}}, "body.state"),
        ({"state": {"big": "x" * MAX_STATE_BYTES}}, "body.state"),
        ({"state": {}, "extra": 1}, "body.extra"),
    ],
)
async def test_bad_bodies_are_422_and_store_nothing(
    client: httpx.AsyncClient, connection: AsyncConnection, payload: dict[str, Any], field: str
) -> None:
    user = unique("u")
    # json.dumps, not httpx's json=: it writes NaN and Infinity as Python's JSON parser reads them.
    response = await client.put(
        _path(user), content=json.dumps(payload), headers={"content-type": "application/json"}
    )
    assert response.status_code == 422, response.text
    assert response.headers["content-type"] == "application/problem+json"
    assert field in [error["field"] for error in response.json()["errors"]]
    assert await _rows(connection) == 0


async def test_a_state_just_under_the_cap_is_stored(client: httpx.AsyncClient) -> None:
    # Compact serialisation of {"big":"…"} adds 10 bytes to the string.
    state = {"big": "x" * (MAX_STATE_BYTES - 10)}
    response = await client.put(_path(unique("u")), json={"state": state})
    assert response.status_code == 200, response.text[:200]


@pytest.mark.parametrize(("user", "thread"), [("u%00x", "t"), ("u", "t%0Ax"), ("u" * 201, "t")])
async def test_bad_ids_are_422(
    client: httpx.AsyncClient, connection: AsyncConnection, user: str, thread: str
) -> None:
    response = await client.put(_path(user, thread), json={"state": STATE})
    assert response.status_code == 422, response.text
    assert await _rows(connection) == 0


def test_a_checkpoint_survives_a_restart(scratch_database_url: str, tmp_path: Path) -> None:
    env = {"DATABASE_URL": scratch_database_url, "PALIMPSEST_DATA_DIR": str(tmp_path)}
    with serving(env) as base_url:
        saved = httpx.put(f"{base_url}{_path('u_restart')}", json={"state": STATE}, timeout=30)
        assert saved.status_code == 200, saved.text
    with serving(env) as base_url:
        loaded = httpx.get(f"{base_url}{_path('u_restart')}", timeout=30)
    assert loaded.status_code == 200, loaded.text
    assert loaded.json() == saved.json()
