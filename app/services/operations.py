"""What the operations endpoints report: readiness, and the job queue's depth for metrics."""

import asyncio

from sqlalchemy.exc import DBAPIError

from app.db.uow import UnitOfWorkFactory
from app.errors import NotReady
from app.services.principal.keys import OPEN_TENANT

# A probe must answer quickly even when the database does not.
PROBE_TIMEOUT_SECONDS = 2.0


async def readiness(*, uow_factory: UnitOfWorkFactory, schema_head: str | None) -> str | None:
    """The database's migration revision, when it answers within the timeout and is at
    `schema_head`; NotReady (503) saying which check failed otherwise."""
    try:
        async with asyncio.timeout(PROBE_TIMEOUT_SECONDS):
            async with uow_factory(OPEN_TENANT) as uow:
                revision = await uow.maintenance.schema_revision()
    except TimeoutError as error:
        raise NotReady(f"the database did not answer within {PROBE_TIMEOUT_SECONDS:g} s") from error
    except OSError as error:
        raise NotReady(f"the database is unreachable: {error}") from error
    if revision != schema_head:
        raise NotReady(
            f"the database schema is at {revision}, the code expects {schema_head}:"
            " run `palimpsest migrate`"
        )
    return revision


async def queue_depth(*, uow_factory: UnitOfWorkFactory) -> dict[tuple[str, str], int] | None:
    """Jobs waiting or running by (queue, status); None when the database cannot say —
    metrics are most wanted when it is down, so their caller serves the rest."""
    try:
        async with asyncio.timeout(PROBE_TIMEOUT_SECONDS):
            async with uow_factory(OPEN_TENANT) as uow:
                return await uow.maintenance.queue_depth()
    except (DBAPIError, TimeoutError, OSError):
        return None
