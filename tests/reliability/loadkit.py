"""What the concurrency and database-fault tests share: sizing, a timed HTTP write, latency
figures, and the SQL that checks the version-chain invariants after the fact.

Sizes: bounded by default (part of `make test`); `PALIMPSEST_STRESS=1` (set by `make stress`)
runs the full form. Any single size can be overridden with `PALIMPSEST_RELIABILITY_<NAME>`.
"""

import os
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import httpx
import psycopg

from app.db.engine import libpq_url

STRESS = os.environ.get("PALIMPSEST_STRESS", "") not in ("", "0")
PROBLEM_JSON = "application/problem+json"


def size(name: str, *, bounded: int, full: int) -> int:
    override = os.environ.get(f"PALIMPSEST_RELIABILITY_{name.upper()}")
    if override:
        return int(override)
    return full if STRESS else bounded


def report(line: str) -> None:
    """The figures of a run, for docs/RELIABILITY.md: visible under `pytest -s` (make stress)."""
    print(line, flush=True)  # noqa: T201


@dataclass
class Outcome:
    """One request as the client saw it: when it started and ended (monotonic seconds), the
    status (None: no answer at all — a transport error or a timeout), and the body."""

    payload: dict[str, Any]
    started: float
    ended: float = 0.0
    status: int | None = None
    content_type: str = ""
    body: Any = None
    error: str | None = None

    @property
    def seconds(self) -> float:
        return self.ended - self.started

    @property
    def acknowledged(self) -> bool:
        return self.status is not None and 200 <= self.status < 300

    @property
    def action(self) -> str | None:
        return self.body.get("action") if self.acknowledged else None

    @property
    def memory_id(self) -> str | None:
        if not self.acknowledged or self.body.get("memory") is None:
            return None
        memory_id: str = self.body["memory"]["id"]
        return memory_id


async def post_memory(client: httpx.AsyncClient, payload: dict[str, Any]) -> Outcome:
    return await request(client, "POST", "/memory", payload)


async def request(
    client: httpx.AsyncClient, method: str, path: str, payload: dict[str, Any] | None = None
) -> Outcome:
    outcome = Outcome(payload=payload or {}, started=time.monotonic())
    try:
        response = await client.request(method, path, json=payload)
    except httpx.HTTPError as error:  # a timeout or a dropped connection: no answer at all
        outcome.error = f"{type(error).__name__}: {error}"
    else:
        outcome.status = response.status_code
        outcome.content_type = response.headers.get("content-type", "")
        try:
            outcome.body = response.json()
        except ValueError:
            outcome.body = response.text
    outcome.ended = time.monotonic()
    return outcome


def latency(outcomes: Sequence[Outcome]) -> str:
    """p50 / p95 / p99 / max of the outcomes' durations, in milliseconds."""
    if not outcomes:
        return "no requests"
    ms = sorted(o.seconds * 1000 for o in outcomes)
    p = statistics.quantiles(ms, n=100, method="inclusive") if len(ms) > 1 else ms * 99
    return f"p50 {p[49]:.0f} ms, p95 {p[94]:.0f} ms, p99 {p[98]:.0f} ms, max {ms[-1]:.0f} ms"


def query(url: str, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    with psycopg.connect(libpq_url(url)) as conn:
        return conn.execute(sql, params).fetchall()


# Each query answers the rows that break one invariant; all must answer none. They hold for
# any mix of plain writes (ADD, UPDATE, NOOP, REJECT, one write superseding several chains);
# late facts and merges, which these loads never send, would need their own cases.
INVARIANTS = {
    "two active versions of one structured key": """
        SELECT tenant_id, user_id, scope, type, key, project_id, count(*) FROM memories
        WHERE status = 'active' AND key IS NOT NULL
        GROUP BY tenant_id, user_id, scope, type, key, project_id HAVING count(*) > 1""",
    "two active versions in one chain": """
        SELECT chain_id, count(*) FROM memories WHERE status = 'active'
        GROUP BY chain_id HAVING count(*) > 1""",
    "versions of a chain not exactly 1..n": """
        SELECT chain_id, min(version), max(version), count(*), count(DISTINCT version)
        FROM memories GROUP BY chain_id
        HAVING min(version) <> 1 OR max(version) <> count(*)
            OR count(DISTINCT version) <> count(*)""",
    "an active version that is not the latest of its chain": """
        SELECT m.id FROM memories m
        WHERE m.status = 'active' AND EXISTS (
            SELECT 1 FROM memories n WHERE n.chain_id = m.chain_id AND n.version > m.version)""",
    "a superseded version without its successor (the next version, naming it)": """
        SELECT m.id, m.superseded_by FROM memories m
        LEFT JOIN memories s ON s.id = m.superseded_by
        WHERE m.status = 'superseded' AND (s.id IS NULL OR (
            s.chain_id = m.chain_id
            AND (s.supersedes IS DISTINCT FROM m.id OR s.version <> m.version + 1)))""",
    "a later version whose predecessor is not marked superseded by it": """
        SELECT m.id FROM memories m LEFT JOIN memories p ON p.id = m.supersedes
        WHERE m.version > 1 AND (
            p.id IS NULL OR p.superseded_by IS DISTINCT FROM m.id OR p.status = 'active')""",
    "a version without exactly one ADD/UPDATE history row creating it": """
        SELECT m.id, count(h.id) FROM memories m
        LEFT JOIN history h ON h.new_ref = m.id AND h.memory_id = m.id
            AND h.chain_id = m.chain_id AND h.event IN ('ADD', 'UPDATE')
        GROUP BY m.id HAVING count(h.id) <> 1""",
    "a superseded version without the history row that retired it": """
        SELECT m.id FROM memories m WHERE m.status = 'superseded' AND NOT EXISTS (
            SELECT 1 FROM history h WHERE h.old_ref = m.id AND h.new_ref = m.superseded_by)""",
    "a history row about a memory that does not exist": """
        SELECT h.id, h.event, h.memory_id FROM history h
        WHERE NOT EXISTS (SELECT 1 FROM memories m WHERE m.id = h.memory_id)
           OR (h.new_ref IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM memories m WHERE m.id = h.new_ref))""",
    "a thread revision that is not its change log's 1..rev": """
        SELECT t.thread_id, t.rev, count(c.id), count(DISTINCT c.rev), max(c.rev)
        FROM thread_revisions t
        LEFT JOIN change_log c ON c.tenant_id = t.tenant_id AND c.thread_id = t.thread_id
        GROUP BY t.tenant_id, t.thread_id, t.rev
        HAVING count(c.id) <> t.rev OR count(DISTINCT c.rev) <> t.rev
            OR max(c.rev) IS DISTINCT FROM t.rev""",
}

# Only true where nothing is deleted or retracted, as in these loads.
EVERY_CHAIN_HAS_A_CURRENT_VERSION = """
    SELECT chain_id FROM memories GROUP BY chain_id
    HAVING count(*) FILTER (WHERE status = 'active') <> 1"""


def invariant_violations(url: str, *, nothing_deleted: bool = True) -> dict[str, list[Any]]:
    """Every invariant that some row breaks, with (up to five of) the rows that break it."""
    checks = dict(INVARIANTS)
    if nothing_deleted:
        checks["a chain without exactly one current version"] = EVERY_CHAIN_HAS_A_CURRENT_VERSION
    found = {name: query(url, sql) for name, sql in checks.items()}
    return {name: rows[:5] for name, rows in found.items() if rows}
