"""`/memory`: write, list, read, history, delete, restore."""

from typing import Annotated

from fastapi import APIRouter, Path, Query, Response

from app.api.deps import CategoriesDep, PrincipalDep, SettingsDep, UowFactoryDep
from app.api.problems import problem_responses
from app.db.models import Memory
from app.schemas.memory import (
    HistoryRead,
    MemoryCreate,
    MemoryFilters,
    MemoryPage,
    MemoryRead,
    WriteResult,
)
from app.services import lifecycle, memories, write
from app.services.memories import Page, VersionChain
from app.services.write import WriteOutcome

router = APIRouter(prefix="/memory", tags=["memories"])

MemoryId = Annotated[str, Path(min_length=1, max_length=200, description="Any version's id.")]


@router.post(
    "",
    response_model=WriteResult,
    status_code=201,
    summary="Store a memory",
    responses={
        200: {"model": WriteResult, "description": "Nothing new was stored (NOOP) or dry run."},
        **problem_responses(400, 401, 404, 409, 422),
    },
)
async def create_memory(
    body: MemoryCreate,
    response: Response,
    principal: PrincipalDep,
    uow_factory: UowFactoryDep,
    settings: SettingsDep,
    categories: CategoriesDep,
    dry_run: Annotated[bool, Query(description="Decide and report, commit nothing.")] = False,
) -> WriteOutcome:
    """Store what an agent learned about a user, resolving conflicts with what is stored.

    - A memory with the same `(scope, type, key, project_id)` as an active one is a **key
      conflict**: confidences within 0.1 → the latest wins; otherwise the higher confidence
      wins. The loser is never erased: a superseded version stays in the chain, a rejected
      proposal stays in the history as a `REJECT` event.
    - The same statement (or the same value for a key) again → `NOOP`, the memory is reinforced.
    - `supersedes` names the memory this one replaces, skipping conflict detection.

    Answers **201** when a new version was stored (`ADD`, `UPDATE`), **200** otherwise.
    """
    outcome = await write.write_memory(
        body,
        principal=principal,
        uow_factory=uow_factory,
        settings=settings,
        categories=categories,
        dry_run=dry_run,
    )
    response.status_code = 201 if outcome.created else 200
    return outcome


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
    return await lifecycle.delete_memory(
        memory_id, principal=principal, uow_factory=uow_factory, settings=settings
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
    return await lifecycle.restore_memory(memory_id, principal=principal, uow_factory=uow_factory)
