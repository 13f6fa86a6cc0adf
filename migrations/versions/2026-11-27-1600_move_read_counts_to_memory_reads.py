"""Move the read counts out of memories: memory_reads (memory, tenant, count, last read).

Every query counts its hits, and about once a second one statement adds the counts to
`memories.access_count` and sets `last_accessed_at`. A memories row is ~1.7 kB with its
vector, its pages are full, and about half of those updates could not stay on their page:
each of them gave every index of the table a new entry, the HNSW graph included, 20–200 ms of
PostgreSQL's CPU per flush beside the queries (docs/performance.md, round 9). In a narrow table
whose only index is its primary key, the same flush rewrites ~100-byte rows, adds no index
entry when the new version fits on its page (80 % fill leaves the room), and never touches a
memory.

A memory never read has no row: readers take 0 and NULL for it. The counts already stored are
copied (every memory read at least once, or reinforced), which reads the table once; dropping
the two columns rewrites nothing (the space is reused as rows are rewritten). The downgrade
puts them back.

Revision ID: 8394a5b6c7d8
Revises: 7283940516c7
Create Date: 2026-11-27 16:00:00+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "8394a5b6c7d8"
down_revision: str | None = "7283940516c7"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("SET LOCAL lock_timeout = '5s'")
    op.create_table(
        "memory_reads",
        sa.Column("memory_id", sa.Text(), nullable=False),
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("access_count", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.Column("last_accessed_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint("access_count >= 0", name=op.f("ck_memory_reads_access_count_range")),
        sa.ForeignKeyConstraint(
            ["memory_id"],
            ["memories.id"],
            name=op.f("fk_memory_reads_memory_id_memories"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("memory_id", name=op.f("pk_memory_reads")),
        postgresql_with={"fillfactor": 80},
    )
    op.execute(
        "INSERT INTO memory_reads (memory_id, tenant_id, access_count, last_accessed_at)"
        " SELECT id, tenant_id, access_count, last_accessed_at FROM memories"
        " WHERE access_count > 0 OR last_accessed_at IS NOT NULL"
    )
    op.execute(
        "ALTER TABLE memories DROP CONSTRAINT ck_memories_access_count_range,"
        " DROP COLUMN access_count, DROP COLUMN last_accessed_at"
    )


def downgrade() -> None:
    op.execute("SET LOCAL lock_timeout = '5s'")
    op.execute(
        "ALTER TABLE memories ADD COLUMN last_accessed_at timestamptz,"
        " ADD COLUMN access_count integer DEFAULT 0 NOT NULL,"
        " ADD CONSTRAINT ck_memories_access_count_range CHECK (access_count >= 0)"
    )
    op.execute(
        "UPDATE memories SET access_count = r.access_count, last_accessed_at = r.last_accessed_at"
        " FROM memory_reads r WHERE r.memory_id = memories.id"
    )
    op.drop_table("memory_reads")
