"""The LLM providers end to end over real HTTP, against the local FakeOpenAI server."""

import re
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import numpy as np
import pytest

from app.enums import MemoryType, Relation
from app.errors import ProviderError
from app.providers.base import Candidate, ExtractedFact, Message
from app.providers.extract.llm import LLMFactExtractor
from app.providers.llm_classifier import LLMRelationClassifier
from app.providers.minilm import MiniLMEncoder
from app.providers.openai import OpenAICompatible, OpenAIEmbedder
from tests.fixtures.fake_openai import FakeOpenAI, hash_vector

KEY = "sk-integration-secret"
TIMEOUT = 0.3
RETRIES = 1
PROMPT_TOKEN_BUDGET = 1000

CANDIDATES = [
    Candidate(f"01J8ZK3Q6Y00000000000000{i:02d}", text, 0.9 - i / 50)
    for i, text in enumerate(
        [
            "User lives in Portland, Oregon",
            "User works as a backend engineer at Acme Corp",
            "User prefers Vim for quick edits and VS Code for larger projects",
            "User has a golden retriever named Max",
            "User is vegetarian and avoids dairy on weekdays",
            "User usually drinks two cups of coffee every morning",
            "User's sister lives in Seattle and visits every summer",
            "User wants answers to be concise, with code examples first",
            "User is learning Rust in the evenings to build a CLI tool",
            "User moved to Portland from Chicago in 2019",
        ],
        1,
    )
]


@pytest.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    # trust_env=False: a proxy configured in the environment must not see 127.0.0.1 calls.
    async with httpx.AsyncClient(trust_env=False) as http:
        yield http


@pytest.fixture
def llm(http: httpx.AsyncClient, fake_openai: FakeOpenAI) -> OpenAICompatible:
    return OpenAICompatible(
        http, base_url=fake_openai.base_url, api_key=KEY, timeout=TIMEOUT, retries=RETRIES
    )


@pytest.fixture
def classifier(llm: OpenAICompatible) -> LLMRelationClassifier:
    return LLMRelationClassifier(llm, model="gpt-test")


def refs_in(request: dict[str, Any]) -> list[str]:
    return re.findall(r"^(m\d+): ", request["messages"][-1]["content"], flags=re.MULTILINE)


async def test_scripted_classification_is_mapped_to_ids(
    fake_openai: FakeOpenAI, classifier: LLMRelationClassifier
) -> None:
    fake_openai.reply_json(
        {
            "retraction": False,
            "relations": [
                {"ref": "m1", "relation": "UPDATE", "reason": "new city replaces Portland"},
                {"ref": "m10", "relation": "OVERLAP", "reason": "also about Portland"},
                {"ref": "m2", "relation": "NONE", "reason": "job, not residence"},
            ],
        }
    )
    verdict = await classifier.classify("User just moved to Seattle", CANDIDATES)
    assert fake_openai.calls("/chat/completions") == 1
    (request,) = fake_openai.requests
    assert request.headers["authorization"] == f"Bearer {KEY}"
    assert refs_in(request.json) == [f"m{i}" for i in range(1, 11)]
    assert not any(c.id in str(request.json) for c in CANDIDATES)
    by_id = {j.candidate_id: j for j in verdict.judgements}
    assert len(by_id) == len(CANDIDATES)
    assert by_id[CANDIDATES[0].id].relation is Relation.UPDATE
    assert by_id[CANDIDATES[0].id].reason == "new city replaces Portland"
    assert by_id[CANDIDATES[9].id].relation is Relation.OVERLAP
    assert by_id[CANDIDATES[1].id].relation is Relation.NONE
    assert by_id[CANDIDATES[1].id].reason == "job, not residence"


async def test_invented_refs_are_ignored_and_missing_refs_are_none(
    fake_openai: FakeOpenAI, classifier: LLMRelationClassifier
) -> None:
    fake_openai.reply_json(
        {
            "retraction": True,
            "relations": [
                {"ref": "m42", "relation": "CONTRADICTION", "reason": "invented"},
                {"ref": CANDIDATES[2].id, "relation": "UPDATE", "reason": "an id, not a ref"},
                {"ref": "m2", "relation": "CONTRADICTION", "reason": "no longer at Acme"},
            ],
        }
    )
    verdict = await classifier.classify("I no longer work at Acme", CANDIDATES[:3])
    assert verdict.retraction is True
    assert [(j.candidate_id, j.relation, j.reason) for j in verdict.judgements] == [
        (CANDIDATES[0].id, Relation.NONE, "not judged by the model"),
        (CANDIDATES[1].id, Relation.CONTRADICTION, "no longer at Acme"),
        (CANDIDATES[2].id, Relation.NONE, "not judged by the model"),
    ]


