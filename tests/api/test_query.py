"""`POST /memory.query` through HTTP with the real embedder and database."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.runtime import Runtime
from app.services.read import query as read_query
from tests.fixtures.factories import unique, write


async def _query(client: httpx.AsyncClient, expect: int = 200, **body: Any) -> dict[str, Any]:
    response = await client.post("/memory.query", json=body)
    assert response.status_code == expect, response.text
    answer: dict[str, Any] = response.json()
    return answer


async def _seed(client: httpx.AsyncClient, user: str) -> dict[str, str]:
    ids = {}
    seeds: dict[str, dict[str, Any]] = {
        "task": {"text": "Deploy the billing service on Friday", "category": "tasks"},
        "project": {"text": "The billing service moves to Postgres", "category": "projects"},
        "pref": {"text": "User prefers short answers", "category": "preferences"},
        "steps": {"text": "1. Run migrations 2. Deploy billing", "type": "procedural"},
    }
    for name, payload in seeds.items():
        ids[name] = (await write(client, user_id=user, **payload))["memory"]["id"]
    return ids


async def test_an_agent_reads_only_its_allowlist(client: httpx.AsyncClient) -> None:
    user = unique("u")
    ids = await _seed(client, user)
    answer = await _query(
        client, agent="planner", query="billing deploy", filters={"user_id": user}
    )
    returned = {r["id"] for r in answer["results"]}
    assert {ids["task"], ids["project"]} <= returned
    assert ids["pref"] not in returned  # preferences are the stylist's, not the planner's


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"agent": "planner", "categories": ["preferences"]}, 403),
        ({"agent": "planner", "categories": ["tasks", "tone"]}, 403),
        ({"agent": "planner", "filters": {"user_id": "u", "category": "preferences"}}, 403),
        ({"agent": "intruder"}, 403),
        ({"categories": ["no-such-category"]}, 422),
    ],
)
async def test_requests_outside_the_allowlist_are_refused(
    client: httpx.AsyncClient, body: dict[str, Any], status: int
) -> None:
    request = {"query": "anything", "filters": {"user_id": "u"}, **body}
    response = await client.post("/memory.query", json=request)
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"


async def test_a_write_outside_the_agents_allowlist_is_refused(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    before = await connection.scalar(text("SELECT count(*) FROM memories"))
    response = await client.post(
        "/memory",
        json={
            "user_id": "u",
            "text": "User likes jazz",
            "category": "interests",
            "agent": "planner",
        },
    )
    assert response.status_code == 403
    assert await connection.scalar(text("SELECT count(*) FROM memories")) == before
    allowed = await client.post(
        "/memory",
        json={"user_id": "u", "text": "Ship v2 in May", "category": "goals", "agent": "planner"},
    )
    assert allowed.status_code == 201


async def test_procedural_memories_are_read_only_on_request(client: httpx.AsyncClient) -> None:
    user = unique("u")
    ids = await _seed(client, user)
    default = await _query(client, query="deploy billing migrations", filters={"user_id": user})
    assert ids["steps"] not in {r["id"] for r in default["results"]}
    asked = await _query(
        client,
        agent="executor",
        categories=["procedural"],
        query="deploy",
        filters={"user_id": user},
    )
    assert [r["id"] for r in asked["results"]] == [ids["steps"]]


@pytest.mark.parametrize(
    ("field", "value", "match"),
    [
        ("agent_id", "agent_7", {"agent_id": "agent_7"}),
        ("run_id", "run_7", {"run_id": "run_7"}),
        ("actor_id", "actor_7", {"actor_id": "actor_7"}),
        ("role", "assistant", {"role": "assistant"}),
        ("category", "goals", {"category": "goals"}),
        ("project_id", "p_7", {"project_id": "p_7"}),
        ("pinned", True, {"pinned": True}),
        ("importance_min", 4, {"importance": 0.9}),  # a 1–5 level: 4 → 0.8
        ("importance_min", 0.85, {"importance": 0.9}),
        ("importance_max", 0.3, {"importance": 0.2}),
    ],
)
async def test_each_filter_narrows_in_sql(
    client: httpx.AsyncClient, field: str, value: Any, match: dict[str, Any]
) -> None:
    user = unique("u")
    wanted = await write(client, user_id=user, text="User plans a trip to Japan", **match)
    await write(
        client,
        user_id=user,
        text="User plans a trip to Japan in spring",
        category="goals" if field != "category" else "tasks",
    )
    answer = await _query(client, query="trip to Japan", filters={"user_id": user, field: value})
    assert [r["id"] for r in answer["results"]] == [wanted["memory"]["id"]]


async def test_updated_after_and_before(client: httpx.AsyncClient) -> None:
    user = unique("u")
    first = (await write(client, user_id=user, text="User collects stamps"))["memory"]
    second = (await write(client, user_id=user, text="User collects old coins"))["memory"]
    after = await _query(
        client, query="collects", filters={"user_id": user, "updated_after": first["updated_at"]}
    )
    before = await _query(
        client, query="collects", filters={"user_id": user, "updated_before": second["updated_at"]}
    )
    assert [r["id"] for r in after["results"]] == [second["id"]]
    assert [r["id"] for r in before["results"]] == [first["id"]]


async def test_threshold_drops_dissimilar_results(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await write(client, user_id=user, text="User loves Italian food")
    await write(client, user_id=user, text="User owns a red bicycle")
    loose = await _query(client, query="Italian food", filters={"user_id": user})
    strict = await _query(
        client, query="Italian food", filters={"user_id": user}, threshold=0.6, dates=False
    )
    assert len(loose["results"]) == 2
    assert [r["text"] for r in strict["results"]] == ["[profile] User loves Italian food"]
    assert all(r["similarity"] >= 0.6 for r in strict["results"])


@pytest.mark.parametrize("budget", [1, 8, 20, 60, 512])
async def test_the_budget_is_never_exceeded(
    client: httpx.AsyncClient, app: FastAPI, budget: int
) -> None:
    user = unique("u")
    for i in range(6):
        await write(client, user_id=user, text=f"User's project number {i} uses Rust and Postgres")
    answer = await _query(
        client, query="Rust project", filters={"user_id": user}, top_k=6, budget_tokens=budget
    )
    runtime: Runtime = app.state.runtime
    count = runtime.providers.tokens.count
    texts = answer["delta"] + [r["text"] for r in answer["results"]]
    texts += [rel["text"] for r in answer["results"] for rel in r["related"]]
    assert sum(count(t) for t in texts) == answer["tokens"] <= budget
    if budget >= 512:
        assert len(answer["results"]) == 6


async def test_results_carry_related_bullets(client: httpx.AsyncClient) -> None:
    user = unique("u")
    first = await write(client, user_id=user, text="User trains for the Berlin marathon")
    second = await write(client, user_id=user, text="User trains for the Berlin marathon in April")
    assert second["action"] == "ADD"
    answer = await _query(client, query="marathon training", filters={"user_id": user}, top_k=1)
    [hit] = answer["results"]
    other = first if hit["id"] == second["memory"]["id"] else second
    assert [r["id"] for r in hit["related"]] == [other["memory"]["id"]]
    assert hit["related"][0]["text"].startswith("[profile] User trains")


async def test_related_bullets_read_after_the_search_are_the_same(
    client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The search reads links for the best hits only; a chosen result past them gets its
    links read afterwards, and the answer is the same as when the search read them all."""
    user = unique("u")
    for fact in (
        "User trains for the Berlin marathon",
        "User trains for the Berlin marathon in April",
        "User runs the Berlin marathon route on Sundays",
        "User bakes sourdough bread",
    ):
        await write(client, user_id=user, text=fact)
    body: dict[str, Any] = {"query": "marathon training", "filters": {"user_id": user}, "top_k": 3}
    searched = await _query(client, **body)
    assert any(result["related"] for result in searched["results"])
    monkeypatch.setattr(read_query, "LINKED_BEYOND_TOP_K", -3)  # the search reads no links
    assert await _query(client, **body) == searched


