"""Statements run on the session's psycopg connection share its transaction, and fail as
SQLAlchemy's own exceptions: a lost connection is invalidated, a violation is IntegrityError."""

import numpy as np
import psycopg
import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import driver
from app.db.engine import libpq_url
from app.db.vectors import sends_binary


async def test_a_driver_statement_runs_in_the_sessions_transaction(session: AsyncSession) -> None:
    await session.execute(text("CREATE TEMP TABLE t (n int PRIMARY KEY) ON COMMIT DROP"))
    await session.execute(text("INSERT INTO t VALUES (1)"))
    rows = await driver.fetch_all(session, "SELECT n + %(add)s FROM t", {"add": 41})
    assert rows == [(42,)]
    with pytest.raises(IntegrityError):
        await driver.fetch_all(session, "INSERT INTO t VALUES (1) RETURNING n", {})


async def test_a_lost_connection_is_invalidated_and_reported_as_sqlalchemys(
    session: AsyncSession, database_url: str
) -> None:
    pid = await driver.fetch_all(session, "SELECT pg_backend_pid()", {})
    async with await psycopg.AsyncConnection.connect(libpq_url(database_url)) as other:
        await other.execute("SELECT pg_terminate_backend(%s)", (pid[0][0],))
    with pytest.raises(OperationalError) as raised:
        await driver.fetch_all(session, "SELECT 1", {})
    assert raised.value.connection_invalidated


async def test_a_generic_plan_is_made_once_and_the_custom_default_comes_back(
    session: AsyncSession,
) -> None:
    statement = "SELECT count(*) FROM memories WHERE tenant_id = %(tenant)s"
    for _ in range(3):
        rows = await driver.fetch_all(session, statement, {"tenant": "nobody"}, generic_plan=True)
        assert rows == [(0,)]
    plans = await driver.fetch_all(
        session,
        "SELECT generic_plans, custom_plans FROM pg_prepared_statements"
        " WHERE statement LIKE 'SELECT count(*) FROM memories WHERE tenant_id = $1'",
        {},
    )
    assert plans == [(3, 0)]
    # The statements after it are planned for their values again.
    mode = await driver.fetch_all(session, "SHOW plan_cache_mode", {})
    assert mode == [("force_custom_plan",)]


async def test_lists_of_vectors_go_binary_when_the_connection_can(
    session: AsyncSession, database_url: str
) -> None:
    # psycopg would send a list as text, each vector formatted number by number.
    statement = "SELECT CAST(%(vectors)s AS vector[])::text"
    assert "%(vectors)b" in driver._binary_form(statement, ("vectors",))
    connection = await session.connection()
    raw = await connection.get_raw_connection()
    assert raw.driver_connection is not None
    assert sends_binary(raw.driver_connection)
    async with await psycopg.AsyncConnection.connect(libpq_url(database_url)) as plain:
        assert not sends_binary(plain)  # it never looked the type up: text, as before
    vectors = [np.array([0.5, -1.25, 3.0], dtype=np.float32), None]
    rows = await driver.fetch_all(
        session, statement, {"vectors": vectors}, vector_lists=("vectors",)
    )
    assert rows == [('{"[0.5,-1.25,3]",NULL}',)]
