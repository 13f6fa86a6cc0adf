"""Rows a unit of work adds and never reads back, written together in one statement.

A write adds a new version (and, for a merge, the reads it inherits), its history rows, its
relation edges, its operational events and, in a thread, a change-log row under a new
revision. None of them is read back by the unit of work that adds them, so they are staged
here and go in as one statement of data-modifying CTEs: one round trip and one plan instead of
one per table. The statement runs when the unit of work ends (before COMMIT, so the deferred
history trigger and every constraint still check them in the same transaction), or earlier
when `write` is called.

The statement's text never changes (each table's rows arrive as arrays, one per column, and
`unnest` turns them back into rows; an empty array inserts nothing), so it is built and
prepared once, however many rows of each kind a unit of work stages. Inside it, foreign keys
between its own rows hold (they are checked at its end), and each thread's revision is
advanced by the number of changes staged for it in a single upsert, the changes numbered in
the order they were staged. A new version that loses the race for an active key or chain
surfaces as `StaleWrite`, as it did when it was inserted alone.
"""

import json
import math
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import numpy as np
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import driver
from app.db.models import ACTIVE_CHAIN_INDEX, ACTIVE_KEY_INDEX, Memory
from app.db.vectors import as_vector
from app.errors import StaleWrite

# (column, SQL type of its array, how a value left unset is filled: the column's default)
_MEMORY = (
    ("id", "text", None),
    ("user_id", "text", None),
    ("agent_id", "text", None),
    ("run_id", "text", None),
    ("thread_id", "text", None),
    ("actor_id", "text", None),
    ("role", "text", None),
    ("project_id", "text", None),
    ("scope", "text", "'global'"),
    ("type", "text", None),
    ("category", "text", None),
    ("key", "text", None),
    ("value", "jsonb", None),
    ("text", "text", None),
    ("embedding", "vector", None),
    ("content_hash", "text", None),
    ("attributes", "jsonb", "'[]'"),  # a text[] each: sent as JSON, see _text_array
    ("confidence", "float8", None),
    ("importance", "float8", None),
    ("tier", "text", "'semantic'"),
    ("pinned", "boolean", "false"),
    ("lifespan", "text", "'permanent'"),
    ("tags", "jsonb", "'[]'"),
    ("metadata", "jsonb", "'{}'"),
    ("chain_id", "text", None),
    ("version", "integer", None),
    ("status", "text", "'active'"),
    ("supersedes", "text", None),
    ("superseded_by", "text", None),
    ("superseded_at", "timestamptz", None),
    ("contradicted_by", "text", None),
    ("valid_from", "timestamptz", "clock_timestamp()"),
    ("valid_until", "timestamptz", None),
    ("created_at", "timestamptz", "clock_timestamp()"),
    ("updated_at", "timestamptz", "clock_timestamp()"),
    ("deleted_at", "timestamptz", None),
    ("purge_at", "timestamptz", None),
)
_ATTRIBUTE_OF = {"metadata": "meta"}
_HISTORY = (
    ("event", "text"),
    ("memory_id", "text"),
    ("chain_id", "text"),
    ("old_ref", "text"),
    ("new_ref", "text"),
    ("actor", "text"),
    ("meta", "jsonb"),
)
_RELATION = (
    ("from_id", "text"),
    ("to_id", "text"),
    ("relation_type", "text"),
    ("strength", "float8"),
)
_EVENT = (
    ("node", "text"),
    ("op", "text"),
    ("status", "text"),
    ("user_id", "text"),
    ("thread_id", "text"),
    ("memory_id", "text"),
    ("category", "text"),
    ("sim", "float8"),
    ("meta", "jsonb"),
)
_CHANGE = (("thread_id", "text"), ("memory_id", "text"), ("event", "text"), ("meta", "jsonb"))
# A new version's reads, when it starts with some (a merge adds up those of both memories).
_READ = (("memory_id", "text"), ("access_count", "integer"), ("last_accessed_at", "timestamptz"))


def _text_array(column: str) -> str:
    return f"ARRAY(SELECT jsonb_array_elements_text(r.{column}))"


def _columns(columns: Sequence[tuple[str, str]]) -> str:
    return ", ".join(f"{name} {kind}" for name, kind in columns)


def _rows(param: str, columns: Sequence[tuple[str, str]], alias: str = "") -> str:
    """The rows of one table, from a JSON array of objects (one key per column)."""
    return f"json_to_recordset(CAST(:{param} AS json)) AS {alias}({_columns(columns)})"


def _memory_value(name: str, default: str | None) -> str:
    value = _text_array(name) if name in ("attributes", "tags") else f"r.{name}"
    if name in ("attributes", "tags") and default is not None:
        return f"COALESCE({value}, '{{}}')"
    return value if default is None else f"COALESCE({value}, {default})"


def _insert(table: str, param: str, columns: Sequence[tuple[str, str]]) -> str:
    names = ", ".join(name for name, _ in columns)
    values = ", ".join(f"r.{name}" for name, _ in columns)
    rows = _rows(param, columns, alias="r")
    return f"INSERT INTO {table} (tenant_id, {names}) SELECT :tenant, {values} FROM {rows}"


