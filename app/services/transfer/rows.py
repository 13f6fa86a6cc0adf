"""From export lines back to rows, with no I/O: read a line, give every source id its id in the
target tenant, group the chains that must go in together, and build their rows."""

import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from app.db.repositories.erasure import ERASED_HASH, ERASED_META
from app.enums import MemoryStatus
from app.providers import rules
from app.schemas.memory import HistoryRead, MemoryRead
from app.services.write import policy

# Fixed for good: another namespace would give every source id another target id, and a rerun
# would import everything again instead of finding what an earlier run imported.
IMPORT_NAMESPACE = uuid.UUID("7d1a4c2e-5b3f-4e8a-9c61-0f2b8d9e4a17")

# Copied as they are; ids and links are mapped, and what the export leaves out is derived.
_COPIED = (
    "user_id", "agent_id", "run_id", "thread_id", "actor_id", "role", "project_id", "scope",
    "type", "category", "key", "value", "text", "confidence", "importance", "tier", "pinned",
    "lifespan", "tags", "version", "status", "superseded_at", "valid_from", "valid_until",
    "created_at", "updated_at", "last_accessed_at", "access_count", "deleted_at", "purge_at",
)  # fmt: skip
_LINKS = ("id", "chain_id", "supersedes", "superseded_by", "contradicted_by")


def imported_id(source_id: str, tenant_id: str) -> str:
    """The id a source memory gets in `tenant_id`.

    New, because ids are global keys and the source row may still exist in the same database;
    derived from the source id and the tenant, so every reference to a memory maps to the same
    id without a lookup table (whichever chain comes first), and a rerun finds what an earlier
    run imported.
    """
    name = f"{tenant_id}\x1f{source_id}"
    return f"mem_{uuid.uuid5(IMPORT_NAMESPACE, name).hex}"


def _mapped(ref: str | None, tenant_id: str) -> str | None:
    return None if ref is None else imported_id(ref, tenant_id)


def read_chain(line: str) -> HistoryRead:
    """One export line as a chain; ValueError says what makes it something else."""
    try:
        chain = HistoryRead.model_validate_json(line)
    except ValidationError as error:
        raise ValueError("; ".join(map(_problem, error.errors()[:3]))) from None
    if not chain.versions:
        raise ValueError("a chain has at least one version")
    strays = [v.id for v in chain.versions if v.chain_id != chain.chain_id]
    if strays:
        raise ValueError(f"versions {', '.join(strays)} are not of chain {chain.chain_id}")
    return chain


def _problem(error: ErrorDetails) -> str:
    where = ".".join(map(str, error["loc"]))
    return f"{where}: {error['msg']}" if where else error["msg"]


@dataclass(frozen=True)
class SourceChain:
    """An exported chain and the line it came from."""

    line: int
    chain: HistoryRead

    @property
    def ids(self) -> set[str]:
        return {v.id for v in self.chain.versions}

    def links(self) -> set[str]:
        """Memories of other chains its versions point at — a late fact superseded by another
        chain's current version, versions retired together by one update. Foreign keys: those
        chains must be in the tenant already, or go in with this one."""
        refs = {
            ref
            for v in self.chain.versions
            for ref in (v.supersedes, v.superseded_by, v.contradicted_by)
            if ref is not None
        }
        return refs - self.ids


def linked_groups(chains: list[SourceChain]) -> list[list[SourceChain]]:
    """Split chains into groups that link only among themselves (mostly one chain each), in
    the order of their first chain."""
    owner = {memory_id: i for i, chain in enumerate(chains) for memory_id in chain.ids}
    parent = list(range(len(chains)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, chain in enumerate(chains):
        for ref in chain.links():
            if ref in owner:
                parent[root(i)] = root(owner[ref])
    groups: dict[int, list[SourceChain]] = {}
    for i, chain in enumerate(chains):
        groups.setdefault(root(i), []).append(chain)
    return list(groups.values())


def texts_to_embed(chain: HistoryRead) -> list[str]:
    return [v.text for v in chain.versions if v.status is not MemoryStatus.purged]


def version_rows(
    chain: HistoryRead, *, tenant_id: str, vectors: Mapping[str, Any]
) -> list[dict[str, Any]]:
    """The chain's versions as `memories` rows of `tenant_id`, in version order, with the
    fields the export does not carry derived as the write path derives them."""
    return [_version_row(v, tenant_id, vectors) for v in chain.versions]


def _version_row(v: MemoryRead, tenant_id: str, vectors: Mapping[str, Any]) -> dict[str, Any]:
    row = {name: getattr(v, name) for name in _COPIED}
    row.update({name: _mapped(getattr(v, name), tenant_id) for name in _LINKS})
    row.update(tenant_id=tenant_id, meta=v.metadata)
    if v.status is MemoryStatus.purged:
        # Erased content stays erased, marked as the erasure marks it.
        row.update(embedding=None, attributes=[], content_hash=ERASED_HASH)
    else:
        row.update(
            embedding=vectors.get(v.text),
            attributes=sorted(rules.attributes(v.text)),
            content_hash=policy.content_hash(v.text),
        )
    return row


def history_rows(chain: HistoryRead, *, tenant_id: str) -> list[dict[str, Any]]:
    """The chain's audit events as `history` rows of `tenant_id`, oldest first, each noting in
    its meta the source memory it was imported from."""
    rows = []
    for event in chain.events:
        meta = dict(event.meta)
        # An erased row keeps exactly the erasure's marker: erasing again finds it done.
        if meta != ERASED_META:
            meta["imported_from"] = event.memory_id
        rows.append(
            {
                "tenant_id": tenant_id,
                "memory_id": imported_id(event.memory_id, tenant_id),
                "chain_id": imported_id(chain.chain_id, tenant_id),
                "event": event.event.value,
                "old_ref": _mapped(event.old_ref, tenant_id),
                "new_ref": _mapped(event.new_ref, tenant_id),
                "actor": event.actor,
                "meta": meta,
                "ts": event.ts,
            }
        )
    return rows
