"""The thread change feed: what changed in a conversation thread, revision by revision."""

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field
from pydantic import JsonValue as ExampleJson

_CHANGES_EXAMPLE: dict[str, ExampleJson] = {
    "thread_id": "t_1",
    "revision": 3,
    "changes": [
        {
            "rev": 2,
            "memory_id": "mem_8a1d2c3b4e5f60718293a4b5c6d7e8f9",
            "event": "updated",
            "category": "goals",
            "text": "Ship v1 by Sep",
            "importance": 0.6,
            "ts": "2026-11-22T10:05:00Z",
        },
        {
            "rev": 3,
            "memory_id": "mem_5f0c6f2b1f9e4c7a9d6b0e1a2c3d4e5f",
            "event": "deleted",
            "category": "tasks",
            "text": "Book the venue",
            "importance": 0.6,
            "ts": "2026-11-22T10:07:00Z",
        },
    ],
}


class ChangeRead(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    rev: int = Field(description="The thread revision this change produced.")
    memory_id: str = Field(description="The version the change is about.")
    event: str = Field(description="created, updated, merged, deleted, soft_deleted or restored.")
    category: str | None
    text: str | None = Field(description="The memory's text at the time of the change.")
    importance: float | None = Field(description="From 0 to 1, at the time of the change.")
    ts: datetime


class ThreadChangesRead(BaseModel):
    model_config = ConfigDict(
        from_attributes=True, json_schema_extra={"examples": [_CHANGES_EXAMPLE]}
    )

    thread_id: str
    revision: int = Field(description="The thread's current revision (0 if nothing changed).")
    changes: list[ChangeRead] = Field(description="Oldest first, each with `rev` > `since`.")
