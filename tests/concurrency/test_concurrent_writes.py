"""Many writers, one key: exactly one current version, contiguous versions, one history row
per acknowledged write — over real HTTP against a multi-process server."""

import asyncio
import random
from collections import Counter
from typing import Any

import httpx
import psycopg

from app.db.engine import libpq_url

WRITERS = 32


async def _storm(base_url: str, payloads: list[dict[str, Any]]) -> list[httpx.Response]:
    async with httpx.AsyncClient(base_url=base_url, timeout=60) as client:
        return await asyncio.gather(*(client.post("/memory", json=p) for p in payloads))


def _query(url: str, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    with psycopg.connect(libpq_url(url)) as conn:
        return conn.execute(sql, params).fetchall()


async def test_concurrent_writes_to_one_key(server: str, scratch_database_url: str) -> None:
    rng = random.Random(7)
    payloads = [
        {
            "user_id": "u_race",
            "text": f"Call me name-{i}",
            "type": "preference",
            "key": "preferred_name",
            "value": f"name-{i}",
            "confidence": rng.choice([0.6, 0.85, 0.9, 0.95]),
            "thread_id": "t_race",
        }
        for i in range(WRITERS)
    ]
    responses = await _storm(server, payloads)

    assert all(r.status_code in (200, 201) for r in responses), [
        r.text for r in responses if r.status_code >= 300
    ]
    actions = Counter(r.json()["action"] for r in responses)
    assert actions["ADD"] == 1

    url = scratch_database_url
    active = _query(
        url, "SELECT id, value FROM memories WHERE key = 'preferred_name' AND status = 'active'"
    )
    assert len(active) == 1
    versions = [v for (v,) in _query(url, "SELECT version FROM memories ORDER BY version")]
    assert versions == list(range(1, len(versions) + 1))
    assert len(versions) == actions["ADD"] + actions["UPDATE"]
    history = Counter(e for (e,) in _query(url, "SELECT event FROM history"))
    assert sum(history.values()) == WRITERS  # one row per acknowledged write, no more
    assert history["ADD"] + history["UPDATE"] == len(versions)
    assert history["REJECT"] + history["NOOP"] == actions["NOOP"]
    # The last acknowledged winner is what is current, and every winner is in the chain.
    chain = {memory_id for (memory_id,) in _query(url, "SELECT id FROM memories")}
    winners = [r.json()["memory"]["id"] for r in responses if r.json()["action"] != "NOOP"]
    assert set(winners) == chain
    (rev,) = _query(url, "SELECT rev FROM thread_revisions WHERE thread_id = 't_race'")[0]
    assert rev == len(versions)


async def test_concurrent_duplicates_store_one_memory(
    server: str, scratch_database_url: str
) -> None:
    payloads = [{"user_id": "u_dup", "text": "User drinks oolong tea"} for _ in range(WRITERS)]
    responses = await _storm(server, payloads)

    assert all(r.status_code in (200, 201) for r in responses)
    actions = Counter(r.json()["action"] for r in responses)
    assert actions == {"ADD": 1, "NOOP": WRITERS - 1}
    rows = _query(scratch_database_url, "SELECT count(*) FROM memories WHERE user_id = 'u_dup'")
    assert rows == [(1,)]
