"""Reads for people browsing memories (the web UI): the list filtered by status and by a
substring of the text, and the consent queue with the values it would replace."""

from dataclasses import dataclass

from app.db.models import ConsentProposal, Memory
from app.db.uow import UnitOfWorkFactory
from app.enums import MemoryStatus
from app.schemas.consent import ConsentFilters
from app.schemas.memory import MemoryFilters
from app.services.principal.keys import Principal
from app.services.read import memories
from app.services.read.memories import Page, encode_cursor
from app.services.write import consent

# How many versions one search looks through before it answers a short page with a cursor
# to go on: a rare substring must not turn one page view into a scan of the whole tenant.
SCAN_LIMIT = 2000
_BATCH = 200


async def find_memories(
    filters: MemoryFilters,
    *,
    contains: str | None,
    status: MemoryStatus | None,
    principal: Principal,
    uow_factory: UnitOfWorkFactory,
) -> Page:
    """`GET /memory`'s page, narrowed to one `status` and to texts containing `contains`
    (case-insensitive). A page may hold fewer than `limit` items and still have a next one."""
    if not contains and status is None:
        return await memories.list_memories(filters, principal=principal, uow_factory=uow_factory)
    needle = (contains or "").casefold()

    def wanted(memory: Memory) -> bool:
        return (status is None or memory.status == status) and needle in memory.text.casefold()

    batch = filters.model_copy(update={"limit": _BATCH})
    found: list[Memory] = []
    scanned = 0
    while True:
        page = await memories.list_memories(batch, principal=principal, uow_factory=uow_factory)
        for index, memory in enumerate(page.items):
            if not wanted(memory):
                continue
            found.append(memory)
            if len(found) == filters.limit:
                more = index < len(page.items) - 1 or page.next_cursor is not None
                return Page(found, encode_cursor(memory) if more else None)
        scanned += len(page.items)
        if page.next_cursor is None or scanned >= SCAN_LIMIT:
            return Page(found, page.next_cursor)
        batch = batch.model_copy(update={"cursor": page.next_cursor})


@dataclass
class ConsentQueue:
    proposals: list[ConsentProposal]
    kept: dict[str, Memory]  # the memory each proposal would replace, by id
    next_cursor: str | None


async def consent_queue(
    filters: ConsentFilters, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> ConsentQueue:
    page = await consent.list_proposals(filters, principal=principal, uow_factory=uow_factory)
    ids = sorted({p.memory_id for p in page.items if p.memory_id is not None})
    async with uow_factory(principal.tenant_id) as uow:
        kept = await uow.memories.get_many(ids) if ids else []
    return ConsentQueue(page.items, {m.id: m for m in kept}, page.next_cursor)
