"""The web UI's server side, in process (no browser): pages, sessions, CSRF, tenancy."""

import re
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest

from app.db.uow import UnitOfWorkFactory
from app.services.principal import keys
from app.ui.pages import ago
from tests.fixtures.factories import name_payload, unique, write

CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')


async def _token(uow_factory: UnitOfWorkFactory, tenant: str) -> str:
    return (await keys.create_key(tenant, None, uow_factory=uow_factory)).token


async def _csrf(client: httpx.AsyncClient, path: str) -> str:
    page = await client.get(path)
    assert page.status_code == 200, page.text
    found = CSRF.search(page.text)
    assert found is not None
    return found.group(1)


async def _login(client: httpx.AsyncClient, token: str) -> httpx.Response:
    csrf = await _csrf(client, "/ui/login")
    return await client.post(
        "/ui/login", data={"csrf_token": csrf, "key": token, "next": "/ui/memories"}
    )


async def _chain(client: httpx.AsyncClient, user: str, **auth: Any) -> list[str]:
    ids = []
    for name in ("张三", "李四", "王五"):
        response = await client.post("/memory", json=name_payload(user, name), **auth)
        assert response.status_code == 201, response.text
        ids.append(response.json()["memory"]["id"])
    return ids


async def test_the_three_views_of_a_changed_name(client: httpx.AsyncClient) -> None:
    user = unique("u")
    v1, v2, v3 = await _chain(client, user)

    listed = await client.get("/ui/memories", params={"user": user})
    assert listed.status_code == 200
    assert listed.headers["content-type"].startswith("text/html")
    assert "Call me 王五" in listed.text
    assert "Call me 张三" not in listed.text  # only what is current, by default
    assert ">v3<" in listed.text
    assert re.search(
        r"<time datetime=\"[^\"]+\" title=\"[^\"]+ UTC\">(just now|\d+s ago)", listed.text
    )

    every = await client.get("/ui/memories", params={"user": user, "status": "all"})
    assert every.text.count("badge--superseded") == 2

    detail = await client.get(f"/ui/memories/{v1}")
    assert "Superseded</span>" in detail.text
    assert f'href="/ui/memories/{v1}/history"' in detail.text

    history = await client.get(f"/ui/memories/{v3}/history")
    steps = re.findall(r'<li class="step step--(\w+)', history.text)
    assert steps == ["superseded", "superseded", "active"]
    names = re.findall(r'<span class="step-value">([^<]+)</span>', history.text)
    assert names == ["张三", "李四", "王五"]
    assert "latest wins" in history.text
    assert f'by <a href="/ui/memories/{v2}">v2</a>' in history.text


async def test_history_links_related_memories(client: httpx.AsyncClient) -> None:
    user = unique("u")
    alps = await write(client, user_id=user, text="I love hiking in the Alps", importance=0.8)
    swiss = await write(
        client, user_id=user, text="I love hiking in the Swiss Alps every summer", importance=0.8
    )
    history = await client.get(f"/ui/memories/{alps['memory']['id']}/history")
    assert "Linked memories" in history.text
    link = f'<a href="/ui/memories/{swiss["memory"]["id"]}">I love hiking in the Swiss Alps'
    assert link in history.text
    assert '<span class="relation">Related to</span>' in history.text


