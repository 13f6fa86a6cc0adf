"""`/threads`: what changed in a conversation thread."""

from typing import Annotated

from fastapi import APIRouter, Path, Query

from app.api.deps import PrincipalDep, UowFactoryDep
from app.api.problems import problem_responses
from app.schemas.common import PATH_ID_PATTERN
from app.schemas.threads import ThreadChangesRead
from app.services.read import threads
from app.services.read.threads import ThreadChanges

router = APIRouter(prefix="/threads", tags=["threads"])

ThreadId = Annotated[
    str, Path(min_length=1, max_length=200, pattern=PATH_ID_PATTERN, description="Any thread id.")
]
# Revisions are bigint: a larger `since` would fail in the database, not as a 422.
MAX_REV = 2**63 - 1


@router.get(
    "/{thread_id}/changes",
    response_model=ThreadChangesRead,
    summary="Changes in a thread since a revision",
    responses=problem_responses(401, 422),
)
async def list_changes(
    thread_id: ThreadId,
    principal: PrincipalDep,
    uow_factory: UowFactoryDep,
    since: Annotated[
        int, Query(ge=0, le=MAX_REV, description="Only changes with a later revision.")
    ] = 0,
    limit: Annotated[int, Query(ge=1, le=200, description="At most this many changes.")] = 50,
) -> ThreadChanges:
    """Every change logged to the thread after revision `since`, oldest first, and the
    thread's current `revision`. Each write, delete, restore or expiry that touches a memory of
    the thread (or is made with its `thread_id`) adds one revision; NOOPs add none.

    **Paging.** Pass the last `rev` you received as `since` until `changes` is empty or
    `rev` reaches `revision`. A thread no one wrote to is at revision 0 with no changes.
    """
    return await threads.thread_changes(
        thread_id, since=since, limit=limit, principal=principal, uow_factory=uow_factory
    )
