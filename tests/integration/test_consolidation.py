"""Daily consolidation on the real database, with the clock injected: merges, fingerprints,
caps, batching and the fallback when the model fails."""

import dataclasses
import math
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from app.config import Settings
from app.db.models import Event, Memory, PairCheck, Relation
from app.db.uow import UnitOfWorkFactory
from app.enums import RelationType
from app.providers.factory import Providers
from app.providers.llm_classifier import LLMRelationClassifier
from app.providers.openai import OpenAICompatible
from app.services.consolidation import daily
from app.services.consolidation.pairs import PairBudget
from app.services.lifecycle import users
from app.services.principal.keys import OPEN_TENANT, Principal
from tests.fixtures.factories import unique
from tests.fixtures.fake_openai import FakeOpenAI
from tests.fixtures.stored import store, vector

CHAT = "/chat/completions"


@pytest.fixture
def now() -> datetime:
    return datetime.now(UTC)


@pytest.fixture
def providers(app: FastAPI) -> Providers:
    rules: Providers = app.state.runtime.providers
    return rules


@pytest.fixture
async def llm_providers(providers: Providers, fake_openai: FakeOpenAI) -> AsyncIterator[Providers]:
    async with httpx.AsyncClient() as http:
        client = OpenAICompatible(
            http, base_url=fake_openai.base_url, api_key=None, timeout=2, retries=0
        )
        classifier = LLMRelationClassifier(client, model="gpt-test")
        yield dataclasses.replace(providers, classifier=classifier)


async def run(
    uow_factory: UnitOfWorkFactory,
    providers: Providers,
    settings: Settings,
    user_id: str,
    now: datetime,
    **kwargs: Any,
) -> daily.ConsolidationReport:
    return await daily.consolidate_user(
        OPEN_TENANT,
        user_id,
        uow_factory=uow_factory,
        providers=providers,
        settings=settings,
        now=now,
        **kwargs,
    )


async def store_pair(
    uow_factory: UnitOfWorkFactory,
    user_id: str,
    older: str,
    newer: str,
    *,
    axis: int,
    similarity: float,
    now: datetime,
    **overrides: Any,
) -> tuple[Memory, Memory]:
    """Two memories at cosine `similarity`, on their own axes (far from every other pair)."""
    first = await store(
        uow_factory,
        user_id=user_id,
        text=older,
        embedding=vector(axis),
        at=now - timedelta(hours=2),
        **overrides,
    )
    second = await store(
        uow_factory,
        user_id=user_id,
        text=newer,
        embedding=vector(axis, towards=axis + 1, similarity=similarity),
        at=now - timedelta(hours=1),
        **overrides,
    )
    return first, second


async def test_a_duplicate_pair_merges_once(
    uow_factory: UnitOfWorkFactory, providers: Providers, settings: Settings, now: datetime
) -> None:
    user = unique("u")
    older, newer = await store_pair(
        uow_factory,
        user,
        "User likes green tea",
        "User really likes green tea",
        axis=0,
        similarity=0.96,
        now=now,
        tags=["drinks"],
    )

    report = await run(uow_factory, providers, settings, user, now)

    assert (report.considered, report.checked, report.merged) == (1, 1, 1)
    assert (report.classifier_calls, report.fallbacks, report.capped) == (1, 0, False)
    async with uow_factory(OPEN_TENANT) as uow:
        chain = await uow.memories.version_chain(older.chain_id)
        other = await uow.memories.get(newer.id)
        history = await uow.history.for_chain(older.chain_id)
        other_history = await uow.history.for_chain(newer.chain_id)
        edges = list(
            await uow.session.scalars(select(Relation).where(Relation.to_id == chain[-1].id))
        )
    merged = chain[-1]
    assert [m.version for m in chain] == [1, 2]
    assert merged.status == "active"
    assert merged.supersedes == older.id
    assert merged.text == "User really likes green tea"  # the more informative text
    assert merged.tags == ["drinks"]
    assert merged.importance == 0.3
    assert chain[0].status == "superseded"
    assert chain[0].superseded_by == merged.id
    assert other is not None
    assert other.status == "superseded"
    assert other.superseded_by == merged.id
    assert [h.event for h in history] == ["ADD", "MERGE"]
    assert history[-1].old_ref == older.id
    assert history[-1].actor == "worker"
    assert history[-1].meta["relation"] == "OVERLAP"
    assert history[-1].meta["consolidation"]
    assert sorted(history[-1].meta["merged"]) == sorted([older.id, newer.id])
    assert [(h.event, h.old_ref, h.new_ref) for h in other_history][-1] == (
        "MERGE",
        newer.id,
        merged.id,
    )
    assert sorted((e.from_id, e.relation_type) for e in edges) == sorted(
        [(older.id, "merged_into"), (newer.id, "merged_into")]
    )

    again = await run(uow_factory, providers, settings, user, now)
    assert (again.checked, again.merged, again.classifier_calls) == (0, 0, 0)


