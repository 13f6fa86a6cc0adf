"""Add memories.attributes: the attributes of the person a memory states, for conflict
candidates that embeddings alone would miss.

Revision ID: 1c2d3e4f5061
Revises: 0b1c2d3e4f50
Create Date: 2026-11-22 19:00:00+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "1c2d3e4f5061"
down_revision: str | None = "0b1c2d3e4f50"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("SET LOCAL lock_timeout = '5s'")
    # Filled on write from now on; `palimpsest backfill` derives it for existing memories.
    op.add_column(
        "memories",
        sa.Column(
            "attributes",
            postgresql.ARRAY(sa.Text()),
            server_default=sa.text("'{}'"),
            nullable=False,
        ),
    )


def downgrade() -> None:
    op.execute("SET LOCAL lock_timeout = '5s'")
    op.drop_column("memories", "attributes")
