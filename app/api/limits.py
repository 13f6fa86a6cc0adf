"""A cap on request bodies, enforced before any route reads one: a body over
`max_request_bytes` (or, for the routes in `larger`, their own cap) is refused with 413 and never
reaches the app."""

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.problem_documents import PROBLEM_JSON, problem_body


class BodyLimit:
    def __init__(self, app: ASGIApp, max_bytes: int, larger: dict[str, int] | None = None) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.larger = larger or {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        cap = self.larger.get(scope.get("path", ""), self.max_bytes)
        declared = _content_length(scope)
        if declared is not None and declared > cap:
            await self._refuse(scope, receive, send, cap)
            return
        if declared is not None:
            await self.app(scope, receive, send)  # the server stops at the declared length
            return
        # No length given (chunked): read up to the cap here, then hand the body on.
        chunks, size, more = [], 0, True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > cap:
                await self._refuse(scope, receive, send, cap)
                return
            chunks.append(chunk)
            more = message.get("more_body", False)
        body = b"".join(chunks)
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, cap: int) -> None:
        body = problem_body(
            status=413,
            slug="payload-too-large",
            title="Payload too large",
            detail=f"The request body exceeds {cap} bytes.",
            instance=scope.get("path", ""),
        )
        response = JSONResponse(
            body, status_code=413, media_type=PROBLEM_JSON, headers={"Connection": "close"}
        )
        await response(scope, receive, send)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None
