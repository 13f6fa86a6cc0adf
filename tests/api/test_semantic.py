"""Semantic conflict resolution through HTTP, with the real embedder and database."""

from typing import Any

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from tests.fixtures.factories import unique, write


async def _current(client: httpx.AsyncClient, user: str) -> list[str]:
    items = (await client.get("/memory", params={"user_id": user})).json()["items"]
    return sorted(m["text"] for m in items)


async def _pair(
    client: httpx.AsyncClient, old: str, new: str, **extra: Any
) -> tuple[dict[str, Any], dict[str, Any], str]:
    user = unique("u")
    first = await write(client, user_id=user, text=old, **extra)
    second = await write(client, user_id=user, text=new)
    return first, second, user


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User lives in Portland", "User just moved to Seattle"),
        ("User works at Acme", "User joined Globex"),  # cosine 0.38: found by attribute
        ("用户住在北京", "用户搬到了上海"),
        ("以后请叫我张三", "其实还是叫我李四吧"),
    ],
)
async def test_an_update_supersedes_the_old_memory(
    client: httpx.AsyncClient, old: str, new: str
) -> None:
    first, second, user = await _pair(client, old, new)
    assert second["action"] == "UPDATE", second["reason"]
    assert second["relation"] == "UPDATE"
    old_id = first["memory"]["id"]
    assert [m["id"] for m in second["superseded"]] == [old_id]
    assert second["memory"]["chain_id"] == old_id
    assert second["memory"]["version"] == 2
    assert any(c["id"] == old_id and c["relation"] == "UPDATE" for c in second["candidates"])
    assert await _current(client, user) == [new]
    history = (await client.get(f"/memory/{old_id}/history")).json()
    assert [v["text"] for v in history["versions"]] == [old, new]
    assert history["events"][-1]["meta"]["classifier"] == "rules"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User is vegetarian", "User is not vegetarian"),  # cosine 0.975: not a duplicate
        ("用户是素食者", "用户不是素食者"),
    ],
)
async def test_a_contradiction_supersedes_and_is_recorded(
    client: httpx.AsyncClient, old: str, new: str
) -> None:
    first, second, user = await _pair(client, old, new)
    assert (second["action"], second["relation"]) == ("UPDATE", "CONTRADICTION")
    old_after = (await client.get(f"/memory/{first['memory']['id']}")).json()
    assert old_after["status"] == "superseded"
    assert old_after["contradicted_by"] == second["memory"]["id"]
    assert await _current(client, user) == [new]


@pytest.mark.parametrize(
    ("old", "new"),
    [("User smokes", "User no longer smokes"), ("我吸烟", "我不再吸烟了")],
)
async def test_a_retraction_retires_the_old_memory_and_stores_nothing(
    client: httpx.AsyncClient, old: str, new: str
) -> None:
    first, second, user = await _pair(client, old, new)
    assert second["action"] == "DELETE", second["reason"]
    assert second["memory"] is None
    assert [m["id"] for m in second["superseded"]] == [first["memory"]["id"]]
    assert second["superseded"][0]["status"] == "retracted"
    assert await _current(client, user) == []
    everything = (
        await client.get("/memory", params={"user_id": user, "include_inactive": True})
    ).json()["items"]
    assert [m["text"] for m in everything] == [old]  # nothing new was stored
    events = (await client.get(f"/memory/{first['memory']['id']}/history")).json()["events"]
    assert events[-1]["event"] == "DELETE"
    assert events[-1]["meta"]["retracted_by"] == new


@pytest.mark.parametrize(
    ("old", "new", "relation"),
    [
        ("User likes coffee", "User drinks coffee every morning", "OVERLAP"),
        ("User speaks English", "User also speaks French", "OVERLAP"),
        ("User's sister lives in Boston", "User lives in Seattle", None),
        ("用户会说英语", "用户也会说法语", "OVERLAP"),
        ("用户的妹妹住在波士顿", "用户住在西雅图", None),
    ],
)
async def test_related_but_compatible_memories_coexist(
    client: httpx.AsyncClient, old: str, new: str, relation: str | None
) -> None:
    _, second, user = await _pair(client, old, new)
    assert second["action"] == "ADD", second["reason"]
    assert second["superseded"] == []
    if relation:
        assert second["relation"] == relation
    assert await _current(client, user) == sorted([old, new])


async def test_unrelated_memories_are_not_candidates(client: httpx.AsyncClient) -> None:
    _, second, user = await _pair(client, "User likes coffee", "User has a dog")  # cosine 0.39
    assert second["action"] == "ADD"
    assert second["candidates"] == []
    assert second["relation"] is None
    assert await _current(client, user) == ["User has a dog", "User likes coffee"]


