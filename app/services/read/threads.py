"""Thread revisions for readers: the delta header and the change feed.

Every change made in a thread (or to a memory whose thread it is) bumps the thread's revision
and logs one change in the same transaction (`audit.record`). A reader catches up from the
revision it last saw: the delta header is at most three bullets of the newest changes, the
change feed (`GET /threads/{id}/changes`) is every change, oldest first.
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from app.db.models import ChangeLog
from app.db.uow import UnitOfWork, UnitOfWorkFactory
from app.services.principal.keys import Principal

MAX_BULLETS = 3
MAX_TEXT_CHARS = 120
# The header looks only at the newest changes: it stays one short index range scan however far
# behind the reader is. Revisions are contiguous, so this bounds the rows read; three distinct
# memories hide beyond it only if the last WINDOW changes touched fewer than three memories.
WINDOW = 100

# The spec's symbols (U+2212 minus sign for removals, spelled out because it looks like "-").
SYMBOLS = {
    "created": "+",
    "updated": "\N{UPWARDS ARROW}",
    "merged": "\N{LEFT RIGHT ARROW}",
    "deleted": "\N{MINUS SIGN}",
    "soft_deleted": "\N{MINUS SIGN}",
    "restored": "\N{ANTICLOCKWISE OPEN CIRCLE ARROW}",
}


@dataclass(frozen=True)
class Delta:
    """What changed in a thread after revision `since`, as of revision `revision`."""

    lines: list[str]
    revision: int
    since: int

    def render(self) -> str:
        """The header as injected into a prompt; empty when nothing changed."""
        if not self.lines:
            return ""
        bullets = "\n".join(f"- {line}" for line in self.lines)
        return f"Memory updates since rev {self.since}:\n{bullets}"


@dataclass(frozen=True)
class Change:
    rev: int
    memory_id: str
    event: str
    category: str | None
    text: str | None
    importance: float | None
    ts: datetime


@dataclass(frozen=True)
class ThreadChanges:
    thread_id: str
    revision: int
    changes: list[Change]


def shorten(text: str, limit: int = MAX_TEXT_CHARS) -> str:
    """One line of at most `limit` characters: whitespace collapsed, cut with "…"."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return flat[: limit - 1].rstrip() + "\N{HORIZONTAL ELLIPSIS}"


def bullet(event: str, meta: dict[str, Any]) -> str:
    """`+created: [preferences] Preferred name is Ana (imp=0.6)`: symbol, event, category,
    text; the importance only on creations, as the stored float in [0, 1]."""
    parts = [f"{SYMBOLS.get(event, '')}{event}:"]
    if meta.get("category"):
        parts.append(f"[{meta['category']}]")
    parts.append(shorten(str(meta.get("text") or "")))
    importance = meta.get("importance")
    if event == "created" and isinstance(importance, int | float):
        # Rounded only to hide float noise (0.30000000000000004); 1.0 stays "1.0", not a level.
        parts.append(f"(imp={round(float(importance), 2)})")
    return " ".join(part for part in parts if part)


NO_THREAD = Delta(lines=[], revision=0, since=0)


async def header_if_thread(
    uow: UnitOfWork, thread_id: str | None, *, since_rev: int | None, reader: str
) -> Delta:
    """The delta header when a read names a thread; nothing otherwise."""
    if thread_id is None:
        return NO_THREAD
    return await delta_header(uow, thread_id=thread_id, since_rev=since_rev, reader=reader)


async def delta_header(
    uow: UnitOfWork, *, thread_id: str, since_rev: int | None, reader: str
) -> Delta:
    """The thread's changes after `since_rev` — or, when it is None, after the revision last
    served to `reader` (0 if never) — as at most three bullets, newest first, one per memory
    (its newest change). Records the current revision as served to `reader`.

    Runs in the caller's transaction, so the revision it reports and the changes it lists are
    read together; changes committed meanwhile (rev > revision) wait for the next call.
    """
    revision, served = await uow.threads.revision_and_served(thread_id, reader)
    since = served if since_rev is None else since_rev
    lines: list[str] = []
    if revision > since:
        rows = await uow.threads.latest_per_memory(
            thread_id, after=max(since, revision - WINDOW), upto=revision, limit=MAX_BULLETS
        )
        # A change whose memory was erased since has nothing left to tell.
        lines = [bullet(row.event, row.meta) for row in rows if not row.meta.get("erased")]
    if revision > served:
        await uow.threads.mark_served(thread_id, reader, revision)
    return Delta(lines=lines, revision=revision, since=since)


def _change(row: ChangeLog) -> Change:
    importance = row.meta.get("importance")
    return Change(
        rev=row.rev,
        memory_id=row.memory_id,
        event=row.event,
        category=row.meta.get("category"),
        text=row.meta.get("text"),
        importance=float(importance) if isinstance(importance, int | float) else None,
        ts=row.ts,
    )


async def thread_changes(
    thread_id: str,
    *,
    since: int,
    limit: int,
    principal: Principal,
    uow_factory: UnitOfWorkFactory,
) -> ThreadChanges:
    """Up to `limit` changes with rev > `since`, oldest first, and the current revision; page on
    with the last `rev` as `since`. A thread exists as soon as someone names it: an unknown one
    is at revision 0 with no changes."""
    async with uow_factory(principal.tenant_id) as uow:
        revision = await uow.threads.revision(thread_id)
        rows = []
        if revision > since:
            rows = await uow.threads.changes(thread_id, after=since, upto=revision, limit=limit)
    return ThreadChanges(thread_id=thread_id, revision=revision, changes=[_change(r) for r in rows])
