"""`POST /memory/batch`: each item resolved as `POST /memory` would resolve it, in order, one
result per item; a refused item stands alone; a refused body writes nothing."""

import json
from typing import Any

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from tests.fixtures.factories import unique


async def _count(connection: AsyncConnection, user: str) -> int:
    found = await connection.scalar(
        text("SELECT count(*) FROM memories WHERE user_id = :u"), {"u": user}
    )
    return int(found or 0)


def _lines(items: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(item) + "\n\n" for item in items)  # blank lines are ignored


@pytest.mark.parametrize("shape", ["array", "lines"])
async def test_an_item_supersedes_an_earlier_item_of_the_same_batch(
    client: httpx.AsyncClient, shape: str
) -> None:
    user = unique("u")
    items = [
        {"user_id": user, "text": "User lives in Portland"},
        {"user_id": user, "text": "User drinks oolong tea every morning"},
        {"user_id": user, "text": "User just moved to Seattle"},
    ]
    if shape == "array":
        response = await client.post("/memory/batch", json=items)
    else:
        response = await client.post(
            "/memory/batch",
            content=_lines(items),
            headers={"content-type": "application/x-ndjson"},
        )
    assert response.status_code == 200, response.text
    body = response.json()
    assert [r["index"] for r in body["results"]] == [0, 1, 2]
    assert [r["result"]["action"] for r in body["results"]] == ["ADD", "ADD", "UPDATE"]
    portland = body["results"][0]["result"]["memory"]["id"]
    seattle = body["results"][2]["result"]["memory"]
    assert [m["id"] for m in body["results"][2]["result"]["superseded"]] == [portland]
    assert (seattle["chain_id"], seattle["version"]) == (portland, 2)
    assert [r["status"] for r in body["results"]] == [201, 201, 201]
    # The chain and its audit trail, as single writes leave them.
    history = (await client.get(f"/memory/{portland}/history")).json()
    assert [v["status"] for v in history["versions"]] == ["superseded", "active"]
    assert [e["event"] for e in history["events"]] == ["ADD", "UPDATE"]
    current = (await client.get("/memory", params={"user_id": user})).json()["items"]
    assert sorted(m["text"] for m in current) == [
        "User drinks oolong tea every morning",
        "User just moved to Seattle",
    ]
    assert (body["created"], body["unchanged"], body["failed"]) == (3, 0, 0)


async def test_items_of_several_users_each_see_their_users_earlier_items(
    client: httpx.AsyncClient,
) -> None:
    """Rows of other users' items are written together later; an item of a user whose rows
    are still staged has them written first, so it finds them (and a refused item in between
    drops only its own rows)."""
    ana, ben = unique("u"), unique("u")
    items = [
        {"user_id": ana, "text": "User lives in Portland"},
        {"user_id": ben, "text": "User lives in Lisbon"},
        {"user_id": ben, "text": "User has a cat named Miso", "supersedes": "mem_missing"},
        {"user_id": ana, "text": "User just moved to Seattle"},
        {"user_id": ben, "text": "User just moved to Porto"},
    ]
    body = (await client.post("/memory/batch", json=items)).json()
    assert [r["status"] for r in body["results"]] == [201, 201, 404, 201, 201]
    actions = [r["result"]["action"] for r in body["results"] if r["status"] == 201]
    assert actions == ["ADD", "ADD", "UPDATE", "UPDATE"]
    results = body["results"]
    for earlier, later in ((0, 3), (1, 4)):
        retired = [m["id"] for m in results[later]["result"]["superseded"]]
        assert retired == [results[earlier]["result"]["memory"]["id"]]
    for user, kept in ((ana, "User just moved to Seattle"), (ben, "User just moved to Porto")):
        current = (await client.get("/memory", params={"user_id": user})).json()["items"]
        assert [m["text"] for m in current] == [kept]


async def test_an_item_meets_what_its_user_stored_before_the_batch(
    client: httpx.AsyncClient,
) -> None:
    """A user with nothing stored is not searched; one with memories is, as a single write."""
    ana, ben = unique("u"), unique("u")
    stored = await client.post("/memory", json={"user_id": ana, "text": "User lives in Portland"})
    items = [
        {"user_id": ben, "text": "User lives in Lisbon"},
        {"user_id": ana, "text": "User just moved to Seattle"},
    ]
    body = (await client.post("/memory/batch", json=items)).json()
    assert [r["result"]["action"] for r in body["results"]] == ["ADD", "UPDATE"]
    retired = [m["id"] for m in body["results"][1]["result"]["superseded"]]
    assert retired == [stored.json()["memory"]["id"]]


