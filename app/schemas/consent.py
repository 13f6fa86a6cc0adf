"""The consent API contract: sensitive changes waiting for the user's decision."""

from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints
from pydantic import JsonValue as ExampleJson

from app.enums import ConsentStatus
from app.schemas import examples
from app.schemas.common import Identifier
from app.schemas.write import WriteResult

PROPOSAL_ID = "cp_0b7e4c9a2d1f4e6b8a3c5d7e9f1a2b3c"
_PROPOSAL_EXAMPLE: dict[str, ExampleJson] = {
    "id": PROPOSAL_ID,
    "user_id": "u_42",
    "memory_id": examples.V1,
    "key": "preferred_name",
    "status": "pending",
    "reason": "consent required: key 'preferred_name' is sensitive and the change was inferred,"
    f" not stated by the user; kept {examples.V1}, the proposed value awaits the user's"
    " approval",
    "proposal": {
        "text": "Call me 李四",
        "value": "李四",
        "confidence": 0.9,
        "request": {
            "user_id": "u_42",
            "text": "Call me 李四",
            "type": "preference",
            "key": "preferred_name",
            "value": "李四",
            "role": "assistant",
        },
    },
    "created_at": "2026-11-22T10:05:00Z",
    "expires_at": "2026-11-29T10:05:00Z",
    "decided_at": None,
    "decided_by": None,
}


class ConsentProposalRead(BaseModel):
    """A change to a sensitive key that waits for (or got) the user's decision."""

    model_config = ConfigDict(
        from_attributes=True, json_schema_extra={"examples": [_PROPOSAL_EXAMPLE]}
    )

    id: str
    user_id: str
    memory_id: str | None = Field(description="The memory kept while the proposal waits.")
    key: str
    status: ConsentStatus
    reason: str | None = Field(description="Why the change needs consent.")
    proposal: dict[str, Any] = Field(
        description="The proposed `text`, `value` and `confidence`, and the write `request`"
        " that approving it sends through `POST /memory` with `consent: true`."
    )
    created_at: datetime
    expires_at: datetime = Field(description="Undecided by then, the proposal expires.")
    decided_at: datetime | None = Field(description="When it was approved, rejected or expired.")
    decided_by: str | None = Field(description="The API key that decided (`local` when open).")


class ConsentFilters(BaseModel):
    model_config = ConfigDict(extra="forbid")

    user_id: Identifier | None = None
    status: ConsentStatus = Field(
        default=ConsentStatus.pending,
        description="Only proposals in this state (default: still open).",
    )
    limit: int = Field(default=50, ge=1, le=200)
    cursor: Annotated[str, StringConstraints(max_length=200)] | None = Field(
        default=None, description="`next_cursor` of the previous page."
    )


class ConsentPage(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"items": [_PROPOSAL_EXAMPLE], "next_cursor": None}]}
    )

    items: list[ConsentProposalRead]
    next_cursor: str | None = Field(description="Pass as `cursor` to get the next page.")


class ConsentDecisionRead(BaseModel):
    """The decided proposal and, for an approval, the answer of the write it made."""

    model_config = ConfigDict(
        from_attributes=True,
        json_schema_extra={
            "examples": [
                {
                    "proposal": {
                        **_PROPOSAL_EXAMPLE,
                        "status": "approved",
                        "decided_at": "2026-11-22T11:00:00Z",
                        "decided_by": "local",
                    },
                    "result": {
                        "action": "UPDATE",
                        "relation": "UPDATE",
                        "memory": examples.MEMORY_EXAMPLE,
                        "superseded": [examples.SUPERSEDED_EXAMPLE],
                        "reason": "key 'preferred_name': latest wins (confidence 0.9 vs 0.9,"
                        " gap < 0.1)",
                        "candidates": [],
                        "dry_run": False,
                        "consent_proposal": {
                            "id": PROPOSAL_ID,
                            "status": "approved",
                            "expires_at": "2026-11-29T10:05:00Z",
                        },
                    },
                }
            ]
        },
    )

    proposal: ConsentProposalRead
    result: WriteResult | None = Field(
        description="What writing the approved change did (null for a rejection)."
    )
