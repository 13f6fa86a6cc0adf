"""Facts a model extracted from a conversation turn: an inference as far as consent goes, and
model-written text held to the writing constraints. The model is a local server speaking the
OpenAI wire format."""

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from pydantic import SecretStr
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from tests.fixtures.apps import client_for, running_app
from tests.fixtures.factories import name_payload, unique, write
from tests.fixtures.fake_openai import FakeOpenAI

CALLED_LISI = {
    "text": "User wants to be called 李四",
    "type": "preference",
    "key": "preferred_name",
    "value": "李四",
}


@pytest.fixture(scope="module")
async def llm_app(settings: Settings, model: FakeOpenAI) -> AsyncIterator[FastAPI]:
    async with running_app(
        settings,
        extractor="llm",
        llm_base_url=model.base_url,
        llm_api_key=SecretStr("sk-test-key"),
        provider_timeout_seconds=0.5,
        provider_retries=1,
    ) as app:
        yield app


@pytest.fixture
async def client(
    llm_app: FastAPI, uow_factory: UnitOfWorkFactory, model: FakeOpenAI
) -> AsyncIterator[httpx.AsyncClient]:
    model.reset()
    async with client_for(llm_app, uow_factory) as client:
        yield client


async def _turn(
    client: httpx.AsyncClient, user: str, content: str, **extra: Any
) -> list[dict[str, Any]]:
    response = await client.post(
        "/memory",
        json={"user_id": user, "messages": [{"role": "user", "content": content}], **extra},
    )
    assert response.status_code in (200, 201), response.text
    results: list[dict[str, Any]] = response.json()["results"]
    return results


async def _values(client: httpx.AsyncClient, user: str) -> list[Any]:
    listed = await client.get("/memory", params={"user_id": user, "key": "preferred_name"})
    return [m["value"] for m in listed.json()["items"]]


async def _validations(connection: AsyncConnection, user: str) -> list[tuple[str, Any]]:
    rows = await connection.execute(
        text("SELECT status, meta FROM events WHERE user_id = :u AND op = 'validate' ORDER BY id"),
        {"u": user},
    )
    return [(row.status, row.meta) for row in rows]


async def test_a_name_change_a_model_extracted_waits_for_consent(
    client: httpx.AsyncClient, model: FakeOpenAI
) -> None:
    user = unique("u")
    kept = await write(client, expect=201, **name_payload(user, "张三", role="user"))
    model.reply_json({"facts": [CALLED_LISI]})

    [held] = await _turn(client, user, "其实还是叫我李四吧")

    assert held["action"] == "NOOP"
    assert held["reason"].startswith("consent required")
    assert held["memory"]["id"] == kept["memory"]["id"]
    assert await _values(client, user) == ["张三"]
    proposal_id = held["consent_proposal"]["id"]
    stored = (await client.get(f"/consent/{proposal_id}")).json()
    assert stored["proposal"]["request"]["text"] == CALLED_LISI["text"]

    approved = await client.post(f"/consent/{proposal_id}/approve")
    assert approved.status_code == 200, approved.text
    result = approved.json()["result"]
    assert result["action"] == "UPDATE"
    assert result["memory"]["text"] == CALLED_LISI["text"]
    assert await _values(client, user) == ["李四"]
    assert model.calls("/chat/completions") == 1  # approving asks no model


async def test_consent_on_the_turn_applies_a_model_extracted_change(
    client: httpx.AsyncClient, model: FakeOpenAI
) -> None:
    user = unique("u")
    await write(client, expect=201, **name_payload(user, "张三", role="user"))
    model.reply_json({"facts": [CALLED_LISI]})
    [result] = await _turn(client, user, "其实还是叫我李四吧", consent=True)
    assert result["action"] == "UPDATE"
    assert result["consent_proposal"] is None
    assert await _values(client, user) == ["李四"]


async def test_after_a_fallback_to_rules_the_fact_is_the_users_own_statement(
    client: httpx.AsyncClient, model: FakeOpenAI, connection: AsyncConnection
) -> None:
    user = unique("u")
    await write(client, expect=201, **name_payload(user, "张三", role="user"))
    model.fail(500, times=2)
    [result] = await _turn(client, user, "其实还是叫我李四吧")
    assert result["action"] == "UPDATE"
    assert result["consent_proposal"] is None
    assert await _values(client, user) == ["李四"]
    assert await _validations(connection, user) == []  # the rules' text is the user's words


async def test_model_written_facts_are_trimmed_or_dropped(
    client: httpx.AsyncClient, model: FakeOpenAI, connection: AsyncConnection
) -> None:
    user = unique("u")
    rambling = "User moved to Berlin. User likes the city. User plans to stay for years."
    model.reply_json(
        {
            "facts": [
                {"text": rambling, "type": "fact", "key": None, "value": None},
                {"text": "...", "type": "fact", "key": None, "value": None},
                {"text": "User  prefers\tNeovim", "type": "preference", "key": None, "value": None},
            ]
        }
    )

    results = await _turn(client, user, "I moved to Berlin, love it, staying. I use Neovim.")

    assert [r["memory"]["text"] for r in results] == [
        "User moved to Berlin. User likes the city.",
        "User prefers Neovim",
    ]
    assert [r["action"] for r in results] == ["ADD", "ADD"]
    assert await _validations(connection, user) == [
        ("error", {"outcome": "trimmed", "reason": "more than 2 sentences"}),
        ("error", {"outcome": "rejected", "reason": "empty after normalisation"}),
        ("ok", {"outcome": "ok", "reason": None}),
    ]


async def test_a_dry_run_turn_validates_but_records_nothing(
    client: httpx.AsyncClient, model: FakeOpenAI, connection: AsyncConnection
) -> None:
    user = unique("u")
    model.reply_json(
        {"facts": [{"text": "One. Two. Three.", "type": "fact", "key": None, "value": None}]}
    )
    [result] = await _turn(client, user, "One, two, three.", dry_run=True)
    assert result["dry_run"] is True
    assert result["memory"]["text"] == "One. Two."
    assert await _validations(connection, user) == []
    assert (await client.get("/memory", params={"user_id": user})).json()["items"] == []
