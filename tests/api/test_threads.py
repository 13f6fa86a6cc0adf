"""Thread revisions: every change bumps the thread's revision by one, the delta header shows a
reader at most three bullets of what changed since it last looked, the change feed pages."""

import asyncio
from typing import Any

import httpx
import pytest

from app.db.uow import UnitOfWorkFactory
from app.services.principal import keys
from app.services.read import threads
from app.services.read.threads import Delta
from tests.fixtures.factories import name_payload, unique, write

MINUS = "\N{MINUS SIGN}"  # the header's removal symbol, U+2212, not "-"


async def _delta(
    uow_factory: UnitOfWorkFactory,
    thread_id: str,
    *,
    reader: str = "planner",
    since_rev: int | None = None,
    tenant: str = keys.OPEN_TENANT,
) -> Delta:
    async with uow_factory(tenant) as uow:
        return await threads.delta_header(
            uow, thread_id=thread_id, since_rev=since_rev, reader=reader
        )


async def _changes(client: httpx.AsyncClient, thread_id: str, **params: Any) -> dict[str, Any]:
    response = await client.get(f"/threads/{thread_id}/changes", params=params)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def _create(client: httpx.AsyncClient, thread_id: str, n: int) -> list[dict[str, Any]]:
    """n unrelated memories (one user each, so nothing is compared), one change each."""
    categories = ["goals", "tasks", "projects", "interests", "knowledge"]
    return [
        (
            await write(
                client,
                201,
                user_id=unique("u"),
                text=f"Memory number {i} of the thread",
                category=categories[i % len(categories)],
                importance=0.5,
                thread_id=thread_id,
            )
        )["memory"]
        for i in range(n)
    ]


async def test_each_write_bumps_the_revision_by_one_and_noops_do_not(
    client: httpx.AsyncClient,
) -> None:
    thread, user = unique("t"), unique("u")
    assert (await _changes(client, thread))["revision"] == 0
    for expected, text in enumerate(["User owns a bike", "User speaks Portuguese"], start=1):
        await write(client, 201, user_id=user, text=text, thread_id=thread)
        assert (await _changes(client, thread))["revision"] == expected

    again = await write(client, 200, user_id=user, text="User owns a bike", thread_id=thread)

    assert again["action"] == "NOOP"
    assert (await _changes(client, thread))["revision"] == 2


