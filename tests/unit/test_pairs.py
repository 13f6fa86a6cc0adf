"""Consolidation's pure decisions, and the pair classifiers' answers, without a database."""

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest

from app.config import Settings
from app.db.models import Memory
from app.enums import Relation
from app.errors import ProviderError
from app.providers.base import PairToCheck, PairVerdict
from app.providers.llm_classifier import LLMRelationClassifier
from app.providers.llm_insights import LLMInsightWriter
from app.providers.openai import OpenAICompatible
from app.providers.rules import RulesRelationClassifier
from app.services.consolidation.pairs import (
    MergePlan,
    Pair,
    PairBudget,
    fingerprint,
    pair,
    plan_merge,
    worth_checking,
)

T0 = datetime(2026, 11, 1, tzinfo=UTC)

MERGE_SIMILARITY = Settings().consolidation_merge_similarity


def _plan(candidate: Pair, verdict: PairVerdict) -> MergePlan | None:
    return plan_merge(candidate, verdict, delta=0.1, merge_similarity=MERGE_SIMILARITY)


def memory(memory_id: str, text: str, *, hours: int, confidence: float = 0.9) -> Memory:
    return Memory(
        id=memory_id, text=text, confidence=confidence, created_at=T0 + timedelta(hours=hours)
    )


@pytest.mark.parametrize(
    ("a", "b", "worth"),
    [
        ("User likes green tea", "User really likes green tea", True),  # shared words
        ("User runs 5 km", "User swims 10 laps", True),  # a numeric step
        ("User has 2 kids", "User works at Acme", False),  # numbers on one side only
        ("User likes green tea", "User works at Acme", False),
        ("Meeting at 3", "Dinner at 3", False),  # the same number is not a step
    ],
)
def test_the_prefilter_wants_shared_words_or_a_numeric_step(a: str, b: str, worth: bool) -> None:
    assert worth_checking(a, b) is worth


def test_a_fingerprint_ignores_order_and_noise_below_a_hundredth() -> None:
    assert fingerprint("mem_a", "mem_b", 0.912) == fingerprint("mem_b", "mem_a", 0.9149)
    assert fingerprint("mem_a", "mem_b", 0.91) != fingerprint("mem_a", "mem_b", 0.92)


def test_a_budget_grants_what_is_left() -> None:
    budget = PairBudget(5)
    assert [budget.take(3), budget.take(3), budget.take(1)] == [3, 2, 0]


def test_a_pair_knows_its_older_memory() -> None:
    old, new = memory("mem_b", "x", hours=0), memory("mem_a", "y", hours=1)
    assert pair(new, old, 0.9).ids == ("mem_b", "mem_a")


def test_the_same_fact_keeps_the_surer_then_the_longer_text() -> None:
    old = memory("mem_1", "User really likes green tea", hours=0)
    new = memory("mem_2", "User likes green tea", hours=1)
    same = PairVerdict(Relation.OVERLAP, "paraphrase")
    plan = _plan(pair(old, new, 0.95), same)
    assert plan is not None
    assert plan.kept is old
    sure = memory("mem_3", "User likes green tea", hours=2, confidence=1.0)
    plan = _plan(pair(old, sure, 0.95), same)
    assert plan is not None
    assert plan.kept is sure


def test_an_overlap_is_merged_only_when_near_and_with_the_same_numbers() -> None:
    overlap = PairVerdict(Relation.OVERLAP, "related")
    two, three = (
        memory("mem_1", "User has 2 kids", hours=0),
        memory("mem_2", "User has 3 kids", hours=1),
    )
    assert _plan(pair(two, three, 0.97), overlap) is None
    tea, more = (
        memory("mem_3", "User likes tea", hours=0),
        memory("mem_4", "User loves tea", hours=1),
    )
    assert (
        _plan(
            pair(tea, more, MERGE_SIMILARITY - 0.01),
            overlap,
        )
        is None
    )
    assert (
        _plan(
            pair(tea, more, 0.9),
            PairVerdict(Relation.NONE, "-"),
        )
        is None
    )


