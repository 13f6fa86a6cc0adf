"""A batch of writes (`POST /memory/batch`, `palimpsest import` of write requests): each item
resolved as `POST /memory` would resolve it, in order, with one result per item.

What makes it fast is what the items share, never a shortcut in how each is decided:
- the texts of a chunk of items are embedded in one forward pass, in a thread, while the
  previous chunk is written;
- a chunk is one transaction holding the advisory locks of all its users (taken in one order,
  so two batches cannot deadlock); inside it every item runs the single write's own steps 5–7
  (`attempt.decide_and_apply`: candidates, classification, supersession, history), so an item
  sees every earlier item of the batch, and may supersede one;
- an item that is refused (invalid, not allowed, an unknown `supersedes`…) gets its problem in
  its slot and the others go on. Should the database refuse a chunk (a constraint a
  concurrent writer made true meanwhile), the chunk is rolled back and its items are written
  again one by one, each in its own transaction, exactly as single writes.
What could refuse an item is checked first (`check_draft`: it fixes the chunks), so the first
chunks' texts go to the embedder before the rules read every text (`build_draft`).
Items that are conversation turns (`messages`) or ask for their own `dry_run` are written alone
through `pipeline.write_memory`, at their place in the order. With `dry_run`, the whole batch
is decided in one transaction that is rolled back: items see the earlier ones, nothing stays.
"""

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError
from sqlalchemy.exc import DBAPIError

from app.db.repositories import candidate_batch
from app.errors import DomainError, StaleWrite
from app.problem_documents import problem_body
from app.schemas.write import MemoryCreate
from app.services.request import RequestContext
from app.services.write import candidates, classification, pipeline
from app.services.write.attempt import (
    Embedded,
    WriteOutcome,
    WriteOutcomes,
    Written,
    decide_and_apply,
)
from app.services.write.batch_items import Item, found_together
from app.services.write.drafts import check_draft

log = logging.getLogger(__name__)

# Items per transaction (and per call to the embedder).
CHUNK = 64
# Chunks embedded ahead of the one being written.
AHEAD = 2
INSTANCE = "/memory/batch"


@dataclass
class ItemOutcome:
    index: int
    status: int
    result: WriteOutcome | WriteOutcomes | None = None
    problem: dict[str, Any] | None = None


@dataclass
class BatchOutcome:
    results: list[ItemOutcome] = field(default_factory=list)

    @property
    def created(self) -> int:
        return sum(r.status == 201 for r in self.results)

    @property
    def unchanged(self) -> int:
        return sum(r.status == 200 for r in self.results)

    @property
    def failed(self) -> int:
        return sum(r.status >= 400 for r in self.results)


def _problem(index: int, error: DomainError) -> ItemOutcome:
    body = problem_body(
        status=error.status,
        slug=error.type,
        title=error.title,
        detail=error.detail,
        instance=f"{INSTANCE}#{index}",
        **error.extra,
    )
    return ItemOutcome(index, error.status, problem=body)


def _invalid(index: int, error: ValidationError) -> ItemOutcome:
    fields = [
        {"field": ".".join(str(p) for p in ("body", index, *e["loc"])), "message": e["msg"]}
        for e in error.errors()
    ]
    summary = "; ".join(f"{f['field']}: {f['message']}" for f in fields[:3])
    body = problem_body(
        status=422,
        slug="validation-error",
        title="Invalid input",
        detail=summary,
        instance=f"{INSTANCE}#{index}",
        errors=fields,
    )
    return ItemOutcome(index, 422, problem=body)


def _succeeded(index: int, outcome: WriteOutcome | WriteOutcomes) -> ItemOutcome:
    return ItemOutcome(index, 201 if outcome.created else 200, result=outcome)


async def write_batch(
    items: Sequence[Any], *, context: RequestContext, dry_run: bool = False
) -> BatchOutcome:
    """Write `items` (raw JSON values, each a `POST /memory` body) in order; one result per
    item, in the same order."""
    results: dict[int, ItemOutcome] = {}
    pending: list[Item] = []  # consecutive memories, written together
    runs: list[list[Item] | tuple[int, MemoryCreate]] = []
    for index, raw in enumerate(items):
        try:
            request = MemoryCreate.model_validate(raw)
            if request.messages is not None or request.dry_run:
                if pending:
                    runs.append(pending)
                    pending = []
                runs.append((index, request))
                continue
            check_draft(request, context.settings, context.categories)
            pending.append(Item(index, request))
        except ValidationError as error:
            results[index] = _invalid(index, error)
        except DomainError as error:
            results[index] = _problem(index, error)
    if pending:
        runs.append(pending)
    chunks = [part for run in runs for part in _chunks(run)]
    embeddings: dict[int, asyncio.Task[list[Embedded]]] = {}
    try:
        if not dry_run:
            await _embed_ahead(chunks, 0, embeddings, context)
        for chunk in chunks:  # the rules read the texts while the first chunks are embedded
            for item in chunk if isinstance(chunk, list) else ():
                item.drafted(context)
        if dry_run:
            await _dry_run(chunks, context, results)
        else:
            await _write(chunks, embeddings, context, results)
    finally:
        for embedding in embeddings.values():
            embedding.cancel()
    return BatchOutcome([results[i] for i in sorted(results)])


def _chunks(
    run: list[Item] | tuple[int, MemoryCreate],
) -> list[list[Item] | tuple[int, MemoryCreate]]:
    if isinstance(run, tuple):
        return [run]
    return [run[start : start + CHUNK] for start in range(0, len(run), CHUNK)]


