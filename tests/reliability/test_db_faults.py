"""PostgreSQL killed with SIGKILL under a write load, then started again (issue 7, item 5).

The service (`palimpsest serve`, two workers) runs on a PostgreSQL of this module's own, so
the test may kill it. While concurrent clients write (key conflicts, free-text updates, new
facts), the test SIGKILLs the postmaster — alone, its backends then exit by themselves, or
with every process it started at the same instant — lets the load run against the dead
database, starts PostgreSQL again on the same directory and lets the load run on. Then:

(a) every acknowledged write (2xx, naming its memory) is in the database;
(b) the invariants hold (SQL): one current version per key and per chain, versions 1..n,
    every superseded version has its successor and both have their history rows;
(c) the service recovered without being restarted: while the database was down every request
    was answered, fast, with a 503 problem+json (never a 500, a dropped connection or a hang)
    and /ready said 503; every request sent once PostgreSQL was back succeeded, and /ready
    said 200.

A restart while the service is idle must cost no request at all: the pool pre-pings, so a
connection that died with the old server is replaced before a request gets it.

In process: only a lost or refused connection is answered 503; any other database error (a
deadlock, say) stays a 500, to be seen and fixed rather than retried.

Bounded: one kill within a few seconds of load. `PALIMPSEST_STRESS=1`: three kills.
"""

import asyncio
import random
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import psycopg
import pytest
from fastapi import FastAPI
from psycopg import errors
from sqlalchemy.exc import InterfaceError, OperationalError

from app.api import problems
from tests.fixtures.faults import KillablePostgres, killable_postgres
from tests.fixtures.server import serving
from tests.reliability.loadkit import (
    PROBLEM_JSON,
    Outcome,
    invariant_violations,
    latency,
    post_memory,
    query,
    report,
    request,
    size,
)

# The tests that start and kill a PostgreSQL of their own are marked `slow`: the slowest of
# `make test` (about half a minute together). Deselect them with `-m "not slow"` for a quick
# run; the in-process test of the 503 mapping at the end is fast and stays in it.

CLIENTS = size("fault_clients", bounded=6, full=16)
KILLS = size("kills", bounded=1, full=3)
UP_SECONDS = size("fault_up_ms", bounded=1500, full=6000) / 1000
DOWN_SECONDS = size("fault_down_ms", bounded=1500, full=3000) / 1000
# No request may take longer than this, database up or down: a hang fails the test.
REQUEST_BOUND_SECONDS = 10.0
# While the database is down the answer is a refusal, and a refusal must be quick.
REFUSAL_BOUND_SECONDS = 5.0

NAMES = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"]
CITIES = ["Portland", "Seattle", "Denver", "Boston", "Chicago", "Austin", "Lisbon", "Oslo"]
HOBBIES = [
    "chess", "pottery", "sailing", "birdwatching", "climbing", "origami", "archery",
    "beekeeping", "calligraphy", "fencing", "juggling", "knitting", "rowing", "surfing",
]  # fmt: skip


@dataclass
class Service:
    postgres: KillablePostgres
    base_url: str
    database_url: str


@dataclass
class Outage:
    everything: bool  # the postmaster and all its processes, or the postmaster alone
    killed: float  # monotonic: the kill was sent
    dead: float  # no process of the old server is left
    restarting: float  # the new postmaster is being started
    back: float  # it accepts connections again


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Service]:
    root = tmp_path_factory.mktemp("dbfaults")
    with killable_postgres(root / "db") as postgres:
        url = postgres.start()
        env = {"DATABASE_URL": url, "PALIMPSEST_DATA_DIR": str(root / "data")}
        with serving(env, "--workers", "2") as base_url:
            yield Service(postgres, base_url, url)


def _write(rng: random.Random, client_no: int, i: int) -> dict[str, Any]:
    """Key conflicts, free-text updates and new facts, a few users each."""
    user = client_no % 3
    match i % 3:
        case 0:
            name = rng.choice(NAMES)
            return {
                "user_id": f"u_key_{user}",
                "text": f"Call me {name}",
                "type": "preference",
                "key": "preferred_name",
                "value": name,
                "confidence": rng.choice([0.6, 0.85, 0.9, 0.95]),
                "thread_id": f"t_key_{user}",
            }
        case 1:
            return {"user_id": f"u_city_{user}", "text": f"User lives in {rng.choice(CITIES)}"}
        case _:
            return {"user_id": f"u_notes_{client_no}", "text": f"User enjoys {rng.choice(HOBBIES)}"}


