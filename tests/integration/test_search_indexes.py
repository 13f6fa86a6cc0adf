"""The search by words reads current memories from the partial GIN index, and time-travel
reads (`as_of`, `known_at`) from the full one: the partial index's predicate must stay
implied by the live search's filter, or every query would fall back to the full index and
read the superseded versions it exists to skip."""

from dataclasses import replace
from datetime import UTC, datetime

import pytest
from psycopg._queries import PostgresQuery
from psycopg.adapt import Transformer
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import driver
from app.db.repositories.retrieval import Scope
from app.db.repositories.search_sql import _per_user_sql, _search_sql
from tests.fixtures.plans import session_without_indexes

PARAMS = {
    "tenant": "t",
    "user_id": "u",
    "categories": ["profile"],
    "vector": "[" + ",".join(["0.05"] * 384) + "]",
    "query": "where does my sister live",
    "bigrams": "",
    "limit": 20,
    "rrf_k": 60,
    "semantic_weight": 1.0,
    "lexical_weight": 1.0,
    "common": [],
    "linked": 8,
}


# Every other index the search by words could read instead (constraints' own indexes, on ids,
# cannot serve it; the attribute channel's GIN index, which holds the user's current memories
# too); dropped inside the test's transaction, which is rolled back, so the plan can only
# choose between the two GIN indexes of search terms.
_OTHERS = """
SELECT string_agg(quote_ident(indexname), ', ') FROM pg_indexes
WHERE tablename = 'memories'
AND indexname NOT IN ('ix_memories_search', 'ix_memories_search_active')
AND (indexdef LIKE '%USING btree%' OR indexname = 'ix_memories_attributes_active')
AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = indexname)
"""


session = session_without_indexes(_OTHERS)


async def _plan(session: AsyncSession, scope: Scope, **extra: object) -> str:
    statement = _search_sql(scope)
    sql = "EXPLAIN (COSTS OFF) " + statement.sql.replace("%(vector)s", "%(vector)s::vector")
    rows = await driver.fetch_all(session, sql, statement.bind({**PARAMS, **extra}))
    return "\n".join(row[0] for row in rows)


async def test_the_live_search_by_words_uses_the_index_of_active_memories(
    session: AsyncSession,
) -> None:
    plan = await _plan(session, Scope("u", ["profile"], {}))
    assert "Bitmap Index Scan on ix_memories_search_active" in plan
    assert "Bitmap Index Scan on ix_memories_search\n" not in plan + "\n"


@pytest.mark.parametrize("moment", ["as_of", "known_at"])
async def test_a_time_travel_search_by_words_uses_the_full_index(
    session: AsyncSession, moment: str
) -> None:
    at = datetime(2026, 1, 1, tzinfo=UTC)
    live = Scope("u", ["profile"], {})
    scope = replace(live, as_of=at) if moment == "as_of" else replace(live, known_at=at)
    plan = await _plan(session, scope, **{moment: at})
    assert "Bitmap Index Scan on ix_memories_search\n" in plan + "\n"
    assert "ix_memories_search_active" not in plan


async def test_the_per_user_search_by_words_uses_the_index_of_active_memories(
    session: AsyncSession,
) -> None:
    # The plan made once per user (app/db/repositories/inlined.py) has the status written in:
    # as a parameter, a generic plan could not prove the partial index's predicate.
    inlined = _per_user_sql(Scope("u", ["profile"], {}))
    assert inlined is not None
    raw = (await (await session.connection()).get_raw_connection()).driver_connection
    assert raw is not None
    query = PostgresQuery(Transformer(raw))
    query.convert(inlined.text(PARAMS), inlined.bind(PARAMS))
    assert query.query is not None
    cursor = raw.cursor()
    await cursor.execute(b"EXPLAIN (GENERIC_PLAN, COSTS OFF) " + query.query)
    plan = "\n".join(row[0] for row in await cursor.fetchall())
    assert "Bitmap Index Scan on ix_memories_search_active" in plan
    assert "Bitmap Index Scan on ix_memories_search\n" not in plan + "\n"
