"""`/memory`: write, list, read, history, delete, restore."""

from typing import Annotated

from fastapi import APIRouter, Path, Query, Response

from app.api.batch_body import BatchItems
from app.api.deps import PrincipalDep, RequestContextDep, SettingsDep, UowFactoryDep
from app.api.problems import problem_responses
from app.db.models import Memory
from app.schemas.batch import BatchResult
from app.schemas.common import PATH_ID_PATTERN
from app.schemas.memory import HistoryRead, MemoryFilters, MemoryPage, MemoryPatch, MemoryRead
from app.schemas.write import MemoryCreate, WriteResult, WriteResults
from app.services.lifecycle import edits
from app.services.read import memories
from app.services.read.memories import Page, VersionChain
from app.services.write import batch, pipeline
from app.services.write.attempt import WriteOutcome, WriteOutcomes

router = APIRouter(prefix="/memory", tags=["memories"])

MemoryId = Annotated[
    str,
    Path(min_length=1, max_length=200, pattern=PATH_ID_PATTERN, description="Any version's id."),
]


@router.post(
    "",
    response_model=WriteResult | WriteResults,
    status_code=201,
    summary="Store a memory (or the facts of a conversation turn)",
    responses={
        200: {
            "model": WriteResult | WriteResults,
            "description": "Nothing new became current (NOOP), a retraction, or a dry run.",
        },
        **problem_responses(400, 401, 403, 404, 409, 422),
    },
)
async def create_memory(
    body: MemoryCreate,
    response: Response,
    context: RequestContextDep,
    dry_run: Annotated[bool, Query(description="Decide and explain, commit nothing.")] = False,
) -> WriteOutcome | WriteOutcomes:
    """Store what an agent learned about a user, resolving conflicts with what is stored.

    **Decision vocabulary.** `action` says what happened: `ADD` (a new memory), `UPDATE`
    (a new version; `superseded` lists what it retired), `DELETE` (a retraction such as "I no
    longer work at Acme": the old memory is retracted, nothing new is stored), `NOOP` (nothing
    new became current). `relation` says how the new memory relates to what was stored:
    `CONTRADICTION` (negates it), `UPDATE` (a newer value of the same fact), `OVERLAP` (same
    ground, both stay), `NONE` (unrelated). `candidates` lists every memory compared, with its
    verdict and reason; `reason` explains the decision.

    **How it decides.**
    - Same `(scope, type, key, project_id)` as an active memory: a **key conflict**, no model
      involved. Confidences within 0.1 → the latest wins; otherwise the higher confidence wins
      (the losing proposal is kept as a `REJECT` history event).
    - The same statement (normalised text) → `NOOP`, the memory is reinforced.
    - Otherwise the nearest active memories of the user (cosine ≥ 0.6 among memories with
      importance > 0.5 or tier core; wider for texts with a correction cue), near-duplicates
      (≥ 0.95) and memories stating the same attribute are classified in **one** call.
      CONTRADICTION/UPDATE supersede (never erase) them; OVERLAP/NONE coexist; a
      near-duplicate that only overlaps is reinforced.
    - A fact whose `valid_from` is older than the current one's is stored as history.
    - `supersedes: <id>` replaces that memory without classification.
    - `messages` (a conversation turn) instead of `text`: up to 3 facts the user stated are
      extracted and each is written as above; the answer is `{"results": [...]}`. Facts a
      model extracted are held to the writing constraints (≤ 2 sentences, ≤ 280 characters:
      trimmed; empty: dropped).
    - **Consent.** A change to a sensitive key (preferred_name, pronouns, city, language)
      that the user did not state themself — `role` assistant or system, or a fact a model
      extracted — and that would replace a different current value is not applied without
      `consent: true`: the answer is `NOOP` ("consent required"), the current value stays,
      and `consent_proposal` names the proposal opened for the user's decision
      (`/consent/{id}/approve|reject`; it expires after 7 days). A first value applies.

    Answers **201** when a new memory became current, **200** otherwise.
    """
    outcome = await pipeline.write_memory(body, context=context, dry_run=dry_run)
    response.status_code = 201 if outcome.created else 200
    return outcome


_BATCH_BODY = {
    "required": True,
    "description": "Write requests, each a `POST /memory` body: a JSON array, or JSON Lines"
    " (one request per line, blank lines ignored). At most 1,000 items and 16 MiB by default"
    " (`PALIMPSEST_BATCH_MAX_ITEMS`, `PALIMPSEST_MAX_BATCH_BYTES`).",
    "content": {
        "application/json": {
            "schema": {
                "type": "array",
                "minItems": 1,
                "maxItems": 1000,
                "items": {"$ref": "#/components/schemas/MemoryCreate"},
            }
        },
        "application/x-ndjson": {"schema": {"type": "string"}},
    },
}