async def test_a_merged_version_starts_with_the_reads_of_both(
    uow_factory: UnitOfWorkFactory, providers: Providers, settings: Settings, now: datetime
) -> None:
    user = unique("u")
    read = {
        "User likes green tea": (2, now - timedelta(days=3)),
        "User really likes green tea": (3, now - timedelta(days=1)),
    }
    originals = [
        await store(
            uow_factory,
            user_id=user,
            text=text,
            embedding=vector(0) if n == 0 else vector(0, towards=1, similarity=0.96),
            at=now - timedelta(hours=2 - n),
            access_count=count,
            last_accessed_at=last,
        )
        for n, (text, (count, last)) in enumerate(read.items())
    ]
    assert (await run(uow_factory, providers, settings, user, now)).merged == 1
    async with uow_factory(OPEN_TENANT) as uow:
        merged = (await uow.memories.version_chain(originals[0].chain_id))[-1]
        retired = [await uow.memories.get(m.id) for m in originals]
    assert merged.version == 2
    assert (merged.access_count, merged.last_accessed_at) == (5, now - timedelta(days=1))
    # The originals keep their own.
    assert [(m.access_count, m.last_accessed_at) for m in retired if m] == list(read.values())


async def test_a_checked_pair_is_checked_again_only_once_its_fingerprint_expires(
    uow_factory: UnitOfWorkFactory, providers: Providers, settings: Settings, now: datetime
) -> None:
    user = unique("u")
    # Important enough to stay in the pool after the 72-hour window; related, not the same.
    runs, _ = await store_pair(
        uow_factory,
        user,
        "User runs 5 km every morning",
        "User plans a 10 km race in May",
        axis=0,
        similarity=0.7,
        now=now,
        importance=0.6,
    )

    first = await run(uow_factory, providers, settings, user, now)
    same_day = await run(uow_factory, providers, settings, user, now + timedelta(hours=3))
    day_13 = await run(uow_factory, providers, settings, user, now + timedelta(days=13))
    day_15 = await run(uow_factory, providers, settings, user, now + timedelta(days=15))

    assert (first.checked, first.merged) == (1, 0)
    assert (same_day.skipped_by_fingerprint, same_day.checked) == (1, 0)
    assert (day_13.skipped_by_fingerprint, day_13.checked) == (1, 0)
    assert (day_15.skipped_by_fingerprint, day_15.checked, day_15.merged) == (0, 1, 0)
    async with uow_factory(OPEN_TENANT) as uow:
        checks = list(
            await uow.session.scalars(
                select(PairCheck).where(
                    PairCheck.id_a.in_([runs.id]) | PairCheck.id_b.in_([runs.id])
                )
            )
        )
    assert [c.result for c in checks] == ["OVERLAP"]
    assert checks[0].expires_at == now + timedelta(days=15 + settings.pair_check_days)


