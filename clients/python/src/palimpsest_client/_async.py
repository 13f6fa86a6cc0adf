"""`AsyncPalimpsest`: the asynchronous client, method for method the synchronous one."""

import asyncio
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, Self, TypeVar, Unpack

import httpx

from palimpsest_client import _base, _calls, models
from palimpsest_client._calls import (
    Call,
    ConsentFilters,
    ContextOptions,
    ListFilters,
    MemoryFields,
    Message,
    QueryOptions,
)
from palimpsest_client._retry import RetryPolicy
from palimpsest_client.errors import error_from

T = TypeVar("T")


class AsyncPalimpsest:
    """An asyncio client of one Palimpsest service (see `Palimpsest`).

    `base_url` defaults to PALIMPSEST_URL (else http://127.0.0.1:8000) and `api_key` to
    PALIMPSEST_API_KEY. Answers are models (`palimpsest_client.models`); an error answer
    raises its `ApiError` subclass. 503 and 429 are retried up to `max_retries` times, each
    after the answer's Retry-After if it is at most `max_retry_wait` seconds.
    """

    def __init__(
        self,
        base_url: str | None = None,
        *,
        api_key: str | None = None,
        timeout: float = 30.0,
        max_retries: int = 2,
        max_retry_wait: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.http = httpx.AsyncClient(
            base_url=_base.base_url(base_url),
            headers=_base.headers(api_key),
            timeout=timeout,
            transport=transport,
        )
        self.retry = RetryPolicy(max_retries=max_retries, max_wait=max_retry_wait)

    async def close(self) -> None:
        await self.http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def _exchange(self, request: httpx.Request, *, stream: bool = False) -> httpx.Response:
        retries = 0
        while True:
            response = await self.http.send(request, stream=stream)
            if response.is_success:
                return response
            await response.aread()
            await response.aclose()
            delay = self.retry.delay(response, retries)
            if delay is None:
                raise error_from(response)
            retries += 1
            await asyncio.sleep(delay)

    async def send(self, call: Call[T]) -> T:
        return call.read(await self._exchange(call.request(self.http)))

    # --- memories ------------------------------------------------------------------------

    async def write(
        self, user_id: str, text: str, **fields: Unpack[MemoryFields]
    ) -> models.WriteResult:
        """Store a statement; the answer says what it did (ADD, UPDATE, DELETE, NOOP) and why."""
        return await self.send(_calls.write(user_id, text, fields))

    async def write_turn(
        self,
        user_id: str,
        messages: Sequence[Message | Mapping[str, str]],
        **fields: Unpack[MemoryFields],
    ) -> models.WriteResults:
        """Store the facts the user stated in a conversation turn, one write each."""
        return await self.send(_calls.write_turn(user_id, messages, fields))

    async def write_batch(self, items: Sequence[Mapping[str, Any]]) -> models.BatchResult:
        """Store many memories in one request (each item a `write` body with `user_id` and
        `text`, or `messages`), resolved in order; a refused item has its `problem`."""
        return await self.send(_calls.write_batch(items))

    async def list_memories(self, **filters: Unpack[ListFilters]) -> models.MemoryPage:
        return await self.send(_calls.list_memories(filters))

    async def iter_memories(self, **filters: Unpack[ListFilters]) -> AsyncIterator[models.Memory]:
        """Every memory the filters match, page after page (`limit` per request)."""
        while True:
            page = await self.list_memories(**filters)
            for item in page.items:
                yield item
            if page.next_cursor is None:
                return
            filters["cursor"] = page.next_cursor

    async def get_memory(self, memory_id: str) -> models.Memory:
        return await self.send(_calls.get_memory(memory_id))

    async def history(self, memory_id: str) -> models.History:
        return await self.send(_calls.history(memory_id))

    async def annotate_memory(
        self, memory_id: str, *, pinned: bool | None = None, tags: list[str] | None = None
    ) -> models.Memory:
        return await self.send(_calls.annotate_memory(memory_id, pinned, tags))

    async def delete_memory(self, memory_id: str) -> models.Memory:
        return await self.send(_calls.delete_memory(memory_id))

    async def restore_memory(self, memory_id: str) -> models.Memory:
        return await self.send(_calls.restore_memory(memory_id))

    # --- reading for agents ----------------------------------------------------------------

    async def query(
        self, query: str, *, user_id: str, **options: Unpack[QueryOptions]
    ) -> models.QueryAnswer:
        return await self.send(_calls.query(query, user_id, options))

    async def context(self, user_id: str, **options: Unpack[ContextOptions]) -> models.QueryAnswer:
        return await self.send(_calls.context(user_id, options))

    async def thread_changes(
        self, thread_id: str, *, since: int = 0, limit: int = 50
    ) -> models.ThreadChanges:
        return await self.send(_calls.thread_changes(thread_id, since, limit))

    async def iter_thread_changes(
        self, thread_id: str, *, since: int = 0
    ) -> AsyncIterator[models.Change]:
        """Every change after revision `since`, oldest first."""
        while True:
            page = await self.thread_changes(thread_id, since=since)
            for change in page.changes:
                yield change
            if not page.changes or page.changes[-1].rev >= page.revision:
                return
            since = page.changes[-1].rev

    # --- users ---------------------------------------------------------------------------

    async def export_user(self, user_id: str) -> AsyncIterator[models.History]:
        """Everything stored about the user, one version chain at a time, as it streams in."""
        request = self.http.build_request("GET", _calls.export_path(user_id))
        response = await self._exchange(request, stream=True)
        try:
            async for line in response.aiter_lines():
                if line.strip():
                    yield models.History.model_validate_json(line)
        finally:
            await response.aclose()

    async def erase_user(self, user_id: str) -> models.Erasure:
        return await self.send(_calls.erase_user(user_id))

    # --- consent -------------------------------------------------------------------------

    async def list_consent(self, **filters: Unpack[ConsentFilters]) -> models.ConsentPage:
        return await self.send(_calls.list_consent(filters))

    async def iter_consent(
        self, **filters: Unpack[ConsentFilters]
    ) -> AsyncIterator[models.ConsentProposal]:
        while True:
            page = await self.list_consent(**filters)
            for item in page.items:
                yield item
            if page.next_cursor is None:
                return
            filters["cursor"] = page.next_cursor

    async def get_consent(self, proposal_id: str) -> models.ConsentProposal:
        return await self.send(_calls.get_consent(proposal_id))

    async def approve_consent(self, proposal_id: str) -> models.ConsentDecision:
        return await self.send(_calls.decide_consent(proposal_id, "approve"))

    async def reject_consent(self, proposal_id: str) -> models.ConsentDecision:
        return await self.send(_calls.decide_consent(proposal_id, "reject"))

    # --- checkpoints ---------------------------------------------------------------------

    async def save_checkpoint(
        self, user_id: str, thread_id: str, state: Mapping[str, Any]
    ) -> models.Checkpoint:
        return await self.send(_calls.save_checkpoint(user_id, thread_id, state))

    async def load_checkpoint(self, user_id: str, thread_id: str) -> models.Checkpoint:
        return await self.send(_calls.load_checkpoint(user_id, thread_id))

    async def delete_checkpoint(self, user_id: str, thread_id: str) -> None:
        await self.send(_calls.delete_checkpoint(user_id, thread_id))

    # --- operations ----------------------------------------------------------------------

    async def stats(
        self,
        *,
        since: datetime | None = None,
        until: datetime | None = None,
        user_id: str | None = None,
    ) -> models.Stats:
        return await self.send(_calls.stats(since, until, user_id))

    async def health(self) -> models.Health:
        return await self.send(_calls.health())

    async def ready(self) -> models.Readiness:
        return await self.send(_calls.ready())

    async def metrics(self) -> str:
        return await self.send(_calls.metrics())