_MEMORY_FIELDS = [(name, kind) for name, kind, _ in _MEMORY if name != "embedding"]
_STATEMENT = text(
    "WITH new_memories AS ("
    f"INSERT INTO memories (tenant_id, {', '.join(n for n, _, _ in _MEMORY)})"
    f" SELECT :tenant, {', '.join(_memory_value(n, d) for n, _, d in _MEMORY)}"
    # Each memory's fields and its embedding (binary, apart: app.db.vectors), side by side.
    f" FROM ROWS FROM ({_rows('memories', _MEMORY_FIELDS)},"
    " unnest(CAST(:embeddings AS vector[])))"
    f" AS r({', '.join(name for name, _ in _MEMORY_FIELDS)}, embedding)"
    f"), new_history AS ({_insert('history', 'history', _HISTORY)})"
    f", new_reads AS ({_insert('memory_reads', 'reads', _READ)})"
    f", new_relations AS ({_insert('relations', 'relations', _RELATION)})"
    f", new_events AS ({_insert('events', 'events', _EVENT)})"
    f", changes AS (SELECT * FROM ROWS FROM ({_rows('changes', _CHANGE)}) WITH ORDINALITY"
    " AS c(thread_id, memory_id, event, meta, n))"
    ", revisions AS ("
    "INSERT INTO thread_revisions AS t (tenant_id, thread_id, rev)"
    " SELECT :tenant, thread_id, count(*) FROM changes GROUP BY thread_id"
    " ON CONFLICT (tenant_id, thread_id)"
    " DO UPDATE SET rev = t.rev + EXCLUDED.rev, updated_at = clock_timestamp()"
    " RETURNING thread_id, rev"
    "), new_changes AS ("
    "INSERT INTO change_log (tenant_id, thread_id, rev, memory_id, event, meta)"
    " SELECT :tenant, c.thread_id,"
    " v.rev - count(*) OVER (PARTITION BY c.thread_id)"
    " + row_number() OVER (PARTITION BY c.thread_id ORDER BY c.n),"
    " c.memory_id, c.event, c.meta"
    " FROM changes c JOIN revisions v ON v.thread_id = c.thread_id"
    ") SELECT clock_timestamp()"
)


# Run on the driver (app.db.driver): its text never changes, and it runs at every write.
_SQL = driver.compile_statement(_STATEMENT).sql


def _field(value: Any) -> Any:
    """What json.dumps cannot write itself: times (in UTC: a request may say "+17:41", which
    PostgreSQL reads in no time zone), numpy's numbers, and floats JSON has no word for (as
    text, which PostgreSQL's float8 reads: "nan", "inf")."""
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat()
    if isinstance(value, np.generic):
        return value.item()
    raise TypeError(f"cannot stage a {type(value).__name__}")


def _finite(row: dict[str, Any]) -> dict[str, Any]:
    for name, value in row.items():
        if isinstance(value, float) and not math.isfinite(value):
            row[name] = str(value)
    return row


def _json(rows: list[dict[str, Any]]) -> str:
    return json.dumps([_finite(row) for row in rows], default=_field, ensure_ascii=False)


class StagedRows:
    """The staged rows of one tenant's unit of work."""

    def __init__(self, session: AsyncSession, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id
        self.memories: list[Memory] = []
        self.history: list[dict[str, Any]] = []
        self.relations: list[dict[str, Any]] = []
        self.events: list[dict[str, Any]] = []
        self.changes: list[dict[str, Any]] = []  # change-log rows waiting for their revision

    def __bool__(self) -> bool:
        return bool(self.memories or self.history or self.relations or self.events or self.changes)

    def memory(self, memory: Memory) -> None:
        self.memories.append(memory)

    def mark(self) -> tuple[int, ...]:
        """Where the staged rows end now: `drop(mark)` forgets only what is staged after it."""
        return tuple(map(len, self._lists()))

    def drop(self, mark: tuple[int, ...] = (0, 0, 0, 0, 0)) -> None:
        """Forget what is staged and not yet written (since `mark`, or all of it)."""
        for rows, keep in zip(self._lists(), mark, strict=True):
            del rows[keep:]

    def _lists(self) -> tuple[list[Any], ...]:
        return self.memories, self.history, self.relations, self.events, self.changes

    async def write(self) -> datetime | None:
        """Write everything staged so far, in one statement, and forget it. Answers the
        database clock read by that statement (None when nothing was staged): a later change
        of the same transaction is stamped after it."""
        if not self:
            return None
        memories = [
            {name: getattr(m, _ATTRIBUTE_OF.get(name, name)) for name, _ in _MEMORY_FIELDS}
            for m in self.memories
        ]
        params: dict[str, Any] = {
            "tenant": self.tenant_id,
            "memories": _json(memories),
            "embeddings": [
                None if m.embedding is None else as_vector(m.embedding) for m in self.memories
            ],
            "reads": _json(
                [
                    {
                        "memory_id": m.id,
                        "access_count": m.access_count or 0,
                        "last_accessed_at": m.last_accessed_at,
                    }
                    for m in self.memories
                    if m.access_count or m.last_accessed_at is not None
                ]
            ),
            "history": _json(self.history),
            "relations": _json(self.relations),
            "events": _json(self.events),
            "changes": _json(self.changes),
        }
        self.memories, self.history, self.relations, self.events, self.changes = [], [], [], [], []
        try:
            rows = await driver.fetch_all(
                self.session, _SQL, params, generic_plan=True, vector_lists=("embeddings",)
            )
        except IntegrityError as error:
            constraint = getattr(getattr(error.orig, "diag", None), "constraint_name", None)
            if constraint in (ACTIVE_KEY_INDEX, ACTIVE_CHAIN_INDEX):
                raise StaleWrite("another write holds this key; retrying") from error
            raise
        clock: datetime = rows[0][0]
        return clock
