"""Every route takes the request's context under one name, `context`: `request` is the body
elsewhere (and Starlette's Request in /mcp), so a router that called the context `request`
read as if it passed the body on."""

import importlib
import pkgutil
import typing

from fastapi import APIRouter
from fastapi.routing import APIRoute

from app import api
from app.services.request import RequestContext

# The modules that declare routes: the API's routers, /mcp and the web UI's pages.
MODULES = [
    *(f"{api.__name__}.{m.name}" for m in pkgutil.iter_modules(api.__path__)),
    "app.mcp.http",
    "app.ui.routes",
]


def _routes() -> list[APIRoute]:
    routers = [getattr(importlib.import_module(name), "router", None) for name in MODULES]
    return [
        route
        for router in routers
        if isinstance(router, APIRouter)
        for route in router.routes
        if isinstance(route, APIRoute)
    ]


def _context_parameters(route: APIRoute) -> list[str]:
    hints = typing.get_type_hints(route.endpoint, include_extras=True)
    return [
        name
        for name, hint in hints.items()
        if typing.get_origin(hint) is typing.Annotated
        and typing.get_args(hint)[0] is RequestContext
    ]


def test_the_request_context_is_called_context_in_every_route() -> None:
    taking = {route.path: _context_parameters(route) for route in _routes()}
    assert {path for path, names in taking.items() if names} >= {"/memory.query", "/mcp"}
    assert {path: names for path, names in taking.items() if names not in ([], ["context"])} == {}
