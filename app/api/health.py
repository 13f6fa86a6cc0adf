"""Operations: liveness, readiness, metrics."""

from fastapi import APIRouter, Response
from pydantic import BaseModel, Field

from app import __version__
from app.api.deps import RuntimeDep
from app.api.problems import problem_responses
from app.services import operations
from app.telemetry import metrics

router = APIRouter(tags=["operations"])


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
    revision = await operations.readiness(
        uow_factory=runtime.uow_factory, schema_head=runtime.schema_head
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
    depth = await operations.queue_depth(uow_factory=runtime.uow_factory)
    return Response(metrics.render(depth), media_type=metrics.CONTENT_TYPE)
