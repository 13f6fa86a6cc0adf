"""Typed dependencies: routers declare what they need with these aliases."""

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


def get_runtime(request: Request) -> Runtime:
    runtime: Runtime = request.app.state.runtime
    return runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]


def get_settings(runtime: RuntimeDep) -> Settings:
    return runtime.settings


def get_categories(runtime: RuntimeDep) -> Categories:
    return runtime.categories


def get_uow_factory(runtime: RuntimeDep) -> UnitOfWorkFactory:
    return runtime.uow_factory


def get_providers(runtime: RuntimeDep) -> Providers:
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


def get_request_context(
    principal: PrincipalDep,
    runtime: RuntimeDep,
    uow_factory: UowFactoryDep,
    background: BackgroundTasks,
) -> RequestContext:
    return runtime.context(principal, background.add_task, uow_factory)


RequestContextDep = Annotated[RequestContext, Depends(get_request_context)]
