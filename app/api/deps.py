"""Typed dependencies: routers declare what they need with these aliases.

Each is `async def`, though none awaits: FastAPI runs a plain `def` dependency in its thread
pool, a hand-off to a thread and back per dependency per request (six on every route; 13 % of
the server's busy samples of a query, docs/performance.md)."""

from typing import Annotated

from fastapi import BackgroundTasks, Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from app.categories import Categories
from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from app.providers.factory import Providers
from app.runtime import Runtime
from app.services.principal import keys
from app.services.request import RequestContext

_bearer = HTTPBearer(
    auto_error=False,
    description="An API key from `palimpsest keys create`. Not needed while no key exists.",
)


async def get_runtime(request: Request) -> Runtime:
    runtime: Runtime = request.app.state.runtime
    return runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]


async def get_settings(runtime: RuntimeDep) -> Settings:
    return runtime.settings


async def get_categories(runtime: RuntimeDep) -> Categories:
    return runtime.categories


async def get_uow_factory(runtime: RuntimeDep) -> UnitOfWorkFactory:
    return runtime.uow_factory


async def get_providers(runtime: RuntimeDep) -> Providers:
    return runtime.providers


SettingsDep = Annotated[Settings, Depends(get_settings)]
ProvidersDep = Annotated[Providers, Depends(get_providers)]
CategoriesDep = Annotated[Categories, Depends(get_categories)]
UowFactoryDep = Annotated[UnitOfWorkFactory, Depends(get_uow_factory)]


async def get_principal(
    runtime: RuntimeDep,
    uow_factory: UowFactoryDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> keys.Principal:
    token = credentials.credentials if credentials else None
    return await keys.authenticate(token, uow_factory=uow_factory, cache=runtime.key_cache)


PrincipalDep = Annotated[keys.Principal, Depends(get_principal)]


async def get_request_context(
    principal: PrincipalDep,
    runtime: RuntimeDep,
    uow_factory: UowFactoryDep,
    background: BackgroundTasks,
) -> RequestContext:
    return runtime.context(principal, background.add_task, uow_factory)


RequestContextDep = Annotated[RequestContext, Depends(get_request_context)]
