"""What the running service holds, and the one way to open it.

`open_runtime(settings, url)` builds the engine, the unit-of-work factory, one shared HTTP
client and the providers (the embedder loads here), and closes them at the end. The app's
lifespan, the job workers and every CLI command open the service this way, so they run the
same code with the same settings.
"""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import anyio
import httpx
from sqlalchemy.ext.asyncio import AsyncEngine

from app.categories import Categories, load_categories
from app.config import Settings
from app.db.engine import create_engine, create_sessionmaker
from app.db.statistics import PlannerStatistics
from app.db.uow import UnitOfWorkFactory
from app.providers.factory import Providers, build_providers
from app.services.principal.keys import KeyCache, Principal
from app.services.read.access import AccessLog, AfterResponse
from app.services.request import RequestContext


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
    statistics: PlannerStatistics
    # The migration the code expects the database at (GET /ready compares).
    schema_head: str | None = None

    def context(
        self,
        principal: Principal,
        after_response: AfterResponse,
        uow_factory: UnitOfWorkFactory | None = None,
    ) -> RequestContext:
        """What a service call made on `principal`'s behalf needs: the one place it is built
        (REST, the UI, MCP over stdio and the importer all call this). The HTTP layer passes
        the unit-of-work factory its dependency resolved, which tests override."""
        return RequestContext(
            principal,
            uow_factory or self.uow_factory,
            self.settings,
            self.categories,
            self.providers,
            access=self.access,
            statistics=self.statistics,
            after_response=after_response,
        )


@asynccontextmanager
async def open_runtime(settings: Settings, url: str) -> AsyncIterator[Runtime]:
    """The service's parts over the database at `url` (already resolved and migrated)."""
    engine = create_engine(url, settings)
    statistics = PlannerStatistics(engine, settings.refresh_statistics_after)
    try:
        async with httpx.AsyncClient() as http:  # one pool for every HTTP provider
            # Loading the embedder takes a moment: keep it off the event loop.
            providers = await anyio.to_thread.run_sync(build_providers, settings, http)
            yield Runtime(
                settings=settings,
                engine=engine,
                uow_factory=UnitOfWorkFactory(create_sessionmaker(engine)),
                categories=load_categories(settings.categories_file),
                key_cache=KeyCache(settings.key_cache_seconds),
                http=http,
                providers=providers,
                access=AccessLog(settings.access_flush_seconds),
                statistics=statistics,
            )
    finally:
        await statistics.close()
        await engine.dispose()