async def test_default_answer_sees_every_ref(
    fake_openai: FakeOpenAI, classifier: LLMRelationClassifier
) -> None:
    def overlap_all(request: dict[str, Any]) -> dict[str, Any]:
        relations = [{"ref": r, "relation": "OVERLAP", "reason": "r"} for r in refs_in(request)]
        return {"retraction": False, "relations": relations}

    fake_openai.default(overlap_all)
    verdict = await classifier.classify("User moved to Seattle", CANDIDATES[:4])
    assert [j.relation for j in verdict.judgements] == [Relation.OVERLAP] * 4


async def test_timeout_is_bounded_and_raises_provider_error(
    fake_openai: FakeOpenAI, classifier: LLMRelationClassifier
) -> None:
    fake_openai.hang(5)
    fake_openai.hang(5)
    started = time.perf_counter()
    with pytest.raises(ProviderError, match="timed out"):
        await classifier.classify("User moved to Seattle", CANDIDATES)
    elapsed = time.perf_counter() - started
    assert fake_openai.calls("/chat/completions") == RETRIES + 1
    # (retries + 1) timeouts plus one 0.1 s backoff, with slack for a busy machine.
    assert TIMEOUT * (RETRIES + 1) <= elapsed < TIMEOUT * (RETRIES + 1) + 0.1 + 0.5


async def test_server_error_then_success_is_retried(
    fake_openai: FakeOpenAI, classifier: LLMRelationClassifier
) -> None:
    fake_openai.fail(500)
    fake_openai.reply_json(
        {"retraction": False, "relations": [{"ref": "m1", "relation": "UPDATE", "reason": "r"}]}
    )
    verdict = await classifier.classify("User moved to Seattle", CANDIDATES[:1])
    assert verdict.judgements[0].relation is Relation.UPDATE
    assert fake_openai.calls("/chat/completions") == 2


async def test_rate_limit_with_short_retry_after(
    fake_openai: FakeOpenAI, llm: OpenAICompatible
) -> None:
    fake_openai.fail(429, retry_after="0.2")
    fake_openai.reply_json({"ok": True})
    started = time.perf_counter()
    answer = await llm.chat_json(
        model="m", messages=[], schema={"type": "object"}, schema_name="s", max_tokens=5
    )
    assert answer == {"ok": True}
    assert time.perf_counter() - started >= 0.2
    assert fake_openai.calls("/chat/completions") == 2


async def test_bad_request_is_not_retried(
    fake_openai: FakeOpenAI, classifier: LLMRelationClassifier
) -> None:
    fake_openai.fail(400)
    with pytest.raises(ProviderError, match="HTTP 400"):
        await classifier.classify("User moved to Seattle", CANDIDATES)
    assert fake_openai.calls("/chat/completions") == 1


@pytest.mark.parametrize("fault", ["garbage", "malformed", "wrong shape"])
async def test_broken_answers_raise_provider_error(
    fake_openai: FakeOpenAI, classifier: LLMRelationClassifier, fault: str
) -> None:
    if fault == "garbage":
        fake_openai.garbage()
    elif fault == "malformed":
        fake_openai.reply_content('{"retraction": false, "relations": [{"ref": "m1",')
    else:
        fake_openai.reply_json(["m1", "UPDATE"])
    with pytest.raises(ProviderError):
        await classifier.classify("User moved to Seattle", CANDIDATES)
    assert fake_openai.calls("/chat/completions") == 1


async def test_unreachable_server_raises_provider_error(http: httpx.AsyncClient) -> None:
    fake = FakeOpenAI().start()
    base_url = fake.base_url
    fake.stop()  # nothing listens there any more
    llm = OpenAICompatible(http, base_url=base_url, api_key=KEY, timeout=TIMEOUT, retries=1)
    with pytest.raises(ProviderError, match="connection failed") as caught:
        await LLMRelationClassifier(llm, model="m").classify("x", CANDIDATES[:1])
    assert KEY not in str(caught.value)


