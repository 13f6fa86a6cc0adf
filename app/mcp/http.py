"""`/mcp`: the MCP tools over streamable HTTP, inside the running service.

The endpoint is an ordinary route: the same dependencies as every REST route authenticate the
bearer key (401 problem otherwise) and build the request's context, which the tools then read
from the request's state. Only then does the SDK's transport take over the request.

The transport is stateless with JSON answers: each POST stands alone, so any server process
or replica can answer any call (no session pinned to one process), and no tool needs a
server-to-client stream.
"""

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import APIRouter, Request
from fastapi.responses import Response
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from starlette.types import ASGIApp, Receive, Scope, Send

from app.api.deps import RequestContextDep, RuntimeDep
from app.mcp.server import build_server
from app.mcp.tools import STATE_KEY, CallContext

router = APIRouter()


def session_manager() -> StreamableHTTPSessionManager:
    """The SDK's request handler for /mcp; the app's lifespan runs it."""
    server = build_server()
    # Host and Origin are not pinned: like the REST API, /mcp is served under whatever name
    # the deployment gives it (browsers on other origins are kept out by CORS preflight).
    server.streamable_http_app(
        stateless_http=True,
        json_response=True,
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
    )
    return server.session_manager


@asynccontextmanager
async def running(sessions: StreamableHTTPSessionManager) -> AsyncIterator[None]:
    """Run the session manager while the block runs, in a task of its own: its task group must
    be entered and left by one task, and the app's lifespan may be left by another than the
    one that entered it (test harnesses do)."""
    started, stop = asyncio.Event(), asyncio.Event()

    async def serve() -> None:
        async with sessions.run():
            started.set()
            await stop.wait()

    task = asyncio.create_task(serve())
    waiting = asyncio.create_task(started.wait())
    await asyncio.wait({task, waiting}, return_when=asyncio.FIRST_COMPLETED)
    if task.done():
        waiting.cancel()
        task.result()  # it failed to start: raise why
    try:
        yield
    finally:
        stop.set()
        await task


class _Handover(Response):
    """A response that lets another ASGI app answer the request it was returned for."""

    def __init__(self, app: ASGIApp) -> None:
        super().__init__()
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.app(scope, receive, send)


@router.api_route("/mcp", methods=["GET", "POST", "DELETE"], include_in_schema=False)
async def mcp_endpoint(
    request: Request, context: RequestContextDep, runtime: RuntimeDep
) -> Response:
    setattr(request.state, STATE_KEY, CallContext.of(context))
    sessions: StreamableHTTPSessionManager = request.app.state.mcp_sessions
    return _Handover(sessions.handle_request)
