"""API keys and tenant isolation: another tenant's memory does not exist for you."""

import httpx
import pytest

from app.db.uow import UnitOfWorkFactory
from app.services.principal import keys
from tests.fixtures.factories import name_payload, unique


async def _token(uow_factory: UnitOfWorkFactory, tenant: str) -> dict[str, str]:
    issued = await keys.create_key(tenant, None, uow_factory=uow_factory)
    return {"Authorization": f"Bearer {issued.token}"}


async def test_open_until_the_first_key_exists(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    assert (await client.get("/memory")).status_code == 200
    await _token(uow_factory, "acme")
    response = await client.get("/memory")
    assert response.status_code == 401
    assert response.headers["content-type"] == "application/problem+json"
    assert response.headers["www-authenticate"] == "Bearer"


@pytest.mark.parametrize(
    "token", ["nonsense", "plm_abc", "plm_000000000000_wrongsecret", "Basic dXNlcjpwYXNz"]
)
async def test_wrong_keys_are_refused(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory, token: str
) -> None:
    await _token(uow_factory, "acme")
    response = await client.get("/memory", headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 401


async def test_a_revoked_key_is_refused(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    issued = await keys.create_key("acme", "ci", uow_factory=uow_factory)
    await keys.create_key("acme", "other", uow_factory=uow_factory)
    await keys.revoke_key(issued.key.id, uow_factory=uow_factory)
    response = await client.get("/memory", headers={"Authorization": f"Bearer {issued.token}"})
    assert response.status_code == 401


async def test_keys_are_stored_only_as_slow_hashes(uow_factory: UnitOfWorkFactory) -> None:
    issued = await keys.create_key("acme", None, uow_factory=uow_factory)
    [stored] = [
        k for k in await keys.list_keys("acme", uow_factory=uow_factory) if k.id == issued.key.id
    ]
    secret = issued.token.split("_", 2)[2]  # plm_<key id>_<secret>; the secret may hold "_"
    assert secret not in stored.secret_hash
    assert stored.secret_hash.startswith("scrypt$")


async def test_tenants_cannot_see_change_or_delete_each_other(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    alice, bob = await _token(uow_factory, "tenant-a"), await _token(uow_factory, "tenant-b")
    user = unique("u")
    created = await client.post("/memory", json=name_payload(user, "张三"), headers=alice)
    assert created.status_code == 201
    memory_id = created.json()["memory"]["id"]

    for method, path in [
        ("GET", f"/memory/{memory_id}"),
        ("GET", f"/memory/{memory_id}/history"),
        ("DELETE", f"/memory/{memory_id}"),
        ("POST", f"/memory/{memory_id}/restore"),
    ]:
        response = await client.request(method, path, headers=bob)
        assert response.status_code == 404, (method, path)
        assert "tenant" not in response.text.lower()

    listed = await client.get(
        "/memory", params={"user_id": user, "include_inactive": True}, headers=bob
    )
    assert listed.json()["items"] == []
    hijack = await client.post(
        "/memory", json={**name_payload(user, "李四"), "supersedes": memory_id}, headers=bob
    )
    assert hijack.status_code == 404
    # The same user id and key in another tenant is a separate memory, not a conflict.
    separate = await client.post("/memory", json=name_payload(user, "李四"), headers=bob)
    assert separate.json()["action"] == "ADD"

    mine = await client.get(f"/memory/{memory_id}", headers=alice)
    assert mine.status_code == 200
    assert (mine.json()["value"], mine.json()["status"]) == ("张三", "active")