@router.post(
    "/batch",
    response_model=BatchResult,
    summary="Store many memories: a JSON array or JSON Lines of write requests",
    responses=problem_responses(400, 401, 413, 415, 422),
    openapi_extra={"requestBody": _BATCH_BODY},
)
async def create_memories(
    items: BatchItems,
    context: RequestContextDep,
    dry_run: Annotated[
        bool, Query(description="Decide and explain every item, commit nothing.")
    ] = False,
) -> batch.BatchOutcome:
    """Write many memories in one request, for imports and backfills: each item is resolved
    exactly as `POST /memory` would resolve it (candidates, classification, supersession,
    history, consent, allowlists), **in order**, so an item sees — and may supersede — the
    items before it. The answer has one result per item, in the order of the body.

    **Errors.** A body that is not a JSON array or JSON Lines (400), of another media type
    (415), empty or with too many items (422), or too large (413) is refused whole and nothing
    is written. Otherwise the answer is **200** and each item stands alone: an invalid item
    (422, its `errors` naming `body.<index>.<field>`), an agent not allowed the category (403),
    an unknown `supersedes` (404) or a conflict (409) gets its problem in its slot, and the
    other items are written. `status` in each slot is what `POST /memory` would have
    answered; `created`, `unchanged` and `failed` count them.

    **Throughput.** The texts are embedded together and items are written in transactions of
    64, under the locks of their users; a conversation turn (`messages`) or an item with its
    own `dry_run` is written alone, at its place. `?dry_run=true` decides the whole batch (each
    item seeing the ones before it) and commits nothing.
    """
    return await batch.write_batch(items, context=context, dry_run=dry_run)


@router.get(
    "",
    response_model=MemoryPage,
    summary="List memories",
    responses=problem_responses(401, 422),
)
async def list_memories(
    filters: Annotated[MemoryFilters, Query()],
    principal: PrincipalDep,
    uow_factory: UowFactoryDep,
) -> Page:
    """Current memories, newest first; `include_inactive=true` adds every older version."""
    return await memories.list_memories(filters, principal=principal, uow_factory=uow_factory)


@router.get(
    "/{memory_id}",
    response_model=MemoryRead,
    summary="Get a memory",
    responses=problem_responses(401, 404),
)
async def get_memory(
    memory_id: MemoryId, principal: PrincipalDep, uow_factory: UowFactoryDep
) -> Memory:
    """One version, current or not."""
    return await memories.get_memory(memory_id, principal=principal, uow_factory=uow_factory)


@router.get(
    "/{memory_id}/history",
    response_model=HistoryRead,
    summary="Version chain and audit trail",
    responses=problem_responses(401, 404),
)
async def get_history(
    memory_id: MemoryId, principal: PrincipalDep, uow_factory: UowFactoryDep
) -> VersionChain:
    """The whole version chain (oldest first) and its audit events, from any version's id."""
    return await memories.version_chain(memory_id, principal=principal, uow_factory=uow_factory)


@router.delete(
    "/{memory_id}",
    response_model=MemoryRead,
    summary="Delete a memory (soft)",
    responses=problem_responses(401, 404, 409),
)
async def delete_memory(
    memory_id: MemoryId, principal: PrincipalDep, uow_factory: UowFactoryDep, settings: SettingsDep
) -> Memory:
    """Soft delete: the memory leaves every current view and can be restored until it is
    purged (`purge_at`). Deleting a deleted memory changes nothing; only the current version of
    a chain can be deleted (409 otherwise)."""
    return await edits.delete_memory(
        memory_id, principal=principal, uow_factory=uow_factory, settings=settings
    )


@router.patch(
    "/{memory_id}",
    response_model=MemoryRead,
    summary="Pin a memory or change its tags",
    responses=problem_responses(401, 404, 409, 422),
)
async def annotate_memory(
    memory_id: MemoryId, body: MemoryPatch, principal: PrincipalDep, uow_factory: UowFactoryDep
) -> Memory:
    """Change how a memory is treated, not what it says: `pinned` (a pinned memory is never
    forgotten by the TTL job) and `tags` (replaced whole). Applies to the current version, in
    place, with a `PATCH` history event holding the old and new values; a patch that changes
    nothing records nothing. To change what a memory states, write the new statement (`POST
    /memory`): it becomes a new version. 409 for a version that is not current."""
    return await edits.annotate_memory(
        memory_id, body, principal=principal, uow_factory=uow_factory
    )


@router.post(
    "/{memory_id}/restore",
    response_model=MemoryRead,
    summary="Restore or revert a memory",
    responses=problem_responses(401, 404, 409),
)
async def restore_memory(
    memory_id: MemoryId, principal: PrincipalDep, uow_factory: UowFactoryDep
) -> Memory:
    """Make this memory current again and answer the current version.

    A deleted latest version comes back as it was. An older version (a revert) comes back as a
    **new version** of its chain, superseding the current one; history records `RESTORE`.
    """
    return await edits.restore_memory(memory_id, principal=principal, uow_factory=uow_factory)
