"""Operational tracking read back: counts of events by node, op and status over time."""

from dataclasses import dataclass
from datetime import datetime, timedelta

from app.db.uow import UnitOfWorkFactory
from app.enums import EventStatus
from app.errors import InvalidInput
from app.schemas.stats import StatsFilters
from app.services.principal.keys import Principal

DEFAULT_WINDOW = timedelta(hours=24)


@dataclass(frozen=True)
class EventCount:
    node: str
    op: str
    status: EventStatus
    count: int


@dataclass(frozen=True)
class Stats:
    since: datetime
    until: datetime
    counts: list[EventCount]


async def event_counts(
    filters: StatsFilters, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> Stats:
    """The tenant's events with `since <= ts < until`, counted by (node, op, status).

    `until` defaults to now by the database clock (the clock that stamps events, so a skewed
    app host cannot hide the latest ones); `since` to 24 hours before `until`.
    """
    async with uow_factory(principal.tenant_id) as uow:
        until = filters.until or await uow.now()
        since = filters.since or until - DEFAULT_WINDOW
        if since > until:
            raise InvalidInput(
                "`since` must not be after `until` (default: now).", field="query.since"
            )
        rows = await uow.events.counts(since=since, until=until, user_id=filters.user_id)
    return Stats(since=since, until=until, counts=[EventCount(*row) for row in rows])
