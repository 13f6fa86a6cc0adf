"""Add thread_readers: the revision of each thread last served to each reader, so a delta
header shows a reader only what changed since it last looked.

Revision ID: 2d3e4f506172
Revises: 1c2d3e4f5061
Create Date: 2026-11-22 20:00:00+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "2d3e4f506172"
down_revision: str | None = "1c2d3e4f5061"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("SET LOCAL lock_timeout = '5s'")
    op.create_table(
        "thread_readers",
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("thread_id", sa.Text(), nullable=False),
        sa.Column("reader", sa.Text(), nullable=False),
        sa.Column("served_rev", sa.BigInteger(), nullable=False),
        sa.Column(
            "updated_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.PrimaryKeyConstraint("tenant_id", "thread_id", "reader", name=op.f("pk_thread_readers")),
    )


def downgrade() -> None:
    op.execute("SET LOCAL lock_timeout = '5s'")
    op.drop_table("thread_readers")
