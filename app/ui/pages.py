"""Rendering: the template environment, its filters, and the route class that turns errors
into pages (a person gets an HTML 404, not a problem document)."""

import json
import logging
from collections.abc import Callable, Coroutine
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jinja2
from fastapi import Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.routing import APIRoute
from pydantic import ValidationError

from app import __version__
from app.enums import RelationType
from app.errors import DomainError
from app.services.principal.keys import Principal
from app.ui.auth import LoginRequired, csrf_token, remember_csrf

log = logging.getLogger(__name__)

TEMPLATES_DIR = Path(__file__).parent / "templates"
STATIC_DIR = Path(__file__).parent / "static"

_UNITS = ((365 * 86400, "y"), (30 * 86400, "mo"), (86400, "d"), (3600, "h"), (60, "m"), (1, "s"))


def ago(moment: datetime | None, now: datetime | None = None) -> str:
    """ "2m ago": the largest whole unit; "just now" under five seconds (or in the future)."""
    if moment is None:
        return "never"
    seconds = ((now or datetime.now(UTC)) - moment).total_seconds()
    if seconds < 5:
        return "just now"
    for size, unit in _UNITS:
        if seconds >= size:
            return f"{int(seconds // size)}{unit} ago"
    return "just now"  # pragma: no cover - the loop ends at one second


def absolute(moment: datetime | None) -> str:
    if moment is None:
        return "—"
    return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def iso(moment: datetime | None) -> str:
    return moment.astimezone(UTC).isoformat() if moment is not None else ""


def shown(value: Any) -> str:
    """A JSON value as a person reads it: strings bare, anything else as JSON."""
    if value is None:
        return "—"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


_RELATIONS = {
    # relation type: (as the memory in view says it, as the other end says it)
    RelationType.related_to: ("Related to", "Related to"),
    RelationType.supersedes: ("Supersedes", "Superseded by"),
    RelationType.contradicts: ("Contradicts", "Contradicted by"),
    RelationType.merged_into: ("Merged into", "Merged from"),
}


def relation_label(relation_type: RelationType, outgoing: bool) -> str:
    labels = _RELATIONS[relation_type]
    return labels[0] if outgoing else labels[1]


_env = jinja2.Environment(
    loader=jinja2.FileSystemLoader(TEMPLATES_DIR),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)
_env.filters.update(ago=ago, absolute=absolute, iso=iso, shown=shown)
_env.globals.update(version=__version__, relation_label=relation_label)


def render(
    request: Request,
    template: str,
    *,
    principal: Principal | None,
    status: int = 200,
    **context: Any,
) -> HTMLResponse:
    html = _env.get_template(template).render(
        request=request,
        principal=principal,
        csrf_token=csrf_token(request),
        path=request.url.path,
        status_code=status,
        **context,
    )
    response = HTMLResponse(html, status_code=status)
    # Pages show a tenant's data: never keep them in a shared cache or the back-forward cache
    # of a browser someone else uses after logout.
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Content-Security-Policy"] = (
        "default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data:;"
        " form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    )
    response.headers["Referrer-Policy"] = "same-origin"
    remember_csrf(request, response)
    return response


def error_page(request: Request, status: int, title: str, detail: str) -> HTMLResponse:
    return render(request, "error.html", principal=None, status=status, title=title, detail=detail)


Handler = Callable[[Request], Coroutine[Any, Any, Response]]


class PageRoute(APIRoute):
    """Errors of a page as pages: no session → the login page; a domain error (404, 409, …)
    or invalid input → an HTML page with the same status the API would answer."""

    def get_route_handler(self) -> Handler:
        handler = super().get_route_handler()

        async def handle(request: Request) -> Response:
            try:
                return await handler(request)
            except LoginRequired:
                if request.method != "GET":
                    return RedirectResponse("/ui/login", status_code=303)
                target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
                return RedirectResponse(f"/ui/login?next={quote(target)}", status_code=303)
            except DomainError as error:
                return error_page(request, error.status, error.title, error.detail)
            except (RequestValidationError, ValidationError) as error:
                fields = "; ".join(
                    f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in error.errors()
                )
                return error_page(request, 422, "Invalid input", fields)

        return handle