async def test_the_header_is_three_bullets_newest_first_in_the_spec_format(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    thread = unique("t")
    await write(
        client,
        201,
        user_id=unique("u"),
        text="Preferred name is Ana",
        type="preference",
        importance=0.6,
        thread_id=thread,
    )
    first = await _delta(uow_factory, thread, since_rev=0)
    assert first.lines == ["+created: [preferences] Preferred name is Ana (imp=0.6)"]
    assert first.render() == (
        "Memory updates since rev 0:\n- +created: [preferences] Preferred name is Ana (imp=0.6)"
    )

    created = await _create(client, thread, 4)
    delta = await _delta(uow_factory, thread, since_rev=0)

    assert (delta.revision, delta.since) == (5, 0)
    assert delta.lines == [
        f"+created: [{m['category']}] {m['text']} (imp=0.5)" for m in reversed(created[-3:])
    ]
    assert delta.lines[0] == "+created: [interests] Memory number 3 of the thread (imp=0.5)"


async def test_each_reader_is_served_once_and_since_rev_replays(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    thread = unique("t")
    created = await _create(client, thread, 2)
    both = [f"+created: [{m['category']}] {m['text']} (imp=0.5)" for m in reversed(created)]

    assert (await _delta(uow_factory, thread)).lines == both
    served = await _delta(uow_factory, thread)
    assert (served.lines, served.revision, served.since) == ([], 2, 2)
    assert (await _delta(uow_factory, thread, reader="stylist")).lines == both
    assert (await _delta(uow_factory, thread, reader="")).lines == both
    assert (await _delta(uow_factory, thread, since_rev=0)).lines == both
    assert (await _delta(uow_factory, thread, since_rev=1)).lines == both[:1]

    [third] = await _create(client, thread, 1)
    caught_up = await _delta(uow_factory, thread)
    assert caught_up.lines == [f"+created: [goals] {third['text']} (imp=0.5)"]
    assert (caught_up.revision, caught_up.since) == (3, 2)


async def test_update_delete_and_restore_show_one_line_per_memory(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    thread, user = unique("t"), unique("u")
    await write(client, 201, **name_payload(user, "Ana", thread_id=thread))
    updated = await write(client, 201, **name_payload(user, "Bea", thread_id=thread))
    assert updated["action"] == "UPDATE"

    # The update supersedes the created version: the memory's newest change wins.
    assert (await _delta(uow_factory, thread)).lines == ["↑updated: [preferences] Call me Bea"]

    memory_id = updated["memory"]["id"]
    assert (await client.delete(f"/memory/{memory_id}")).status_code == 200
    assert (await _delta(uow_factory, thread)).lines == [
        f"{MINUS}deleted: [preferences] Call me Bea"
    ]

    assert (await client.post(f"/memory/{memory_id}/restore")).status_code == 200
    assert (await _delta(uow_factory, thread)).lines == ["↺restored: [preferences] Call me Bea"]

    assert (await _delta(uow_factory, thread, since_rev=0)).lines == [
        "↺restored: [preferences] Call me Bea"
    ]
    events = [c["event"] for c in (await _changes(client, thread))["changes"]]
    assert events == ["created", "updated", "deleted", "restored"]


async def test_long_texts_are_cut_to_one_short_line(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    thread = unique("t")
    text = "User keeps a garden log with " + " ".join(f"plant{i}" for i in range(60))
    await write(client, 201, user_id=unique("u"), text=text, category="interests", thread_id=thread)

    [line] = (await _delta(uow_factory, thread)).lines

    shown = line.removeprefix("+created: [interests] ").removesuffix(" (imp=0.6)")
    assert len(shown) == threads.MAX_TEXT_CHARS
    assert shown.endswith("…")
    assert text.startswith(shown[:-1])


@pytest.mark.parametrize(
    ("event", "expected"),
    [
        ("merged", "↔merged: [health] Combined notes about lactose intolerance"),
        ("soft_deleted", f"{MINUS}soft_deleted: [health] Combined notes about lactose intolerance"),
        ("created", "+created: [health] Combined notes about lactose intolerance (imp=1.0)"),
    ],
)
def test_every_event_has_its_symbol(event: str, expected: str) -> None:
    meta = {"category": "health", "text": "Combined notes\nabout  lactose intolerance"}
    assert threads.bullet(event, {**meta, "importance": 1}) == expected


async def test_an_unknown_thread_has_no_header_and_no_changes(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    thread = unique("t")
    delta = await _delta(uow_factory, thread)
    assert (delta.lines, delta.revision, delta.since, delta.render()) == ([], 0, 0, "")
    assert await _changes(client, thread) == {"thread_id": thread, "revision": 0, "changes": []}


async def test_the_change_feed_pages_oldest_first_from_since(client: httpx.AsyncClient) -> None:
    thread = unique("t")
    created = await _create(client, thread, 5)

    pages = [await _changes(client, thread, since=since, limit=2) for since in (0, 2, 4, 5)]

    assert [p["revision"] for p in pages] == [5, 5, 5, 5]
    assert [[c["rev"] for c in p["changes"]] for p in pages] == [[1, 2], [3, 4], [5], []]
    first = pages[0]["changes"][0]
    assert {k: v for k, v in first.items() if k != "ts"} == {
        "rev": 1,
        "memory_id": created[0]["id"],
        "event": "created",
        "category": "goals",
        "text": "Memory number 0 of the thread",
        "importance": 0.5,
    }
    everything = (await _changes(client, thread))["changes"]
    assert [c["memory_id"] for c in everything] == [m["id"] for m in created]


@pytest.mark.parametrize("params", [{"since": -1}, {"limit": 0}, {"limit": 201}])
async def test_bad_paging_is_a_422_problem(
    client: httpx.AsyncClient, params: dict[str, int]
) -> None:
    response = await client.get("/threads/t_1/changes", params=params)
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"


async def test_another_tenants_thread_looks_empty(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    tokens = {}
    for tenant in ("tenant-a", "tenant-b"):
        issued = await keys.create_key(tenant, None, uow_factory=uow_factory)
        tokens[tenant] = {"Authorization": f"Bearer {issued.token}"}
    thread = unique("t")
    response = await client.post(
        "/memory",
        json={"user_id": unique("u"), "text": "User owns a bike", "thread_id": thread},
        headers=tokens["tenant-a"],
    )
    assert response.status_code == 201

    def feed(tenant: str) -> Any:
        return client.get(f"/threads/{thread}/changes", headers=tokens[tenant])

    assert (await feed("tenant-a")).json()["revision"] == 1
    assert (await feed("tenant-b")).json() == {"thread_id": thread, "revision": 0, "changes": []}
    assert (await _delta(uow_factory, thread, tenant="tenant-b")).lines == []
    assert len((await _delta(uow_factory, thread, tenant="tenant-a")).lines) == 1
    assert (await client.get(f"/threads/{thread}/changes")).status_code == 401


# Concurrency: a real multi-process server, real commits, on a scratch database.

WRITERS = 20


async def test_concurrent_writes_get_revisions_one_to_n(server: str) -> None:
    payloads = [
        {"user_id": f"u_storm_{i}", "text": f"User {i} owns a bike", "thread_id": "t_storm"}
        for i in range(WRITERS)
    ]
    async with httpx.AsyncClient(base_url=server, timeout=60) as client:
        responses = await asyncio.gather(*(client.post("/memory", json=p) for p in payloads))
        assert [r.status_code for r in responses] == [201] * WRITERS, [r.text for r in responses]
        feed = await _changes(client, "t_storm", limit=200)

    assert feed["revision"] == WRITERS
    assert [c["rev"] for c in feed["changes"]] == list(range(1, WRITERS + 1))
    written = {r.json()["memory"]["id"] for r in responses}
    assert {c["memory_id"] for c in feed["changes"]} == written