async def test_an_update_merges_into_the_newer_value_unless_the_older_is_surer(
    uow_factory: UnitOfWorkFactory, providers: Providers, settings: Settings, now: datetime
) -> None:
    user = unique("u")
    lives, moved = await store_pair(
        uow_factory,
        user,
        "User lives in Portland",
        "User now lives in Seattle",
        axis=0,
        similarity=0.8,
        now=now,
    )
    # The older statement is clearly surer: it wins over the newer contradiction.
    vegetarian = await store(
        uow_factory,
        user_id=user,
        text="User is vegetarian",
        embedding=vector(10),
        at=now - timedelta(hours=2),
        confidence=1.0,
    )
    not_vegetarian = await store(
        uow_factory,
        user_id=user,
        text="User is not vegetarian",
        embedding=vector(10, towards=11, similarity=0.9),
        at=now - timedelta(hours=1),
        confidence=0.5,
    )

    report = await run(uow_factory, providers, settings, user, now)

    assert report.merged == 2
    async with uow_factory(OPEN_TENANT) as uow:
        city = await uow.memories.chain_head(lives.chain_id)
        diet = await uow.memories.chain_head(vegetarian.chain_id)
        old_city = await uow.memories.get(lives.id)
        loser = await uow.memories.get(not_vegetarian.id)
    assert city.text == "User now lives in Seattle"
    assert city.version == 2
    assert old_city is not None
    assert old_city.valid_until == moved.valid_from
    assert diet.text == "User is vegetarian"
    assert diet.confidence == 1.0
    assert loser is not None
    assert loser.contradicted_by == diet.id


async def test_keyed_and_free_text_memories_never_pair(
    uow_factory: UnitOfWorkFactory, providers: Providers, settings: Settings, now: datetime
) -> None:
    user = unique("u")
    await store_pair(
        uow_factory,
        user,
        "User likes green tea",
        "User really likes green tea",
        axis=0,
        similarity=0.96,
        now=now,
    )
    await store(
        uow_factory,
        user_id=user,
        text="Call me green tea",
        embedding=vector(0),
        at=now,
        key="preferred_name",
        value="green tea",
    )
    await store(
        uow_factory,
        user_id=user,
        text="User's nickname is green tea",
        embedding=vector(0),
        at=now,
        key="nickname",
        value="green tea",
    )

    report = await run(uow_factory, providers, settings, user, now)

    assert (report.considered, report.merged) == (1, 1)


async def test_caps_bound_the_pairs_checked_per_user_and_per_tenant(
    uow_factory: UnitOfWorkFactory, providers: Providers, settings: Settings, now: datetime
) -> None:
    users = [unique("u"), unique("u")]
    for user in users:
        for i in range(4):
            await store_pair(
                uow_factory,
                user,
                f"User read {i + 2} books about birds",
                f"User read {i + 3} books about birds",
                axis=2 * i,
                similarity=0.7,
                now=now,
            )
    capped = settings.model_copy(
        update={"consolidation_user_pairs": 3, "consolidation_tenant_pairs": 5}
    )

    one = await run(uow_factory, providers, capped, users[0], now, budget=PairBudget(100))
    assert (one.considered, one.checked, one.capped) == (4, 3, True)

    tenant = await daily.consolidate_tenant(
        OPEN_TENANT, uow_factory=uow_factory, providers=providers, settings=capped, now=now
    )
    # 3 already checked today count against the tenant's 5: 2 are left for this run.
    assert (tenant.users, tenant.checked, tenant.capped) == (2, 2, True)
    listed = await daily.users_to_consolidate(uow_factory=uow_factory, settings=settings, now=now)
    assert {(OPEN_TENANT, u) for u in users} <= set(listed)


async def test_pairs_are_classified_in_batches_of_one_model_call(
    uow_factory: UnitOfWorkFactory,
    llm_providers: Providers,
    settings: Settings,
    fake_openai: FakeOpenAI,
    now: datetime,
) -> None:
    user = unique("u")
    for i in range(12):
        await store_pair(
            uow_factory,
            user,
            f"User walked {i + 1} km on day {i + 20}",
            f"User walked {i + 2} km on day {i + 20}",
            axis=2 * i,
            similarity=0.8,
            now=now,
        )
    fake_openai.default(_answer_all("NONE"))
    batched = settings.model_copy(update={"consolidation_batch_size": 5})

    report = await run(uow_factory, llm_providers, batched, user, now)

    assert report.checked == 12
    assert report.merged == 0
    assert report.classifier_calls == fake_openai.calls(CHAT) == math.ceil(12 / 5)
    shown = [len(_refs(r.json)) for r in fake_openai.requests]
    assert shown == [5, 5, 2]
    prompt = fake_openai.requests[0].json["messages"][1]["content"]
    assert "mem_" not in prompt
    assert "p1" in prompt