def test_a_conflict_keeps_the_newer_unless_the_older_is_clearly_surer() -> None:
    update = PairVerdict(Relation.UPDATE, "moved")
    old = memory("mem_1", "User lives in Portland", hours=0)
    new = memory("mem_2", "User lives in Seattle", hours=1, confidence=0.85)
    plan = _plan(pair(old, new, 0.7), update)
    assert plan is not None
    assert plan.kept is new
    assert plan.dropped is old
    unsure = memory("mem_3", "User lives in Seattle", hours=1, confidence=0.8)
    plan = _plan(pair(old, unsure, 0.7), update)
    assert plan is not None
    assert plan.kept is old


async def test_the_rules_judge_pairs_one_by_one() -> None:
    verdicts = await RulesRelationClassifier().classify_pairs(
        [
            PairToCheck("User now lives in Seattle", "User lives in Portland", 0.8),
            PairToCheck("User is not vegetarian", "User is vegetarian", 0.9),
        ]
    )
    assert [v.relation for v in verdicts] == [Relation.UPDATE, Relation.CONTRADICTION]


# -- the LLM providers over a mock transport -------------------------------------------------


def llm(*answers: Any) -> tuple[OpenAICompatible, list[dict[str, Any]]]:
    """A client whose server answers `answers` in turn, and the request bodies it received."""
    bodies: list[dict[str, Any]] = []
    script = list(answers)

    def handler(request: httpx.Request) -> httpx.Response:
        bodies.append(json.loads(request.content))
        content = json.dumps(script.pop(0))
        message = {"role": "assistant", "content": content}
        return httpx.Response(
            200, json={"choices": [{"message": message, "finish_reason": "stop"}]}
        )

    http = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    return OpenAICompatible(
        http, base_url="https://llm.test/v1", api_key=None, timeout=1, retries=0
    ), bodies


PAIRS = [
    PairToCheck("User now lives in Seattle", "User lives in Portland", 0.8),
    PairToCheck("User really likes tea", "User likes tea", 0.96),
    PairToCheck("User has 3 kids", "User has 2 kids", 0.95),
]


async def test_one_call_judges_a_batch_of_pairs_by_ref() -> None:
    answer = {
        "pairs": [
            {"ref": "p2", "relation": "OVERLAP", "reason": "same fact"},
            {"ref": "p1", "relation": "update", "reason": "moved"},
            {"ref": "p9", "relation": "UPDATE", "reason": "invented"},
            {"ref": "p1", "relation": "NONE", "reason": "repeat, ignored"},
        ]
    }
    client, bodies = llm(answer)
    verdicts = await LLMRelationClassifier(client, model="m").classify_pairs(PAIRS)
    assert [(v.relation, v.reason) for v in verdicts] == [
        (Relation.UPDATE, "moved"),
        (Relation.OVERLAP, "same fact"),
        (Relation.NONE, "not judged by the model"),
    ]
    (body,) = bodies
    schema = body["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["pairs"]["items"]["properties"]["ref"]["enum"] == ["p1", "p2", "p3"]
    assert (
        "OLDER: User lives in Portland\nNEWER: User now lives in Seattle"
        in body["messages"][1]["content"]
    )


async def test_a_pair_answer_without_pairs_is_a_provider_error() -> None:
    client, _ = llm({"relations": []})
    with pytest.raises(ProviderError):
        await LLMRelationClassifier(client, model="m").classify_pairs(PAIRS)


async def test_the_insight_writer_keeps_usable_items_within_the_limit() -> None:
    answer = {
        "insights": [
            "not an object",
            {"summary": 7, "tags": [], "importance": 2},
            {
                "summary": "User values honesty.",
                "tags": ["Trust", "trust", 3, "x" * 40, "a", "b"],
                "importance": True,
            },
            {"summary": "User enjoys planning.", "tags": "style", "importance": 5},
            {"summary": "User dislikes noise.", "tags": [], "importance": 1},
        ]
    }
    client, bodies = llm(answer)
    proposed = await LLMInsightWriter(client, model="m").write(["did a"], ["likes b"], limit=2)
    assert [(p.summary, p.tags, p.importance) for p in proposed] == [
        ("User values honesty.", ("trust", "a", "b"), None),
        ("User enjoys planning.", (), 5),
    ]
    assert bodies[0]["max_tokens"] <= 220
    assert bodies[0]["temperature"] == 0
    assert "1 to 2 theory-of-mind insights" in bodies[0]["messages"][0]["content"]


async def test_the_insight_writer_needs_something_to_read() -> None:
    client, bodies = llm()
    assert await LLMInsightWriter(client, model="m").write([], [], limit=3) == []
    assert bodies == []
