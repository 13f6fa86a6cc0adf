"""`lock_users` (a batch's chunk) holds every user's advisory lock, the same one `lock_user`
takes for a single write, until its transaction ends."""

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.uow import UnitOfWork

_HELD = text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()")


async def test_every_users_lock_is_held_and_the_clock_read_after(session: AsyncSession) -> None:
    uow = UnitOfWork(session, "t_locks")
    before = await uow.now()
    now = await uow.lock_users(["b", "a", "c", "a"])
    assert now >= before
    assert await session.scalar(_HELD) == 3
    await uow.lock_user("a")  # the same lock: held already, nothing new
    assert await session.scalar(_HELD) == 3
    await session.rollback()
    assert await session.scalar(_HELD) == 0
