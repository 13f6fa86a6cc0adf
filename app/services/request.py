"""What every service call that reads or writes memories on a request's behalf needs."""

from dataclasses import dataclass

from app.categories import Categories
from app.config import Settings
from app.db.statistics import PlannerStatistics
from app.db.uow import UnitOfWorkFactory
from app.providers.factory import Providers
from app.services.principal.keys import Principal
from app.services.read.access import AccessLog, AfterResponse


@dataclass(frozen=True)
class RequestContext:
    principal: Principal
    uow_factory: UnitOfWorkFactory
    settings: Settings
    categories: Categories
    providers: Providers
    # Where retrievals are counted (they inform TTL and consolidation), and how work is run
    # after the answer has gone, so that counting never delays one.
    access: AccessLog
    # Where memories written are counted, so the planner learns a fast-growing user's size.
    statistics: PlannerStatistics
    after_response: AfterResponse

    def count_retrievals(self, ids: list[str]) -> None:
        self.access.note(
            self.uow_factory, self.principal.tenant_id, ids, after_response=self.after_response
        )

    def count_written(self, user_id: str, count: int = 1) -> None:
        self.statistics.note_written(self.principal.tenant_id, user_id, count)
