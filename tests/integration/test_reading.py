"""A unit of work for reads alone runs its statements outside a transaction (no BEGIN, no
COMMIT), on a real pooled engine, as the service opens it."""

from psycopg.pq import TransactionStatus
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from app.db.engine import create_sessionmaker
from app.db.uow import UnitOfWork, UnitOfWorkFactory


async def _status(uow: UnitOfWork) -> TransactionStatus:
    await uow.session.execute(text("SELECT 1"))
    connection = await (await uow.session.connection()).get_raw_connection()
    assert connection.driver_connection is not None
    status: TransactionStatus = connection.driver_connection.info.transaction_status
    return status


async def test_reads_run_outside_a_transaction(engine: AsyncEngine) -> None:
    factory = UnitOfWorkFactory(create_sessionmaker(engine))
    async with factory.reading("t_reads") as uow:
        assert await _status(uow) == TransactionStatus.IDLE
    async with factory("t_reads") as uow:
        assert await _status(uow) == TransactionStatus.INTRANS
    async with factory.reading("t_reads") as uow:  # the connection went back as it came
        assert await _status(uow) == TransactionStatus.IDLE
