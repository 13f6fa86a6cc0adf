"""What every service call that reads or writes memories on a request's behalf needs."""

from dataclasses import dataclass

from app.categories import Categories
from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from app.providers.factory import Providers
from app.services.principal.keys import Principal


@dataclass(frozen=True)
class RequestContext:
    principal: Principal
    uow_factory: UnitOfWorkFactory
    settings: Settings
    categories: Categories
    providers: Providers
