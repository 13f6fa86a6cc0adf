"""Bad input gets a clear 4xx problem naming the field, and changes nothing."""

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.config import Settings
from tests.fixtures.factories import unique

TABLES = ("memories", "history", "events", "change_log", "thread_revisions")
VALID = {"user_id": "u_bad", "text": "User likes tea"}


async def _counts(connection: AsyncConnection) -> dict[str, int]:
    return {
        table: int(await connection.scalar(text(f"SELECT count(*) FROM {table}")) or 0)
        for table in TABLES
    }


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"user_id": "u"}, "body.text"),
        ({"text": "hello"}, "body.user_id"),
        ({**VALID, "text": "   "}, "body.text"),
        ({**VALID, "text": "x" * 4001}, "body.text"),
        ({**VALID, "text": "nul \u0000 inside"}, "body.text"),
        ({**VALID, "user_id": "u" * 201}, "body.user_id"),
        ({**VALID, "user_id": "line\nbreak"}, "body.user_id"),
        ({**VALID, "confidence": 1.5}, "body.confidence"),
        ({**VALID, "confidence": -0.1}, "body.confidence"),
        ({**VALID, "confidence": "high"}, "body.confidence"),
        ({**VALID, "importance": 2}, "body.importance"),
        ({**VALID, "type": "opinion"}, "body.type"),
        ({**VALID, "category": "no-such-category"}, "body.category"),
        ({**VALID, "tier": "gold"}, "body.tier"),
        ({**VALID, "role": "robot"}, "body.role"),
        ({**VALID, "pinned": "perhaps"}, "body.pinned"),
        ({**VALID, "tags": ["t"] * 33}, "body.tags"),
        ({**VALID, "tags": "not-a-list"}, "body.tags"),
        ({**VALID, "metadata": []}, "body.metadata"),
        ({**VALID, "metadata": {"k": "nul \u0000"}}, "body.metadata"),
        ({**VALID, "metadata": {"big": "x" * 20_000}}, "body.metadata"),
        ({**VALID, "value": {"nested": "nul \u0000"}}, "body.value"),
        ({**VALID, "valid_from": "2026-01-01T00:00:00"}, "body.valid_from"),
        ({**VALID, "valid_from": "yesterday"}, "body.valid_from"),
        ({**VALID, "unknown_field": 1}, "body.unknown_field"),
    ],
)
async def test_invalid_memories_are_422_naming_the_field(
    client: httpx.AsyncClient, connection: AsyncConnection, payload: dict[str, Any], field: str
) -> None:
    before = await _counts(connection)
    response = await client.post("/memory", json=payload)
    assert response.status_code == 422, response.text
    assert response.headers["content-type"] == "application/problem+json"
    problem = response.json()
    assert problem["status"] == 422
    assert field in [error["field"] for error in problem["errors"]]
    assert await _counts(connection) == before


@pytest.mark.parametrize(
    ("body", "status"),
    [
        (b'{"user_id": "u", "text": ', 400),
        (b"\xff\xfe not utf-8", 400),
        (b'{"user_id": "u", "text": "t", "confidence": NaN}', 422),
        (b'{"user_id": "u", "text": "t", "confidence": Infinity}', 422),
        (b'{"user_id": "u", "text": "t", "value": NaN}', 422),
        (b'["a", "list"]', 422),
        (b"", 422),
    ],
)
async def test_unparseable_bodies_are_4xx_problems(
    client: httpx.AsyncClient, connection: AsyncConnection, body: bytes, status: int
) -> None:
    before = await _counts(connection)
    response = await client.post(
        "/memory", content=body, headers={"content-type": "application/json"}
    )
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    assert await _counts(connection) == before


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"limit": 0}, "query.limit"),
        ({"limit": 201}, "query.limit"),
        ({"limit": "ten"}, "query.limit"),
        ({"include_inactive": "perhaps"}, "query.include_inactive"),
        ({"type": "opinion"}, "query.type"),
        ({"colour": "blue"}, "query.colour"),
    ],
)
async def test_invalid_list_parameters_are_422(
    client: httpx.AsyncClient, params: dict[str, Any], field: str
) -> None:
    response = await client.get("/memory", params=params)
    assert response.status_code == 422, response.text
    assert field in [error["field"] for error in response.json()["errors"]]


async def test_unknown_routes_and_methods_are_problems(client: httpx.AsyncClient) -> None:
    missing = await client.get("/nowhere")
    wrong_method = await client.put("/memory")
    assert (missing.status_code, wrong_method.status_code) == (404, 405)
    for response in (missing, wrong_method):
        assert response.headers["content-type"] == "application/problem+json"


async def test_an_oversize_body_is_refused_before_it_is_read(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    text = "x" * (settings.max_request_bytes + 1)
    response = await client.post("/memory", json={"user_id": unique("u"), "text": text})
    assert response.status_code == 413
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["type"].endswith("payload-too-large")


async def test_an_oversize_chunked_body_is_refused_too(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    async def chunks() -> AsyncIterator[bytes]:
        for _ in range(settings.max_request_bytes // 65536 + 2):
            yield b" " * 65536

    response = await client.post(
        "/memory", content=chunks(), headers={"content-type": "application/json"}
    )
    assert response.status_code == 413


async def test_a_wrong_method_names_every_allowed_one(client: httpx.AsyncClient) -> None:
    response = await client.put(f"/memory/{unique('mem')}")
    assert response.status_code == 405
    assert response.headers["allow"] == "DELETE, GET, PATCH"
    assert response.headers["content-type"] == "application/problem+json"
