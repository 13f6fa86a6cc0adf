"""Operations: liveness, readiness, metrics."""

import asyncio

from fastapi import APIRouter, Response
from pydantic import BaseModel, Field
from sqlalchemy.exc import DBAPIError

from app import __version__
from app.api.deps import RuntimeDep
from app.api.problems import problem_responses
from app.errors import NotReady
from app.services.keys import OPEN_TENANT
from app.telemetry import metrics

router = APIRouter(tags=["operations"])

# A readiness probe must answer quickly even when the database does not.
READY_TIMEOUT_SECONDS = 2.0


class Health(BaseModel):
    status: str = Field(examples=["ok"])
    version: str = Field(examples=[__version__])


class Readiness(BaseModel):
    status: str = Field(examples=["ready"])
    schema_revision: str | None = Field(
        description="The database's migration revision, equal to the code's head."
    )


@router.get("/health", response_model=Health, summary="Liveness")
async def health() -> Health:
    """Answers while the process is up; it does not touch the database."""
    return Health(status="ok", version=__version__)


@router.get(
    "/ready",
    response_model=Readiness,
    summary="Readiness: database reachable, schema at the latest migration",
    responses=problem_responses(503),
)
async def ready(runtime: RuntimeDep) -> Readiness:
    """200 when a request could be served now: the database answers within 2 s and its schema
    is at the migration this code expects. 503 `application/problem+json` otherwise, saying
    which (route traffic elsewhere until it passes)."""
    try:
        async with asyncio.timeout(READY_TIMEOUT_SECONDS):
            async with runtime.uow_factory(OPEN_TENANT) as uow:
                revision = await uow.maintenance.schema_revision()
    except TimeoutError as error:
        raise NotReady("the database did not answer within 2 s") from error
    except OSError as error:
        raise NotReady(f"the database is unreachable: {error}") from error
    if revision != runtime.schema_head:
        raise NotReady(
            f"the database schema is at {revision}, the code expects {runtime.schema_head}:"
            " run `palimpsest migrate`"
        )
    return Readiness(status="ready", schema_revision=revision)


@router.get(
    "/metrics",
    summary="Prometheus metrics",
    response_class=Response,
    responses={200: {"content": {metrics.CONTENT_TYPE: {}}, "description": "Exposition text"}},
)
async def prometheus_metrics(runtime: RuntimeDep) -> Response:
    """Request latency by route, classifier calls and fallbacks, writes by action,
    supersessions by relation, and the job queue's depth, in Prometheus' text format. Counts
    cover every tenant and name no memory, user or key. Served while the database is down too
    (without the queue depth)."""
    depth = None
    try:
        async with asyncio.timeout(READY_TIMEOUT_SECONDS):
            async with runtime.uow_factory(OPEN_TENANT) as uow:
                depth = await uow.maintenance.queue_depth()
    except (DBAPIError, TimeoutError, OSError):
        pass  # metrics are most wanted when the database is down: serve the rest
    return Response(metrics.render(depth), media_type=metrics.CONTENT_TYPE)
