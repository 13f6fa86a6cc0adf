"""PostgreSQL's statistics of `memories`, kept in step with a user whose memories grow fast.

The planner chooses between a user's btree with an exact sort and the HNSW index by how many
memories it believes the user holds, from the table's statistics. Autovacuum refreshes them
after a tenth of the table has changed, and looks at most once a minute: a new user who
writes a thousand memories in that minute (an import, a busy agent, a benchmark) is still
planned as a user holding none, and each write's candidates and each query then sort every
one of the user's memories (5-10 times slower than the index at 1,000-2,500 memories,
docs/performance.md, "Round 13"). So the service counts, per user, the memories it has written
since it last refreshed the statistics, and refreshes them in the background once a user's new
memories reach `first_after` and half of what the user had before: at 200, 400, 600, 900,
1,350… memories of one user, about a dozen times on the way to 10,000.

The refresh is `ANALYZE` of the columns the plans' estimates read (not the vectors, the text
or its search terms, which are costly to sample and which autovacuum still refreshes). It
takes no lock a read or a write waits for, runs one at a time, and a failure (a database role
that does not own the table) is logged, never raised.
"""

import asyncio
import logging
from collections import OrderedDict

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

log = logging.getLogger(__name__)

# What the write's candidates and the retrieval statement filter on.
ANALYZE = text(
    "ANALYZE memories (tenant_id, user_id, project_id, status, key, tier, importance,"
    " category, attributes)"
)
USERS_KEPT = 4096  # users counted at once, each way: the least recently written are forgotten


class PlannerStatistics:
    def __init__(self, engine: AsyncEngine, first_after: int) -> None:
        """`first_after`: a user's memories written before the first refresh (0: never
        refresh; autovacuum alone keeps the statistics)."""
        self.engine = engine
        self.first_after = first_after
        self.refreshes = 0
        # Per user: memories written since the last refresh, and before it.
        self._since: OrderedDict[tuple[str, str], int] = OrderedDict()
        self._before: OrderedDict[tuple[str, str], int] = OrderedDict()
        self._task: asyncio.Task[None] | None = None

    def note_written(self, tenant_id: str, user_id: str, count: int = 1) -> None:
        """Count `count` memories written for the user; start a refresh when they are due."""
        if self.first_after <= 0 or count <= 0:
            return
        user = (tenant_id, user_id)
        since = self._since[user] = self._since.pop(user, 0) + count
        if len(self._since) > USERS_KEPT:  # many users writing a few each: none is due soon
            self._since.popitem(last=False)
        before = self._before.get(user, 0)
        if since < max(self.first_after, before // 2) or self._running():
            return
        self._task = asyncio.get_running_loop().create_task(self._refresh())

    def _running(self) -> bool:
        return self._task is not None and not self._task.done()

    async def _refresh(self) -> None:
        # What is counted from here on is new to this refresh.
        since, self._since = self._since, OrderedDict()
        for user, count in since.items():
            self._before[user] = self._before.pop(user, 0) + count
        while len(self._before) > USERS_KEPT:
            self._before.popitem(last=False)
        try:
            async with self.engine.connect() as connection:
                autocommit = await connection.execution_options(isolation_level="AUTOCOMMIT")
                await autocommit.execute(ANALYZE)
            self.refreshes += 1
        except Exception:
            log.exception("could not refresh the statistics of memories")

    async def close(self) -> None:
        """Wait for a refresh under way (a short one: it samples a few columns)."""
        if self._task is not None:
            await asyncio.gather(self._task, return_exceptions=True)
