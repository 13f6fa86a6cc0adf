from datetime import datetime
from typing import Any, ClassVar

from sqlalchemy import DateTime, MetaData, Text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import DeclarativeBase

from app.db.types import TextEnum
from app.enums import (
    ConsentStatus,
    EventStatus,
    HistoryEvent,
    Lifespan,
    MemoryStatus,
    MemoryType,
    Relation,
    RelationType,
    Role,
    Tier,
)

# The closed vocabularies the tables hold, each stored as TEXT (see TextEnum).
VOCABULARIES = (
    ConsentStatus,
    EventStatus,
    HistoryEvent,
    Lifespan,
    MemoryStatus,
    MemoryType,
    Relation,
    RelationType,
    Role,
    Tier,
)

# Stable constraint names: migrations and error handling refer to them.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_N_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        str: Text,
        datetime: DateTime(timezone=True),
        dict[str, Any]: JSONB,
        **{enum: TextEnum(enum) for enum in VOCABULARIES},
    }
