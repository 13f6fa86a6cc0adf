"""`/checkpoints`: the agent supervisor's state per user and thread, persistent across restarts."""

from typing import Annotated

from fastapi import APIRouter, Path

from app.api.deps import PrincipalDep, UowFactoryDep
from app.api.problems import problem_responses
from app.db.models import Checkpoint
from app.schemas.checkpoints import CheckpointRead, CheckpointSave
from app.services import checkpoints

router = APIRouter(prefix="/checkpoints", tags=["checkpoints"])

# Printable (no control characters, NUL included), bounded like every other identifier.
_PRINTABLE = r"^[^\x00-\x1f]+$"
UserId = Annotated[
    str, Path(min_length=1, max_length=200, pattern=_PRINTABLE, description="The user.")
]
ThreadId = Annotated[
    str, Path(min_length=1, max_length=200, pattern=_PRINTABLE, description="The thread.")
]


@router.put(
    "/{user_id}/{thread_id}",
    response_model=CheckpointRead,
    summary="Save a checkpoint",
    responses=problem_responses(400, 401, 422),
)
async def save_checkpoint(
    user_id: UserId,
    thread_id: ThreadId,
    body: CheckpointSave,
    principal: PrincipalDep,
    uow_factory: UowFactoryDep,
) -> Checkpoint:
    """Store the supervisor's state for this user and thread, replacing any saved before (the
    last save wins; `created_at` stays that of the first save). The state is any JSON object
    and is stored as given.

    **Limits.** The state must serialise (compact UTF-8 JSON) to at most 1 MiB and hold no
    NaN, Infinity or NUL characters; otherwise the answer is a 422 problem naming
    `body.state`, and nothing is stored.
    """
    return await checkpoints.save_checkpoint(
        user_id, thread_id, body.state, principal=principal, uow_factory=uow_factory
    )


@router.get(
    "/{user_id}/{thread_id}",
    response_model=CheckpointRead,
    summary="Load a checkpoint",
    responses=problem_responses(401, 404, 422),
)
async def load_checkpoint(
    user_id: UserId, thread_id: ThreadId, principal: PrincipalDep, uow_factory: UowFactoryDep
) -> Checkpoint:
    """The state last saved for this user and thread; 404 when none was saved (or it was
    deleted)."""
    return await checkpoints.load_checkpoint(
        user_id, thread_id, principal=principal, uow_factory=uow_factory
    )


@router.delete(
    "/{user_id}/{thread_id}",
    status_code=204,
    summary="Delete a checkpoint",
    responses=problem_responses(401, 422),
)
async def delete_checkpoint(
    user_id: UserId, thread_id: ThreadId, principal: PrincipalDep, uow_factory: UowFactoryDep
) -> None:
    """Forget the state of this user and thread. Idempotent: 204 whether or not one existed."""
    await checkpoints.delete_checkpoint(
        user_id, thread_id, principal=principal, uow_factory=uow_factory
    )
