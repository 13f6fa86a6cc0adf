"""The planner learns a fast-growing user's size: the service refreshes PostgreSQL's statistics of
`memories` as a user's memories grow (app/db/statistics.py), and prices a page read as memory
or an SSD does (app/db/engine.py), so a user holding a thousand memories gets the HNSW index
for its candidates, not an exact sort of every one of them."""

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import httpx
import psycopg
import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from app.config import Settings
from app.db.engine import CONNECT_ARGS, libpq_url
from app.db.statistics import USERS_KEPT, PlannerStatistics
from app.runtime import Runtime
from tests.fixtures.apps import running_app

USER = "grows fast"


def _known_users(url: str) -> list[str]:
    """The user ids PostgreSQL's statistics hold as the most common."""
    with psycopg.connect(libpq_url(url)) as conn:
        row = conn.execute(
            "SELECT most_common_vals::text::text[] FROM pg_stats"
            " WHERE tablename = 'memories' AND attname = 'user_id'"
        ).fetchone()
    return list(row[0]) if row and row[0] else []


@asynccontextmanager
async def _writing(
    settings: Settings, url: str, refresh_after: int
) -> AsyncIterator[tuple[Runtime, Callable[[int, int], Awaitable[None]]]]:
    """The service on `url`, and a way to write the user's memories `start` to `stop` over HTTP
    (each a new fact), waiting for a refresh they started."""
    overrides = {"database_url": url, "refresh_statistics_after": refresh_after}
    async with running_app(settings, **overrides) as app:
        runtime: Runtime = app.state.runtime
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:

            async def write(start: int, stop: int) -> None:
                for i in range(start, stop):
                    body = {"user_id": USER, "text": f"Note {i}: the locker code is {i * 7919}"}
                    response = await client.post("/memory", json=body)
                    assert response.status_code == 201, response.text
                await runtime.statistics.close()  # a refresh under way has finished

            yield runtime, write


async def test_a_growing_users_memories_refresh_the_statistics_as_they_double(
    settings: Settings, scratch_database_url: str
) -> None:
    async with _writing(settings, scratch_database_url, 20) as (runtime, write):
        await write(0, 19)
        assert runtime.statistics.refreshes == 0
        assert USER not in _known_users(scratch_database_url)
        await write(19, 20)  # the 20th memory
        assert runtime.statistics.refreshes == 1
        assert USER in _known_users(scratch_database_url)
        # Then each time the user's new memories reach half of what it had: 40, 60, 90.
        await write(20, 39)
        assert runtime.statistics.refreshes == 1
        await write(39, 40)
        assert runtime.statistics.refreshes == 2
        await write(40, 60)
        assert runtime.statistics.refreshes == 3
        await write(60, 89)
        assert runtime.statistics.refreshes == 3
        await write(89, 90)
        assert runtime.statistics.refreshes == 4


async def test_no_refresh_when_it_is_turned_off(
    settings: Settings, scratch_database_url: str
) -> None:
    async with _writing(settings, scratch_database_url, 0) as (runtime, write):
        await write(0, 30)
        assert runtime.statistics.refreshes == 0
    assert USER not in _known_users(scratch_database_url)


# One user's 1,000 memories and 20 of another: the table is mostly one user, as a new
# service's is. Vectors are arbitrary; the planner's choice does not read them.
_SEED = """
INSERT INTO memories (id, tenant_id, user_id, type, category, text, content_hash, confidence,
    importance, tier, chain_id, version, status, embedding)
SELECT 'ps' || i, 't_stats', CASE WHEN i <= 1000 THEN 'heavy' ELSE 'light' END, 'fact',
    'general', repeat('a note about the user, number ' || i, 4), 'h' || i, 0.8, 0.8, 'semantic',
    'ps' || i, 1, 'active',
    (SELECT array_agg(sin(i * 0.37 + d * 1.3)) FROM generate_series(1, 384) d)::vector
FROM generate_series(1, 1020) i
"""


@pytest.mark.parametrize(("options", "index"), [("", False), (CONNECT_ARGS["options"], True)])
def test_a_thousand_memories_are_searched_by_the_index_at_the_services_page_cost(
    scratch_database_url: str, options: str, index: bool
) -> None:
    """PostgreSQL's default page cost (4, a disk seek) priced pgvector's scan above an exact
    sort of 1,000 memories, which ran 5-10 times slower (docs/performance.md, "Round 13")."""
    from app.db.repositories.candidate_sql import written_sql

    values: dict[str, Any] = {
        "tenant": "t_stats", "user_id": "heavy", "content_hash": "none", "importance_gate": 0.3,
        "k": 10, "vector": "[" + ",".join(["0.05"] * 384) + "]", "near_k": 3, "gate": 0.2,
        "duplicate_similarity": 0.95,
    }  # fmt: skip
    statement = written_sql(True, False, False, values)
    sql = statement.sql.replace("%(vector)s", "%(vector)s::vector")
    with psycopg.connect(libpq_url(scratch_database_url), options=options) as conn:
        conn.execute(_SEED)
        conn.execute("ANALYZE memories")
        rows = conn.execute("EXPLAIN (COSTS OFF) " + sql, statement.bind(values)).fetchall()
        conn.rollback()  # rows without history: never committed
    plan = "\n".join(row[0] for row in rows)
    assert ("ix_memories_embedding" in plan) is index, plan


async def test_the_counts_stay_bounded_when_many_users_write_a_few_each(
    engine: AsyncEngine,
) -> None:
    statistics = PlannerStatistics(engine, first_after=200)
    for i in range(USERS_KEPT + 500):
        statistics.note_written("t_many", f"user {i}", 3)
    assert len(statistics._since) == USERS_KEPT  # the least recently written are forgotten
    assert statistics.refreshes == 0
