"""Supervisor checkpoints: one state per (tenant, user, thread), replaced whole on each save."""

from typing import Any

from sqlalchemy import delete, func, literal, select
from sqlalchemy.dialects.postgresql import JSONB, insert

from app.db.models import Checkpoint
from app.db.repositories.base import TenantRepository


class CheckpointRepository(TenantRepository):
    async def upsert(self, user_id: str, thread_id: str, state: dict[str, Any]) -> Checkpoint:
        """Save `state` in one statement: a first save sets `created_at` and `updated_at` to the
        same clock reading; a later one replaces the state and moves only `updated_at`."""
        # FROM clock_timestamp() reads the clock once for both columns; two column defaults
        # would read it twice, a microsecond apart.
        now = func.clock_timestamp().column_valued("now")
        row = select(
            literal(self.tenant_id),
            literal(user_id),
            literal(thread_id),
            literal(state, JSONB),
            now,
            now,
        )
        upsert = insert(Checkpoint).from_select(
            ["tenant_id", "user_id", "thread_id", "state", "created_at", "updated_at"], row
        )
        stmt = upsert.on_conflict_do_update(
            index_elements=[Checkpoint.tenant_id, Checkpoint.user_id, Checkpoint.thread_id],
            set_={"state": upsert.excluded.state, "updated_at": func.clock_timestamp()},
        ).returning(Checkpoint)
        # populate_existing: a Checkpoint already loaded in this session takes the new values.
        checkpoint: Checkpoint = (
            await self.session.scalars(stmt, execution_options={"populate_existing": True})
        ).one()
        return checkpoint

    async def get(self, user_id: str, thread_id: str) -> Checkpoint | None:
        return await self.session.get(Checkpoint, (self.tenant_id, user_id, thread_id))

    async def delete(self, user_id: str, thread_id: str) -> bool:
        """Remove the checkpoint; answer whether there was one."""
        stmt = (
            delete(Checkpoint)
            .where(
                self.owned(Checkpoint),
                Checkpoint.user_id == user_id,
                Checkpoint.thread_id == thread_id,
            )
            .returning(Checkpoint.user_id)
        )
        return (await self.session.execute(stmt)).first() is not None
