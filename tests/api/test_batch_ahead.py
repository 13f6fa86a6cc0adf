"""A batch of several chunks: the next chunk's texts are read by the rules while one chunk is
written (app/services/write/batch_ahead.py), and every item is decided as before."""

import asyncio
from typing import Any

import httpx
import pytest

from app.services.write import batch, batch_ahead
from app.services.write.batch_items import Item
from tests.fixtures.factories import unique


async def test_the_next_chunk_is_drafted_while_one_is_written(
    client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(batch, "CHUNK", 2)
    drafted_on_entry: list[int] = []  # per chunk: its items already read when its turn came
    write_chunk = batch._together

    async def together(chunk: list[Item], *args: Any, **kwargs: Any) -> Any:
        drafted_on_entry.append(sum(item.draft is not None for item in chunk))
        return await write_chunk(chunk, *args, **kwargs)

    monkeypatch.setattr(batch, "_together", together)
    ana, ben = unique("u"), unique("u")
    items = [
        {"user_id": ana, "text": "User lives in Portland"},
        {"user_id": ben, "text": "User drinks oolong tea every morning"},
        {"user_id": ben, "text": "User has a cat named Miso"},
        {"user_id": ana, "messages": [{"role": "user", "content": "I play the cello."}]},
        {"user_id": ben, "text": "User plays tennis on Sundays"},
        {"user_id": ana, "text": "User just moved to Seattle"},
        {"user_id": ben, "text": "User now drinks green tea every morning"},
    ]
    body = (await client.post("/memory/batch", json=items)).json()
    assert [r["status"] for r in body["results"]] == [201, 201, 201, 200, 201, 201, 201]
    results = body["results"]
    actions = [r["result"].get("action") for r in results]
    assert actions[5] == "UPDATE"
    assert [m["id"] for m in results[5]["result"]["superseded"]] == [
        results[0]["result"]["memory"]["id"]
    ]
    # Chunks: [0, 1] [2] (turn 3) [4, 5] [6]. The first is read before it is written; each
    # later one, at least in part, while the chunk before it waited on PostgreSQL.
    assert drafted_on_entry[0] == 2
    assert all(count >= 1 for count in drafted_on_entry[1:]), drafted_on_entry
    current = (await client.get("/memory", params={"user_id": ana})).json()["items"]
    assert "User lives in Portland" not in [m["text"] for m in current]


async def test_a_draft_that_fails_ahead_is_left_for_the_items_turn() -> None:
    """Reading ahead never raises: the item is read again at its turn, where its failure is
    its own."""

    class Failing(Item):
        def drafted(self, context: Any) -> Any:
            raise ValueError("unreadable")

    order: list[str] = []

    async def beside() -> None:
        for step in range(3):
            order.append(f"other {step}")
            await asyncio.sleep(0)

    class Recorded(Item):
        def drafted(self, context: Any) -> Any:
            order.append(f"item {self.index}")
            return None

    items: list[Item] = [Recorded(0, None), Failing(1, None), Recorded(2, None)]  # type: ignore[arg-type]
    await asyncio.gather(batch_ahead.draft_ahead(items, None), beside())  # type: ignore[arg-type]
    assert [o for o in order if o.startswith("item")] == ["item 0", "item 2"]
    # one item per turn of the loop: the other task runs between the items
    assert order.index("other 1") < order.index("item 2")