async def test_a_near_duplicate_is_reinforced(client: httpx.AsyncClient) -> None:
    first, second, user = await _pair(
        client, "User drinks green tea every morning", "User drinks green tea each morning"
    )
    assert second["action"] == "NOOP"
    assert second["memory"]["id"] == first["memory"]["id"]
    assert "near-duplicate" in second["reason"]
    assert await _current(client, user) == ["User drinks green tea every morning"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Close in meaning (cosine ≥ 0.95), yet two relatives, two cars, two habits: both stay.
        ("User's cousin Marco lives in Perth.", "User's brother Marco lives in Perth."),
        ("User drives a black Toyota Corolla.", "User drives a white Toyota Corolla."),
        ("User's sister Amara lives in Denver.", "User's sister Chloe lives in Denver."),
        (
            "User drinks 3 cups of green tea every Monday morning.",
            "User drinks 3 cups of green tea every Saturday morning.",
        ),
    ],
)
async def test_a_near_copy_with_another_word_is_stored_beside_the_old_one(
    client: httpx.AsyncClient, old: str, new: str
) -> None:
    _, second, user = await _pair(client, old, new)
    assert second["action"] == "ADD", second["reason"]
    assert second["superseded"] == []
    assert await _current(client, user) == sorted([old, new])


async def test_a_changed_count_is_an_update_not_a_duplicate(client: httpx.AsyncClient) -> None:
    _, second, user = await _pair(client, "User has 2 kids", "User has 3 kids")  # cosine 0.95
    assert second["action"] == "UPDATE"
    assert await _current(client, user) == ["User has 3 kids"]


async def test_low_importance_memories_are_not_checked(client: httpx.AsyncClient) -> None:
    _, second, user = await _pair(
        client, "User lives in Portland", "User just moved to Seattle", importance=0.3
    )
    assert second["action"] == "ADD"
    assert await _current(client, user) == ["User just moved to Seattle", "User lives in Portland"]


async def test_updating_a_core_memory_demotes_it_and_inherits_importance(
    client: httpx.AsyncClient,
) -> None:
    first, second, _ = await _pair(
        client, "User lives in Portland", "User just moved to Seattle", tier="core", importance=0.9
    )
    old = (await client.get(f"/memory/{first['memory']['id']}")).json()
    assert old["tier"] == "semantic"
    assert second["memory"]["importance"] == 0.9
    assert second["memory"]["tier"] == "semantic"  # an UPDATE does not inherit the core tier


async def test_contradicting_a_core_memory_promotes_the_new_one(client: httpx.AsyncClient) -> None:
    first, second, _ = await _pair(
        client, "User is vegetarian", "User is not vegetarian", tier="core", importance=0.8
    )
    assert second["relation"] == "CONTRADICTION"
    assert second["memory"]["tier"] == "core"
    assert (await client.get(f"/memory/{first['memory']['id']}")).json()["tier"] == "semantic"


async def test_the_confidence_policy_still_applies(client: httpx.AsyncClient) -> None:
    user = unique("u")
    kept = await write(client, user_id=user, text="User lives in Portland", confidence=0.95)
    weak = await write(client, user_id=user, text="User just moved to Seattle", confidence=0.6)
    assert (weak["action"], weak["relation"]) == ("NOOP", "UPDATE")
    assert weak["memory"]["id"] == kept["memory"]["id"]
    events = (await client.get(f"/memory/{kept['memory']['id']}/history")).json()["events"]
    assert events[-1]["event"] == "REJECT"
    assert events[-1]["meta"]["proposed"]["text"] == "User just moved to Seattle"


async def test_a_late_fact_is_stored_as_history(client: httpx.AsyncClient) -> None:
    user = unique("u")
    current = await write(
        client, user_id=user, text="User lives in Seattle", valid_from="2026-06-01T00:00:00Z"
    )
    late = await write(
        client, user_id=user, text="User lives in Denver", valid_from="2026-03-01T00:00:00Z"
    )
    assert late["action"] == "ADD", late["reason"]
    assert "arrived late" in late["reason"]
    assert late["memory"]["status"] == "superseded"
    assert late["memory"]["superseded_by"] == current["memory"]["id"]
    assert late["memory"]["valid_until"] == "2026-06-01T00:00:00Z"
    assert await _current(client, user) == ["User lives in Seattle"]
    in_april = (
        await client.get("/memory", params={"user_id": user, "as_of": "2026-04-01T00:00:00Z"})
    ).json()["items"]
    assert [m["text"] for m in in_april] == ["User lives in Denver"]


async def test_dry_run_in_the_body_explains_and_writes_nothing(
    client: httpx.AsyncClient, connection: AsyncConnection
) -> None:
    user = unique("u")
    old = await write(client, user_id=user, text="User lives in Portland")
    before = await connection.scalar(text("SELECT count(*) FROM history"))
    plan = await write(client, user_id=user, text="User just moved to Seattle", dry_run=True)
    assert plan["dry_run"] is True
    assert plan["action"] == "UPDATE"
    [candidate] = plan["candidates"]
    assert candidate["id"] == old["memory"]["id"]
    assert candidate["relation"] == "UPDATE"
    assert 0.6 <= candidate["similarity"] <= 1
    assert candidate["reason"]
    assert await _current(client, user) == ["User lives in Portland"]
    assert await connection.scalar(text("SELECT count(*) FROM history")) == before
