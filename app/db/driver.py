"""Statements run on a session's psycopg connection, past SQLAlchemy's execution machinery.

For the hottest statements of a request, whose shape and types are fixed, SQLAlchemy's
per-execution work (compiled-cache lookup, parameter and row processing) cost more than half
of the statement's own client-side time: 0.4 ms of CPU a query. They run here instead, in the
session's transaction (or autocommit), and their failures reach callers as SQLAlchemy's own
exceptions: a lost connection is invalidated and answered 503 like any other
(app.api.problems), a constraint violation is still an `IntegrityError`.
"""

from collections.abc import Hashable
from dataclasses import dataclass
from enum import Enum
from typing import Any, cast

import psycopg
from sqlalchemy.dialects import postgresql
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession
from sqlalchemy.pool import PoolProxiedConnection
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler

from app.db.vectors import sends_binary

_DIALECT = postgresql.psycopg.dialect()  # type: ignore[no-untyped-call]


@dataclass(frozen=True)
class Compiled:
    """A SQLAlchemy statement compiled once for the driver."""

    sql: str  # psycopg's form: %(name)s parameters
    constants: dict[str, Any]  # the values SQLAlchemy bound itself (literals in the statement)

    def bind(self, params: dict[str, Any]) -> dict[str, Any]:
        return {**self.constants, **params}


def compile_statement(statement: ClauseElement, written: dict[str, Any] | None = None) -> Compiled:
    """`statement` in psycopg's form. `written`: values of the parameters SQLAlchemy writes
    into the text at execution (`literal_execute`), written in as it would."""
    compiled = cast(SQLCompiler, statement.compile(dialect=_DIALECT))
    sql, params = str(compiled), compiled.construct_params(_check=False)
    if written is not None:
        expanded = compiled.construct_expanded_state({**params, **written})
        sql, params = expanded.statement, {**params, **expanded.parameters}
    constants = {
        name: value.value if isinstance(value, Enum) else value
        for name, value in params.items()
        if value is not None
    }
    return Compiled(sql, constants)


@dataclass(frozen=True)
class Kept:
    """How many statements of one family (a statement written per user) a connection keeps
    prepared, and after how many runs on it one earns a place. A prepared plan of the
    retrieval statement holds ~340 kB of the backend's memory."""

    family: str
    texts: int
    after_runs: int

    def admit(self, info: dict[Any, Any], key: Hashable) -> bool:
        """Whether the statement `key` names has (now) a place on the connection whose pool
        `info` this is."""
        prepared: set[Hashable] = info.setdefault(("prepared", self.family), set())
        if key in prepared:
            return True
        runs: dict[Hashable, int] = info.setdefault(("runs", self.family), {})
        if len(runs) > 16 * self.texts:  # one-off keys: forget them, not the kept ones
            runs.clear()
        runs[key] = runs.get(key, 0) + 1
        if runs[key] < self.after_runs or len(prepared) >= self.texts:
            return False
        prepared.add(key)
        return True


# `session.info` key: the connection of a session that keeps one for its whole life (a reading
# unit of work, app.db.uow), so that each statement need not ask the session for it again (two
# greenlet round trips through SQLAlchemy, ~50 µs of CPU a statement).
PINNED = "palimpsest.pinned_connection"


async def pin(session: AsyncSession, connection: AsyncConnection) -> None:
    """Record `connection` as the one `session` uses until it closes."""
    session.info[PINNED] = (connection, await connection.get_raw_connection())


async def _connection(session: AsyncSession) -> tuple[AsyncConnection, PoolProxiedConnection]:
    pinned: tuple[AsyncConnection, PoolProxiedConnection] | None = session.info.get(PINNED)
    if pinned is not None and not pinned[0].closed and not pinned[0].invalidated:
        return pinned
    connection = await session.connection()
    return connection, await connection.get_raw_connection()


async def connection_info(session: AsyncSession) -> dict[Any, Any]:
    """The pool's `info` of the session's connection: what lives as long as the connection."""
    _, raw = await _connection(session)
    info: dict[Any, Any] = raw.info
    return info


# `session.info` key: set when the session's transaction plans every prepared statement once
# (`UnitOfWork.lock_user(generic_plans=True)`): a statement asking for a generic plan need not
# switch to it and back.
GENERIC_PLANS = "palimpsest.generic_plans"

# Connections plan every statement for its values (app.db.engine: plan_cache_mode); these
# switch it for one statement, inside its transaction, in the same round trip.
_GENERIC = "SELECT set_config('plan_cache_mode', 'force_generic_plan', true)"
_CUSTOM = "SELECT set_config('plan_cache_mode', 'force_custom_plan', true)"


_BINARY_FORMS: dict[tuple[str, tuple[str, ...]], str] = {}


def _binary_form(sql: str, names: tuple[str, ...]) -> str:
    """`sql` with the parameters `names` sent in binary (`%(name)b`)."""
    key = (sql, names)
    if key not in _BINARY_FORMS:
        for name in names:
            sql = sql.replace(f"%({name})s", f"%({name})b")
        _BINARY_FORMS[key] = sql
    return _BINARY_FORMS[key]


async def fetch_all(
    session: AsyncSession,
    sql: str,
    params: dict[str, Any],
    *,
    generic_plan: bool = False,
    vector_lists: tuple[str, ...] = (),
) -> list[Any]:
    """The rows of `sql` (psycopg's form: %(name)s parameters), as tuples.

    `generic_plan`: for a statement whose best plan never depends on its values, planned once
    per connection and reused, instead of planned at every execution (0.5 ms for the staged
    rows' statement). In a transaction, or in autocommit, where the statements of one
    pipeline share an implicit transaction.

    `vector_lists`: parameters that are lists of vectors. psycopg sends a list as text unless
    told otherwise, each vector formatted number by number (160 µs a vector); they go in the
    binary form when the connection has it (app.db.vectors)."""
    connection, raw = await _connection(session)
    driver = raw.driver_connection
    assert driver is not None
    if vector_lists and sends_binary(driver):
        sql = _binary_form(sql, vector_lists)
    try:
        if generic_plan and session.info.get(GENERIC_PLANS):
            # The transaction plans prepared statements once already (UnitOfWork.lock_user).
            cursor = await driver.execute(sql, params, prepare=True)
        elif generic_plan:
            async with driver.pipeline():
                await driver.execute(_GENERIC)
                cursor = await driver.execute(sql, params, prepare=True)
                await driver.execute(_CUSTOM)
        else:
            cursor = await driver.execute(sql, params)
        rows: list[Any] = await cursor.fetchall()
    except psycopg.Error as error:
        dialect = connection.dialect
        lost = dialect.is_disconnect(error, raw.dbapi_connection, None)  # type: ignore[arg-type]
        if lost:
            await connection.invalidate(error)
        raise DBAPIError.instance(
            sql, params, error, psycopg.Error, connection_invalidated=lost, dialect=dialect
        ) from error
    return rows
