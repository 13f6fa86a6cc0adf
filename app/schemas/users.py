"""The per-user contract: what an erasure answers, and how an export reads."""

import json

from pydantic import BaseModel, ConfigDict, Field
from pydantic import JsonValue as ExampleJson

from app.schemas import examples

NDJSON = "application/x-ndjson"

# One export line: the chain of the 张三 → 李四 example, exactly as `GET /memory/{id}/history`.
_EXPORT_LINE: dict[str, ExampleJson] = {
    "chain_id": examples.V1,
    "versions": [examples.SUPERSEDED_EXAMPLE, examples.MEMORY_EXAMPLE],
    "events": [
        {
            "id": 1, "event": "ADD", "memory_id": examples.V1, "old_ref": None,
            "new_ref": examples.V1, "actor": "local", "ts": "2026-11-22T10:00:00Z",
            "meta": {"reason": "no active memory holds key 'preferred_name'"},
        },
        {
            "id": 2, "event": "UPDATE", "memory_id": examples.V2, "old_ref": examples.V1,
            "new_ref": examples.V2, "actor": "local", "ts": "2026-11-22T10:05:00Z",
            "meta": {"relation": "UPDATE", "reason": "key 'preferred_name': latest wins"},
        },
    ],
}  # fmt: skip
EXPORT_EXAMPLE = json.dumps(_EXPORT_LINE, ensure_ascii=False) + "\n"


class UserErasure(BaseModel):
    """What an erasure emptied. Zeros: nothing of this user held content any more."""

    model_config = ConfigDict(
        from_attributes=True,
        json_schema_extra={"examples": [{"user_id": "u_42", "memories": 3, "history_rows": 5}]},
    )

    user_id: str
    memories: int = Field(description="Memory versions emptied and marked `purged`.")
    history_rows: int = Field(
        description='Existing audit rows whose `meta` was replaced by `{"erased": true}`.'
    )
