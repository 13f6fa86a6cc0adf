"""Supervisor checkpoints: the agent graph's state per user and thread, kept in PostgreSQL so
it survives restarts. The service stores the state whole and never looks inside it."""

from typing import Any

from app.db.models import Checkpoint
from app.db.uow import UnitOfWorkFactory
from app.errors import CheckpointNotFound
from app.services.principal.keys import Principal


async def save_checkpoint(
    user_id: str,
    thread_id: str,
    state: dict[str, Any],
    *,
    principal: Principal,
    uow_factory: UnitOfWorkFactory,
) -> Checkpoint:
    """Replace the thread's state (last writer wins); keeps `created_at` of the first save."""
    async with uow_factory(principal.tenant_id) as uow:
        return await uow.checkpoints.upsert(user_id, thread_id, state)


async def load_checkpoint(
    user_id: str, thread_id: str, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> Checkpoint:
    async with uow_factory(principal.tenant_id) as uow:
        checkpoint = await uow.checkpoints.get(user_id, thread_id)
    if checkpoint is None:
        raise CheckpointNotFound(user_id, thread_id)
    return checkpoint


async def delete_checkpoint(
    user_id: str, thread_id: str, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> None:
    """Forget the thread's state; deleting what is not there is not an error (idempotent)."""
    async with uow_factory(principal.tenant_id) as uow:
        await uow.checkpoints.delete(user_id, thread_id)
