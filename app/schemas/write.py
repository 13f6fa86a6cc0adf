"""The answer to `POST /memory`: what a write did, what it was compared with, and why."""

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from app.enums import Action, Relation
from app.schemas import examples
from app.schemas.memory import MemoryRead


class CandidateRead(BaseModel):
    """An existing memory the write was compared with, and the verdict."""

    model_config = ConfigDict(from_attributes=True)

    id: str
    similarity: float | None = Field(description="Cosine similarity, when both are embedded.")
    relation: Relation
    reason: str


class ConsentProposalRef(BaseModel):
    """A consent proposal a write opened (or, on approval, carried out): `GET /consent/{id}`."""

    model_config = ConfigDict(from_attributes=True)

    id: str
    status: str = Field(description="pending, approved, rejected or expired.")
    expires_at: datetime


class WriteResult(BaseModel):
    """What a write did and why."""

    model_config = ConfigDict(
        from_attributes=True,
        json_schema_extra={
            "examples": [
                {
                    "action": "UPDATE",
                    "relation": "UPDATE",
                    "memory": examples.MEMORY_EXAMPLE,
                    "superseded": [examples.SUPERSEDED_EXAMPLE],
                    "reason": "key 'preferred_name': latest wins (confidence 0.85 vs 0.9,"
                    " gap < 0.1)",
                    "candidates": [],
                    "dry_run": False,
                }
            ]
        },
    )

    action: Action = Field(description="ADD, UPDATE (superseded), DELETE (retracted) or NOOP.")
    relation: Relation | None = Field(description="How the new memory relates to the old one.")
    memory: MemoryRead | None = Field(
        description="The memory that is current after the write (the new one, or the one kept)."
    )
    superseded: list[MemoryRead] = Field(
        description="Versions this write retired (superseded, or retracted by a DELETE)."
    )
    reason: str
    candidates: list[CandidateRead] = Field(
        description="Every existing memory compared with the new one, with its verdict."
    )
    dry_run: bool = Field(description="True when nothing was committed.")
    consent_proposal: ConsentProposalRef | None = Field(
        default=None,
        description="Set when the change awaits the user's consent (`action` NOOP, the current"
        " value kept), or when this write carried out an approved proposal.",
    )


class WriteResults(BaseModel):
    """The answer to a conversation turn: one write answer per extracted fact."""

    model_config = ConfigDict(from_attributes=True)

    results: list[WriteResult]
