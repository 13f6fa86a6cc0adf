"""Listing, filtering, pagination and single reads."""

import httpx
import pytest

from tests.fixtures.factories import name_payload, unique, write


async def test_list_serves_current_versions_unless_asked_for_all(client: httpx.AsyncClient) -> None:
    user = unique("u")
    for name in ("张三", "李四", "王五"):
        assert (await client.post("/memory", json=name_payload(user, name))).status_code == 201
    deleted = await write(client, user_id=user, text="User owns a bike")
    await client.delete(f"/memory/{deleted['memory']['id']}")

    current = (await client.get("/memory", params={"user_id": user})).json()["items"]
    everything = (
        await client.get("/memory", params={"user_id": user, "include_inactive": "true"})
    ).json()["items"]

    assert [m["value"] for m in current] == ["王五"]
    assert sorted(m["status"] for m in everything) == [
        "active",
        "deleted",
        "superseded",
        "superseded",
    ]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("scope", "work"),
        ("type", "decision"),
        ("category", "tasks"),
        ("key", "editor"),
        ("project_id", "p_9"),
        ("agent_id", "planner"),
        ("thread_id", "t_9"),
    ],
)
async def test_each_filter_selects_only_matching_memories(
    client: httpx.AsyncClient, field: str, value: str
) -> None:
    user = unique("u")
    response = await client.post(
        "/memory", json={"user_id": user, "text": "matching", field: value}
    )
    match = response.json()
    await write(client, user_id=user, text="other memory")
    found = (await client.get("/memory", params={"user_id": user, field: value})).json()["items"]
    assert [m["id"] for m in found] == [match["memory"]["id"]]


async def test_user_filter_separates_people(client: httpx.AsyncClient) -> None:
    a, b = unique("u"), unique("u")
    await write(client, user_id=a, text="A likes tea")
    await write(client, user_id=b, text="B likes coffee")
    found = (await client.get("/memory", params={"user_id": a})).json()["items"]
    assert [m["text"] for m in found] == ["A likes tea"]


async def test_pagination_walks_every_memory_once_newest_first(client: httpx.AsyncClient) -> None:
    user = unique("u")
    written = [
        (await write(client, user_id=user, text=f"fact number {i}"))["memory"]["id"]
        for i in range(7)
    ]
    seen: list[str] = []
    cursor = None
    pages = 0
    while True:
        params: dict[str, str | int] = {"user_id": user, "limit": 3}
        if cursor:
            params["cursor"] = cursor
        page = (await client.get("/memory", params=params)).json()
        seen += [m["id"] for m in page["items"]]
        pages += 1
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert pages == 3
    assert seen == list(reversed(written))


async def test_a_forged_cursor_is_a_422_naming_the_cursor(client: httpx.AsyncClient) -> None:
    response = await client.get("/memory", params={"cursor": "not-a-cursor!"})
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "query.cursor"


async def test_get_returns_any_version(client: httpx.AsyncClient) -> None:
    user = unique("u")
    first = await write(client, **name_payload(user, "张三"))
    await write(client, **name_payload(user, "李四"))
    old = (await client.get(f"/memory/{first['memory']['id']}")).json()
    assert old["value"] == "张三"
    assert old["status"] == "superseded"
    assert old["is_active"] is False


async def test_category_defaults_from_type(client: httpx.AsyncClient) -> None:
    user = unique("u")
    cases = {
        "fact": "profile",
        "preference": "preferences",
        "decision": "decisions",
        "episodic": "event",
    }
    for memory_type, category in cases.items():
        body = await write(client, user_id=user, text=f"a {memory_type}", type=memory_type)
        assert body["memory"]["category"] == category