async def test_a_model_that_answers_garbage_falls_back_to_the_rules(
    uow_factory: UnitOfWorkFactory,
    llm_providers: Providers,
    settings: Settings,
    fake_openai: FakeOpenAI,
    now: datetime,
) -> None:
    user = unique("u")
    await store_pair(
        uow_factory,
        user,
        "User likes green tea",
        "User really likes green tea",
        axis=0,
        similarity=0.96,
        now=now,
    )
    fake_openai.garbage()

    report = await run(uow_factory, llm_providers, settings, user, now)

    assert (report.classifier_calls, report.fallbacks, report.merged) == (1, 1, 1)
    async with uow_factory(OPEN_TENANT) as uow:
        events = list(
            await uow.session.scalars(
                select(Event).where(Event.user_id == user, Event.op == "classify")
            )
        )
    assert [(e.node, e.status) for e in events] == [("worker", "error")]
    assert events[0].meta["classifier"] == "rules"
    assert "llm failed" in events[0].meta["fallback"]


def _refs(request: dict[str, Any]) -> list[str]:
    prompt = request["messages"][1]["content"]
    return [line for line in prompt.splitlines() if line[:1] == "p" and line[1:].isdigit()]


def _answer_all(relation: str) -> Any:
    def answer(request: dict[str, Any]) -> dict[str, Any]:
        return {
            "pairs": [
                {"ref": ref, "relation": relation, "reason": "scripted"} for ref in _refs(request)
            ]
        }

    return answer


async def test_erasing_a_user_drops_the_fingerprints_of_their_pairs(
    uow_factory: UnitOfWorkFactory, providers: Providers, settings: Settings, now: datetime
) -> None:
    user = unique("u")
    older, newer = await store_pair(
        uow_factory,
        user,
        "User likes green tea",
        "User really likes green tea",
        axis=40,
        similarity=0.96,
        now=now,
    )
    assert (await run(uow_factory, providers, settings, user, now)).checked == 1

    async def fingerprints() -> int:
        async with uow_factory(OPEN_TENANT) as uow:
            rows = await uow.session.scalars(
                select(PairCheck).where(PairCheck.id_a.in_([older.id, newer.id]))
            )
            return len(list(rows))

    assert await fingerprints() == 1
    principal = Principal(tenant_id=OPEN_TENANT, key_id=None)
    await users.erase_user(user, principal=principal, uow_factory=uow_factory)
    assert await fingerprints() == 0


async def test_a_merge_keeps_what_the_originals_were_related_to(
    uow_factory: UnitOfWorkFactory, providers: Providers, settings: Settings, now: datetime
) -> None:
    user = unique("u")
    older, newer = await store_pair(
        uow_factory,
        user,
        "User likes green tea",
        "User really likes green tea",
        axis=44,
        similarity=0.96,
        now=now,
    )
    friend = await store(
        uow_factory,
        user_id=user,
        text="User drinks tea every morning",
        embedding=vector(60),
        at=now - timedelta(days=30),
    )
    async with uow_factory(OPEN_TENANT) as uow:
        uow.relations.link(older.id, [(friend.id, RelationType.related_to, 0.8)])
        uow.relations.link(friend.id, [(newer.id, RelationType.related_to, 0.9)])

    assert (await run(uow_factory, providers, settings, user, now)).merged == 1
    async with uow_factory(OPEN_TENANT) as uow:
        merged = (await uow.memories.version_chain(older.chain_id))[-1]
        edges = await uow.relations.touching([merged.id])
    related = [(e.other.id, e.strength) for e in edges if e.relation_type == "related_to"]
    assert related == [(friend.id, 0.9)]