async def test_bad_items_get_their_own_problem_and_the_others_are_written(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    items: list[Any] = [
        {"user_id": user, "text": "User is allergic to peanuts"},
        {"user_id": user, "text": "User is allergic to kiwi", "confidence": 7},
        {"user_id": user, "text": "User likes tea", "agent": "planner", "category": "profile"},
        {"user_id": user, "text": "User prefers window seats", "supersedes": "mem_unknown"},
        "not an object",
        {"user_id": user, "text": "User plays chess on Sundays"},
    ]
    response = await client.post("/memory/batch", json=items)
    assert response.status_code == 200, response.text
    results = response.json()["results"]
    assert [r["status"] for r in results] == [201, 422, 403, 404, 422, 201]
    invalid = results[1]["problem"]
    assert invalid["type"].endswith("validation-error")
    assert [e["field"] for e in invalid["errors"]] == ["body.1.confidence"]
    assert results[2]["problem"]["type"].endswith("forbidden")
    assert results[3]["problem"]["type"].endswith("not-found")
    assert all(r["result"] is None for r in results[1:5])
    assert response.json()["failed"] == 4
    assert await _count(connection, user) == 2


@pytest.mark.parametrize(
    ("content", "media", "status"),
    [
        ("[]", "application/json", 422),
        ('{"user_id": "u", "text": "not in an array"}', "application/json", 422),
        ("[{", "application/json", 400),
        ('{"user_id": "u", "text": "fine"}\n{nope\n', "application/x-ndjson", 400),
        ("user_id=u", "application/x-www-form-urlencoded", 415),
    ],
)
async def test_a_refused_body_writes_nothing(
    client: httpx.AsyncClient, content: str, media: str, status: int
) -> None:
    response = await client.post("/memory/batch", content=content, headers={"content-type": media})
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")


async def test_too_many_items_are_refused_whole(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    items = [{"user_id": user, "text": f"User note {i}"} for i in range(1001)]
    response = await client.post("/memory/batch", json=items)
    assert response.status_code == 422, response.text
    assert response.json()["errors"][0]["field"] == "body"
    assert await _count(connection, user) == 0


async def test_a_dry_run_decides_every_item_and_keeps_nothing(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    items = [
        {"user_id": user, "text": "User lives in Portland"},
        {"user_id": user, "text": "User just moved to Seattle"},
    ]
    response = await client.post("/memory/batch", json=items, params={"dry_run": "true"})
    assert response.status_code == 200, response.text
    results = response.json()["results"]
    assert [r["result"]["action"] for r in results] == ["ADD", "UPDATE"]
    assert all(r["result"]["dry_run"] for r in results)
    assert await _count(connection, user) == 0


async def test_turns_and_keyed_items_go_through_the_same_pipeline(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    items = [
        {"user_id": user, "type": "preference", "key": "preferred_name", "value": "Ana",
         "text": "Preferred name is Ana"},
        {"user_id": user, "messages": [{"role": "user", "content": "Actually, call me Bea."}]},
        {"user_id": user, "type": "preference", "key": "preferred_name", "value": "Cy",
         "text": "Preferred name is Cy"},
    ]  # fmt: skip
    response = await client.post("/memory/batch", json=items)
    assert response.status_code == 200, response.text
    results = response.json()["results"]
    assert results[0]["result"]["action"] == "ADD"
    assert "results" in results[1]["result"]  # a turn answers as POST /memory answers a turn
    assert results[2]["result"]["action"] == "UPDATE"
    assert results[2]["result"]["memory"]["value"] == "Cy"


async def test_a_time_with_an_offset_postgresql_does_not_read_is_stored_in_utc(
    client: httpx.AsyncClient,
) -> None:
    # Python accepts any offset under 24 h; PostgreSQL reads at most ±15:59 in text.
    user = unique("u")
    item = {"user_id": user, "text": "User met Ana", "valid_from": "2020-03-06T23:30:06+17:41"}
    single = await client.post("/memory", json=item)
    assert single.status_code == 201, single.text
    stored = (await client.get(f"/memory/{single.json()['memory']['id']}")).json()
    assert stored["valid_from"] == "2020-03-06T05:49:06Z"  # the same instant
    batch = await client.post("/memory/batch", json=[{**item, "text": "User met Bo"}])
    assert batch.status_code == 200, batch.text
    assert batch.json()["results"][0]["status"] == 201
