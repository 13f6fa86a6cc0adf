"""Operational counts: what each node did, by op and status, in a window of time."""

from datetime import datetime

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field
from pydantic import JsonValue as ExampleJson

from app.enums import EventStatus
from app.schemas.common import Identifier

_STATS_EXAMPLE: dict[str, ExampleJson] = {
    "since": "2026-11-21T10:00:00Z",
    "until": "2026-11-22T10:00:00Z",
    "counts": [
        {"node": "hotpath", "op": "add", "status": "ok", "count": 41},
        {"node": "hotpath", "op": "classify", "status": "ok", "count": 12},
        {"node": "hotpath", "op": "classify", "status": "skipped", "count": 48},
        {"node": "hotpath", "op": "search", "status": "ok", "count": 60},
        {"node": "hotpath", "op": "update", "status": "ok", "count": 7},
    ],
}


class StatsFilters(BaseModel):
    """The window is half-open, `since <= ts < until`, so consecutive windows never count an
    event twice."""

    model_config = ConfigDict(extra="forbid")

    since: AwareDatetime | None = Field(
        default=None,
        description="Start of the window, with a time zone; default 24 h before `until`.",
    )
    until: AwareDatetime | None = Field(
        default=None, description="End of the window (excluded), with a time zone; default now."
    )
    user_id: Identifier | None = Field(default=None, description="Only this user's events.")


class EventCount(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    node: str = Field(description="hotpath, context, episodic or worker.")
    op: str = Field(description="What the node did: search, classify, add, update, delete, ….")
    status: EventStatus
    count: int


class StatsRead(BaseModel):
    model_config = ConfigDict(
        from_attributes=True, json_schema_extra={"examples": [_STATS_EXAMPLE]}
    )

    since: datetime
    until: datetime
    counts: list[EventCount] = Field(
        description="One entry per (node, op, status) seen in the window, ordered by those."
    )
