"""`/users`: everything stored about one person — export it, or erase it."""

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import APIRouter, Path
from fastapi.responses import StreamingResponse

from app.api.deps import PrincipalDep, UowFactoryDep
from app.api.problems import problem_responses
from app.schemas.common import Identifier
from app.schemas.users import EXPORT_EXAMPLE, NDJSON, UserErasure
from app.services.lifecycle import users
from app.services.lifecycle.users import Erasure
from app.services.read.memories import VersionChain
from app.services.transfer.jsonl import export_line

router = APIRouter(prefix="/users", tags=["users"])

# Normalised as writes normalise `user_id` (trimmed, no control characters).
UserId = Annotated[Identifier, Path(description="The person the memories are about.")]


class NDJSONResponse(StreamingResponse):
    media_type = NDJSON


async def _lines(chains: AsyncIterator[VersionChain]) -> AsyncIterator[str]:
    async for chain in chains:
        yield export_line(chain)


@router.get(
    "/{user_id}/export",
    response_class=NDJSONResponse,
    summary="Export everything stored about a user (JSON Lines)",
    responses={
        200: {
            "description": "One JSON object per line, one line per version chain.",
            "content": {
                NDJSON: {
                    "schema": {"type": "string", "description": "JSON Lines of HistoryRead."},
                    "example": EXPORT_EXAMPLE,
                }
            },
        },
        **problem_responses(401, 422),
    },
)
async def export_user(
    user_id: UserId, principal: PrincipalDep, uow_factory: UowFactoryDep
) -> NDJSONResponse:
    """Everything stored about the user in your tenant, streamed as JSON Lines
    (`application/x-ndjson`): one line per version chain, chains in creation order.

    Each line has the shape of `GET /memory/{id}/history` (`HistoryRead`): `chain_id`, every
    version oldest first (current, superseded, retracted, deleted and purged alike) and the
    chain's audit events oldest first:

        {"chain_id": "mem_5f0c…", "versions": [{"id": "mem_5f0c…", "version": 1,
         "value": "张三", "status": "superseded", …}, {"id": "mem_8a1d…", "version": 2,
         "value": "李四", "status": "active", …}], "events": [{"id": 1, "event": "ADD", …},
         {"id": 2, "event": "UPDATE", "old_ref": "mem_5f0c…", …}]}

    A user with nothing stored answers **200 with an empty body**, not 404: user ids are the
    caller's, not a resource this service registers, so "nothing stored" is the answer (and it
    is the same for another tenant's user). After an erasure the chains are still listed,
    emptied and `purged`, with their `PURGE` events. The export is read in batches, each
    chain consistent in itself; an error part-way ends the stream early.
    """
    chains = users.export_user(user_id, principal=principal, uow_factory=uow_factory)
    return NDJSONResponse(_lines(chains))


@router.delete(
    "/{user_id}",
    response_model=UserErasure,
    summary="Erase a user's data (hard, audited)",
    responses=problem_responses(401, 422),
)
async def erase_user(
    user_id: UserId, principal: PrincipalDep, uow_factory: UowFactoryDep
) -> Erasure:
    """Erase the **content** of everything stored about the user in your tenant, at once and
    for good — the one exception to "superseded, never erased", for a person's request.

    In one transaction, every memory version of the user keeps its id, chain links and times
    but loses its content (`text` becomes `""`; `value`, embedding, `tags`, `metadata`, the
    derived attributes and the content hash are cleared) and becomes `purged`, with a `PURGE`
    history event (`{"reason": "user erased"}`).
    The `meta` of the earlier history events and thread change-log entries of those memories
    becomes `{"erased": true}` (event, references, actor and time stay); their relations, and
    the user's consent proposals and checkpoints, are deleted. Purged memories never come
    back: no read, list or query serves them, and restoring one answers 409.

    Answers the number of memories emptied and of history events scrubbed. Erasing again, or
    a user with nothing stored (or of another tenant), answers 200 with zeros.
    """
    return await users.erase_user(user_id, principal=principal, uow_factory=uow_factory)
