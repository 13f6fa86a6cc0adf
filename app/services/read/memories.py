"""Reading memories: one, a filtered page, or a whole version chain with its audit trail."""

import base64
import binascii
from dataclasses import dataclass
from datetime import datetime

from app.db.models import History, Memory
from app.db.uow import UnitOfWork, UnitOfWorkFactory
from app.errors import InvalidInput, MemoryNotFound
from app.schemas.memory import MemoryFilters
from app.services.principal.keys import Principal


@dataclass
class Page:
    items: list[Memory]
    next_cursor: str | None


@dataclass
class VersionChain:
    chain_id: str
    versions: list[Memory]
    events: list[History]


def encode_cursor(memory: Memory) -> str:
    raw = f"{memory.created_at.isoformat()}|{memory.id}".encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[datetime, str]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        created_at, memory_id = raw.split("|", 1)
        if not memory_id.isprintable():  # a NUL would fail in the database, not here
            raise ValueError(memory_id)
        return datetime.fromisoformat(created_at), memory_id
    except (binascii.Error, UnicodeDecodeError, ValueError) as error:
        raise InvalidInput("Not a cursor this service issued.", field="query.cursor") from error


async def get_memory(
    memory_id: str, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> Memory:
    async with uow_factory(principal.tenant_id) as uow:
        memory = await uow.memories.get(memory_id)
    if memory is None:
        raise MemoryNotFound(memory_id)
    return memory


async def list_memories(
    filters: MemoryFilters, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> Page:
    after = decode_cursor(filters.cursor) if filters.cursor else None
    async with uow_factory(principal.tenant_id) as uow:
        # One row more than asked tells whether another page exists.
        rows = await uow.memories.list(filters, limit=filters.limit + 1, after=after)
    items = rows[: filters.limit]
    more = len(rows) > filters.limit
    return Page(items=items, next_cursor=encode_cursor(items[-1]) if more else None)


async def version_chain(
    memory_id: str, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> VersionChain:
    """The whole chain of any of its versions, oldest first, with the chain's audit events."""
    async with uow_factory(principal.tenant_id) as uow:
        return await load_chain(uow, memory_id)


async def load_chain(uow: UnitOfWork, memory_id: str) -> VersionChain:
    """The chain of any of its versions, read in the caller's transaction; another tenant's
    id is not found."""
    memory = await uow.memories.get(memory_id)
    if memory is None:
        raise MemoryNotFound(memory_id)
    versions = await uow.memories.version_chain(memory.chain_id)
    events = await uow.history.for_chain(memory.chain_id)
    return VersionChain(chain_id=memory.chain_id, versions=versions, events=events)
