"""`POST /memory/batch`: many write requests in one body, one answer per item, in order."""

from pydantic import BaseModel, ConfigDict, Field

from app.schemas.common import Problem
from app.schemas.write import WriteResult, WriteResults


class BatchItemResult(BaseModel):
    """What became of one item: its write's answer, or the problem that refused it."""

    model_config = ConfigDict(from_attributes=True)

    index: int = Field(description="The item's position in the body, from 0.")
    status: int = Field(
        description="What `POST /memory` would have answered for it: 201 (a new memory became"
        " current), 200 (nothing new: NOOP, a retraction, a dry run), or the problem's status"
        " (422 invalid, 403 not allowed, 404 unknown `supersedes`, 409 conflict)."
    )
    result: WriteResult | WriteResults | None = Field(
        default=None, description="The write's answer, as `POST /memory` gives it."
    )
    problem: Problem | None = Field(
        default=None, description="Why the item was refused (the others are not affected)."
    )


class BatchResult(BaseModel):
    """One result per item, in the order of the body."""

    model_config = ConfigDict(from_attributes=True)

    results: list[BatchItemResult]
    created: int = Field(description="Items that made a new memory current (status 201).")
    unchanged: int = Field(description="Items answered 200 (NOOP, retraction, dry run).")
    failed: int = Field(description="Items refused with a problem (status 4xx).")
