"""What every table is built from: the tenant column that repositories filter on, the timestamp
the database sets, and the CHECK that keeps a column to its enum's values. A module of their
own because every group of tables (memories, audit, workflow) is built from them.
"""

from enum import StrEnum
from typing import Any

from sqlalchemy import CheckConstraint, func
from sqlalchemy.orm import Mapped, mapped_column


def _now() -> Any:
    return mapped_column(server_default=func.clock_timestamp())


def _one_of(column: str, vocabulary: type[StrEnum], *, nullable: bool = False) -> CheckConstraint:
    """The CHECK that keeps `column` to the values of its enum (named `<column>_known`)."""
    values = ", ".join(f"'{member.value}'" for member in vocabulary)
    condition = f"{column} IN ({values})"
    if nullable:
        condition = f"{column} IS NULL OR {condition}"
    return CheckConstraint(condition, name=f"{column}_known")


class TenantOwned:
    """A table whose rows belong to one tenant. Repositories filter it with
    `TenantRepository.owned`, which accepts only these."""

    tenant_id: Mapped[str]