async def _embed(chunk: list[Item], context: RequestContext) -> list[Embedded]:
    """The chunk's vectors in one call; a failing embedder degrades the items, as it degrades
    a single write."""
    embedder = context.providers.embedder
    try:
        vectors = await embedder.embed([item.request.text or "" for item in chunk])
    except DomainError as error:
        log.warning("embedder %s failed on a batch: %s", embedder.name, error.detail)
        return [Embedded(None, f"embedder unavailable: {error.detail}") for _ in chunk]
    return [Embedded(vector) for vector in vectors]


async def _embed_ahead(
    chunks: list[list[Item] | tuple[int, MemoryCreate]],
    position: int,
    embeddings: dict[int, "asyncio.Task[list[Embedded]]"],
    context: RequestContext,
) -> None:
    """Embed the memory chunks from `position` to `AHEAD` after it (those not under way)."""
    for upcoming in range(position, min(position + 1 + AHEAD, len(chunks))):
        chunk = chunks[upcoming]
        if isinstance(chunk, list) and upcoming not in embeddings:
            embeddings[upcoming] = asyncio.create_task(_embed(chunk, context))
    await asyncio.sleep(0)  # one turn of the loop: each new task hands its texts over


async def _write(
    chunks: list[list[Item] | tuple[int, MemoryCreate]],
    embeddings: dict[int, "asyncio.Task[list[Embedded]]"],
    context: RequestContext,
    results: dict[int, ItemOutcome],
) -> None:
    """Chunk after chunk; the texts of the next `AHEAD` chunks are embedded while one is
    written (the embedder's two workers take two at once: with only the next chunk ahead,
    the writing waited ~100 ms a chunk for its forward passes on a busy machine)."""
    for position, chunk in enumerate(chunks):
        if isinstance(chunk, tuple):
            index, request = chunk
            await _alone(index, request, context, results, dry_run=False)
            continue
        await _embed_ahead(chunks, position, embeddings, context)
        vectors = await embeddings.pop(position)
        try:
            written = await _together(chunk, vectors, context, results, discard=False)
        except (DBAPIError, StaleWrite):
            log.warning("a batch chunk was refused; writing it item by item", exc_info=True)
            for item in chunk:
                await _alone(item.index, item.request, context, results, dry_run=False)
            continue
        for item, outcome in written:
            results[item.index] = _succeeded(item.index, outcome)


async def _together(
    chunk: list[Item],
    vectors: list[Embedded],
    context: RequestContext,
    results: dict[int, ItemOutcome],
    *,
    discard: bool,
) -> list[tuple[Item, WriteOutcome]]:
    """The chunk's items in one transaction, under the locks of all their users. An item sees
    every earlier item of its user: their staged rows are written before it looks for its
    candidates. Items of other users cannot be among them (every read of a write is one
    user's), so their rows wait and go in together."""
    done: list[tuple[Item, WriteOutcome]] = []
    counted: list[Written] = []
    staged_for: set[str] = set()  # users whose staged rows are not written yet
    users = {item.request.user_id for item in chunk}
    async with context.uow_factory(context.principal.tenant_id) as uow:
        now = await uow.lock_users(users)
        counts = await uow.memories.active_counts(sorted(users), upto=candidate_batch.FEW + 1)
        # Users with nothing stored: their first item has no candidates to look for.
        empty = {user for user, count in counts.items() if count == 0}
        found = await found_together(uow, chunk, vectors, counts, context)
        for item, embedded in zip(chunk, vectors, strict=True):
            user_id = item.request.user_id
            if user_id in staged_for or item.request.supersedes is not None:
                now = await uow.staged.write() or now
                staged_for.clear()
            staged_for.add(user_id)
            mark = uow.staged.mark()
            try:
                written = await decide_and_apply(
                    uow,
                    item.drafted(context),
                    embedded,
                    classification.Classification(),
                    context,
                    now,
                    found=candidates.Snapshot() if user_id in empty else found.get(item.index),
                )
            except DomainError as error:
                # Refused while deciding (an unknown or retired `supersedes`…): nothing of it
                # was written; what it staged, if anything, is dropped.
                uow.staged.drop(mark)
                results[item.index] = _problem(item.index, error)
                continue
            finally:
                empty.discard(user_id)  # what it wrote, later items of the user compare with
            counted.append(written)
            done.append((item, written.outcome(discard)))
        if discard:
            uow.discard()
    if not discard:
        for written in counted:
            written.count(context)
    return done


async def _alone(
    index: int,
    request: MemoryCreate,
    context: RequestContext,
    results: dict[int, ItemOutcome],
    *,
    dry_run: bool,
) -> None:
    try:
        outcome = await pipeline.write_memory(request, context=context, dry_run=dry_run)
    except DomainError as error:
        results[index] = _problem(index, error)
        return
    results[index] = _succeeded(index, outcome)


async def _dry_run(
    chunks: list[list[Item] | tuple[int, MemoryCreate]],
    context: RequestContext,
    results: dict[int, ItemOutcome],
) -> None:
    """Every memory item decided in one transaction that is rolled back (each sees the ones
    before it); turns and items with their own dry run are decided alone."""
    memories = [item for chunk in chunks if isinstance(chunk, list) for item in chunk]
    vectors = []
    for start in range(0, len(memories), CHUNK):
        vectors += await _embed(memories[start : start + CHUNK], context)
    for item, outcome in await _together(memories, vectors, context, results, discard=True):
        results[item.index] = _succeeded(item.index, outcome)
    for chunk in chunks:
        if isinstance(chunk, tuple):
            await _alone(chunk[0], chunk[1], context, results, dry_run=True)
