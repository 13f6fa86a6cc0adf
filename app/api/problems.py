"""Every error leaves as an RFC 9457 problem (`application/problem+json`)."""

import logging
from http import HTTPStatus
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from starlette.exceptions import HTTPException
from starlette.routing import Match

from app.errors import DomainError, MalformedBody
from app.problem_documents import PROBLEM_JSON, problem_body
from app.schemas.common import Problem

log = logging.getLogger(__name__)


_DESCRIPTIONS = {
    400: "Malformed request (for example, a body that is not valid JSON).",
    401: "Missing or invalid API key (only once API keys exist).",
    403: "The request is not allowed for this caller.",
    404: "No such resource for this tenant.",
    409: "The request conflicts with the current state.",
    413: "The request body is too large.",
    415: "The request body's media type is not one this route reads.",
    422: "A field is missing or invalid; `errors` names each one.",
    500: "Unexpected server error.",
    502: "A model provider (embedder) failed and there was no fallback.",
    503: "The database is unreachable or restarting (retry after `Retry-After`); for /ready, also"
    " a schema that is not at the latest migration.",
}


def problem_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI `responses` entries documenting the problems a route can answer."""
    return {status: {"model": Problem, "description": _DESCRIPTIONS[status]} for status in statuses}


# Routes that answer without the database (/metrics leaves the queue depth out instead).
_NO_DATABASE = ("/health", "/metrics")


def _document_problems(app: FastAPI) -> None:
    """Make the OpenAPI document say what is sent: every 4xx/5xx is a Problem, as
    `application/problem+json` (FastAPI would say `application/json`, and describe its own
    validation error shape, which this service never sends)."""
    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema:
            return app.openapi_schema
        schema = generate()
        problem_ref = {"$ref": "#/components/schemas/Problem"}
        for path, operations in schema.get("paths", {}).items():
            for operation in operations.values():
                if path not in _NO_DATABASE:  # the database may be down for a moment
                    operation["responses"].setdefault("503", {})
                if "requestBody" in operation:
                    # A body that is not JSON (or not UTF-8) is 400; BodyLimit answers 413.
                    operation["responses"].setdefault("400", {})
                    operation["responses"].setdefault("413", {})
                for status, response in operation.get("responses", {}).items():
                    if status[0] in "45":
                        response["content"] = {PROBLEM_JSON: {"schema": problem_ref}}
                        response["description"] = _DESCRIPTIONS.get(int(status), "Error")
        components = schema.get("components", {}).get("schemas", {})
        for unused in ("HTTPValidationError", "ValidationError"):
            components.pop(unused, None)
        app.openapi_schema = schema
        return schema

    app.openapi = openapi  # type: ignore[method-assign]


def problem(
    request: Request,
    *,
    status: int,
    slug: str,
    title: str,
    detail: str,
    headers: dict[str, str] | None = None,
    **extra: Any,
) -> JSONResponse:
    body = problem_body(
        status=status, slug=slug, title=title, detail=detail, instance=request.url.path, **extra
    )
    return JSONResponse(body, status_code=status, media_type=PROBLEM_JSON, headers=headers)


def _field(loc: tuple[int | str, ...]) -> str:
    return ".".join(str(part) for part in loc)


async def _domain_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, DomainError)
    headers = {"WWW-Authenticate": "Bearer"} if exc.status == 401 else None
    return problem(
        request,
        status=exc.status,
        slug=exc.type,
        title=exc.title,
        detail=exc.detail,
        headers=headers,
        **exc.extra,
    )


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = exc.errors()
    if any(error["type"] == "json_invalid" for error in errors):
        return problem(
            request,
            status=MalformedBody.status,
            slug=MalformedBody.type,
            title=MalformedBody.title,
            detail="The request body is not valid JSON (UTF-8).",
        )
    fields = [{"field": _field(e["loc"]), "message": e["msg"]} for e in errors]
    summary = "; ".join(f"{f['field']}: {f['message']}" for f in fields[:3])
    return problem(
        request,
        status=422,
        slug="validation-error",
        title="Invalid input",
        detail=summary,
        errors=fields,
    )


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HTTPException)
    title = HTTPStatus(exc.status_code).phrase
    slug = title.lower().replace(" ", "-")
    headers = dict(exc.headers) if exc.headers else {}
    if exc.status_code == 405:
        headers["Allow"] = ", ".join(_allowed_methods(request))
    return problem(
        request,
        status=exc.status_code,
        slug=slug,
        title=title,
        detail=str(exc.detail),
        headers=headers or None,
    )


_METHODS = ("DELETE", "GET", "PATCH", "POST", "PUT")


def _allowed_methods(request: Request) -> list[str]:
    """Every method some route serves at this path. (Starlette's own 405 names only the first
    route matching the path, though `/memory/{id}` has one route per method.) A path the API
    document lists as it is (`/memory/batch`) allows the methods listed for it, not those of a
    template it also fits (`/memory/{memory_id}`)."""
    listed = request.app.openapi().get("paths", {}).get(request.scope["path"])
    if listed:
        return [method for method in _METHODS if method.lower() in listed]
    routes = request.app.router.routes
    return [
        method
        for method in _METHODS
        if any(r.matches({**request.scope, "method": method})[0] is Match.FULL for r in routes)
    ]


# SQLSTATE classes of a lost or refused connection: 08 connection exception, 57P admin or crash
# shutdown / cannot connect now. A driver-side failure (no server reached) carries none.
_DISCONNECT_STATES = ("08", "57P")


async def _database_error(request: Request, exc: Exception) -> JSONResponse:
    """The database refused or dropped the connection (down, restarting, in recovery): a
    transient condition, answered 503 like any other problem rather than 500 (whose handler
    also costs a keep-alive client its connection). The pool pre-pings and replaces dead
    connections, so the same request succeeds once the database is back."""
    assert isinstance(exc, DBAPIError)
    sqlstate: str | None = getattr(exc.orig, "sqlstate", None)
    if not (
        exc.connection_invalidated or sqlstate is None or sqlstate.startswith(_DISCONNECT_STATES)
    ):
        return await _unexpected(request, exc)
    # The driver's message only: the wrapper's text repeats the statement and its parameters.
    reason = str(exc.orig).strip().partition("\n")[0]
    log.warning("database unavailable on %s %s: %s", request.method, request.url.path, reason)
    return problem(
        request,
        status=503,
        slug="database-unavailable",
        title="Database unavailable",
        detail="The database is unreachable or restarting; retry shortly.",
        headers={"Retry-After": "1"},
    )


async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
    log.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return problem(
        request,
        status=500,
        slug="internal-error",
        title="Internal server error",
        detail="The server failed to handle the request; nothing was changed.",
    )


def install(app: FastAPI) -> None:
    app.add_exception_handler(DomainError, _domain_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(OperationalError, _database_error)
    app.add_exception_handler(InterfaceError, _database_error)
    app.add_exception_handler(Exception, _unexpected)
    _document_problems(app)
