"""What a batch (batch.py) prepares ahead of the chunk it is writing: the vectors of the next
chunks, and the drafts of the next chunk.

- Vectors: the embedder's workers run on their own threads, so the next `AHEAD` chunks' texts
  are embedded while one chunk is written.
- Drafts: the rules' reading of each text (`build_draft`) depends on the request alone, never on
  what is stored, so the next chunk's items are read while this chunk's statements run in
  PostgreSQL: one item per turn of the event loop, which otherwise only waits there. Reading
  every item of the batch first instead kept the event loop busy for ~1 ms an item before the
  first chunk could be written (docs/performance.md, "Round 12").
"""

import asyncio
import contextlib
import logging
from collections.abc import Sequence

from app.errors import DomainError
from app.schemas.write import MemoryCreate
from app.services.request import RequestContext
from app.services.write.attempt import Embedded
from app.services.write.batch_items import Item

log = logging.getLogger(__name__)

# Chunks embedded ahead of the one being written.
AHEAD = 2

Chunks = Sequence[list[Item] | tuple[int, MemoryCreate]]


async def embed(chunk: list[Item], context: RequestContext) -> list[Embedded]:
    """The chunk's vectors in one call; a failing embedder degrades the items, as it degrades
    a single write."""
    embedder = context.providers.embedder
    try:
        vectors = await embedder.embed([item.request.text or "" for item in chunk])
    except DomainError as error:
        log.warning("embedder %s failed on a batch: %s", embedder.name, error.detail)
        return [Embedded(None, f"embedder unavailable: {error.detail}") for _ in chunk]
    return [Embedded(vector) for vector in vectors]


async def embed_ahead(
    chunks: Chunks,
    position: int,
    embeddings: dict[int, "asyncio.Task[list[Embedded]]"],
    context: RequestContext,
) -> None:
    """Embed the memory chunks from `position` to `AHEAD` after it (those not under way)."""
    for upcoming in range(position, min(position + 1 + AHEAD, len(chunks))):
        chunk = chunks[upcoming]
        if isinstance(chunk, list) and upcoming not in embeddings:
            embeddings[upcoming] = asyncio.create_task(embed(chunk, context))
    await asyncio.sleep(0)  # one turn of the loop: each new task hands its texts over


def next_memories(chunks: Chunks, position: int) -> list[Item]:
    """The items of the first chunk of memories after `position` (none: the batch ends)."""
    return next((c for c in chunks[position + 1 :] if isinstance(c, list)), [])


async def draft_ahead(items: list[Item], context: RequestContext) -> None:
    """Draft `items` one per turn of the event loop, so that a statement's answer waits at
    most one item's reading. An item whose draft fails is left undrafted: the chunk drafts it
    again at its turn, where the failure is that item's, as it would have been."""
    for item in items:
        await asyncio.sleep(0)
        with contextlib.suppress(Exception):
            item.drafted(context)
