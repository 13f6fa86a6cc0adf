"""Consent for sensitive keys end to end: the user's own word applies, an agent's inference
waits as a proposal until the user approves or rejects it, or it expires."""

from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.db.uow import UnitOfWorkFactory
from app.services.principal import keys
from app.services.write import consent
from tests.fixtures.factories import name_payload, unique, write

PROBLEM = "application/problem+json"


async def _values(client: httpx.AsyncClient, user: str, key: str = "preferred_name") -> list[Any]:
    listed = await client.get("/memory", params={"user_id": user, "key": key})
    assert listed.status_code == 200, listed.text
    return [m["value"] for m in listed.json()["items"]]


async def _events(client: httpx.AsyncClient, memory_id: str) -> list[dict[str, Any]]:
    history = await client.get(f"/memory/{memory_id}/history")
    assert history.status_code == 200, history.text
    events: list[dict[str, Any]] = history.json()["events"]
    return events


async def _proposals(connection: AsyncConnection, user: str) -> int:
    count = await connection.scalar(
        text("SELECT count(*) FROM consent_proposals WHERE user_id = :u"), {"u": user}
    )
    return int(count or 0)


async def _token(uow_factory: UnitOfWorkFactory, tenant: str) -> dict[str, str]:
    issued = await keys.create_key(tenant, None, uow_factory=uow_factory)
    return {"Authorization": f"Bearer {issued.token}"}


