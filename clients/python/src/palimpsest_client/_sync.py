"""`Palimpsest`: the synchronous client."""

import contextlib
import time
from collections.abc import Iterator, Mapping, Sequence
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


class Palimpsest:
    """A client of one Palimpsest service.

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
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.http = httpx.Client(
            base_url=_base.base_url(base_url),
            headers=_base.headers(api_key),
            timeout=timeout,
            transport=transport,
        )
        self.retry = RetryPolicy(max_retries=max_retries, max_wait=max_retry_wait)

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def _exchange(self, request: httpx.Request, *, stream: bool = False) -> httpx.Response:
        retries = 0
        while True:
            response = self.http.send(request, stream=stream)
            if response.is_success:
                return response
            response.read()
            response.close()
            delay = self.retry.delay(response, retries)
            if delay is None:
                raise error_from(response)
            retries += 1
            time.sleep(delay)

    def send(self, call: Call[T]) -> T:
        return call.read(self._exchange(call.request(self.http)))

    # --- memories ------------------------------------------------------------------------

    def write(self, user_id: str, text: str, **fields: Unpack[MemoryFields]) -> models.WriteResult:
        """Store a statement; the answer says what it did (ADD, UPDATE, DELETE, NOOP) and why."""
        return self.send(_calls.write(user_id, text, fields))

    def write_turn(
        self,
        user_id: str,
        messages: Sequence[Message | Mapping[str, str]],
        **fields: Unpack[MemoryFields],
    ) -> models.WriteResults:
        """Store the facts the user stated in a conversation turn, one write each."""
        return self.send(_calls.write_turn(user_id, messages, fields))

    def write_batch(self, items: Sequence[Mapping[str, Any]]) -> models.BatchResult:
        """Store many memories in one request (each item a `write` body with `user_id` and
        `text`, or `messages`), resolved in order; a refused item has its `problem`."""
        return self.send(_calls.write_batch(items))

    def list_memories(self, **filters: Unpack[ListFilters]) -> models.MemoryPage:
        return self.send(_calls.list_memories(filters))

    def iter_memories(self, **filters: Unpack[ListFilters]) -> Iterator[models.Memory]:
        """Every memory the filters match, page after page (`limit` per request)."""
        while True:
            page = self.list_memories(**filters)
            yield from page.items
            if page.next_cursor is None:
                return
            filters["cursor"] = page.next_cursor

    def get_memory(self, memory_id: str) -> models.Memory:
        return self.send(_calls.get_memory(memory_id))

    def history(self, memory_id: str) -> models.History:
        return self.send(_calls.history(memory_id))

    def annotate_memory(
        self, memory_id: str, *, pinned: bool | None = None, tags: list[str] | None = None
    ) -> models.Memory:
        return self.send(_calls.annotate_memory(memory_id, pinned, tags))

    def delete_memory(self, memory_id: str) -> models.Memory:
        return self.send(_calls.delete_memory(memory_id))

    def restore_memory(self, memory_id: str) -> models.Memory:
        return self.send(_calls.restore_memory(memory_id))

    # --- reading for agents ----------------------------------------------------------------

    def query(
        self, query: str, *, user_id: str, **options: Unpack[QueryOptions]
    ) -> models.QueryAnswer:
        return self.send(_calls.query(query, user_id, options))

    def context(self, user_id: str, **options: Unpack[ContextOptions]) -> models.QueryAnswer:
        return self.send(_calls.context(user_id, options))

    def thread_changes(
        self, thread_id: str, *, since: int = 0, limit: int = 50
    ) -> models.ThreadChanges:
        return self.send(_calls.thread_changes(thread_id, since, limit))

    def iter_thread_changes(self, thread_id: str, *, since: int = 0) -> Iterator[models.Change]:
        """Every change after revision `since`, oldest first."""
        while True:
            page = self.thread_changes(thread_id, since=since)
            yield from page.changes
            if not page.changes or page.changes[-1].rev >= page.revision:
                return
            since = page.changes[-1].rev

    # --- users ---------------------------------------------------------------------------

    def export_user(self, user_id: str) -> Iterator[models.History]:
        """Everything stored about the user, one version chain at a time, as it streams in."""
        request = self.http.build_request("GET", _calls.export_path(user_id))
        response = self._exchange(request, stream=True)
        with contextlib.closing(response):
            for line in response.iter_lines():
                if line.strip():
                    yield models.History.model_validate_json(line)

    def erase_user(self, user_id: str) -> models.Erasure:
        return self.send(_calls.erase_user(user_id))

    # --- consent -------------------------------------------------------------------------

    def list_consent(self, **filters: Unpack[ConsentFilters]) -> models.ConsentPage:
        return self.send(_calls.list_consent(filters))

    def iter_consent(self, **filters: Unpack[ConsentFilters]) -> Iterator[models.ConsentProposal]:
        while True:
            page = self.list_consent(**filters)
            yield from page.items
            if page.next_cursor is None:
                return
            filters["cursor"] = page.next_cursor

    def get_consent(self, proposal_id: str) -> models.ConsentProposal:
        return self.send(_calls.get_consent(proposal_id))

    def approve_consent(self, proposal_id: str) -> models.ConsentDecision:
        return self.send(_calls.decide_consent(proposal_id, "approve"))

    def reject_consent(self, proposal_id: str) -> models.ConsentDecision:
        return self.send(_calls.decide_consent(proposal_id, "reject"))

    # --- checkpoints ---------------------------------------------------------------------

    def save_checkpoint(
        self, user_id: str, thread_id: str, state: Mapping[str, Any]
    ) -> models.Checkpoint:
        return self.send(_calls.save_checkpoint(user_id, thread_id, state))

    def load_checkpoint(self, user_id: str, thread_id: str) -> models.Checkpoint:
        return self.send(_calls.load_checkpoint(user_id, thread_id))

    def delete_checkpoint(self, user_id: str, thread_id: str) -> None:
        self.send(_calls.delete_checkpoint(user_id, thread_id))

    # --- operations ----------------------------------------------------------------------

    def stats(
        self,
        *,
        since: datetime | None = None,
        until: datetime | None = None,
        user_id: str | None = None,
    ) -> models.Stats:
        return self.send(_calls.stats(since, until, user_id))

    def health(self) -> models.Health:
        return self.send(_calls.health())

    def ready(self) -> models.Readiness:
        return self.send(_calls.ready())

    def metrics(self) -> str:
        return self.send(_calls.metrics())
