"""The application factory. `uvicorn --factory app.main:create_app` or `palimpsest serve`."""

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

from app import __version__, ui
from app.api import api_router, problems
from app.api.limits import BodyLimit
from app.config import Settings, get_settings
from app.db import migrate
from app.db.engine import resolve_database_url
from app.heap import long_lived_heap
from app.mcp import http as mcp_http
from app.runtime import Runtime, open_runtime
from app.services.principal import keys
from app.telemetry.requests import RequestTelemetry

log = logging.getLogger("palimpsest")

DESCRIPTION = """
Long-term memory for AI agents. Agents store what they learn about a user; when a new memory
contradicts or updates an old one, the old one is **superseded, never erased**: it stays in a
version chain with a full audit trail, and every read serves only what is current.

Errors are `application/problem+json` (RFC 9457). Once an API key exists, send it as
`Authorization: Bearer <key>`; every request sees only its key's tenant.
"""


@asynccontextmanager
async def serving_runtime(settings: Settings) -> AsyncIterator[Runtime]:
    """The runtime of a serving process: the database checked to be at the latest migration,
    the embedder to match it, and retrieval counts written in the background. The HTTP app's
    lifespan and `palimpsest mcp` (stdio) both serve with it."""
    # Starting the embedded PostgreSQL blocks for a moment; keep it off the event loop.
    url = await anyio.to_thread.run_sync(resolve_database_url, settings)
    if not await anyio.to_thread.run_sync(migrate.schema_is_current, url):
        raise RuntimeError(
            "The database schema is not at the latest migration: run `palimpsest migrate`."
        )
    async with open_runtime(settings, url) as runtime:
        runtime.schema_head = await anyio.to_thread.run_sync(migrate.head_revision, url)
        await _check_embedding_dimension(runtime)
        if await keys.open_mode(uow_factory=runtime.uow_factory):
            log.warning(
                "no API keys exist: serving OPEN as the single tenant '%s'. "
                "Create one with `palimpsest keys create --tenant NAME` to require keys.",
                keys.OPEN_TENANT,
            )
        flusher = None
        if settings.access_flush_seconds > 0:
            flusher = asyncio.create_task(runtime.access.run())
        try:
            with long_lived_heap() if settings.tune_gc else contextlib.nullcontext():
                yield runtime
        finally:
            if flusher is not None:
                flusher.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await flusher


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    async with (
        serving_runtime(app.state.settings) as runtime,
        mcp_http.running(app.state.mcp_sessions),
    ):
        app.state.runtime = runtime
        yield


async def _check_embedding_dimension(runtime: Runtime) -> None:
    async with runtime.uow_factory(keys.OPEN_TENANT) as uow:
        column = await uow.memories.embedding_dimension()
    embedder = runtime.providers.embedder
    if column != embedder.dim:
        raise RuntimeError(
            f"The database stores {column}-dimensional embeddings but the {embedder.name} embedder"
            f" makes {embedder.dim}: set PALIMPSEST_EMBEDDING_DIM to match the database, or"
            " migrate a new database with the embedder's dimension."
        )


def create_app(settings: Settings | None = None) -> FastAPI:
    app = FastAPI(
        title="Palimpsest",
        version=__version__,
        summary="Long-term memory for AI agents: superseded, never erased.",
        description=DESCRIPTION,
        lifespan=lifespan,
    )
    app.state.settings = settings or get_settings()
    problems.install(app)
    settings = app.state.settings
    app.add_middleware(
        BodyLimit,
        max_bytes=settings.max_request_bytes,
        larger={"/memory/batch": settings.max_batch_bytes},
    )
    app.add_middleware(RequestTelemetry)
    app.include_router(api_router)
    app.include_router(mcp_http.router)
    app.state.mcp_sessions = mcp_http.session_manager()
    app.include_router(ui.router)
    app.mount("/ui/static", StaticFiles(directory=ui.STATIC_DIR), name="ui-static")
    return app
