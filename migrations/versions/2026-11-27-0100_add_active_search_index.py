"""Add ix_memories_search_active: the lexical channel's index over current memories only.

A query reads current memories, but the GIN index over (tenant, user, search) holds every
version: at a third of a user's memories superseded, the search by words fetched and threw
away a third of what the index gave it (0.4–0.7 ms of a 1.9–2.6 ms words search,
docs/performance.md, round 5). Its partial twin holds active memories only, and a superseding
write no longer adds the retired version to it. The full index stays: `as_of` and `known_at`
reads search superseded versions too, and without it they scanned the whole table (6 ms
instead of 1.6–1.9 ms for a 5,000-memory user, and worse as the table grows).

Building it reads every active memory once and blocks writes meanwhile (seconds per million
memories).

Revision ID: 6172839405b6
Revises: 5061728394a5
Create Date: 2026-11-27 01:00:00+00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "6172839405b6"
down_revision: str | None = "5061728394a5"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute(
        "CREATE INDEX ix_memories_search_active ON memories"
        " USING gin (tenant_id, user_id, search) WHERE status = 'active'"
    )


def downgrade() -> None:
    op.execute("DROP INDEX ix_memories_search_active")
