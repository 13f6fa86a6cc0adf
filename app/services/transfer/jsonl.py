"""Moving memories between tenants or databases: export version chains as JSON Lines, import
them elsewhere.

The lines are those of `GET /users/{user_id}/export`: one chain per line, every version and
the chain's audit events. An import reproduces each chain exactly — version numbers, statuses,
texts, weights, times, links and audit trail — under new ids, and derives what the export
does not carry (embeddings, attributes, content hashes) as the write path does. It resumes:
chains already in the tenant are skipped, so a rerun after a crash imports the rest and
duplicates nothing.
"""

import asyncio
import itertools
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.db.models import ACTIVE_KEY_INDEX
from app.db.repositories.users import Refusal
from app.db.uow import UnitOfWork, UnitOfWorkFactory
from app.enums import MemoryStatus
from app.errors import InvalidInput
from app.progress import Progress
from app.providers.base import Embedder
from app.schemas.memory import HistoryRead
from app.services.lifecycle import users
from app.services.principal.keys import Principal
from app.services.read.memories import VersionChain
from app.services.transfer.rows import (
    SourceChain,
    history_rows,
    imported_id,
    linked_groups,
    read_chain,
    texts_to_embed,
    version_rows,
)

# Chains per import transaction: one embedder call and one commit for all of them, while a
# chain that cannot go in is turned away alone (see UserRepository.insert_chains).
IMPORT_BATCH_CHAINS = 100
# User ids read per short transaction when exporting a whole tenant.
_USERS_PER_READ = 1000


def export_line(chain: VersionChain) -> str:
    """A chain as one line of JSON Lines, shaped as `GET /memory/{id}/history` answers."""
    return HistoryRead.model_validate(chain, from_attributes=True).model_dump_json() + "\n"


async def export_tenant(
    tenant_id: str, *, uow_factory: UnitOfWorkFactory, user_ids: Sequence[str] | None = None
) -> AsyncIterator[VersionChain]:
    """Every chain of these users of the tenant (all its users by default, in id order), each
    user's as `users.export_user` reads them: in creation order, in short transactions."""
    principal = Principal(tenant_id)
    async for user_id in _users(tenant_id, uow_factory, user_ids):
        async for chain in users.export_user(user_id, principal=principal, uow_factory=uow_factory):
            yield chain


async def _users(
    tenant_id: str, uow_factory: UnitOfWorkFactory, user_ids: Sequence[str] | None
) -> AsyncIterator[str]:
    if user_ids is not None:
        for user_id in user_ids:
            yield user_id
        return
    after: str | None = None
    while True:
        async with uow_factory(tenant_id) as uow:
            page = await uow.users.user_ids(after=after, limit=_USERS_PER_READ)
        for user_id in page:
            yield user_id
        if len(page) < _USERS_PER_READ:
            return
        after = page[-1]


class MalformedLine(InvalidInput):
    """A line that is not an exported chain. The import stops there; the batches before it
    are in, and a rerun with the line fixed skips them."""

    def __init__(self, line: int, detail: str) -> None:
        super().__init__(f"line {line}: {detail}", field=f"line {line}")
        self.line = line


@dataclass(frozen=True)
class ChainProblem:
    line: int
    chain_id: str
    reason: str


@dataclass
class ImportReport:
    chains: int = 0
    memories: int = 0
    skipped: int = 0  # chains already in the tenant
    conflicts: list[ChainProblem] = field(default_factory=list)
    failed: list[ChainProblem] = field(default_factory=list)


async def import_chains(
    lines: Iterable[str],
    *,
    tenant_id: str,
    uow_factory: UnitOfWorkFactory,
    embedder: Embedder,
    batch_size: int = IMPORT_BATCH_CHAINS,
    progress: Progress | None = None,
) -> ImportReport:
    """Import export lines into `tenant_id`, `batch_size` chains per transaction.

    Each chain goes in whole or not at all. Not imported, and reported with their line: a
    chain whose current version holds a structured key already held in the tenant (a
    conflict), and a chain the database refuses (broken versioning, a missing history row).
    Chains linked to each other go in together; a chain linked to a chain that never comes
    fails at the end. Blank lines are ignored; a line that is not a chain raises
    MalformedLine, once the batches read before it are in. `progress` advances by the
    memories imported.
    """
    if batch_size < 1:
        raise InvalidInput("A batch holds at least one chain.", field="batch_size")
    job = _Import(tenant_id, uow_factory, embedder, ImportReport(), progress)
    await job.run(_batches(_read(lines), batch_size))
    job.report.failed.sort(key=lambda problem: problem.line)
    return job.report


def _read(lines: Iterable[str]) -> Iterator[SourceChain]:
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            chain = read_chain(line)
        except ValueError as error:
            raise MalformedLine(number, str(error)) from None
        yield SourceChain(number, chain)


def _batches(chains: Iterator[SourceChain], size: int) -> Iterator[list[SourceChain]]:
    while batch := list(itertools.islice(chains, size)):
        yield batch


@dataclass
class _Batch:
    """Groups of chains ready to go in, and their vectors (being computed)."""

    groups: list[list[SourceChain]]
    vectors: asyncio.Task[dict[str, Any]]


