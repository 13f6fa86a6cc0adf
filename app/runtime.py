"""What the running app holds: built once in the lifespan, reached by dependencies."""

from dataclasses import dataclass

import httpx
from sqlalchemy.ext.asyncio import AsyncEngine

from app.categories import Categories
from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from app.providers.factory import Providers
from app.services.access import AccessLog
from app.services.keys import KeyCache


@dataclass
class Runtime:
    settings: Settings
    engine: AsyncEngine
    uow_factory: UnitOfWorkFactory
    categories: Categories
    key_cache: KeyCache
    http: httpx.AsyncClient
    providers: Providers
    access: AccessLog
    # The migration the code expects the database at (GET /ready compares).
    schema_head: str | None = None
