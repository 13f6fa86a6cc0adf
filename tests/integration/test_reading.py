"""A unit of work for reads alone runs its statements outside a transaction (no BEGIN, no
COMMIT), on the service's pooled engine; the connection goes back to the pool as it came, so
the next unit of work that writes is one transaction again."""

import pytest
from psycopg.pq import TransactionStatus
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from app.config import Settings
from app.db.engine import create_engine, create_sessionmaker
from app.db.uow import UnitOfWork, UnitOfWorkFactory


async def _status(uow: UnitOfWork) -> tuple[int, TransactionStatus]:
    pid: int = (await uow.session.execute(text("SELECT pg_backend_pid()"))).scalar_one()
    connection = await (await uow.session.connection()).get_raw_connection()
    assert connection.driver_connection is not None
    status: TransactionStatus = connection.driver_connection.info.transaction_status
    return pid, status


async def test_reads_run_outside_a_transaction(settings: Settings, database_url: str) -> None:
    engine = create_engine(database_url, settings.model_copy(update={"db_pool_size": 1}))
    try:
        factory = UnitOfWorkFactory(create_sessionmaker(engine))
        async with factory.reading("t_reads") as uow:
            pid, status = await _status(uow)
            assert status == TransactionStatus.IDLE
        async with factory("t_reads") as uow:  # the same pooled connection, in a transaction
            assert await _status(uow) == (pid, TransactionStatus.INTRANS)
        async with factory.reading("t_reads") as uow:
            assert await _status(uow) == (pid, TransactionStatus.IDLE)
    finally:
        await engine.dispose()


async def test_a_failed_read_gives_the_connection_back_as_it_came(
    settings: Settings, database_url: str
) -> None:
    """A statement that fails, or an error of the caller's, neither loses the pooled
    connection nor gives it back in autocommit."""
    engine = create_engine(database_url, settings.model_copy(update={"db_pool_size": 1}))
    try:
        factory = UnitOfWorkFactory(create_sessionmaker(engine))
        async with factory.reading("t_reads") as uow:
            pid, _ = await _status(uow)
        with pytest.raises(DBAPIError):
            async with factory.reading("t_reads") as uow:
                await uow.session.execute(text("SELECT 1 / 0"))
        with pytest.raises(LookupError):
            async with factory.reading("t_reads") as uow:
                raise LookupError
        async with factory("t_reads") as uow:
            assert await _status(uow) == (pid, TransactionStatus.INTRANS)
    finally:
        await engine.dispose()
