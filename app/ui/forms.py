"""What the UI's pages accept in their query strings: lenient, since people type them."""

from typing import Literal
from urllib.parse import urlencode

from pydantic import BaseModel, ConfigDict, Field

from app.enums import MemoryStatus
from app.schemas.consent import ConsentFilters
from app.schemas.memory import MemoryFilters

StatusChoice = Literal["active", "all", "superseded", "retracted", "deleted"]
STATUS_CHOICES: dict[StatusChoice, str] = {
    "active": "Current only",
    "all": "All versions",
    "superseded": "Superseded",
    "retracted": "Retracted",
    "deleted": "Deleted",
}
PAGE_SIZE = 25


class ListQuery(BaseModel):
    """The memory list's filter form. Blank fields mean "any"."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    user: str = Field(default="", max_length=200)
    category: str = Field(default="", max_length=64)
    status: StatusChoice = "active"
    q: str = Field(default="", max_length=200)
    limit: int = Field(default=PAGE_SIZE, ge=1, le=200)
    cursor: str = Field(default="", max_length=200)

    def filters(self) -> MemoryFilters:
        return MemoryFilters(
            user_id=self.user or None,
            category=self.category or None,
            include_inactive=self.status != "active",
            limit=self.limit,
            cursor=self.cursor or None,
        )

    @property
    def only_status(self) -> MemoryStatus | None:
        """A single inactive status to narrow to, beyond what `include_inactive` gives."""
        return None if self.status in ("active", "all") else MemoryStatus(self.status)

    @property
    def filtered(self) -> bool:
        return bool(self.user or self.category or self.q or self.status != "active")

    def url(self, cursor: str | None = None) -> str:
        """This list's address, on the page after `cursor` (the first page without one)."""
        params = {
            "user": self.user,
            "category": self.category,
            "status": "" if self.status == "active" else self.status,
            "q": self.q,
            "limit": "" if self.limit == PAGE_SIZE else str(self.limit),
            "cursor": cursor or "",
        }
        query = urlencode({k: v for k, v in params.items() if v})
        return f"/ui/memories?{query}" if query else "/ui/memories"


class ConsentQuery(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    user: str = Field(default="", max_length=200)
    cursor: str = Field(default="", max_length=200)
    decided: Literal["", "approved", "rejected"] = ""

    def filters(self) -> ConsentFilters:
        return ConsentFilters(
            user_id=self.user or None, cursor=self.cursor or None, limit=PAGE_SIZE
        )

    def url(self, cursor: str | None = None) -> str:
        query = urlencode({k: v for k, v in {"user": self.user, "cursor": cursor}.items() if v})
        return f"/ui/consent?{query}" if query else "/ui/consent"
