"""Add ix_memories_attributes_active: the write's attribute channel by index, not by scan.

A write whose text states an attribute of the person ("res", "school", "pref:phone", …) asks
for the user's current memories stating one of them, most similar first (the `attribute`
channel of app.db.repositories.candidates). No index held `attributes`, so that channel read
the whole table, every version of every user, at every such write: 2.4 ms at the median and
up to 10.6 ms for one 5,000-memory user (EXPLAIN ANALYZE on write_tail's store,
docs/performance.md, round 8), the largest part of what a superseding write spends in
PostgreSQL beyond an added one. This GIN index over (tenant, user, attributes) of current
memories answers the same question from the rows that state the attribute: 0.38 ms at the
median, 2.7 at worst. The rows, and their order, are the same; only the plan changes.

Partial, as the lexical channel's twin is: a retired version leaves it, so superseding adds
nothing to it. `fastupdate` off: each new version adds its few entries at once instead of to
a pending list that some later write would have to merge into the index (a spike in the
write's tail).

Building it reads every active memory once and blocks writes meanwhile (seconds per million
memories).

Revision ID: 7283940516c7
Revises: 6172839405b6
Create Date: 2026-11-27 11:00:00+00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "7283940516c7"
down_revision: str | None = "6172839405b6"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute(
        "CREATE INDEX ix_memories_attributes_active ON memories"
        " USING gin (tenant_id, user_id, attributes) WITH (fastupdate = off)"
        " WHERE status = 'active'"
    )


def downgrade() -> None:
    op.execute("DROP INDEX ix_memories_attributes_active")
