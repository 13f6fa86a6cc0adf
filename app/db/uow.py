"""One request = one unit of work = one transaction, committed once at its boundary."""

from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, AsyncSession, async_sessionmaker
from sqlalchemy.util import greenlet_spawn

from app.db import driver
from app.db.repositories.candidates import CandidateRepository
from app.db.repositories.checkpoints import CheckpointRepository
from app.db.repositories.common_terms import CommonTerms
from app.db.repositories.consent import ConsentRepository
from app.db.repositories.consolidation import ConsolidationRepository
from app.db.repositories.erasure import ErasureRepository
from app.db.repositories.events import EventRepository
from app.db.repositories.history import HistoryRepository
from app.db.repositories.insights import InsightRepository
from app.db.repositories.keys import ApiKeyRepository
from app.db.repositories.maintenance import MaintenanceRepository
from app.db.repositories.memories import MemoryRepository
from app.db.repositories.relations import RelationRepository
from app.db.repositories.retrieval import RetrievalRepository
from app.db.repositories.staged import StagedRows
from app.db.repositories.threads import ThreadRepository
from app.db.repositories.users import UserRepository

# One user's write lock, and the clock once it is held: read in the outer query, so only after
# the subquery took the lock. Every write takes it, on the driver (app.db.driver).
_LOCK_USER = (
    "SELECT clock_timestamp() FROM"
    " (SELECT pg_advisory_xact_lock(hashtextextended(%(key)s, 0))) AS locked"
)
# The same, and from then on, until this transaction ends, a statement prepared on the
# connection keeps one plan (`lock_user`'s `generic_plans`).
_LOCK_USER_GENERIC = (
    "SELECT clock_timestamp(), set_config('plan_cache_mode', 'force_generic_plan', true) FROM"
    " (SELECT pg_advisory_xact_lock(hashtextextended(%(key)s, 0))) AS locked"
)


class UnitOfWork:
    """The repositories of one tenant, sharing one transaction."""

    def __init__(
        self, session: AsyncSession, tenant_id: str, common_terms: CommonTerms | None = None
    ) -> None:
        self.session = session
        self.tenant_id = tenant_id
        self.staged = StagedRows(session, tenant_id)
        self.memories = MemoryRepository(session, tenant_id, self.staged)
        self.candidates = CandidateRepository(session, tenant_id)
        self.retrieval = RetrievalRepository(session, tenant_id, common_terms)
        self.relations = RelationRepository(session, tenant_id, self.staged)
        self.history = HistoryRepository(session, tenant_id, self.staged)
        self.threads = ThreadRepository(session, tenant_id, self.staged)
        self.events = EventRepository(session, tenant_id, self.staged)
        self.users = UserRepository(session, tenant_id)
        self.checkpoints = CheckpointRepository(session, tenant_id)
        self.consolidation = ConsolidationRepository(session, tenant_id)
        self.insights = InsightRepository(session, tenant_id)
        self.consent = ConsentRepository(session, tenant_id)
        self.erasure = ErasureRepository(session, tenant_id)
        self.keys = ApiKeyRepository(session)
        self.maintenance = MaintenanceRepository(session)
        self.discarded = False

    async def lock_users(self, user_ids: Iterable[str]) -> datetime:
        """`lock_user` for several users, in one order (two callers locking overlapping sets
        cannot deadlock), in one round trip; answers the clock once all are held."""
        keys = sorted({f"{self.tenant_id}\x1f{user_id}" for user_id in user_ids})
        locks = [func.pg_advisory_xact_lock(func.hashtextextended(key, 0)) for key in keys]
        locked = select(*locks).subquery()
        now: datetime = (
            await self.session.execute(select(func.clock_timestamp()).select_from(locked))
        ).scalar_one()
        return now

    async def lock_user(self, user_id: str, *, generic_plans: bool = False) -> datetime:
        """Serialise writers of one user's memories until this transaction ends, and answer
        the database clock read once the lock is held: the time of this write's changes.

        Not `now()`, the transaction's start: a writer that queued on the lock would stamp its
        change earlier than the change it waited for.

        `generic_plans`: for the rest of the transaction, a statement psycopg prepared (after
        its fifth run on the connection) is planned once, not at every run (connections plan
        for the values: app/db/engine.py). For a transaction whose every statement either
        finds rows by their keys or has the values its plan depends on written into its text
        (a single write: app/db/repositories/candidates.py), in the same round trip as the
        lock. The conflict candidates' statement was planned at each write: 0.6 ms of
        PostgreSQL's time (docs/performance.md, "Round 11").
        """
        key = f"{self.tenant_id}\x1f{user_id}"
        sql = _LOCK_USER_GENERIC if generic_plans else _LOCK_USER
        rows = await driver.fetch_all(self.session, sql, {"key": key})
        if generic_plans:
            self.session.info[driver.GENERIC_PLANS] = True
        now: datetime = rows[0][0]
        return now

    async def now(self) -> datetime:
        """The database clock, for changes that take no user lock."""
        now: datetime = (await self.session.execute(select(func.clock_timestamp()))).scalar_one()
        return now

    async def flush(self) -> None:
        """Send what is pending: the ORM's objects, then the staged rows (one statement)."""
        await self.session.flush()
        await self.staged.write()

    def discard(self) -> None:
        """Roll back instead of committing (dry runs); loaded objects stay readable."""
        self.discarded = True