async def test_classification_prompt_fits_the_token_budget(
    fake_openai: FakeOpenAI, classifier: LLMRelationClassifier
) -> None:
    fake_openai.reply_json({"retraction": False, "relations": []})
    await classifier.classify(
        "User moved to Seattle last month and started a new job at Globex", CANDIDATES
    )
    (request,) = fake_openai.requests
    prompt = "\n".join(m["content"] for m in request.json["messages"])
    tokens = MiniLMEncoder.load().count_tokens(prompt)
    assert len(CANDIDATES) == 10
    assert tokens <= PROMPT_TOKEN_BUDGET, f"{tokens} prompt tokens for 10 candidates"


async def test_extractor_over_http(fake_openai: FakeOpenAI, llm: OpenAICompatible) -> None:
    fake_openai.reply_json(
        {
            "facts": [
                {"text": "User prefers Neovim", "type": "preference", "key": None, "value": None},
                {"text": "", "type": "fact", "key": None, "value": None},
                {"text": "User is tired", "type": "mood", "key": None, "value": None},
                {
                    "text": "User wants to be called Bob",
                    "type": "preference",
                    "key": "preferred_name",
                    "value": "Bob",
                },
                {"text": "用户住在上海", "type": "fact", "key": None, "value": None},
            ]
        }
    )
    turn = [
        Message("user", "Actually, not Vim, use Neovim. Call me Bob. 我住在上海。"),
        Message("assistant", "Noted!"),
    ]
    facts = await LLMFactExtractor(llm, model="ext").extract(turn, limit=5)
    assert facts == [
        ExtractedFact("User prefers Neovim", MemoryType.preference),
        ExtractedFact(
            "User wants to be called Bob", MemoryType.preference, "preferred_name", "Bob"
        ),
        ExtractedFact("用户住在上海", MemoryType.fact),
    ]
    (request,) = fake_openai.requests
    assert request.json["response_format"]["type"] == "json_schema"
    assert "我住在上海" in request.json["messages"][-1]["content"]


async def test_extractor_malformed_content_raises(
    fake_openai: FakeOpenAI, llm: OpenAICompatible
) -> None:
    fake_openai.reply_content("Sure! Here are the facts: User likes tea.")
    with pytest.raises(ProviderError, match="not valid JSON"):
        await LLMFactExtractor(llm, model="ext").extract([Message("user", "I like tea")], limit=3)


async def test_embeddings_round_trip(fake_openai: FakeOpenAI, llm: OpenAICompatible) -> None:
    fake_openai.dim = 16
    embedder = OpenAIEmbedder(llm, model="emb", dim=16, send_dimensions=True)
    texts = ["User prefers Vim", "用户住在上海", "User prefers Vim"]
    vectors = await embedder.embed(texts)
    assert vectors.shape == (3, 16)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-6)
    np.testing.assert_allclose(vectors[0], hash_vector(texts[0], 16), rtol=1e-5)
    np.testing.assert_allclose(vectors[1], hash_vector(texts[1], 16), rtol=1e-5)
    np.testing.assert_array_equal(vectors[0], vectors[2])
    (request,) = fake_openai.requests
    assert request.path == "/embeddings"
    assert request.json == {"model": "emb", "input": texts, "dimensions": 16}


async def test_embeddings_normalise_and_check_dimension(
    fake_openai: FakeOpenAI, llm: OpenAICompatible
) -> None:
    fake_openai.embedding_fn(lambda text: [float(len(text)), 0.0, 0.0, 0.0])
    embedder = OpenAIEmbedder(llm, model="emb", dim=4, send_dimensions=False)
    np.testing.assert_array_equal(await embedder.embed(["abc"]), [[1.0, 0.0, 0.0, 0.0]])
    wrong = OpenAIEmbedder(llm, model="emb", dim=8, send_dimensions=False)
    with pytest.raises(ProviderError, match="dimension 4, expected 8"):
        await wrong.embed(["abc"])


async def test_embeddings_share_the_fault_script(
    fake_openai: FakeOpenAI, llm: OpenAICompatible
) -> None:
    fake_openai.fail(503)
    embedder = OpenAIEmbedder(llm, model="emb", dim=8, send_dimensions=False)
    assert (await embedder.embed(["a"])).shape == (1, 8)
    assert fake_openai.calls("/embeddings") == 2
    fake_openai.garbage()
    with pytest.raises(ProviderError, match="not JSON"):
        await embedder.embed(["a"])
