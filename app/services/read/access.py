"""Retrieval counts: recorded in memory on the request path, written in the background.

An answer must not wait for bookkeeping, and one UPDATE per tenant per interval is cheaper
than one transaction per query. Counts not yet written when the process dies are lost:
they only inform TTL and consolidation, which tolerate that.
"""

import asyncio
import logging
from collections import Counter
from collections.abc import Awaitable, Callable

from app.db.uow import UnitOfWorkFactory

log = logging.getLogger(__name__)

# Runs a coroutine function once the answer has gone (an HTTP request's background tasks).
AfterResponse = Callable[[Callable[[], Awaitable[None]]], None]


class AccessLog:
    def __init__(self, interval: float) -> None:
        """`interval` seconds between writes; 0 writes right after each answer instead."""
        self.interval = interval
        self._pending: dict[tuple[UnitOfWorkFactory, str], Counter[str]] = {}

    def note(
        self,
        uow_factory: UnitOfWorkFactory,
        tenant_id: str,
        ids: list[str],
        *,
        after_response: AfterResponse,
    ) -> None:
        """Count `ids` as retrieved once more: written by the next periodic flush, or, with
        no interval, right after the answer has gone."""
        if ids:
            self._pending.setdefault((uow_factory, tenant_id), Counter()).update(ids)
        if self.interval <= 0:
            after_response(self.flush)

    async def flush(self) -> None:
        pending, self._pending = self._pending, {}
        for (uow_factory, tenant_id), counts in pending.items():
            async with uow_factory(tenant_id) as uow:
                await uow.retrieval.touch(counts)

    async def run(self) -> None:
        """Write every `interval` seconds until cancelled, then once more."""
        try:
            while True:
                await asyncio.sleep(self.interval)
                try:
                    await self.flush()
                except Exception:
                    log.exception("could not record memory accesses")
        finally:
            await self.flush()
