"""Add the PATCH history event: pinning a memory or changing its tags (PATCH /memory/{id})
edits the current version in place, and history records it.

Revision ID: 4f5061728394
Revises: 3e4f50617283
Create Date: 2026-11-22 22:00:00+00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "4f5061728394"
down_revision: str | None = "3e4f50617283"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BEFORE = "'ADD', 'UPDATE', 'DELETE', 'MERGE', 'LINK', 'TTL', 'RESTORE', 'NOOP', 'REJECT', 'PURGE'"
AFTER = BEFORE + ", 'PATCH'"


def _event_check(events: str) -> None:
    op.execute("SET LOCAL lock_timeout = '5s'")
    op.drop_constraint(op.f("ck_history_event_known"), "history", type_="check")
    op.create_check_constraint(op.f("ck_history_event_known"), "history", f"event IN ({events})")


def upgrade() -> None:
    _event_check(AFTER)


def downgrade() -> None:
    op.execute("DELETE FROM history WHERE event = 'PATCH'")
    _event_check(BEFORE)
