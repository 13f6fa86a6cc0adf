"""Theory-of-mind insights on the real database, the model a local OpenAI-wire server, the
clock injected."""

import dataclasses
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from app.config import Settings
from app.db.models import Event, Memory
from app.db.uow import UnitOfWorkFactory
from app.providers.factory import Providers, build_providers
from app.providers.llm_insights import LLMInsightWriter
from app.providers.openai import OpenAICompatible
from app.services.consolidation import insights
from app.services.principal.keys import OPEN_TENANT
from tests.fixtures.factories import unique, write
from tests.fixtures.fake_openai import FakeOpenAI

CHAT = "/chat/completions"
TRUST = "User shows increased trust when admitting mistakes."
CONCISE = "User values concise answers over long explanations."


@pytest.fixture
def now() -> datetime:
    return datetime.now(UTC)


@pytest.fixture
def rules_providers(app: FastAPI) -> Providers:
    providers: Providers = app.state.runtime.providers
    return providers


@pytest.fixture
async def providers(
    rules_providers: Providers, fake_openai: FakeOpenAI
) -> AsyncIterator[Providers]:
    async with httpx.AsyncClient() as http:
        client = OpenAICompatible(
            http, base_url=fake_openai.base_url, api_key=None, timeout=2, retries=0
        )
        writer = LLMInsightWriter(client, model="gpt-test")
        yield dataclasses.replace(rules_providers, insights=writer)


@pytest.fixture
async def user(client: httpx.AsyncClient) -> str:
    """A user with some activity and some facts."""
    user_id = unique("u")
    await write(
        client, user_id=user_id, text="User apologised for a wrong deadline", type="episodic"
    )
    await write(client, user_id=user_id, text="User asked for a shorter summary", type="episodic")
    await write(client, user_id=user_id, text="User prefers short answers", type="preference")
    return user_id


async def run(
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    user_id: str,
    now: datetime,
) -> insights.InsightReport:
    return await insights.write_insights(
        OPEN_TENANT,
        user_id,
        uow_factory=uow_factory,
        providers=providers,
        settings=settings,
        now=now,
    )


def answer(*summaries: str, importance: int = 2) -> dict[str, Any]:
    return {
        "insights": [
            {"summary": s, "tags": ["trust", "Style "], "importance": importance} for s in summaries
        ]
    }


async def events_of(uow_factory: UnitOfWorkFactory, user_id: str) -> list[Event]:
    async with uow_factory(OPEN_TENANT) as uow:
        stmt = select(Event).where(Event.user_id == user_id, Event.op == "insight")
        return list(await uow.session.scalars(stmt.order_by(Event.id)))


async def test_without_a_model_the_run_is_skipped(
    uow_factory: UnitOfWorkFactory,
    rules_providers: Providers,
    settings: Settings,
    user: str,
    now: datetime,
) -> None:
    assert rules_providers.insights is None

    report = await run(uow_factory, rules_providers, settings, user, now)

    assert report.status == "skipped"
    assert report.reason == "no LLM configured"
    events = await events_of(uow_factory, user)
    assert [(e.node, e.status) for e in events] == [("worker", "skipped")]


async def test_insights_are_stored_as_memories_of_their_own_type(
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    fake_openai: FakeOpenAI,
    user: str,
    now: datetime,
) -> None:
    fake_openai.reply_json(answer(TRUST, CONCISE, importance=4))

    report = await run(uow_factory, providers, settings, user, now)

    assert report.status == "ok"
    assert len(report.written) == 2
    async with uow_factory(OPEN_TENANT) as uow:
        stored = await uow.memories.get_many(report.written)
        history = [await uow.history.for_chain(m.chain_id) for m in stored]
    assert sorted(m.text for m in stored) == sorted([TRUST, CONCISE])
    for memory in stored:
        assert (memory.type, memory.category) == ("insight", "relationship_dynamic")
        assert memory.importance == pytest.approx(0.8)
        assert memory.pinned is False
        assert memory.tags == ["trust", "style"]
        assert memory.meta == {"source": "theory_of_mind"}
    assert [rows[0].event for rows in history] == ["ADD", "ADD"]
    request = fake_openai.requests[0].json
    assert request["temperature"] == 0
    assert request["max_tokens"] <= 220
    shown = request["messages"][1]["content"]
    assert "User apologised for a wrong deadline" in shown
    assert "User prefers short answers" in shown
    assert "mem_" not in shown
    assert [e.status for e in await events_of(uow_factory, user)] == ["ok"]
    listed = await insights.users_with_activity(uow_factory=uow_factory, settings=settings, now=now)
    assert (OPEN_TENANT, user) in listed