async def _held(
    client: httpx.AsyncClient, user: str, *, role: str = "assistant"
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The user set 张三; an agent then inferred 李四: (the kept memory, the write's answer)."""
    kept = await write(client, expect=201, **name_payload(user, "张三", role="user"))
    held = await write(client, expect=200, **name_payload(user, "李四", role=role))
    return kept["memory"], held


@pytest.mark.parametrize("role", ["user", None])
async def test_the_users_own_change_applies_at_once(
    client: httpx.AsyncClient, connection: AsyncConnection, role: str | None
) -> None:
    user = unique("u")
    first = await write(client, expect=201, **name_payload(user, "张三", role=role))
    second = await write(client, expect=201, **name_payload(user, "李四", role=role))
    assert second["action"] == "UPDATE"
    assert second["superseded"][0]["id"] == first["memory"]["id"]
    assert second["consent_proposal"] is None
    assert await _values(client, user) == ["李四"]
    assert await _proposals(connection, user) == 0


@pytest.mark.parametrize("role", ["assistant", "system"])
async def test_an_inferred_change_waits_for_consent(
    client: httpx.AsyncClient, connection: AsyncConnection, role: str
) -> None:
    user = unique("u")
    kept, held = await _held(client, user, role=role)

    assert held["action"] == "NOOP"
    assert held["reason"].startswith("consent required")
    assert held["memory"]["id"] == kept["id"]
    assert held["superseded"] == []
    proposal = held["consent_proposal"]
    assert proposal["status"] == "pending"
    assert proposal["id"].startswith("cp_")
    assert await _values(client, user) == ["张三"]
    assert await _proposals(connection, user) == 1

    # The kept memory's history says what was proposed and where it waits.
    last = (await _events(client, kept["id"]))[-1]
    assert last["event"] == "REJECT"
    assert last["meta"]["reason"] == "awaiting consent"
    assert last["meta"]["consent_proposal"] == proposal["id"]
    assert last["meta"]["proposed"] == {"text": "Call me 李四", "value": "李四", "confidence": 0.9}

    stored = (await client.get(f"/consent/{proposal['id']}")).json()
    assert stored["user_id"] == user
    assert stored["memory_id"] == kept["id"]
    assert stored["key"] == "preferred_name"
    assert stored["status"] == "pending"
    assert stored["proposal"]["value"] == "李四"
    assert stored["proposal"]["request"]["role"] == role
    assert stored["decided_at"] is None
    created, expires = (datetime.fromisoformat(stored[f]) for f in ("created_at", "expires_at"))
    assert expires - created == timedelta(days=7)
    assert datetime.fromisoformat(proposal["expires_at"]) == expires

    listed = (await client.get("/consent", params={"user_id": user})).json()
    assert [p["id"] for p in listed["items"]] == [proposal["id"]]
    assert listed["next_cursor"] is None


async def test_approval_supersedes_the_kept_value(client: httpx.AsyncClient) -> None:
    user = unique("u")
    kept, held = await _held(client, user)
    proposal_id = held["consent_proposal"]["id"]

    response = await client.post(f"/consent/{proposal_id}/approve")

    assert response.status_code == 200, response.text
    body = response.json()
    assert body["proposal"]["status"] == "approved"
    assert body["proposal"]["decided_by"] == keys.OPEN_TENANT
    assert body["proposal"]["decided_at"] is not None
    result = body["result"]
    assert result["action"] == "UPDATE"
    assert result["superseded"][0]["id"] == kept["id"]
    assert result["memory"]["value"] == "李四"
    assert result["memory"]["version"] == 2
    assert result["consent_proposal"]["status"] == "approved"
    assert await _values(client, user) == ["李四"]

    events = await _events(client, kept["id"])
    assert [e["event"] for e in events] == ["ADD", "REJECT", "UPDATE"]
    assert events[-1]["old_ref"] == kept["id"]
    assert events[-1]["meta"]["consent_proposal"] == proposal_id
    assert events[-1]["meta"]["decision"] == "approved"
    assert events[-1]["meta"]["value"] == {"old": "张三", "new": "李四"}

    pending = (await client.get("/consent", params={"user_id": user})).json()["items"]
    assert pending == []
    approved = await client.get("/consent", params={"user_id": user, "status": "approved"})
    assert [p["id"] for p in approved.json()["items"]] == [proposal_id]

    for decision in ("approve", "reject"):
        again = await client.post(f"/consent/{proposal_id}/{decision}")
        assert again.status_code == 409, decision
        assert again.headers["content-type"] == PROBLEM
        assert "already approved" in again.json()["detail"]


async def test_rejection_keeps_the_value_and_records_the_decision(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    kept, held = await _held(client, user)
    proposal_id = held["consent_proposal"]["id"]

    response = await client.post(f"/consent/{proposal_id}/reject")

    assert response.status_code == 200, response.text
    body = response.json()
    assert body["proposal"]["status"] == "rejected"
    assert body["proposal"]["decided_by"] == keys.OPEN_TENANT
    assert body["result"] is None
    assert await _values(client, user) == ["张三"]
    events = await _events(client, kept["id"])
    assert [e["event"] for e in events] == ["ADD", "REJECT", "REJECT"]
    assert events[-1]["meta"]["decision"] == "rejected"
    assert events[-1]["meta"]["consent_proposal"] == proposal_id
    assert events[-1]["meta"]["proposed"]["value"] == "李四"

    approve = await client.post(f"/consent/{proposal_id}/approve")
    assert approve.status_code == 409
    assert "already rejected" in approve.json()["detail"]
    assert await _values(client, user) == ["张三"]


async def test_consent_true_applies_an_inferred_change_at_once(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    kept = await write(client, expect=201, **name_payload(user, "张三", role="user"))
    result = await write(
        client, expect=201, **name_payload(user, "李四", role="assistant", consent=True)
    )
    assert result["action"] == "UPDATE"
    assert result["superseded"][0]["id"] == kept["memory"]["id"]
    assert result["consent_proposal"] is None
    assert await _values(client, user) == ["李四"]
    assert await _proposals(connection, user) == 0


async def test_a_first_value_inferred_by_an_agent_applies(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    result = await write(client, expect=201, **name_payload(user, "李四", role="assistant"))
    assert result["action"] == "ADD"
    assert result["consent_proposal"] is None
    assert await _values(client, user) == ["李四"]
    assert await _proposals(connection, user) == 0


async def test_the_same_value_inferred_again_is_reinforced_without_a_proposal(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    kept = await write(client, expect=201, **name_payload(user, "张三", role="user"))
    again = await write(client, expect=200, **name_payload(user, "张三", role="assistant"))
    assert again["action"] == "NOOP"
    assert again["consent_proposal"] is None
    assert [e["event"] for e in await _events(client, kept["memory"]["id"])] == ["ADD", "NOOP"]
    assert await _proposals(connection, user) == 0


async def test_a_benign_key_inferred_by_an_agent_applies(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    tone = {"user_id": user, "type": "preference", "key": "tone", "role": "assistant"}
    first = await write(client, expect=201, text="User likes a formal tone", value="formal", **tone)
    second = await write(
        client, expect=201, text="User likes a casual tone", value="casual", **tone
    )
    assert second["action"] == "UPDATE"
    assert second["superseded"][0]["id"] == first["memory"]["id"]
    assert await _values(client, user, key="tone") == ["casual"]
    assert await _proposals(connection, user) == 0


@pytest.mark.parametrize("how", ["query", "body"])
async def test_a_dry_run_explains_but_opens_no_proposal(
    client: httpx.AsyncClient, connection: AsyncConnection, how: str
) -> None:
    user = unique("u")
    kept = await write(client, expect=201, **name_payload(user, "张三", role="user"))
    payload = name_payload(user, "李四", role="assistant")
    if how == "body":
        response = await client.post("/memory", json={**payload, "dry_run": True})
    else:
        response = await client.post("/memory", json=payload, params={"dry_run": "true"})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["dry_run"] is True
    assert body["action"] == "NOOP"
    assert body["reason"].startswith("consent required")
    assert body["consent_proposal"]["status"] == "pending"  # what would have been opened
    assert await _proposals(connection, user) == 0
    assert (await client.get(f"/consent/{body['consent_proposal']['id']}")).status_code == 404
    assert [e["event"] for e in await _events(client, kept["memory"]["id"])] == ["ADD"]


async def test_proposals_expire_when_the_job_runs(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    user = unique("u")
    _, held = await _held(client, user)
    proposal_id = held["consent_proposal"]["id"]
    expires_at = datetime.fromisoformat(held["consent_proposal"]["expires_at"])

    early = await consent.expire_proposals(
        uow_factory=uow_factory, now=expires_at - timedelta(seconds=1)
    )
    assert early == 0
    assert (await client.get(f"/consent/{proposal_id}")).json()["status"] == "pending"

    later = expires_at + timedelta(days=1)
    assert await consent.expire_proposals(uow_factory=uow_factory, now=later) == 1
    assert await consent.expire_proposals(uow_factory=uow_factory, now=later) == 0  # idempotent

    stored = (await client.get(f"/consent/{proposal_id}")).json()
    assert stored["status"] == "expired"
    assert datetime.fromisoformat(stored["decided_at"]) == expires_at
    assert stored["decided_by"] is None
    expired = await client.get("/consent", params={"user_id": user, "status": "expired"})
    assert [p["id"] for p in expired.json()["items"]] == [proposal_id]

    approve = await client.post(f"/consent/{proposal_id}/approve")
    assert approve.status_code == 409
    assert approve.headers["content-type"] == PROBLEM
    assert "expired" in approve.json()["detail"]
    assert await _values(client, user) == ["张三"]


async def test_an_overdue_proposal_cannot_be_decided_before_the_job_runs(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    _, held = await _held(client, user)
    proposal_id = held["consent_proposal"]["id"]
    await connection.execute(
        text("UPDATE consent_proposals SET expires_at = now() - interval '1 minute' WHERE id = :i"),
        {"i": proposal_id},
    )
    for decision in ("approve", "reject"):
        response = await client.post(f"/consent/{proposal_id}/{decision}")
        assert response.status_code == 409, decision
        assert "expired" in response.json()["detail"]
    assert await _values(client, user) == ["张三"]
    # Read after its time, it shows as expired, whenever the job last ran.
    assert (await client.get(f"/consent/{proposal_id}")).json()["status"] == "expired"
    assert (await client.get("/consent", params={"user_id": user})).json()["items"] == []


async def test_approval_applies_the_change_even_if_the_value_moved_on(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    _, held = await _held(client, user)
    meanwhile = await write(client, expect=201, **name_payload(user, "王五", role="user"))
    approved = await client.post(f"/consent/{held['consent_proposal']['id']}/approve")
    assert approved.status_code == 200, approved.text
    result = approved.json()["result"]
    assert result["action"] == "UPDATE"
    assert result["superseded"][0]["id"] == meanwhile["memory"]["id"]
    assert await _values(client, user) == ["李四"]


async def test_listing_filters_by_user_and_status_and_pages(client: httpx.AsyncClient) -> None:
    user, other = unique("u"), unique("u")
    for key, old, new in [("city", "Berlin", "Paris"), ("language", "de", "fr")]:
        for value, role in ((old, "user"), (new, "assistant")):
            await write(
                client, user_id=user, key=key, value=value, text=f"{key}: {value}", role=role
            )
    await _held(client, user)
    await _held(client, other)

    first = (await client.get("/consent", params={"user_id": user, "limit": 2})).json()
    assert len(first["items"]) == 2
    assert first["next_cursor"] is not None
    rest = await client.get(
        "/consent", params={"user_id": user, "limit": 2, "cursor": first["next_cursor"]}
    )
    page = rest.json()
    assert page["next_cursor"] is None
    items = first["items"] + page["items"]
    assert [p["key"] for p in items] == ["preferred_name", "language", "city"]  # newest first
    assert {p["user_id"] for p in items} == {user}
    everyone = (await client.get("/consent", params={"limit": 200})).json()["items"]
    assert {user, other} <= {p["user_id"] for p in everyone}
    assert all(p["status"] == "pending" for p in everyone)


@pytest.mark.parametrize(
    "params", [{"status": "maybe"}, {"limit": 0}, {"cursor": "nonsense!"}, {"colour": "red"}]
)
async def test_bad_listing_parameters_are_a_422(
    client: httpx.AsyncClient, params: dict[str, Any]
) -> None:
    response = await client.get("/consent", params=params)
    assert response.status_code == 422
    assert response.headers["content-type"] == PROBLEM


async def test_an_unknown_proposal_is_a_404(client: httpx.AsyncClient) -> None:
    for method, path in [
        ("GET", "/consent/cp_nope"),
        ("POST", "/consent/cp_nope/approve"),
        ("POST", "/consent/cp_nope/reject"),
    ]:
        response = await client.request(method, path)
        assert response.status_code == 404, (method, path)
        assert response.headers["content-type"] == PROBLEM
        assert response.json()["title"] == "Consent proposal not found"


async def test_another_tenants_proposal_does_not_exist_for_you(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    alice, bob = [await _token(uow_factory, t) for t in ("tenant-a", "tenant-b")]
    user = unique("u")
    created = await client.post("/memory", json=name_payload(user, "张三"), headers=alice)
    assert created.status_code == 201
    held = await client.post(
        "/memory", json=name_payload(user, "李四", role="assistant"), headers=alice
    )
    proposal_id = held.json()["consent_proposal"]["id"]

    for method, path in [
        ("GET", f"/consent/{proposal_id}"),
        ("POST", f"/consent/{proposal_id}/approve"),
        ("POST", f"/consent/{proposal_id}/reject"),
    ]:
        response = await client.request(method, path, headers=bob)
        assert response.status_code == 404, (method, path)
        assert "tenant" not in response.text.lower()
    assert (await client.get("/consent", headers=bob)).json()["items"] == []

    # Still pending for its own tenant, and decidable there.
    mine = await client.get(f"/consent/{proposal_id}", headers=alice)
    assert mine.json()["status"] == "pending"
    approved = await client.post(f"/consent/{proposal_id}/approve", headers=alice)
    assert approved.status_code == 200
    assert approved.json()["proposal"]["decided_by"] != keys.OPEN_TENANT


async def test_a_name_correction_in_the_users_own_words_applies(client: httpx.AsyncClient) -> None:
    """The rules extractor reads only the user's messages: what it finds is their statement."""
    user = unique("u")
    for content in ("以后请叫我张三", "其实还是叫我李四吧"):
        response = await client.post(
            "/memory",
            json={"user_id": user, "messages": [{"role": "user", "content": content}]},
        )
        assert response.status_code == 201, response.text
    [result] = response.json()["results"]
    assert result["action"] == "UPDATE"
    assert result["consent_proposal"] is None
    assert await _values(client, user) == ["李四"]


async def test_an_inferred_manual_supersession_of_a_sensitive_value_is_held(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    kept = (await write(client, expect=201, **name_payload(user, "张三", role="user")))["memory"]
    payload = name_payload(user, "李四", role="assistant", supersedes=kept["id"])
    held = await write(client, expect=200, **payload)
    assert held["action"] == "NOOP"
    assert held["consent_proposal"]["status"] == "pending"
    assert await _values(client, user) == ["张三"]

    approved = await client.post(f"/consent/{held['consent_proposal']['id']}/approve")
    assert approved.status_code == 200, approved.text
    assert approved.json()["result"]["reason"] == f"explicitly supersedes {kept['id']}"
    assert await _values(client, user) == ["李四"]


async def test_the_contract_is_documented(client: httpx.AsyncClient) -> None:
    spec = (await client.get("/openapi.json")).json()
    assert {"/consent", "/consent/{proposal_id}", "/consent/{proposal_id}/approve"} <= set(
        spec["paths"]
    )
    schemas = spec["components"]["schemas"]
    for name in ("ConsentProposalRead", "ConsentPage", "ConsentDecisionRead"):
        assert schemas[name].get("examples"), name
    assert "consent" in schemas["MemoryCreate"]["properties"]
    assert "consent_proposal" in schemas["WriteResult"]["properties"]
    approve = spec["paths"]["/consent/{proposal_id}/approve"]["post"]
    assert {"404", "409"} <= set(approve["responses"])
