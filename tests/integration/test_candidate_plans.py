"""A single write's conflict candidates: its statement has the values its plan depends on
written into its text (app/db/repositories/candidates.py), and the write's transaction plans
a prepared statement once (`UnitOfWork.lock_user(generic_plans=True)`). That plan must be the
one the user's own values would get: the HNSW index for a user holding thousands of memories,
an exact sort of the user's rows for a user holding a few. And the connection must plan for
the values again once the write's transaction ends."""

import re
from collections.abc import AsyncIterator
from typing import Any

import httpx
import numpy as np
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from app.config import Settings
from app.db import driver
from app.db.engine import create_engine, create_sessionmaker
from app.db.repositories.candidate_sql import _LITERALS, written_sql
from app.db.uow import UnitOfWorkFactory
from tests.fixtures.apps import running_app

TENANT = "t_plans"
# Quotes, a backslash, a CJK name: all must reach SQL as the value when written in.
HEAVY, LIGHT = "o'brien \\ 用户", "light"

# HEAVY holds 3,000 active memories, LIGHT 12, and 1,500 belong to 150 other users.
_SEED = f"""
INSERT INTO memories (id, tenant_id, user_id, type, category, text, content_hash, attributes,
    confidence, importance, tier, chain_id, version, status, embedding)
SELECT 'mp' || i, '{TENANT}', u, 'fact', 'general', 'text ' || i, 'h' || i,
    CASE WHEN i % 3 = 0 THEN ARRAY['res'] ELSE '{{}}' END, 0.8, 0.5 + (i % 5) / 10.0,
    'semantic', 'mp' || i, 1, 'active',
    (SELECT array_agg(sin(i % 97 + d) + i * 0) FROM generate_series(1, 384) d)::vector
FROM (SELECT i, CASE WHEN i <= 3000 THEN :heavy WHEN i <= 3012 THEN :light
    ELSE 'other' || (i % 150) END AS u FROM generate_series(1, 4512) i) s
"""


@pytest.fixture
async def session(session: AsyncSession) -> AsyncIterator[AsyncSession]:
    await session.execute(text(_SEED), {"heavy": HEAVY, "light": LIGHT})
    await session.execute(text("ANALYZE memories"))
    try:
        yield session
    finally:
        await session.rollback()


def _values(user_id: str) -> dict[str, Any]:
    return {
        "tenant": TENANT,
        "user_id": user_id,
        "content_hash": "none",
        "importance_gate": 0.3,
        "k": 10,
        "vector": "[" + ",".join(["0.05"] * 384) + "]",
        "near_k": 3,
        "gate": 0.2,
        "duplicate_similarity": 0.95,
        "attributes": ["res"],
    }


def _shape(plan: str) -> list[str]:
    """The plan's nodes and the indexes they read, without the values in their conditions."""
    nodes = []
    for line in plan.splitlines():
        if re.match(
            r"\s*(Filter|Index Cond|Order By|Recheck Cond|Sort Key|Join Filter|Hash Cond"
            r"|Merge Cond|Rows Removed|One-Time Filter|Output|Group Key)",
            line.strip(),
        ):
            continue  # fmt: skip
        nodes.append(line.rstrip())
    return nodes


async def _plan(session: AsyncSession, sql: str, params: dict[str, Any]) -> str:
    rows = await driver.fetch_all(session, "EXPLAIN (COSTS OFF) " + sql, params)
    return "\n".join(row[0] for row in rows)


@pytest.mark.parametrize("user_id", [HEAVY, LIGHT])
async def test_the_plan_made_once_is_the_plan_for_the_values(
    session: AsyncSession, user_id: str
) -> None:
    values = _values(user_id)
    statement = written_sql(True, False, False, values)
    sql = statement.sql.replace("%(vector)s", "%(vector)s::vector")
    custom = await _plan(session, sql, statement.bind(values))
    # The same text with its parameters as $n and no values: the plan made once.
    names: list[str] = []

    def numbered(match: re.Match[str]) -> str:
        if match.group(1) not in names:
            names.append(match.group(1))
        return f"${names.index(match.group(1)) + 1}"

    generic_sql = re.sub(r"%\((\w+)\)s", numbered, sql)
    rows = await session.execute(text("EXPLAIN (COSTS OFF, GENERIC_PLAN) " + generic_sql))
    generic = "\n".join(row[0] for row in rows)
    assert _shape(generic) == _shape(custom), f"{generic}\n---\n{custom}"
    # And the choice the written-in user makes: the index for the heavy user only.
    assert ("ix_memories_embedding" in custom) is (user_id == HEAVY), custom


