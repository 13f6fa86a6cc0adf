"""Per-request telemetry as plain ASGI middleware: the request id, the latency histogram by
route template, and one access-log line per request."""

import logging
import re
import time
import uuid
from typing import Any

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.problem_documents import PROBLEM_JSON, problem_body
from app.telemetry.logs import REQUEST_ID
from app.telemetry.metrics import REQUEST_SECONDS

access_log = logging.getLogger("palimpsest.access")
log = logging.getLogger(__name__)

# A caller's id is kept only if it is a plain token: it goes into logs and headers.
_SANE_ID = re.compile(r"[A-Za-z0-9._:-]{1,100}")

# HTTP requests being served by this process now (one event loop per process).
_in_flight = 0


def requests_in_flight() -> int:
    """How many HTTP requests this process is serving now, the caller's included."""
    return _in_flight


class RequestTelemetry:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        global _in_flight
        request_id = _incoming_id(scope) or uuid.uuid4().hex
        token = REQUEST_ID.set(request_id)
        status = 500  # what the client gets if the app fails before answering
        started = time.perf_counter()
        answered = False
        _in_flight += 1

        async def send_with_id(message: Message) -> None:
            nonlocal status, answered
            if message["type"] == "http.response.start":
                status, answered = message["status"], True
                headers = [*message.get("headers", []), (b"x-request-id", request_id.encode())]
                # What a person told an agent must not linger in a browser or proxy cache.
                if not any(name.lower() == b"cache-control" for name, _ in headers):
                    headers.append((b"cache-control", b"no-store"))
                message["headers"] = headers
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except Exception:
            if answered:
                raise  # too late for a problem document: the server drops the connection
            # Answered here rather than by Starlette's last-resort handler, which re-raises
            # and so costs a keep-alive client its connection.
            log.exception("unhandled error on %s %s", scope["method"], scope["path"])
            await _internal_error(scope, receive, send_with_id)
        finally:
            _in_flight -= 1
            elapsed = time.perf_counter() - started
            # The route template (/memory/{memory_id}), never the raw path: bounded labels.
            route = getattr(scope.get("route"), "path", "unmatched")
            REQUEST_SECONDS.labels(scope["method"], route, str(status)).observe(elapsed)
            access_log.info(
                "%s %s %s",
                scope["method"],
                route,
                status,
                extra={
                    "request_id": request_id,
                    "status": status,
                    "duration_ms": round(elapsed * 1000, 2),
                },
            )
            REQUEST_ID.reset(token)


async def _internal_error(scope: Scope, receive: Receive, send: Send) -> None:
    body = problem_body(
        status=500,
        slug="internal-error",
        title="Internal server error",
        detail="The server failed to handle the request; nothing was changed.",
        instance=scope["path"],
    )
    await JSONResponse(body, status_code=500, media_type=PROBLEM_JSON)(scope, receive, send)


def _incoming_id(scope: Scope) -> str | None:
    headers: Any = scope.get("headers", [])
    for name, value in headers:
        if name == b"x-request-id":
            candidate = value.decode("latin-1")
            return candidate if _SANE_ID.fullmatch(candidate) else None
    return None
