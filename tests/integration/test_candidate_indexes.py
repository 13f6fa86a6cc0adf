"""The write's attribute channel reads the user's current memories stating an attribute from
their GIN index (`ix_memories_attributes_active`, docs/performance.md round 8): the index's
predicate must stay implied by the channel's filter, or every write stating an attribute would
read the whole table again, every version of every user."""

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import driver
from app.db.repositories.candidates import written_sql
from tests.fixtures.plans import session_without_indexes

# Every other index the channel could read the user's rows from (those of constraints aside),
# dropped inside the test's transaction, which is rolled back: the plan then shows whether the
# GIN index can serve the channel's filter at all, whatever an empty table's costs say.
_OTHERS = """
SELECT string_agg(quote_ident(indexname), ', ') FROM pg_indexes
WHERE tablename = 'memories' AND indexname <> 'ix_memories_attributes_active'
AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = indexname)
"""


session = session_without_indexes(_OTHERS)


@pytest.mark.parametrize("in_project", [False, True])
async def test_the_attribute_channel_uses_the_index_of_current_attributes(
    session: AsyncSession, in_project: bool
) -> None:
    params = {
        "tenant": "t",
        "user_id": "u",
        "project_id": "p" if in_project else None,
        "content_hash": "h",
        "importance_gate": 0.5,
        "k": 10,
        "vector": "[" + ",".join(["0.05"] * 384) + "]",
        "near_k": 3,
        "gate": 0.6,
        "duplicate_similarity": 0.95,
        "attributes": ["res"],
    }
    statement = written_sql(True, True, in_project, params)
    sql = "EXPLAIN (COSTS OFF) " + statement.sql.replace("%(vector)s", "%(vector)s::vector")
    rows = await driver.fetch_all(session, sql, statement.bind(params))
    plan = "\n".join(row[0] for row in rows)
    sharing = plan[plan.index("CTE sharing") :].split("\n  ->")[0]
    assert "Bitmap Index Scan on ix_memories_attributes_active" in sharing, plan
    assert "attributes && '{res}'::text[]))" in sharing.split("Index Cond:")[1], plan
