"""The LLM classifier path end to end: the app talks HTTP to a local server speaking the
OpenAI wire format. Counts model calls, and proves every fault falls back without losing the
write."""

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

CHAT = "/chat/completions"


@pytest.fixture(scope="module")
async def llm_app(settings: Settings, model: FakeOpenAI) -> AsyncIterator[FastAPI]:
    async with running_app(
        settings,
        classifier="llm",
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


def _answer_all(relation: str, retraction: bool = False) -> Any:
    """A scripted model that gives every candidate it was shown the same relation."""

    def answer(request: dict[str, Any]) -> dict[str, Any]:
        prompt = " ".join(m["content"] for m in request["messages"])
        refs = sorted(
            {
                word.rstrip(":")
                for word in prompt.split()
                if word[:1] == "m" and word[1:].rstrip(":").isdigit()
            }
        )
        return {
            "retraction": retraction,
            "relations": [{"ref": ref, "relation": relation, "reason": "scripted"} for ref in refs],
        }

    return answer


async def test_a_key_conflict_makes_no_model_call(
    client: httpx.AsyncClient, model: FakeOpenAI
) -> None:
    user = unique("u")
    await write(client, **name_payload(user, "张三"))
    result = await write(client, **name_payload(user, "李四"))
    assert result["action"] == "UPDATE"
    assert model.calls(CHAT) == 0


async def test_candidates_below_the_gate_make_no_model_call(
    client: httpx.AsyncClient, model: FakeOpenAI
) -> None:
    user = unique("u")
    await write(client, user_id=user, text="User likes coffee")
    result = await write(client, user_id=user, text="User has a dog")
    assert result["action"] == "ADD"
    assert model.calls(CHAT) == 0


async def test_all_candidates_are_judged_in_one_call(
    client: httpx.AsyncClient, model: FakeOpenAI
) -> None:
    user = unique("u")
    model.default(_answer_all("OVERLAP"))
    olds = [
        await write(client, user_id=user, text=t)
        for t in ("User lives in Portland", "User lives in Portland, Oregon with two cats")
    ]
    model.default(_answer_all("UPDATE"))
    before = model.calls(CHAT)
    result = await write(client, user_id=user, text="User just moved to Seattle")
    assert model.calls(CHAT) - before == 1
    assert result["action"] == "UPDATE"
    assert sorted(m["id"] for m in result["superseded"]) == sorted(o["memory"]["id"] for o in olds)
    history = (await client.get(f"/memory/{result['memory']['id']}/history")).json()
    assert history["events"][-1]["meta"]["classifier"] == "llm"
    # The model saw short refs, never the memory ids.
    prompt = str(model.requests[0].json)
    assert all(o["memory"]["id"] not in prompt for o in olds)


async def test_the_model_decides_even_against_the_rules(
    client: httpx.AsyncClient, model: FakeOpenAI
) -> None:
    user = unique("u")
    await write(client, user_id=user, text="User lives in Portland")
    model.default(_answer_all("OVERLAP"))
    result = await write(client, user_id=user, text="User just moved to Seattle")
    assert result["action"] == "ADD"
    assert result["candidates"][0]["relation"] == "OVERLAP"


async def test_a_model_retraction_deletes(client: httpx.AsyncClient, model: FakeOpenAI) -> None:
    user = unique("u")
    old = await write(client, user_id=user, text="User works at Acme")
    model.default(_answer_all("CONTRADICTION", retraction=True))
    result = await write(client, user_id=user, text="User no longer works at Acme")
    assert result["action"] == "DELETE"
    assert result["superseded"][0]["id"] == old["memory"]["id"]


def _fault(model: FakeOpenAI, kind: str) -> None:
    match kind:
        case "timeout":
            model.hang(2.0)
            model.hang(2.0)
        case "500":
            model.fail(500, times=2)
        case "garbage":
            model.garbage()
        case "malformed":
            model.reply_content("{not json")
        case "invented":
            model.reply_json(
                {
                    "retraction": False,
                    "relations": [{"ref": "m99", "relation": "UPDATE", "reason": "?"}],
                }
            )


def _fallbacks(metrics: httpx.Response) -> float:
    sample = 'palimpsest_classifier_calls_total{classifier="rules",outcome="fallback"}'
    lines = [line for line in metrics.text.splitlines() if line.startswith(sample)]
    return float(lines[0].rsplit(" ", 1)[1]) if lines else 0.0


@pytest.mark.parametrize("kind", ["timeout", "500", "garbage", "malformed"])
async def test_model_failures_fall_back_to_the_rules(
    client: httpx.AsyncClient, model: FakeOpenAI, connection: AsyncConnection, kind: str
) -> None:
    user = unique("u")
    old = await write(client, user_id=user, text="User lives in Portland")
    _fault(model, kind)
    fallbacks = _fallbacks(await client.get("/metrics"))
    result = await write(client, user_id=user, text="User just moved to Seattle")
    # Counted where an operator looks.
    assert _fallbacks(await client.get("/metrics")) - fallbacks == 1
    # The write succeeded and the rules decided it.
    assert result["action"] == "UPDATE"
    assert result["superseded"][0]["id"] == old["memory"]["id"]
    meta = (await client.get(f"/memory/{result['memory']['id']}/history")).json()["events"][-1][
        "meta"
    ]
    assert meta["classifier"] == "rules"
    assert meta["fallback"].startswith("llm failed")
    status = await connection.scalar(
        text(
            "SELECT status FROM events WHERE user_id = :u AND op = 'classify'"
            " ORDER BY id DESC LIMIT 1"
        ),
        {"u": user},
    )
    assert status == "error"


async def test_invented_references_are_ignored(
    client: httpx.AsyncClient, model: FakeOpenAI
) -> None:
    user = unique("u")
    await write(client, user_id=user, text="User lives in Portland")
    _fault(model, "invented")
    result = await write(client, user_id=user, text="User just moved to Seattle")
    assert model.calls(CHAT) == 1
    assert result["action"] == "ADD"  # nothing judged by the model: nothing retired
    assert result["candidates"][0]["relation"] == "NONE"


async def test_facts_extracted_by_the_model_are_each_written(
    client: httpx.AsyncClient, model: FakeOpenAI
) -> None:
    user = unique("u")

    def answer(request: dict[str, Any]) -> dict[str, Any]:
        if "facts" in str(request.get("response_format")):
            return {
                "facts": [
                    {
                        "text": "User prefers Neovim",
                        "type": "preference",
                        "key": None,
                        "value": None,
                    },
                    {"text": "User lives in Seattle", "type": "fact", "key": None, "value": None},
                ]
            }
        answer_all: dict[str, Any] = _answer_all("NONE")(request)
        return answer_all

    model.default(answer)
    response = await client.post(
        "/memory",
        json={
            "user_id": user,
            "messages": [{"role": "user", "content": "I use Neovim now, from Seattle"}],
        },
    )
    assert response.status_code == 201, response.text
    results = response.json()["results"]
    assert [r["memory"]["text"] for r in results] == [
        "User prefers Neovim",
        "User lives in Seattle",
    ]
    assert [r["action"] for r in results] == ["ADD", "ADD"]


async def test_a_failing_extractor_falls_back_to_the_rules(
    client: httpx.AsyncClient, model: FakeOpenAI
) -> None:
    model.fail(500, times=2)
    response = await client.post(
        "/memory",
        json={
            "user_id": unique("u"),
            "messages": [{"role": "user", "content": "Please call me Bob."}],
        },
    )
    assert response.status_code == 201, response.text
    [result] = response.json()["results"]
    assert result["memory"]["key"] == "preferred_name"
    assert result["memory"]["value"] == "Bob"
