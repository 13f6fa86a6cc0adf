"""`PalimpsestStore`: LangGraph's long-term memory (`BaseStore`) kept in Palimpsest.

Each operation is written once, as a generator of API calls (`_calls`), and run either by the
sync client (`batch`) or the async one (`abatch`). Every call is an ordinary request to the
service, so puts go through its write pipeline, allowlists, tenant checks and audit trail:
a changed value supersedes the memory it replaces, whose history is kept.
"""

from collections.abc import Generator, Iterable
from typing import Any, Self, TypeVar

from langgraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    validate_op_namespace,
)

from palimpsest_client import _calls
from palimpsest_client._async import AsyncPalimpsest
from palimpsest_client._calls import Call, ListFilters, MemoryFields, QueryOptions
from palimpsest_client._sync import Palimpsest
from palimpsest_client.errors import ApiError, Conflict
from palimpsest_client.langgraph.namespaces import (
    DEFAULT_CATEGORIES,
    Address,
    NamespaceMap,
    matches,
    text_of,
    value_of,
    within,
)
from palimpsest_client.models import Memory, MemoryPage, QueryAnswer

R = TypeVar("R")
Steps = Generator[Call[Any], Any, R]

# memory.query answers at most this many results: a search with a query sees no further.
MAX_QUERY_RESULTS = 50
_PAGE = 200
_PUT_ATTEMPTS = 3


