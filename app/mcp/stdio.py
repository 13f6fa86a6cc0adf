"""`palimpsest mcp`: the MCP tools over stdio, for desktop clients that start a command.

The process is the service itself, in-process, on the same settings as `palimpsest serve`:
the embedded PostgreSQL in PALIMPSEST_DATA_DIR unless DATABASE_URL is set, the same
providers, migrations and start-up self-check. It acts with PALIMPSEST_API_KEY exactly as a
REST request with that bearer key would (none needed while no key exists). Why in-process
and not a relay to a running server: docs/integrations.md.

stdout carries the protocol; everything else (logs, the database's start) goes to stderr.
"""

import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import anyio
from mcp.server.mcpserver import MCPServer

from app.config import Settings
from app.errors import Unauthorized
from app.main import serving_runtime
from app.mcp.server import build_server
from app.mcp.tools import CallContext
from app.runtime import Runtime
from app.services.principal import keys


class KeyHolder:
    """The process's caller: its key, verified on each call through the key cache."""

    def __init__(self, runtime: Runtime, token: str | None) -> None:
        self.runtime = runtime
        self.token = token

    async def call_context(self) -> CallContext:
        runtime = self.runtime
        principal = await keys.authenticate(
            self.token, uow_factory=runtime.uow_factory, cache=runtime.key_cache
        )
        # after_response is replaced by CallContext.of
        context = runtime.context(principal, after_response=lambda work: None)
        return CallContext.of(context)


def serve(settings: Settings, prepare_database: Callable[[Settings], str]) -> None:
    """Serve until the client closes stdin. `prepare_database(settings) -> url` migrates and
    checks the database as `serve` does; it runs once the protocol owns stdout, so nothing it
    prints can corrupt the stream."""
    token = settings.api_key.get_secret_value() if settings.api_key else None

    @asynccontextmanager
    async def lifespan(_: MCPServer[Any]) -> AsyncIterator[KeyHolder]:
        url = await anyio.to_thread.run_sync(prepare_database, settings)
        async with serving_runtime(settings.model_copy(update={"database_url": url})) as runtime:
            holder = KeyHolder(runtime, token)
            await holder.call_context()  # a wrong key stops the server now, not at the 1st call
            yield holder

    try:
        _run(build_server(lifespan))
    except Unauthorized as refused:
        sys.stderr.write(
            f"palimpsest mcp: refused: {refused.detail} Set PALIMPSEST_API_KEY to a key of the"
            " tenant to act for (`palimpsest keys create --tenant NAME`).\n"
        )
        sys.exit(2)


def _run(server: MCPServer[Any]) -> None:
    try:
        server.run("stdio")
    except BaseExceptionGroup as group:
        # A failure while starting (in the lifespan) arrives wrapped by the SDK's task groups:
        # unwrapped, the CLI answers it as it answers the other commands' (a database that
        # cannot start: one message, exit 3).
        raise _first(group) from None


def _first(group: BaseExceptionGroup[BaseException]) -> BaseException:
    first = group.exceptions[0]
    return _first(first) if isinstance(first, BaseExceptionGroup) else first
