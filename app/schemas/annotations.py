"""`PATCH /memory/{id}`: what may change on a memory without a new version."""

from typing import Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.schemas.common import Tag


class MemoryPatch(BaseModel):
    """Annotations of the current version, changed in place: they say how to treat the
    memory, not what it states (a new statement is a new version: `POST /memory`)."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [{"pinned": True}, {"tags": ["family", "names"]}],
            # Something to change (checked by the model validator too).
            "anyOf": [
                {"required": ["pinned"], "properties": {"pinned": {"type": "boolean"}}},
                {"required": ["tags"], "properties": {"tags": {"type": "array"}}},
            ],
        },
    )

    pinned: bool | None = Field(
        default=None, description="A pinned memory is never forgotten by the TTL job."
    )
    tags: list[Tag] | None = Field(
        default=None, max_length=32, description="Replaces the tags (an empty list clears them)."
    )

    @model_validator(mode="after")
    def _something_to_change(self) -> Self:
        if self.pinned is None and self.tags is None:
            raise ValueError("give `pinned`, `tags` or both")
        return self
