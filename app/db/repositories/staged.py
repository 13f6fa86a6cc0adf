"""Rows a unit of work adds and never reads back, written together in one statement.

A write adds a new version, its history rows, its relation edges, its operational events and,
in a thread, a change-log row under a new revision. None of them is read back by the unit of
work that adds them, so they are staged here and go in as one statement of data-modifying
CTEs: one round trip and one plan instead of one per table. The statement runs when the unit
of work ends (before COMMIT, so the deferred history trigger and every constraint still check
them in the same transaction), or earlier when `write` is called.

Inside the statement, foreign keys between its own rows hold (they are checked at its end), and
each thread's revision is advanced by the number of changes staged for it in a single upsert,
the changes numbered in the order they were staged. A new version that loses the race for an
active key or chain surfaces as `StaleWrite`, as it did when it was inserted alone.
"""

from collections import defaultdict
from typing import Any, cast

from sqlalchemy import (
    Integer,
    Table,
    Text,
    column,
    func,
    insert,
    literal,
    select,
    values,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.dialects.postgresql import insert as upsert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.selectable import CTE

from app.db.models import (
    ACTIVE_CHAIN_INDEX,
    ACTIVE_KEY_INDEX,
    ChangeLog,
    Event,
    History,
    Memory,
    Relation,
    ThreadRevision,
)
from app.errors import StaleWrite

# (attribute, column, the column's server default when it is NOT NULL and has one): a value
# left unset on a new version gets the database's default, as an ORM insert would give it.
_MEMORY_COLUMNS = tuple(
    (
        attribute.key,
        attribute.columns[0].key,
        None
        if attribute.columns[0].nullable or attribute.columns[0].server_default is None
        else attribute.columns[0].server_default.arg,
    )
    for attribute in Memory.__mapper__.column_attrs
    if attribute.columns[0].computed is None
)


class StagedRows:
    """The staged rows of one tenant's unit of work."""

    def __init__(self, session: AsyncSession, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id
        self.memories: list[dict[str, Any]] = []
        self.history: list[dict[str, Any]] = []
        self.relations: list[dict[str, Any]] = []
        self.events: list[dict[str, Any]] = []
        self.changes: list[dict[str, Any]] = []  # change-log rows waiting for their revision

    def __bool__(self) -> bool:
        return bool(self.memories or self.history or self.relations or self.events or self.changes)

    def memory(self, memory: Memory) -> None:
        row = {}
        for key, name, default in _MEMORY_COLUMNS:
            value = getattr(memory, key)
            # A default is a value ('global') or SQL (clock_timestamp(), '{}'::text[]).
            row[name] = default if value is None and default is not None else value
        self.memories.append(row)

    async def write(self) -> None:
        """Write everything staged so far, in one statement, and forget it."""
        if not self:
            return
        ctes: list[CTE] = []
        tables = (
            ("new_memories", Memory, self.memories),
            ("new_history", History, self.history),
            ("new_relations", Relation, self.relations),
            ("new_events", Event, self.events),
        )
        for name, model, rows in tables:
            if rows:
                ctes.append(insert(cast(Table, model.__table__)).values(rows).cte(name))
        if self.changes:
            ctes += self._change_log()
        statement = select(literal(1)).add_cte(*ctes)
        self.memories, self.history, self.relations, self.events, self.changes = [], [], [], [], []
        try:
            await self.session.execute(statement)
        except IntegrityError as error:
            constraint = getattr(getattr(error.orig, "diag", None), "constraint_name", None)
            if constraint in (ACTIVE_KEY_INDEX, ACTIVE_CHAIN_INDEX):
                raise StaleWrite("another write holds this key; retrying") from error
            raise

    def _change_log(self) -> list[CTE]:
        """Each thread's revision advanced by its number of staged changes, in one upsert; the
        changes numbered up to the new revision, in the order staged."""
        per_thread: dict[str, int] = defaultdict(int)
        for change in self.changes:
            per_thread[change["thread_id"]] += 1
        bump = upsert(ThreadRevision).values(
            [{"tenant_id": self.tenant_id, "thread_id": t, "rev": n} for t, n in per_thread.items()]
        )
        advanced = (
            bump.on_conflict_do_update(
                index_elements=[ThreadRevision.tenant_id, ThreadRevision.thread_id],
                set_={
                    "rev": ThreadRevision.rev + bump.excluded.rev,
                    "updated_at": func.clock_timestamp(),
                },
            )
            .returning(ThreadRevision.thread_id, ThreadRevision.rev)
            .cte("revisions")
        )
        seen: dict[str, int] = defaultdict(int)
        numbered = []
        for change in self.changes:
            seen[change["thread_id"]] += 1
            later = per_thread[change["thread_id"]] - seen[change["thread_id"]]
            numbered.append(
                (change["thread_id"], later, change["memory_id"], change["event"], change["meta"])
            )
        staged = values(
            column("thread_id", Text),
            column("later", Integer),
            column("memory_id", Text),
            column("event", Text),
            column("meta", JSONB),
            name="changes",
        ).data(numbered)
        rows = select(
            literal(self.tenant_id, Text),
            staged.c.thread_id,
            advanced.c.rev - staged.c.later,
            staged.c.memory_id,
            staged.c.event,
            staged.c.meta,
        ).select_from(staged.join(advanced, advanced.c.thread_id == staged.c.thread_id))
        columns = ["tenant_id", "thread_id", "rev", "memory_id", "event", "meta"]
        table = cast(Table, ChangeLog.__table__)
        log = insert(table).from_select(columns, rows).cte("new_changes")
        return [advanced, log]