async def _load(
    client: httpx.AsyncClient, client_no: int, stop: asyncio.Event, out: list[Outcome]
) -> None:
    rng = random.Random(client_no)
    i = 0
    while not stop.is_set():
        out.append(await post_memory(client, _write(rng, client_no, i)))
        i += 1
        await asyncio.sleep(0.01)


async def _probe_ready(client: httpx.AsyncClient, stop: asyncio.Event, out: list[Outcome]) -> None:
    while not stop.is_set():
        out.append(await request(client, "GET", "/ready"))
        await asyncio.sleep(0.1)


async def _kill_and_restart(postgres: KillablePostgres, stop: asyncio.Event) -> list[Outage]:
    outages = []
    for n in range(KILLS):
        await asyncio.sleep(UP_SECONDS)
        everything = n % 2 == 0
        killed = time.monotonic()
        await asyncio.to_thread(postgres.kill, everything=everything)
        dead = time.monotonic()
        await asyncio.sleep(DOWN_SECONDS)
        restarting = time.monotonic()
        await asyncio.to_thread(postgres.start)
        outages.append(Outage(everything, killed, dead, restarting, time.monotonic()))
    await asyncio.sleep(UP_SECONDS)
    stop.set()
    return outages


def _client(base_url: str, connections: int) -> httpx.AsyncClient:
    limits = httpx.Limits(max_connections=connections, max_keepalive_connections=connections)
    return httpx.AsyncClient(base_url=base_url, timeout=REQUEST_BOUND_SECONDS, limits=limits)


def _clean_refusal(outcome: Outcome) -> bool:
    return (
        outcome.status == 503
        and outcome.content_type.startswith(PROBLEM_JSON)
        and outcome.body["type"].endswith(":database-unavailable")
        and outcome.seconds < REFUSAL_BOUND_SECONDS
    )


def _during(outcomes: list[Outcome], start: float, end: float) -> list[Outcome]:
    """The requests sent at or after `start` and answered before `end`."""
    return [o for o in outcomes if o.started >= start and o.ended < end]


@pytest.mark.slow
async def test_acknowledged_writes_survive_postgres_being_killed(service: Service) -> None:
    service.postgres.start()  # up, whatever an earlier test left behind
    writes: list[Outcome] = []
    probes: list[Outcome] = []
    stop = asyncio.Event()
    async with _client(service.base_url, CLIENTS + 1) as client, asyncio.TaskGroup() as group:
        timeline = group.create_task(_kill_and_restart(service.postgres, stop))
        group.create_task(_probe_ready(client, stop, probes))
        for n in range(CLIENTS):
            group.create_task(_load(client, n, stop, writes))
    outages = timeline.result()

    # (c) Every request was answered within the bound: an acknowledgement or a clean refusal.
    unanswered = [o.error for o in writes + probes if o.status is None]
    assert unanswered == [], unanswered[:5]
    assert {o.status for o in writes} <= {200, 201, 503}, Counter(o.status for o in writes)
    assert {o.status for o in probes} <= {200, 503}, Counter(o.status for o in probes)
    refused = [o for o in writes + probes if o.status == 503]
    unclean = [(o.content_type, o.body, o.seconds) for o in refused if not _clean_refusal(o)]
    assert unclean == [], unclean[:5]
    for n in range(len(outages)):
        _check_outage(n, outages, writes, probes)

    # (a) Every acknowledged write is there, as it was acknowledged; (b) nothing half-applied.
    _check_acknowledged_writes(service.database_url, writes)
    assert invariant_violations(service.database_url) == {}
    acks = [o for o in writes if o.acknowledged]
    (versions,) = query(service.database_url, "SELECT count(*) FROM memories")[0]
    report(
        f"database faults: {len(writes)} writes by {CLIENTS} clients around {len(outages)}"
        f" kill(s): {len(acks)} acknowledged ({dict(Counter(o.action for o in acks))}), all"
        f" present afterwards; {len(writes) - len(acks)} writes and"
        f" {sum(o.status == 503 for o in probes)} /ready probes refused cleanly (503"
        f" problem+json, {latency(refused)}); no 500, no dropped connection, no hang;"
        f" invariants hold over {versions} versions"
    )