@dataclass
class _Import:
    tenant_id: str
    uow_factory: UnitOfWorkFactory
    embedder: Embedder
    report: ImportReport
    progress: Progress | None

    async def run(self, batches: Iterator[list[SourceChain]]) -> None:
        """Batch after batch; while one is written, the next one is embedded (in a thread)."""
        waiting: list[SourceChain] = []
        latest: _Batch | None = None  # embedding, not written yet
        try:
            for chains in batches:
                ready, waiting = await self._triage(waiting + chains)
                previous, latest = latest, self._start(ready)
                if previous is not None:
                    await self._insert(previous)
        except MalformedLine:  # the lines before it go in
            if latest is not None:
                await self._insert(latest)
            raise
        except BaseException:
            if latest is not None:
                latest.vectors.cancel()
            raise
        if latest is not None:
            await self._insert(latest)
        if waiting:  # chains linked to the last batch go in now; those still waiting never will
            ready, waiting = await self._triage(waiting)
            await self._insert(self._start(ready))
        present = {memory_id for chain in waiting for memory_id in chain.ids}
        for chain in waiting:
            missing = ", ".join(sorted(chain.links() - present))
            reason = f"links to memories not in the tenant (not in the file, or refused): {missing}"
            self.report.failed.append(ChainProblem(chain.line, chain.chain.chain_id, reason))

    async def _triage(
        self, chains: list[SourceChain]
    ) -> tuple[list[list[SourceChain]], list[SourceChain]]:
        """Skip the chains already in the tenant; answer the groups of linked chains that can
        go in now, and the chains linked to chains not seen yet (or not written yet)."""
        new = self._new_id
        async with self.uow_factory(self.tenant_id) as uow:
            present = await uow.users.existing_ids(
                {new(ref) for c in chains for ref in (c.chain.chain_id, *c.links())}
            )
        fresh = [c for c in chains if new(c.chain.chain_id) not in present]
        self.report.skipped += len(chains) - len(fresh)
        ready, waiting = [], []
        for group in linked_groups(fresh):
            inside = {memory_id for c in group for memory_id in c.ids}
            outside = {ref for c in group for ref in c.links()} - inside
            if all(new(ref) in present for ref in outside):
                ready.append(group)
            else:
                waiting += group
        return ready, waiting

    def _new_id(self, source_id: str) -> str:
        return imported_id(source_id, self.tenant_id)

    def _start(self, groups: list[list[SourceChain]]) -> _Batch:
        return _Batch(groups, asyncio.create_task(self._embed(groups)))

    async def _embed(self, groups: list[list[SourceChain]]) -> dict[str, Any]:
        """Vectors of the groups' texts, in one call; no transaction waits on it."""
        texts = list(dict.fromkeys(t for g in groups for c in g for t in texts_to_embed(c.chain)))
        if not texts:
            return {}
        return dict(zip(texts, await self.embedder.embed(texts), strict=True))

    async def _insert(self, batch: _Batch) -> None:
        """All the batch's groups in one go; if the database refuses that, group by group, so
        that only the groups at fault stay out."""
        groups, vectors = batch.groups, await batch.vectors
        if not groups:
            return
        rows = [self._rows(group, vectors) for group in groups]
        imported: list[SourceChain] = []
        async with self.uow_factory(self.tenant_id) as uow:
            # The write path's per-user lock, taken in one order: no write of these users
            # interleaves, and two imports cannot deadlock.
            for user_id in sorted({v.user_id for g in groups for c in g for v in c.chain.versions}):
                await uow.lock_user(user_id)
            everything = await uow.users.insert_chains(
                [row for versions, _ in rows for row in versions],
                [row for _, events in rows for row in events],
            )
            if everything is None:
                imported = [chain for group in groups for chain in group]
            else:
                for group, (versions, events) in zip(groups, rows, strict=True):
                    refusal = await uow.users.insert_chains(versions, events)
                    if refusal is None:
                        imported += group
                    else:
                        await self._refused(uow, group, refusal)
        # Counted once committed.
        memories = sum(len(c.chain.versions) for c in imported)
        self.report.chains += len(imported)
        self.report.memories += memories
        if self.progress is not None:
            self.progress.advance(memories)

    def _rows(
        self, group: list[SourceChain], vectors: dict[str, Any]
    ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """The group's `memories` rows (chain by chain, in version order) and `history` rows."""
        tenant_id = self.tenant_id
        versions = [
            row
            for c in group
            for row in version_rows(c.chain, tenant_id=tenant_id, vectors=vectors)
        ]
        events = [row for c in group for row in history_rows(c.chain, tenant_id=tenant_id)]
        return versions, events

    async def _refused(self, uow: UnitOfWork, group: list[SourceChain], refusal: Refusal) -> None:
        if refusal.constraint == "pk_memories":  # another import of the same file got there
            self.report.skipped += len(group)
            return
        if refusal.constraint == ACTIVE_KEY_INDEX:
            reason = await _key_conflict(uow, group)
            self.report.conflicts += [ChainProblem(c.line, c.chain.chain_id, reason) for c in group]
            return
        self.report.failed += [
            ChainProblem(c.line, c.chain.chain_id, refusal.message) for c in group
        ]


async def _key_conflict(uow: UnitOfWork, group: list[SourceChain]) -> str:
    """Which active memory of the tenant holds a key the group's current version holds."""
    for chain in group:
        for version in chain.chain.versions:
            if version.key is None or version.status is not MemoryStatus.active:
                continue
            holder = await uow.memories.key_holder(version)
            if holder is not None:
                return (
                    f"key '{version.key}' of user '{version.user_id}' is held by active"
                    f" memory {holder.id}"
                )
    return "a structured key is already held by an active memory"
