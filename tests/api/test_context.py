"""`POST /context`: `all` categories always, `rag` ones by relevance, never superseded."""

from typing import Any

import httpx

from tests.fixtures.factories import unique, write


async def _context(client: httpx.AsyncClient, **body: Any) -> dict[str, Any]:
    response = await client.post("/context", json=body)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


async def _seed(client: httpx.AsyncClient, user: str) -> None:
    await write(client, user_id=user, text="User lives in Portland")
    moved = await write(client, user_id=user, text="User just moved to Seattle")
    assert moved["action"] == "UPDATE"
    await write(client, user_id=user, text="User prefers short answers", type="preference")
    await write(client, user_id=user, text="Book the dentist appointment", category="tasks")
    await write(client, user_id=user, text="User likes Italian food", category="interests")


async def test_all_categories_always_rag_ones_by_relevance(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await _seed(client, user)
    without_query = await _context(client, agent="supervisor", user_id=user, dates=False)
    texts = [r["text"] for r in without_query["results"]]
    assert "[profile] User just moved to Seattle" in texts
    assert "[preferences] User prefers short answers" in texts
    assert not any("Portland" in t for t in texts)  # superseded: never in context
    assert not any(t.startswith("[tasks]") for t in texts)  # rag needs a query
    assert not any(t.startswith("[interests]") for t in texts)  # not the supervisor's
    with_query = await _context(
        client, agent="supervisor", user_id=user, query="dentist", dates=False
    )
    assert "[tasks] Book the dentist appointment" in [r["text"] for r in with_query["results"]]


async def test_context_respects_the_budget(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await _seed(client, user)
    small = await _context(client, agent="supervisor", user_id=user, query="x", budget_tokens=12)
    assert small["tokens"] <= 12
    assert len(small["results"]) < 3


async def test_an_unknown_agent_gets_no_context(client: httpx.AsyncClient) -> None:
    response = await client.post("/context", json={"agent": "intruder", "user_id": "u"})
    assert response.status_code == 403


async def test_each_context_built_is_counted_as_a_context_search(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    await _seed(client, user)
    await _context(client, agent="supervisor", user_id=user, query="where does the user live")
    await _context(client, agent="supervisor", user_id=user)
    counts = (await client.get("/stats", params={"user_id": user})).json()["counts"]
    context = [(c["op"], c["status"], c["count"]) for c in counts if c["node"] == "context"]
    assert context == [("search", "ok", 2)]