class UnitOfWorkFactory:
    def __init__(self, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        self.sessionmaker = sessionmaker
        # Per process and database: ANALYZE's common words, read once a minute.
        self.common_terms = CommonTerms()

    @asynccontextmanager
    async def __call__(self, tenant_id: str) -> AsyncIterator[UnitOfWork]:
        async with self.sessionmaker() as session:
            uow = UnitOfWork(session, tenant_id, self.common_terms)
            try:
                yield uow
                await uow.flush()
            except BaseException:
                await session.rollback()
                raise
            if uow.discarded:
                # Detach first: a rollback would expire what the caller is about to serialise.
                session.expunge_all()
                await session.rollback()
            else:
                await session.commit()

    @asynccontextmanager
    async def reading(self, tenant_id: str) -> AsyncIterator[UnitOfWork]:
        """A unit of work for reads alone, with no transaction around them: each statement
        runs in autocommit, on a snapshot of its own, as each statement of a READ COMMITTED
        transaction does anyway, and the BEGIN and COMMIT round trips are saved. Nothing in
        it is flushed or committed: a write here would be a mistake.

        The pool's connection is taken directly and switched to autocommit on psycopg, the
        session bound to it: what SQLAlchemy's `isolation_level` option did through its
        engine connection and session transaction (set and reset through the dialect, a
        session transaction begun and closed) cost ~80 µs of CPU a query more."""
        engine = self.sessionmaker.kw.get("bind")
        if not isinstance(engine, AsyncEngine):
            # A session bound to a caller's connection (the tests' rolled-back transaction)
            # reads inside that transaction instead.
            async with self.sessionmaker() as session:
                yield UnitOfWork(session, tenant_id, self.common_terms)
            return
        pooled = await greenlet_spawn(engine.sync_engine.raw_connection)
        connection = AsyncConnection(engine, Connection(engine.sync_engine, connection=pooled))
        psycopg_connection = pooled.driver_connection
        assert psycopg_connection is not None
        try:
            await psycopg_connection.set_autocommit(True)
            async with self.sessionmaker(bind=connection) as session:
                await driver.pin(session, connection)
                yield UnitOfWork(session, tenant_id, self.common_terms)
        finally:
            try:
                if not connection.invalidated:
                    # Back to the pool as it came: a transaction at each statement otherwise.
                    await psycopg_connection.set_autocommit(False)
            except BaseException as error:
                # Never back to the pool in autocommit, nor in a state not understood.
                await connection.invalidate()
                if not isinstance(error, Exception):
                    raise
            finally:
                await connection.close()