async def test_superseded_memories_are_never_returned_but_as_of_finds_them(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    old = await write(
        client, user_id=user, text="User lives in Portland", valid_from="2026-01-01T00:00:00Z"
    )
    new = await write(client, user_id=user, text="User just moved to Seattle")
    assert new["action"] == "UPDATE"
    now = await _query(client, query="where does the user live", filters={"user_id": user})
    assert [r["id"] for r in now["results"]] == [new["memory"]["id"]]
    then = await _query(
        client,
        query="where does the user live",
        filters={"user_id": user},
        as_of="2026-02-01T00:00:00Z",
    )
    assert [r["id"] for r in then["results"]] == [old["memory"]["id"]]


async def test_full_returns_whole_memories(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await write(client, user_id=user, text="User drinks oolong tea", tags=["tea"])
    full: dict[str, Any] = {"return": "full"}
    answer = await _query(client, query="tea", filters={"user_id": user}, **full)
    [hit] = answer["results"]
    assert hit["memory"]["tags"] == ["tea"]
    assert hit["memory"]["status"] == "active"


async def test_a_query_counts_as_an_access(client: httpx.AsyncClient) -> None:
    user = unique("u")
    memory = (await write(client, user_id=user, text="User drinks oolong tea"))["memory"]
    await _query(client, query="tea", filters={"user_id": user})
    await _query(client, query="tea", filters={"user_id": user})
    after = (await client.get(f"/memory/{memory['id']}")).json()
    assert after["access_count"] == 2
    assert after["last_accessed_at"] is not None


async def test_counting_a_read_leaves_the_memory_row_as_it_was(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    """The counts go to memory_reads: the version's row is not rewritten (an UPDATE, even a
    HOT one, would give it a new place and a new transaction id), while its count rises."""
    user = unique("u")
    memory = (await write(client, user_id=user, text="User drinks oolong tea"))["memory"]
    where = text("SELECT ctid::text, xmin::text, updated_at FROM memories WHERE id = :id")
    stored = (await connection.execute(where, {"id": memory["id"]})).one()
    for _ in range(3):
        await _query(client, query="tea", filters={"user_id": user})
    assert (await connection.execute(where, {"id": memory["id"]})).one() == stored
    assert (await client.get(f"/memory/{memory['id']}")).json()["access_count"] == 3


async def test_the_delta_header_leads_the_answer(client: httpx.AsyncClient) -> None:
    user, thread = unique("u"), unique("t")
    for i in range(5):
        await write(
            client, user_id=user, text=f"User's goal number {i} is to learn Go", thread_id=thread
        )
    answer = await _query(
        client, query="goals", filters={"user_id": user}, thread_id=thread, agent="supervisor"
    )
    assert answer["revision"] == 5
    assert 1 <= len(answer["delta"]) <= 3
    assert all(line.startswith("+created: [profile]") for line in answer["delta"])
    again = await _query(
        client, query="goals", filters={"user_id": user}, thread_id=thread, agent="supervisor"
    )
    assert again["delta"] == []  # already served to this agent


async def test_a_bullet_starts_with_the_day_its_memory_holds_from(
    client: httpx.AsyncClient,
) -> None:
    user = unique("u")
    said = "2023-05-07T18:30:00+00:00"
    await write(client, user_id=user, text="Caroline went to a support group", valid_from=said)
    answer = await _query(client, query="support group", filters={"user_id": user})
    assert [r["text"] for r in answer["results"]] == [
        "[2023-05-07] [profile] Caroline went to a support group"
    ]


async def test_a_name_the_embedding_misses_is_found_by_its_words(
    client: httpx.AsyncClient,
) -> None:
    """The lexical channel: "Zaragoza" is one rare word among many memories of one user; the
    sentence embedding ranks it far down, the words put it first."""
    user = unique("u")
    for i in range(30):
        await write(client, user_id=user, text=f"User went for a long walk with friends, day {i}")
    target = await write(client, user_id=user, text="The flight lands in Zaragoza at noon")
    answer = await _query(
        client, query="Zaragoza?", filters={"user_id": user}, top_k=3, dates=False
    )
    assert answer["results"][0]["id"] == target["memory"]["id"]


async def test_a_word_every_memory_says_leaves_the_order_to_meaning(
    client: httpx.AsyncClient,
) -> None:
    """Every memory says "user", so the words rank none above another: whatever the ids, the
    memory closest in meaning comes first."""
    user = unique("u")
    texts = ["User loves dumplings", "User listens to jazz", "User prefers oolong tea"]
    texts += ["User paints on Sundays", "User drives a blue car", "User reads crime novels"]
    texts += ["User has two cats", "User lives near the river", "User plays chess online"]
    ids = {text: (await write(client, user_id=user, text=text))["memory"]["id"] for text in texts}
    answer = await _query(
        client, query="What does the user like to drink?", filters={"user_id": user}, top_k=5
    )
    assert answer["results"][0]["id"] == ids["User prefers oolong tea"]
    scores = [r["score"] for r in answer["results"]]
    assert scores == sorted(scores, reverse=True)


async def test_an_answer_says_when_the_budget_left_results_out(client: httpx.AsyncClient) -> None:
    user = unique("u")
    for i in range(4):
        await write(client, user_id=user, text=f"User's project number {i} uses Rust and Postgres")
    roomy = await _query(client, query="Rust project", filters={"user_id": user}, top_k=4)
    tight = await _query(
        client, query="Rust project", filters={"user_id": user}, top_k=4, budget_tokens=40
    )
    assert (roomy["matched"], len(roomy["results"]), roomy["over_budget"]) == (4, 4, 0)
    assert tight["matched"] == 4
    assert len(tight["results"]) + tight["over_budget"] == 4
    assert tight["over_budget"] > 0
    assert tight["tokens"] <= 40


async def test_the_default_budget_fits_top_k_typical_memories(client: httpx.AsyncClient) -> None:
    user = unique("u")
    # Ten long conversation turns (about 40 tokens each, more than most memories).
    places = ["the library", "the park", "a cafe", "the museum", "the beach", "a bakery"]
    places += ["the gym", "a bookshop", "the market", "the harbour"]
    for place in places:
        text = (
            f"Caroline: I went to the support group at {place} yesterday and it was so powerful,"
            " the stories people shared made me feel accepted and gave me courage to keep going"
        )
        await write(client, user_id=user, text=text, importance=0.2)
    answer = await _query(client, query="support group", filters={"user_id": user}, top_k=10)
    assert len(answer["results"]) == 10
    assert answer["over_budget"] == 0


async def test_a_turns_facts_carry_the_time_it_was_said(client: httpx.AsyncClient) -> None:
    user = unique("u")
    turn = {
        "user_id": user,
        "messages": [{"role": "user", "content": "Actually, call me Sam"}],
        "observed_at": "2023-05-07T10:00:00+00:00",
    }
    stored = await client.post("/memory", json=turn)
    assert stored.status_code == 201, stored.text
    (fact,) = stored.json()["results"]
    assert fact["memory"]["valid_from"].startswith("2023-05-07")
    answer = await _query(client, query="what is the user called", filters={"user_id": user})
    assert answer["results"][0]["text"].startswith("[2023-05-07] ")


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/memory.query", {"query": "coffee\u0000 beans", "filters": {"user_id": "u_nul"}}),
        ("/context", {"query": "coffee\u0000 beans", "user_id": "u_nul"}),
    ],
)
async def test_a_query_holding_nul_is_refused_naming_the_field(
    client: httpx.AsyncClient, path: str, body: dict[str, Any]
) -> None:
    # The query is bound into the lexical search; PostgreSQL text cannot hold a NUL.
    response = await client.post(path, json=body)
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert [e["field"] for e in response.json()["errors"]] == ["body.query"]
