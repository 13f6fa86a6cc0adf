"""`/stats`: basic operational counts by node and op over time."""

from typing import Annotated

from fastapi import APIRouter, Query

from app.api.deps import PrincipalDep, UowFactoryDep
from app.api.problems import problem_responses
from app.schemas.stats import StatsFilters, StatsRead
from app.services import stats
from app.services.stats import Stats

router = APIRouter(prefix="/stats", tags=["stats"])


@router.get(
    "",
    response_model=StatsRead,
    summary="Event counts by node, op and status",
    responses=problem_responses(401, 422),
)
async def get_stats(
    filters: Annotated[StatsFilters, Query()], principal: PrincipalDep, uow_factory: UowFactoryDep
) -> Stats:
    """How many events each node recorded, by op and status, with `since <= ts < until`.

    Nodes record events where they already do the work: the write path (`hotpath`: search,
    classify, add, update, delete, …), context reads, and background workers. `since` defaults
    to 24 hours before `until`, `until` to now; both need a time zone (`2026-11-22T10:00:00Z`),
    and `since` must not be after `until` (422 otherwise). Only this tenant's events count;
    `user_id` narrows to one user. Combinations with no events in the window are absent.
    """
    return await stats.event_counts(filters, principal=principal, uow_factory=uow_factory)
