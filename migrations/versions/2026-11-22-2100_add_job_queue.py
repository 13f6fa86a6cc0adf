"""Add the job queue: procrastinate's tables and functions, in their own schema.

The queue lives in the `procrastinate` schema, apart from the service's tables: the worker
connects with `search_path=procrastinate,public`, nothing else reads it, and removing it is one
`DROP SCHEMA`. The SQL is the schema of the procrastinate version pinned in pyproject.toml; a
later procrastinate upgrade that changes its schema gets its own migration applying
procrastinate's delta scripts (procrastinate.schema.SchemaManager.get_migrations_path()).

Revision ID: 3e4f50617283
Revises: 2d3e4f506172
Create Date: 2026-11-22 21:00:00+00:00
"""

from collections.abc import Sequence

from alembic import op
from procrastinate.schema import SchemaManager

revision: str = "3e4f50617283"
down_revision: str | None = "2d3e4f506172"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

QUEUE_SCHEMA = "procrastinate"


def upgrade() -> None:
    op.execute(f"CREATE SCHEMA {QUEUE_SCHEMA}")
    # Unqualified names in procrastinate's SQL land in the first schema of the search path.
    op.execute(f"SET LOCAL search_path TO {QUEUE_SCHEMA}, public")
    # Sent to the driver, not through SQLAlchemy's text() (whose `:name` binds would misread
    # it); the driver still reads `%` as a placeholder, hence the doubling.
    op.get_bind().exec_driver_sql(SchemaManager.get_schema().replace("%", "%%"))
    op.execute("SET LOCAL search_path TO public")


def downgrade() -> None:
    op.execute(f"DROP SCHEMA {QUEUE_SCHEMA} CASCADE")