async def test_the_default_importance_is_level_two(
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    fake_openai: FakeOpenAI,
    user: str,
    now: datetime,
) -> None:
    fake_openai.reply_json({"insights": [{"summary": TRUST, "tags": [], "importance": 9}]})

    report = await run(uow_factory, providers, settings, user, now)

    async with uow_factory(OPEN_TENANT) as uow:
        (memory,) = await uow.memories.get_many(report.written)
    assert memory.importance == pytest.approx(0.4)


async def test_a_second_run_within_the_cooldown_is_skipped(
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    fake_openai: FakeOpenAI,
    user: str,
    now: datetime,
) -> None:
    fake_openai.reply_json(answer(TRUST))
    fake_openai.reply_json(answer(CONCISE))

    first = await run(uow_factory, providers, settings, user, now)
    second = await run(uow_factory, providers, settings, user, now + timedelta(hours=23))
    assert fake_openai.calls(CHAT) == 1
    later = await run(uow_factory, providers, settings, user, now + timedelta(hours=25))

    assert len(first.written) == 1
    assert second.status == "skipped"
    assert second.reason == "an insight was written lately"
    assert len(later.written) == 1
    assert fake_openai.calls(CHAT) == 2


async def test_overlong_insights_are_trimmed_and_empty_or_first_person_ones_dropped(
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    fake_openai: FakeOpenAI,
    user: str,
    now: datetime,
) -> None:
    overlong = f"{TRUST} {CONCISE} User also " + "likes long walks " * 20 + "."
    fake_openai.reply_json(answer(overlong, "   ", "User trusts you more now."))

    report = await run(uow_factory, providers, settings, user, now)

    assert (report.proposed, report.rejected, report.trimmed) == (3, 2, 1)
    async with uow_factory(OPEN_TENANT) as uow:
        (memory,) = await uow.memories.get_many(report.written)
    assert memory.text == f"{TRUST} {CONCISE}"
    (event,) = await events_of(uow_factory, user)
    assert event.meta["rejected"] == 2
    assert event.meta["written"] == 1


async def test_an_empty_answer_stores_nothing(
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    fake_openai: FakeOpenAI,
    user: str,
    now: datetime,
) -> None:
    fake_openai.reply_json({"insights": []})

    report = await run(uow_factory, providers, settings, user, now)

    assert report.status == "ok"
    assert report.written == []
    async with uow_factory(OPEN_TENANT) as uow:
        stmt = select(Memory).where(Memory.user_id == user, Memory.type == "insight")
        assert list(await uow.session.scalars(stmt)) == []


async def test_a_user_with_nothing_to_read_costs_no_call(
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    fake_openai: FakeOpenAI,
    now: datetime,
) -> None:
    report = await run(uow_factory, providers, settings, unique("u"), now)

    assert report.status == "skipped"
    assert report.reason == "nothing to read"
    assert fake_openai.calls(CHAT) == 0


async def test_a_failing_model_is_an_error_event(
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    fake_openai: FakeOpenAI,
    user: str,
    now: datetime,
) -> None:
    fake_openai.fail(500)

    report = await run(uow_factory, providers, settings, user, now)

    assert report.status == "error"
    assert [e.status for e in await events_of(uow_factory, user)] == ["error"]


async def test_the_factory_offers_insights_only_with_a_model(settings: Settings) -> None:
    async with httpx.AsyncClient() as http:
        with_model = build_providers(settings.model_copy(update={"classifier": "llm"}), http)
    assert isinstance(with_model.insights, LLMInsightWriter)