async def test_a_writes_candidates_are_planned_once_and_the_connection_plans_for_values_after(
    settings: Settings, scratch_database_url: str
) -> None:
    engine = create_engine(scratch_database_url, settings.model_copy(update={"db_pool_size": 1}))
    factory = UnitOfWorkFactory(create_sessionmaker(engine))
    vector = np.full(384, 0.05, dtype=np.float32)
    try:
        for runs in range(8):  # psycopg prepares a text at its fifth run on a connection
            async with factory(TENANT) as uow:
                kept = await uow.candidates.keep_plan(HEAVY, None)
                assert kept is (runs > 0)  # from a user's second write on the connection
                await uow.lock_user(HEAVY, generic_plans=kept)
                found = await uow.candidates.gather(
                    user_id=HEAVY, project_id=None, content_hash="h", vector=vector,
                    attributes=[], k=10, gate=0.2, importance_gate=0.3,
                    duplicate_similarity=0.95,
                )  # fmt: skip
                assert found.duplicate is None
                assert found.candidates == []
                # A statement asking for a plan made once leaves the transaction's mode as it is.
                await driver.fetch_all(uow.session, "SELECT 1", {}, generic_plan=True)
                mode = (await uow.session.execute(text("SHOW plan_cache_mode"))).scalar_one()
                assert mode == ("force_generic_plan" if kept else "force_custom_plan")
        async with factory(TENANT) as uow:
            plans = await driver.fetch_all(
                uow.session,
                "SELECT generic_plans, custom_plans, statement FROM pg_prepared_statements"
                " WHERE statement LIKE 'WITH duplicate AS MATERIALIZED%%'",
                {},
            )
            assert len(plans) == 1, plans
            generic, custom, statement = plans[0]
            assert generic >= 1
            assert custom == 0
            assert "'o''brien \\ 用户'" in statement  # the user, written in as its value
            mode = (await uow.session.execute(text("SHOW plan_cache_mode"))).scalar_one()
            assert mode == "force_custom_plan"
    finally:
        await engine.dispose()


async def test_a_user_written_in_still_finds_what_it_supersedes_after_the_plan_is_kept(
    settings: Settings, scratch_database_url: str
) -> None:
    """Over HTTP, past psycopg's fifth run of the user's text: the change still finds the
    fact it changes, for a user id that must be quoted to be written in."""
    facts = [
        "User lives in Oslo.",
        "User drinks oolong tea every morning.",
        "User's sister Ines works as a nurse.",
        "User plays the cello on weekends.",
        "User is allergic to peanuts.",
        "User's dog is called Biscuit.",
        "User drives a blue Volvo.",
    ]
    async with running_app(settings, database_url=scratch_database_url) as app:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            written = [
                await client.post("/memory", json={"user_id": HEAVY, "text": fact})
                for fact in facts
            ]
            assert [w.status_code for w in written] == [201] * len(facts), written[-1].text
            moved = await client.post(
                "/memory", json={"user_id": HEAVY, "text": "User now lives in Bergen."}
            )
    assert moved.status_code == 201, moved.text
    body = moved.json()
    assert body["action"] == "UPDATE", body
    assert [m["text"] for m in body["superseded"]] == ["User lives in Oslo."]


async def test_a_connection_keeps_plans_for_a_bounded_number_of_users(
    settings: Settings, scratch_database_url: str
) -> None:
    """Each kept plan holds a few hundred kB of the backend's memory: the ninth user writing
    again on a connection runs the shared statement, planned at each run."""
    engine = create_engine(scratch_database_url, settings.model_copy(update={"db_pool_size": 1}))
    factory = UnitOfWorkFactory(create_sessionmaker(engine))
    try:
        kept = {}
        for user in [f"u{n}" for n in range(9)] * 2:
            async with factory(TENANT) as uow:
                kept[user] = await uow.candidates.keep_plan(user, None)
        assert [kept[f"u{n}"] for n in range(9)] == [True] * 8 + [False]
    finally:
        await engine.dispose()


def test_the_literals_written_in_are_the_enums_values() -> None:
    assert {value.value: str(literal) for value, literal in _LITERALS.items()} == {
        value.value: f"'{value.value}'" for value in _LITERALS
    }
