"""Many writers, one fact: N writers x M conflicting writes over real HTTP against a
two-worker server, then SQL over what was committed (issue 7, item 1).

Two storms: every write to ONE structured key (`preferred_name`, varying values and
confidences), and every write to ONE free-text fact ("User lives in <city>", which the rules
read as an UPDATE of any other such statement). Afterwards: exactly one current version,
versions 1..n with no gap, every acknowledged write accounted for, and no client saw a 5xx,
a 409 or a dropped connection.

"One history row per acknowledged write" means: every 2xx answer is exactly one *decision*
row of the audit log, and every decision row is one answer —
- action ADD / UPDATE → one ADD / UPDATE row whose `new_ref` is the version the answer names;
- action NOOP → on the memory the answer names, either one NOOP row (the same statement was
  already current: it was reinforced) or one REJECT row (a key conflict the current value won
  on confidence: the proposal is kept in the row's meta, nothing is activated).
LINK rows (edges to related memories) record no decision and are counted apart.

Sizes: 32 x 5 by default; `PALIMPSEST_STRESS=1` (make stress): 32 x 200.
"""

import asyncio
import random
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

import httpx

from tests.reliability.loadkit import (
    Outcome,
    invariant_violations,
    latency,
    post_memory,
    query,
    report,
    size,
)

WRITERS = size("writers", bounded=32, full=32)
WRITES = size("writes", bounded=5, full=200)

NAMES = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken"]
CONFIDENCES = [0.6, 0.85, 0.9, 0.95]
CITIES = [
    "Portland", "Seattle", "Denver", "Boston", "Chicago", "Austin", "Atlanta", "Miami",
    "Phoenix", "Dallas", "Houston", "Detroit", "Toronto", "Montreal", "Vancouver", "Calgary",
    "Lisbon", "Madrid", "Paris", "Berlin", "Munich", "Vienna", "Prague", "Warsaw",
    "Oslo", "Stockholm", "Helsinki", "Dublin", "Edinburgh", "London", "Rome", "Milan",
]  # fmt: skip
DECISIONS = ("ADD", "UPDATE", "NOOP", "REJECT")

Payloads = Callable[[random.Random], dict[str, Any]]


def _key_write(rng: random.Random) -> dict[str, Any]:
    name = rng.choice(NAMES)
    return {
        "user_id": "u_key",
        "text": f"Call me {name}",
        "type": "preference",
        "key": "preferred_name",
        "value": name,
        "confidence": rng.choice(CONFIDENCES),
        "thread_id": "t_key",
    }


def _fact_write(rng: random.Random) -> dict[str, Any]:
    return {
        "user_id": "u_city",
        "text": f"User lives in {rng.choice(CITIES)}",
        "thread_id": "t_city",
    }


async def _storm(base_url: str, payloads: Payloads) -> tuple[list[Outcome], float]:
    """WRITERS concurrent clients, each sending WRITES writes one after another."""
    rng = random.Random(7)
    plans = [[payloads(rng) for _ in range(WRITES)] for _ in range(WRITERS)]
    limits = httpx.Limits(max_connections=WRITERS, max_keepalive_connections=WRITERS)
    async with httpx.AsyncClient(base_url=base_url, timeout=120, limits=limits) as client:

        async def writer(plan: list[dict[str, Any]]) -> list[Outcome]:
            return [await post_memory(client, payload) for payload in plan]

        started = time.monotonic()
        done = await asyncio.gather(*(writer(plan) for plan in plans))
        wall = time.monotonic() - started
    return [outcome for outcomes in done for outcome in outcomes], wall


def _check(label: str, url: str, user_id: str, outcomes: list[Outcome], wall: float) -> None:
    refused = [(o.status, o.error, o.body) for o in outcomes if not o.acknowledged]
    statuses = Counter(o.status for o in outcomes)
    acks = [o for o in outcomes if o.acknowledged]
    actions = Counter(o.action for o in acks)
    rows = query(
        url,
        "SELECT id, text, status, chain_id, version FROM memories WHERE user_id = %s",
        user_id,
    )
    history = query(
        url,
        "SELECT event, memory_id, new_ref FROM history h WHERE EXISTS"
        " (SELECT 1 FROM memories m WHERE m.id = h.memory_id AND m.user_id = %s)",
        user_id,
    )
    events = Counter(event for event, _, _ in history)
    report(
        f"concurrency, {label}: {WRITERS} writers x {WRITES} writes = {len(outcomes)} requests"
        f" in {wall:.1f} s ({len(outcomes) / wall:.0f} writes/s); latency {latency(outcomes)};"
        f" statuses {dict(statuses)}; actions {dict(actions)}; history {dict(events)};"
        f" versions {len(rows)}"
    )

    # No client saw a 5xx, a 409 (contention retries exhausted), a deadlock or a hang.
    assert refused == [], refused[:5]
    assert len(acks) == WRITERS * WRITES

    assert invariant_violations(url) == {}
    active = [row for row in rows if row[2] == "active"]
    assert len(active) == 1, active
    assert len({row[3] for row in rows}) == 1, "every write joined the one chain"
    assert sorted(row[4] for row in rows) == list(range(1, len(rows) + 1))

    # Every acknowledged ADD/UPDATE is a version with the text it sent; every version was one.
    text_of = {row[0]: row[1] for row in rows}
    created = [o for o in acks if o.action in ("ADD", "UPDATE")]
    assert sorted(o.memory_id or "" for o in created) == sorted(text_of)
    assert all(text_of[o.memory_id or ""] == o.payload["text"] for o in created)
    assert actions["ADD"] == 1

    # One decision row per acknowledged write, and nothing else but LINK rows.
    assert set(events) <= {*DECISIONS, "LINK"}, events
    assert sum(events[e] for e in DECISIONS) == len(acks)
    assert (events["ADD"], events["UPDATE"]) == (actions["ADD"], actions["UPDATE"])
    decided = Counter((e, ref) for e, _, ref in history if e in ("ADD", "UPDATE"))
    assert decided == Counter((o.action, o.memory_id) for o in created)
    noops = [o for o in acks if o.action == "NOOP"]
    kept = Counter(memory_id for e, memory_id, _ in history if e in ("NOOP", "REJECT"))
    assert kept == Counter(o.memory_id for o in noops)
    # A REJECT answers with the relation it lost on; a reinforced duplicate with none.
    assert events["REJECT"] == sum(1 for o in noops if o.body["relation"] is not None)

    revisions = query(
        url,
        "SELECT t.rev FROM thread_revisions t WHERE t.thread_id = %s",
        acks[0].payload["thread_id"],
    )
    assert revisions == [(len(rows),)], "the thread's revision counts every change once"


async def test_concurrent_writes_to_one_key(server: str, scratch_database_url: str) -> None:
    outcomes, wall = await _storm(server, _key_write)
    _check("one key", scratch_database_url, "u_key", outcomes, wall)


async def test_concurrent_updates_of_one_free_text_fact(
    server: str, scratch_database_url: str
) -> None:
    outcomes, wall = await _storm(server, _fact_write)
    _check("one free-text fact", scratch_database_url, "u_city", outcomes, wall)
