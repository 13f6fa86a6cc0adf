"""Column types of our own."""

from enum import StrEnum
from typing import Any, TypeVar

from sqlalchemy import Dialect, Text
from sqlalchemy.types import TypeDecorator

E = TypeVar("E", bound=StrEnum)


class TextEnum(TypeDecorator[E]):
    """A closed vocabulary (an app.enums StrEnum) stored in a TEXT column.

    The migrations store these as TEXT with a CHECK constraint, not as PostgreSQL ENUM types
    (adding a value to a CHECK is one statement in a migration; an ENUM cannot lose one), and
    SQLAlchemy would otherwise map an enum annotation to an ENUM type. The column's SQL type
    is `impl`, so `alembic check` sees the TEXT the migrations made. Rows read back carry the
    enum member. Values go out as their text, a plain string included: the CHECK constraint,
    not Python, refuses one outside the vocabulary, as it always did (an import reports that
    refusal per chain).
    """

    impl = Text
    cache_ok = True

    def __init__(self, enum: type[E]) -> None:
        super().__init__()
        self.enum = enum

    def process_bind_param(self, value: Any, dialect: Dialect) -> str | None:
        return None if value is None else str(value)

    def process_result_value(self, value: Any, dialect: Dialect) -> E | None:
        return None if value is None else self.enum(value)

    @property
    def python_type(self) -> type[E]:
        return self.enum
