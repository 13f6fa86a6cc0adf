"""The checkpoint API contract: an agent supervisor's state for one user and thread."""

import json
import math
from datetime import datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from pydantic import JsonValue as ExampleJson

from app.schemas.common import no_nul

# A supervisor's state (graph state, memory context, conversation, agent states) outgrows the
# 16 KB cap on memory metadata; 1 MiB keeps one save or load a single fast round trip.
MAX_STATE_BYTES = 1_048_576


def _storable_state(value: dict[str, Any]) -> dict[str, Any]:
    """The checks of `common.JsonObject` with a larger cap: jsonb holds neither NaN/Infinity
    nor NUL characters, and the state must serialise (UTF-8, compact) to at most 1 MiB."""
    stack: list[Any] = [value]
    # Iterative, not recursive: deeply nested states get a 422, not a RecursionError.
    while stack:
        node = stack.pop()
        if isinstance(node, float) and not math.isfinite(node):
            raise ValueError("numbers must be finite (no NaN or Infinity)")
        if isinstance(node, str):
            no_nul(node)
        elif isinstance(node, dict):
            for key in node:
                no_nul(key)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    size = len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())
    if size > MAX_STATE_BYTES:
        raise ValueError(f"must serialise to at most {MAX_STATE_BYTES} bytes (it is {size})")
    return value


StateObject = Annotated[dict[str, Any], AfterValidator(_storable_state)]

_STATE_EXAMPLE: dict[str, ExampleJson] = {
    "graph": {"node": "planner", "step": 7, "next": ["executor"]},
    "memory_context": {"revision": 12, "ids": ["mem_8a1d2c3b4e5f60718293a4b5c6d7e8f9"]},
    "messages": [
        {"role": "user", "content": "其实还是叫我李四吧"},
        {"role": "assistant", "content": "好的，李四。"},
    ],
    "agents": {"planner": {"status": "done"}, "executor": {"status": "pending"}},
}
_CHECKPOINT_EXAMPLE: dict[str, ExampleJson] = {
    "user_id": "u_42",
    "thread_id": "t_1",
    "state": _STATE_EXAMPLE,
    "created_at": "2026-11-22T10:00:00Z",
    "updated_at": "2026-11-22T10:05:00Z",
}


class CheckpointSave(BaseModel):
    """The whole state to keep; it replaces whatever was saved for the user and thread."""

    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"state": _STATE_EXAMPLE}]}
    )

    state: StateObject = Field(
        description="Any JSON object, at most 1 MiB serialised; no NaN, Infinity or NUL."
    )


class CheckpointRead(BaseModel):
    model_config = ConfigDict(
        from_attributes=True, json_schema_extra={"examples": [_CHECKPOINT_EXAMPLE]}
    )

    user_id: str
    thread_id: str
    state: dict[str, Any]
    created_at: datetime = Field(description="When the first state was saved.")
    updated_at: datetime = Field(
        description="When the current state was saved; equals `created_at` until a replacement."
    )