class PalimpsestStore(BaseStore):
    """A LangGraph store whose items are Palimpsest memories (namespaces.py: the mapping).

    Give a service (`base_url`, `api_key`: PALIMPSEST_URL / PALIMPSEST_API_KEY by default) or
    ready clients. `agent` makes every read and write act as that agent, under its allowlist.
    `categories` are the service's category names, if it configures its own. Close it (`with`,
    `async with`, close(), aclose()) to release the connections it opened.
    """

    supports_ttl = False

    def __init__(
        self,
        base_url: str | None = None,
        *,
        api_key: str | None = None,
        client: Palimpsest | None = None,
        async_client: AsyncPalimpsest | None = None,
        agent: str | None = None,
        memory_type: str = "fact",
        categories: Iterable[str] = DEFAULT_CATEGORIES,
    ) -> None:
        self._base_url, self._api_key = base_url, api_key
        # Made on first use (the sync one by `batch`, the async one by `abatch`), and closed by
        # close() / aclose() only when the store made them.
        self._client, self._async_client = client, async_client
        self._made: list[Palimpsest | AsyncPalimpsest] = []
        self.agent = agent
        self.memory_type = memory_type
        self.map = NamespaceMap(categories)

    @property
    def client(self) -> Palimpsest:
        if self._client is None:
            self._client = Palimpsest(self._base_url, api_key=self._api_key)
            self._made.append(self._client)
        return self._client

    @property
    def async_client(self) -> AsyncPalimpsest:
        if self._async_client is None:
            self._async_client = AsyncPalimpsest(self._base_url, api_key=self._api_key)
            self._made.append(self._async_client)
        return self._async_client

    def close(self) -> None:
        for client in self._made:
            if isinstance(client, Palimpsest):
                client.close()

    async def aclose(self) -> None:
        self.close()
        for client in self._made:
            if isinstance(client, AsyncPalimpsest):
                await client.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        return [self._run_sync(self._steps(op)) for op in ops]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        return [await self._run_async(self._steps(op)) for op in ops]

    def _run_sync(self, steps: Steps[R]) -> R:
        try:
            call = next(steps)
            while True:
                try:
                    answer = self.client.send(call)
                except ApiError as error:
                    call = steps.throw(error)
                else:
                    call = steps.send(answer)
        except StopIteration as done:
            result: R = done.value
            return result

    async def _run_async(self, steps: Steps[R]) -> R:
        try:
            call = next(steps)
            while True:
                try:
                    answer = await self.async_client.send(call)
                except ApiError as error:
                    call = steps.throw(error)
                else:
                    call = steps.send(answer)
        except StopIteration as done:
            result: R = done.value
            return result

    def _steps(self, op: Op) -> Steps[Result]:
        validate_op_namespace(op)
        match op:
            case GetOp():
                return self._get(op)
            case PutOp():
                return self._put(op)
            case SearchOp():
                return self._search(op)
            case ListNamespacesOp():
                return self._list_namespaces(op)
        raise ValueError(f"Unknown operation: {op!r}")

    # --- the operations, as calls -----------------------------------------------------------

    def _current(self, address: Address, key: str) -> Steps[Memory | None]:
        filters: ListFilters = {
            "user_id": address.user_id,
            "scope": address.scope,
            "key": key,
            "limit": 1,
        }
        page: MemoryPage = yield _calls.list_memories(filters)
        return page.items[0] if page.items else None

    def _get(self, op: GetOp) -> Steps[Result]:
        memory = yield from self._current(self.map.address(op.namespace), op.key)
        return self._item(memory, op.namespace) if memory else None

    def _put(self, op: PutOp) -> Steps[Result]:
        address = self.map.address(op.namespace)
        for attempt in range(_PUT_ATTEMPTS):
            current = yield from self._current(address, op.key)
            try:
                if op.value is None:
                    if current is not None:
                        yield _calls.delete_memory(current.id)
                    return None
                yield self._write(address, op.key, dict(op.value), current)
                return None
            except Conflict:
                # Another writer replaced or deleted `current` meanwhile: read again.
                if attempt == _PUT_ATTEMPTS - 1:
                    raise
        return None

    def _write(
        self, address: Address, key: str, value: dict[str, Any], current: Memory | None
    ) -> Call[Any]:
        """A changed value replaces the current memory outright (manual supersession: a put is
        the application's own overwrite, not a competing claim for the confidence policy to
        weigh); the same value again is a plain write, which the service answers NOOP."""
        text = text_of(key, value)
        fields: MemoryFields = {"key": key, "value": value, "scope": address.scope}
        fields["type"] = current.type if current else self.memory_type
        category = address.category or (current.category if current else None)
        if category:
            fields["category"] = category
        if self.agent:
            fields["agent"] = self.agent
        if current is not None and (current.value != value or current.text != text):
            fields["supersedes"] = current.id
        return _calls.write(address.user_id, text, fields)

    def _search(self, op: SearchOp) -> Steps[Result]:
        prefix = op.namespace_prefix
        found: list[tuple[Memory, float | None]]
        if op.query:
            if not prefix:
                raise InvalidNamespaceError(
                    "A search with a query reads one user's memories: namespace_prefix=(user_id,)."
                )
            answer: QueryAnswer = yield _calls.query(
                op.query, prefix[0], self._query_options(prefix)
            )
            found = [(r.memory, r.score) for r in answer.results if r.memory is not None]
        else:
            memories = yield from self._all(prefix[0] if prefix else None)
            found = [(memory, None) for memory in memories]
        items = [
            self._item(memory, self.map.namespace(memory), score)
            for memory, score in found
            if self.map.namespace(memory)[: len(prefix)] == prefix
        ]
        kept = [item for item in items if matches(item.value, op.filter or {})]
        return kept[op.offset : op.offset + op.limit]

    def _query_options(self, prefix: tuple[str, ...]) -> QueryOptions:
        options: QueryOptions = {"top_k": MAX_QUERY_RESULTS, "full": True, "budget_tokens": 16_384}
        if (category := self.map.category_below(prefix)) is not None:
            options["category"] = category
        if self.agent:
            options["agent"] = self.agent
        return options

    def _list_namespaces(self, op: ListNamespacesOp) -> Steps[Result]:
        conditions = op.match_conditions or ()
        users = {c.path[0] for c in conditions if c.match_type == "prefix" and c.path}
        user = next(iter(users)) if len(users) == 1 and "*" not in users else None
        memories = yield from self._all(user)
        namespaces = {self.map.namespace(memory) for memory in memories}
        kept = [ns for ns in namespaces if all(within(ns, c) for c in conditions)]
        if op.max_depth is not None:
            kept = list({ns[: op.max_depth] for ns in kept})
        return sorted(kept)[op.offset : op.offset + op.limit]

    def _all(self, user_id: str | None) -> Steps[list[Memory]]:
        """Every current memory of the user (of the tenant, without one), newest first."""
        memories: list[Memory] = []
        cursor = None
        while True:
            filters: ListFilters = {"limit": _PAGE}
            if user_id is not None:
                filters["user_id"] = user_id
            if cursor is not None:
                filters["cursor"] = cursor
            page: MemoryPage = yield _calls.list_memories(filters)
            memories.extend(page.items)
            if page.next_cursor is None:
                return memories
            cursor = page.next_cursor

    def _item(
        self, memory: Memory, namespace: tuple[str, ...], score: float | None = None
    ) -> SearchItem:
        return SearchItem(
            namespace=namespace,
            key=memory.key or memory.id,
            value=value_of(memory),
            created_at=memory.created_at,
            updated_at=memory.updated_at,
            score=score,
        )


__all__ = ["Item", "PalimpsestStore"]