async def test_search_text_status_and_pages(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await _chain(client, user)
    await write(client, user_id=user, text="Prefers green tea in the morning")

    found = await client.get("/ui/memories", params={"user": user, "q": "GREEN TEA"})
    assert "Prefers green tea" in found.text
    assert "Call me" not in found.text
    old = await client.get("/ui/memories", params={"user": user, "status": "superseded"})
    assert "Call me 张三" in old.text
    assert "Call me 李四" in old.text
    assert "Call me 王五" not in old.text

    first = await client.get("/ui/memories", params={"user": user, "status": "all", "limit": 3})
    link = re.search(r'<a href="([^"]+)" rel="next">', first.text)
    assert link is not None
    second = await client.get(link.group(1).replace("&amp;", "&"))
    assert second.status_code == 200
    assert second.text.count('<td data-label="Text">') == 1
    assert 'rel="next"' not in second.text


async def test_unknown_ids_are_a_404_page(client: httpx.AsyncClient) -> None:
    for path in ("/ui/memories/mem_nope", "/ui/memories/mem_nope/history"):
        response = await client.get(path)
        assert response.status_code == 404
        assert response.headers["content-type"].startswith("text/html")
        assert "Memory not found" in response.text


async def test_invalid_filters_are_a_422_page(client: httpx.AsyncClient) -> None:
    for params in ({"status": "bogus"}, {"limit": "0"}, {"user": "tab\there"}):
        response = await client.get("/ui/memories", params=params)
        assert response.status_code == 422, params
        assert response.headers["content-type"].startswith("text/html")
        assert "Invalid input" in response.text


async def test_keys_require_a_login_and_show_one_tenant(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    acme, globex = await _token(uow_factory, "acme"), await _token(uow_factory, "globex")
    user = unique("u")
    ours = (await _chain(client, user, headers={"Authorization": f"Bearer {acme}"}))[-1]
    theirs = await client.post(
        "/memory",
        json=name_payload(user, "赵六"),
        headers={"Authorization": f"Bearer {globex}"},
    )

    anonymous = await client.get("/ui/memories")
    assert anonymous.status_code == 303
    assert anonymous.headers["location"] == "/ui/login?next=/ui/memories"

    refused = await _login(client, "plm_000000000000_wrong")
    assert refused.status_code == 401
    assert "plm_000000000000_wrong" not in refused.text
    assert "palimpsest_session" not in refused.headers.get("set-cookie", "")

    logged_in = await _login(client, acme)
    assert logged_in.status_code == 303
    cookie = logged_in.headers["set-cookie"]
    assert "palimpsest_session=" in cookie
    assert acme not in cookie  # the cookie is a signed session, not the key
    for flag in ("HttpOnly", "SameSite=strict", "Path=/ui"):
        assert flag.lower() in cookie.lower()

    listed = await client.get("/ui/memories", params={"user": user})
    assert "Call me 王五" in listed.text
    assert "赵六" not in listed.text
    assert 'class="tenant">acme<' in listed.text
    assert (await client.get(f"/ui/memories/{ours}")).status_code == 200
    other = await client.get(f"/ui/memories/{theirs.json()['memory']['id']}")
    assert other.status_code == 404
    assert "globex" not in other.text

    csrf = await _csrf(client, "/ui/memories")
    out = await client.post("/ui/logout", data={"csrf_token": csrf})
    assert out.status_code == 303
    assert (await client.get("/ui/memories")).status_code == 303


async def test_a_revoked_key_ends_its_sessions(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    issued = await keys.create_key("acme", None, uow_factory=uow_factory)
    await keys.create_key("acme", "spare", uow_factory=uow_factory)
    assert (await _login(client, issued.token)).status_code == 303
    assert (await client.get("/ui/memories")).status_code == 200
    await keys.revoke_key(issued.key.id, uow_factory=uow_factory)
    assert (await client.get("/ui/memories")).status_code == 303


async def test_forged_sessions_are_ignored(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    issued = await keys.create_key("acme", None, uow_factory=uow_factory)
    far = int((datetime.now(UTC) + timedelta(days=1)).timestamp())
    for value in (f"{issued.key.id}.{far}.forged", "garbage", f"{issued.key.id}.1.x", "..."):
        client.cookies.set("palimpsest_session", value, path="/ui")
        assert (await client.get("/ui/memories")).status_code == 303, value


async def test_the_session_cookie_is_secure_over_https(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    token = await _token(uow_factory, "acme")
    client.base_url = httpx.URL("https://palimpsest.test")
    response = await _login(client, token)
    assert response.status_code == 303
    assert "secure" in response.headers["set-cookie"].lower()


async def test_open_mode_needs_no_login(client: httpx.AsyncClient) -> None:
    response = await client.get("/ui/login", params={"next": "/ui/consent"})
    assert (response.status_code, response.headers["location"]) == (303, "/ui/consent")
    offsite = await client.get("/ui/login", params={"next": "//evil.example/ui"})
    assert offsite.headers["location"] == "/ui/memories"


async def _proposal(client: httpx.AsyncClient, user: str) -> str:
    await write(client, expect=201, **name_payload(user, "张三", role="user"))
    held = await write(client, expect=200, **name_payload(user, "李四", role="assistant"))
    proposal_id: str = held["consent_proposal"]["id"]
    return proposal_id


@pytest.mark.parametrize("decision", ["approve", "reject"])
async def test_decisions_need_the_csrf_token(client: httpx.AsyncClient, decision: str) -> None:
    user = unique("u")
    proposal_id = await _proposal(client, user)
    queue = await client.get("/ui/consent", params={"user": user})
    assert "preferred_name of" in queue.text
    assert "“李四”" in queue.text
    token = CSRF.search(queue.text)
    assert token is not None
    path = f"/ui/consent/{proposal_id}/{decision}"

    for data in ({}, {"csrf_token": "not-the-token"}):
        refused = await client.post(path, data=data)
        assert refused.status_code == 403, data
        assert "could not be verified" in refused.text
    cross_site = await client.post(
        path, data={"csrf_token": token.group(1)}, headers={"Sec-Fetch-Site": "cross-site"}
    )
    assert cross_site.status_code == 403
    pending = await client.get(f"/consent/{proposal_id}")
    assert pending.json()["status"] == "pending"

    decided = await client.post(path, data={"csrf_token": token.group(1)})
    assert decided.status_code == 303, decided.text
    status = (await client.get(f"/consent/{proposal_id}")).json()["status"]
    assert status == ("approved" if decision == "approve" else "rejected")
    again = await client.post(path, data={"csrf_token": token.group(1)})
    assert again.status_code == 409


async def test_login_needs_the_csrf_token(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    token = await _token(uow_factory, "acme")
    response = await client.post("/ui/login", data={"key": token})
    assert response.status_code == 403


async def test_pages_stay_out_of_the_openapi_document(client: httpx.AsyncClient) -> None:
    paths = (await client.get("/openapi.json")).json()["paths"]
    assert not [p for p in paths if p.startswith("/ui")]
    css = await client.get("/ui/static/ui.css")
    assert css.status_code == 200
    assert css.headers["content-type"].startswith("text/css")


def test_relative_times_read_like_speech() -> None:
    now = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)
    cases = {
        timedelta(seconds=2): "just now",
        timedelta(seconds=42): "42s ago",
        timedelta(minutes=2, seconds=30): "2m ago",
        timedelta(hours=5): "5h ago",
        timedelta(days=3): "3d ago",
        timedelta(days=70): "2mo ago",
        timedelta(days=800): "2y ago",
        -timedelta(minutes=1): "just now",
    }
    for delta, expected in cases.items():
        assert ago(now - delta, now) == expected, delta
    assert ago(None) == "never"