def _check_outage(
    n: int, outages: list[Outage], writes: list[Outcome], probes: list[Outcome]
) -> None:
    """While down: refusals only, /ready 503. From the restart to the next kill: every write
    succeeds and /ready is 200 — the service recovered by itself."""
    outage = outages[n]
    down = _during(writes, outage.dead, outage.restarting)
    assert down, "the load kept going while the database was down"
    assert {o.status for o in down} == {503}
    assert {o.status for o in _during(probes, outage.dead, outage.restarting)} == {503}
    until = outages[n + 1].killed if n + 1 < len(outages) else float("inf")
    after = _during(writes, outage.back, until)
    assert after, "the load went on after the restart"
    assert [o.body for o in after if not o.acknowledged] == [], "recovered without a restart"
    assert {o.status for o in _during(probes, outage.back, until)} == {200}
    # The failures this outage caused: sent after the previous restart and before this one
    # (every write sent after a restart succeeded until the next kill, as checked above).
    since = outages[n - 1].back if n else 0.0
    failed = [o for o in writes if not o.acknowledged and since <= o.started < outage.back]
    failing = max(o.ended for o in failed) - min(o.started for o in failed)
    recovered = min(o.ended for o in after) - outage.back
    report(
        f"database fault {n + 1}/{len(outages)}:"
        f" {'the postmaster and all its processes' if outage.everything else 'the postmaster'}"
        f" SIGKILLed under load, all gone {outage.dead - outage.killed:.2f} s later, down"
        f" {outage.restarting - outage.dead:.2f} s more; {len(down)} writes refused meanwhile"
        f" ({latency(down)}); clients saw failures for {failing:.2f} s; PostgreSQL restart"
        f" {outage.back - outage.restarting:.2f} s; first acknowledged write"
        f" {1000 * recovered:.0f} ms after it was back"
    )


def _check_acknowledged_writes(url: str, writes: list[Outcome]) -> None:
    acks = [o for o in writes if o.acknowledged]
    stored = dict(query(url, "SELECT id, text FROM memories"))
    created = [o for o in acks if o.action in ("ADD", "UPDATE")]
    assert [o.memory_id for o in created if stored.get(o.memory_id) != o.payload["text"]] == []
    history = query(url, "SELECT event, memory_id, new_ref FROM history")
    made = {ref for event, _, ref in history if event in ("ADD", "UPDATE")}
    assert {o.memory_id for o in created} <= made
    # A NOOP (reinforced) or REJECT (kept on confidence) is a history row on the kept memory.
    kept = Counter(o.memory_id for o in acks if o.action == "NOOP")
    recorded = Counter(memory_id for event, memory_id, _ in history if event in ("NOOP", "REJECT"))
    assert all(memory_id in stored and recorded[memory_id] >= n for memory_id, n in kept.items())


@pytest.mark.slow
async def test_a_restart_while_idle_costs_no_request(service: Service) -> None:
    service.postgres.start()
    async with _client(service.base_url, 2 * CLIENTS) as client:
        warm = [post_memory(client, _write(random.Random(n), n, n)) for n in range(2 * CLIENTS)]
        warmed = await asyncio.gather(*warm)  # each worker's pool now holds connections
        assert [o.body for o in warmed if not o.acknowledged] == []
        await asyncio.to_thread(service.postgres.kill, everything=True)
        await asyncio.to_thread(service.postgres.start)
        burst = [
            post_memory(client, _write(random.Random(n), n, n + 1)) for n in range(2 * CLIENTS)
        ]
        outcomes = await asyncio.gather(*burst, request(client, "GET", "/ready"))
    assert [(o.status, o.body) for o in outcomes if not o.acknowledged] == []
    assert invariant_violations(service.database_url) == {}


@pytest.mark.parametrize(
    ("error", "status"),
    [
        (OperationalError("SELECT 1", {}, psycopg.OperationalError("connection failed")), 503),
        (OperationalError("SELECT 1", {}, errors.AdminShutdown("postmaster exit")), 503),
        (OperationalError("SELECT 1", {}, errors.CannotConnectNow("starting up")), 503),
        (InterfaceError("SELECT 1", {}, psycopg.InterfaceError("the connection is lost")), 503),
        # Not a lost database: a bug to see, not a reason to retry.
        (OperationalError("SELECT 1", {}, errors.DeadlockDetected("deadlock detected")), 500),
    ],
)
async def test_only_a_lost_database_is_answered_503(error: Exception, status: int) -> None:
    app = FastAPI()
    problems.install(app)

    @app.get("/work")
    async def work() -> None:
        raise error

    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        response = await client.get("/work")
    assert response.status_code == status
    assert response.headers["content-type"] == PROBLEM_JSON
    assert "SELECT" not in response.text  # neither the statement nor its parameters leak
    if status == 503:
        assert response.json()["type"].endswith(":database-unavailable")
        assert response.headers["retry-after"] == "1"
