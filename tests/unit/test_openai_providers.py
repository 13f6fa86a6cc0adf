"""The OpenAI-compatible client, embedder, classifier and extractor, over httpx.MockTransport.

The transport stands in for the remote server only; every request our code builds is
inspected as it would go on the wire. End-to-end runs over real HTTP live in
tests/integration/test_llm_over_http.py.
"""

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import numpy as np
import pytest

from app.enums import MemoryType, Relation
from app.errors import ProviderError
from app.providers.base import Candidate, ExtractedFact, Message
from app.providers.extract.llm import LLMFactExtractor
from app.providers.llm_classifier import LLMRelationClassifier
from app.providers.openai import OpenAICompatible, OpenAIEmbedder

BASE = "https://llm.example/v1"
KEY = "sk-test-0123456789abcdef"
Handler = Callable[[httpx.Request], Awaitable[httpx.Response]]


def chat(content: str | None, **message: Any) -> httpx.Response:
    finish = message.pop("finish_reason", "stop")
    choice = {"index": 0, "message": {"role": "assistant", "content": content, **message}}
    return httpx.Response(200, json={"choices": [{**choice, "finish_reason": finish}]})


def chat_json(obj: Any) -> httpx.Response:
    return chat(json.dumps(obj))


class Remote:
    """Answers requests from a script of responses, exceptions or handlers (the last step
    repeats) and records them."""

    def __init__(self, *script: httpx.Response | Exception | Handler) -> None:
        self.script = list(script)
        self.requests: list[httpx.Request] = []

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        step = self.script.pop(0) if len(self.script) > 1 else self.script[0]
        if isinstance(step, Exception):
            raise step
        if isinstance(step, httpx.Response):
            return step
        return await step(request)

    def body(self, i: int = -1) -> dict[str, Any]:
        parsed: dict[str, Any] = json.loads(self.requests[i].content)
        return parsed


def client(
    remote: Remote, *, api_key: str | None = KEY, timeout: float = 1.0, retries: int = 2
) -> OpenAICompatible:
    http = httpx.AsyncClient(transport=httpx.MockTransport(remote))
    return OpenAICompatible(
        http, base_url=BASE + "/", api_key=api_key, timeout=timeout, retries=retries
    )


async def ask(llm: OpenAICompatible) -> dict[str, Any]:
    return await llm.chat_json(
        model="gpt-test",
        messages=[{"role": "user", "content": "hi"}],
        schema={"type": "object"},
        schema_name="s",
        max_tokens=50,
    )


# -- the client ------------------------------------------------------------------------------


async def test_chat_request_shape_and_answer() -> None:
    remote = Remote(chat_json({"ok": True}))
    assert await ask(client(remote)) == {"ok": True}
    (request,) = remote.requests
    assert request.method == "POST"
    assert str(request.url) == BASE + "/chat/completions"
    assert request.headers["authorization"] == f"Bearer {KEY}"
    body = remote.body()
    assert body["temperature"] == 0
    assert body["max_tokens"] == 50
    assert body["model"] == "gpt-test"
    assert body["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "s", "strict": True, "schema": {"type": "object"}},
    }


async def test_no_auth_header_without_key() -> None:
    remote = Remote(chat_json({}))
    await ask(client(remote, api_key=None))
    assert "authorization" not in remote.requests[0].headers


async def test_fenced_json_content_is_accepted() -> None:
    assert await ask(client(Remote(chat('```json\n{"a": 1}\n```')))) == {"a": 1}


@pytest.mark.parametrize("status", [500, 502, 503, 429])
async def test_retryable_status_then_success(status: int) -> None:
    remote = Remote(httpx.Response(status), chat_json({"ok": 1}))
    assert await ask(client(remote)) == {"ok": 1}
    assert len(remote.requests) == 2


@pytest.mark.parametrize("status", [500, 429])
async def test_retries_are_bounded(status: int) -> None:
    remote = Remote(httpx.Response(status, json={"error": {"message": "busy"}}))
    with pytest.raises(ProviderError, match=rf"HTTP {status}: busy \(after 3 attempts\)"):
        await ask(client(remote, retries=2))
    assert len(remote.requests) == 3


async def test_zero_retries_means_one_attempt() -> None:
    remote = Remote(httpx.Response(503))
    with pytest.raises(ProviderError):
        await ask(client(remote, retries=0))
    assert len(remote.requests) == 1


@pytest.mark.parametrize("status", [400, 401, 403, 404, 422])
async def test_client_errors_are_not_retried(status: int) -> None:
    remote = Remote(httpx.Response(status, json={"error": {"message": "nope"}}))
    with pytest.raises(ProviderError, match=f"HTTP {status}: nope"):
        await ask(client(remote))
    assert len(remote.requests) == 1


@pytest.mark.parametrize("echoed", [KEY, KEY[:10] + "*" * 10 + KEY[-4:], "sk-other-key-1234"])
async def test_error_detail_never_contains_the_key(echoed: str) -> None:
    echo = {"error": {"message": f"Incorrect API key provided: {echoed}."}}
    remote = Remote(httpx.Response(401, json=echo))
    with pytest.raises(ProviderError) as caught:
        await ask(client(remote))
    assert KEY not in caught.value.detail
    assert echoed not in str(caught.value)
    assert "Incorrect API key provided: ***." in caught.value.detail


@pytest.mark.parametrize(
    "error",
    [
        httpx.ReadTimeout("slow"),
        httpx.ConnectTimeout("slow"),
        httpx.ConnectError("refused"),
        httpx.RemoteProtocolError("eof"),
    ],
)
async def test_timeouts_and_connection_errors_are_retried(error: Exception) -> None:
    remote = Remote(error, chat_json({"ok": 1}))
    assert await ask(client(remote)) == {"ok": 1}
    assert len(remote.requests) == 2


async def test_connection_errors_exhaust_retries_into_provider_error() -> None:
    remote = Remote(httpx.ConnectError("refused"))
    with pytest.raises(ProviderError, match="connection failed"):
        await ask(client(remote, retries=1))
    assert len(remote.requests) == 2


async def test_slow_server_is_cut_at_the_timeout_and_retried() -> None:
    async def slow(request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(5)
        return chat_json({})

    remote = Remote(slow)
    timeout, retries = 0.15, 2
    started = time.perf_counter()
    with pytest.raises(ProviderError, match="timed out"):
        await ask(client(remote, timeout=timeout, retries=retries))
    elapsed = time.perf_counter() - started
    assert len(remote.requests) == retries + 1
    # At least three timed-out attempts; and far less than one answer from the server would
    # take (5 s), so each attempt was cut at the timeout. The upper bound leaves a busy runner
    # seconds of slack: it proves the cut, not the speed.
    assert timeout * (retries + 1) <= elapsed < 3.0


async def test_short_retry_after_is_honoured() -> None:
    remote = Remote(httpx.Response(429, headers={"Retry-After": "0.4"}), chat_json({"ok": 1}))
    started = time.perf_counter()
    assert await ask(client(remote)) == {"ok": 1}
    assert time.perf_counter() - started >= 0.4


async def test_long_retry_after_gives_up_at_once() -> None:
    remote = Remote(httpx.Response(429, headers={"Retry-After": "60"}), chat_json({"ok": 1}))
    started = time.perf_counter()
    with pytest.raises(ProviderError, match="HTTP 429"):
        await ask(client(remote))
    assert len(remote.requests) == 1
    assert time.perf_counter() - started < 10  # did not wait the 60 s asked


@pytest.mark.parametrize(
    ("response", "match"),
    [
        (httpx.Response(200, text="<html>oops</html>"), "not JSON"),
        (httpx.Response(200, json=[1, 2]), "not a JSON object"),
        (httpx.Response(200, json={"choices": []}), "no choices"),
        (httpx.Response(200, json={"choices": [{"message": "hi"}]}), "no choices"),
        (chat("not json at all"), "not valid JSON"),
        (chat('{"a": 1'), "not valid JSON"),
        (chat("[1, 2]"), "not a JSON object"),
        (chat(None), "no text content"),
        (chat(None, refusal="I can't help with that."), "refused"),
        (chat('{"a": ', finish_reason="length"), "cut off"),
    ],
)
async def test_bad_answers_raise_provider_error(response: httpx.Response, match: str) -> None:
    remote = Remote(response)
    with pytest.raises(ProviderError, match=match):
        await ask(client(remote))
    assert len(remote.requests) == 1  # a bad answer is not retried


@pytest.mark.parametrize(
    "error", [httpx.DecodingError("bad gzip"), httpx.UnsupportedProtocol("ftp")]
)
async def test_other_httpx_errors_become_provider_errors(error: Exception) -> None:
    with pytest.raises(ProviderError):
        await ask(client(Remote(error), retries=1))


# -- the embedder ----------------------------------------------------------------------------


def embeddings_answer(rows: list[list[float]]) -> httpx.Response:
    data = [{"object": "embedding", "index": i, "embedding": row} for i, row in enumerate(rows)]
    return httpx.Response(200, json={"object": "list", "data": data[::-1]})


async def test_embedder_normalises_and_orders_rows_by_index() -> None:
    remote = Remote(embeddings_answer([[3.0, 4.0, 0.0], [0.0, 0.0, 2.0]]))
    embedder = OpenAIEmbedder(client(remote), model="emb", dim=3, send_dimensions=True)
    vectors = await embedder.embed(["a", "b"])
    assert embedder.name == "openai"
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(vectors, [[0.6, 0.8, 0.0], [0.0, 0.0, 1.0]], atol=1e-7)
    body = remote.body()
    assert str(remote.requests[0].url) == BASE + "/embeddings"
    assert body == {"model": "emb", "input": ["a", "b"], "dimensions": 3}


async def test_embedder_omits_dimensions_when_told() -> None:
    remote = Remote(embeddings_answer([[1.0, 0.0]]))
    await OpenAIEmbedder(client(remote), model="emb", dim=2, send_dimensions=False).embed(["a"])
    assert "dimensions" not in remote.body()


async def test_embedder_batches_large_inputs_in_order() -> None:
    async def echo(request: httpx.Request) -> httpx.Response:
        texts = json.loads(request.content)["input"]
        return embeddings_answer([[1.0, float(t)] for t in texts])

    remote = Remote(echo)
    texts = [str(i) for i in range(300)]
    vectors = await OpenAIEmbedder(client(remote), model="e", dim=2, send_dimensions=False).embed(
        texts
    )
    assert len(remote.requests) == 2
    expected = np.array([[1.0, i] for i in range(300)]) / np.hypot(1.0, np.arange(300))[:, None]
    np.testing.assert_allclose(vectors, expected, rtol=1e-6)


async def test_embedder_empty_input_makes_no_call() -> None:
    remote = Remote(httpx.Response(500))
    vectors = await OpenAIEmbedder(client(remote), model="e", dim=4, send_dimensions=False).embed(
        []
    )
    assert vectors.shape == (0, 4)
    assert remote.requests == []


@pytest.mark.parametrize(
    ("response", "match"),
    [
        (embeddings_answer([[1.0, 0.0, 0.0]]), "dimension 3, expected 2"),
        (embeddings_answer([[1.0, 0.0], [0.0, 1.0]]), "2 rows for 1 texts"),
        (embeddings_answer([[0.0, 0.0]]), "zero or not finite"),
        (embeddings_answer([[1.0, "x"]]), "not a list of numbers"),  # type: ignore[list-item]
        (httpx.Response(200, json={"data": [{"index": 5, "embedding": [1, 0]}]}), "index"),
        (httpx.Response(200, json={"object": "list"}), "no rows"),
    ],
)
async def test_embedder_rejects_bad_rows(response: httpx.Response, match: str) -> None:
    embedder = OpenAIEmbedder(client(Remote(response)), model="e", dim=2, send_dimensions=False)
    with pytest.raises(ProviderError, match=match):
        await embedder.embed(["a"])


# -- the relation classifier -----------------------------------------------------------------

CANDIDATES = [
    Candidate("01J8ZK3Q6Y0000000000000001", "User lives in Portland", 0.82),
    Candidate("01J8ZK3Q6Y0000000000000002", "User likes hiking near Portland", 0.71),
    Candidate("01J8ZK3Q6Y0000000000000003", "User works at Acme", 0.64),
]


async def test_classifier_sends_refs_not_ids_in_one_call() -> None:
    remote = Remote(chat_json({"retraction": False, "relations": []}))
    await LLMRelationClassifier(client(remote), model="cls").classify(
        "User moved to Seattle", CANDIDATES
    )
    (request,) = remote.requests
    body = remote.body()
    prompt = "\n".join(m["content"] for m in body["messages"])
    assert body["model"] == "cls"
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    for i, candidate in enumerate(CANDIDATES, 1):
        assert candidate.id not in request.content.decode()
        assert f"m{i}: {candidate.text}" in prompt
    assert "NEW: User moved to Seattle" in prompt
    schema = body["response_format"]["json_schema"]["schema"]
    assert schema["additionalProperties"] is False
    assert schema["properties"]["relations"]["items"]["properties"]["ref"]["enum"] == [
        "m1",
        "m2",
        "m3",
    ]
    assert body["max_tokens"] == 60 + 40 * 3


async def test_classifier_maps_refs_back_to_ids() -> None:
    answer = {
        "retraction": False,
        "relations": [
            {"ref": "m3", "relation": "NONE", "reason": "different topic"},
            {"ref": "m7", "relation": "UPDATE", "reason": "invented ref"},
            {"ref": "m1", "relation": "UPDATE", "reason": "moved from Portland to Seattle"},
            {"ref": "m1", "relation": "CONTRADICTION", "reason": "duplicate, ignored"},
            {"ref": "01J8ZK3Q6Y0000000000000002", "relation": "UPDATE", "reason": "an id"},
        ],
    }
    classifier = LLMRelationClassifier(client(Remote(chat_json(answer))), model="cls")
    verdict = await classifier.classify("User moved to Seattle", CANDIDATES)
    assert verdict.retraction is False
    got = {j.candidate_id: (j.relation, j.reason) for j in verdict.judgements}
    assert [j.candidate_id for j in verdict.judgements] == [c.id for c in CANDIDATES]
    assert got == {
        CANDIDATES[0].id: (Relation.UPDATE, "moved from Portland to Seattle"),
        CANDIDATES[1].id: (Relation.NONE, "not judged by the model"),
        CANDIDATES[2].id: (Relation.NONE, "different topic"),
    }


async def test_classifier_passes_retraction_and_tolerates_sloppy_items() -> None:
    answer = {
        "retraction": True,
        "relations": [
            "m2",
            {"ref": "m2", "relation": "SOMETIMES", "reason": "unknown relation"},
            {"ref": "m3", "relation": "contradiction"},
        ],
    }
    classifier = LLMRelationClassifier(client(Remote(chat_json(answer))), model="cls")
    verdict = await classifier.classify("I no longer work at Acme", CANDIDATES)
    assert verdict.retraction is True
    relations = [(j.relation, j.reason) for j in verdict.judgements]
    assert relations == [
        (Relation.NONE, "not judged by the model"),
        (Relation.NONE, "not judged by the model"),
        (Relation.CONTRADICTION, "no reason given"),
    ]


@pytest.mark.parametrize(
    "answer", [{}, {"relations": []}, {"retraction": "no", "relations": []}, {"retraction": False}]
)
async def test_classifier_rejects_a_malformed_answer(answer: dict[str, Any]) -> None:
    classifier = LLMRelationClassifier(client(Remote(chat_json(answer))), model="cls")
    with pytest.raises(ProviderError):
        await classifier.classify("User moved to Seattle", CANDIDATES)


async def test_classifier_without_candidates_makes_no_call() -> None:
    remote = Remote(httpx.Response(500))
    verdict = await LLMRelationClassifier(client(remote), model="cls").classify("x", [])
    assert verdict.judgements == ()
    assert verdict.retraction is False
    assert remote.requests == []


async def test_classifier_collapses_repeated_candidate_ids() -> None:
    twice = [CANDIDATES[0], Candidate(CANDIDATES[0].id, "other text", 0.9), CANDIDATES[1]]
    answer = {
        "retraction": False,
        "relations": [{"ref": "m2", "relation": "OVERLAP", "reason": "r"}],
    }
    remote = Remote(chat_json(answer))
    verdict = await LLMRelationClassifier(client(remote), model="c").classify("new", twice)
    assert [j.candidate_id for j in verdict.judgements] == [CANDIDATES[0].id, CANDIDATES[1].id]
    assert verdict.judgements[1].relation is Relation.OVERLAP
    assert "other text" not in remote.body()["messages"][1]["content"]


# -- the fact extractor ----------------------------------------------------------------------

TURN = [
    Message("system", "You are a helpful assistant. SECRET-SYSTEM-PROMPT"),
    Message("user", "Actually, call me Bob. And I've switched to Neovim."),
    Message("assistant", "Got it, Bob."),
]


async def test_extractor_request_and_facts() -> None:
    answer = {
        "facts": [
            {
                "text": "User wants to be called Bob",
                "type": "preference",
                "key": "preferred_name",
                "value": "Bob",
            },
            {"text": "User uses Neovim", "type": "preference", "key": None, "value": None},
        ]
    }
    remote = Remote(chat_json(answer))
    facts = await LLMFactExtractor(client(remote), model="ext").extract(TURN, limit=5)
    assert facts == [
        ExtractedFact(
            "User wants to be called Bob", MemoryType.preference, "preferred_name", "Bob"
        ),
        ExtractedFact("User uses Neovim", MemoryType.preference),
    ]
    body = remote.body()
    prompt = "\n".join(m["content"] for m in body["messages"])
    assert "user: Actually, call me Bob." in prompt
    assert "assistant: Got it, Bob." in prompt
    assert "SECRET-SYSTEM-PROMPT" not in prompt
    assert "At most 5 facts" in prompt
    item = body["response_format"]["json_schema"]["schema"]["properties"]["facts"]["items"]
    assert item["properties"]["type"]["enum"] == [t.value for t in MemoryType]
    assert item["additionalProperties"] is False


async def test_extractor_drops_invalid_items_and_keeps_the_limit() -> None:
    answer = {
        "facts": [
            {"text": "  ", "type": "fact", "key": None, "value": None},
            {"text": "User likes tea", "type": "opinion", "key": None, "value": None},
            {"text": "x" * 281, "type": "fact", "key": None, "value": None},
            "User is a string",
            {"text": "User lives in  Berlin", "type": "fact", "key": "city", "value": "Berlin"},
            {"text": "user lives in berlin", "type": "fact", "key": None, "value": None},
            {"text": "用户住在上海", "type": "fact", "key": "preferred_name", "value": ""},
            {"text": "User prefers Vim", "type": "preference", "key": None, "value": None},
        ]
    }
    extractor = LLMFactExtractor(client(Remote(chat_json(answer))), model="ext")
    facts = await extractor.extract(TURN, limit=2)
    assert facts == [ExtractedFact("User lives in Berlin"), ExtractedFact("用户住在上海")]


@pytest.mark.parametrize("answer", [{}, {"facts": "none"}])
async def test_extractor_rejects_a_malformed_answer(answer: dict[str, Any]) -> None:
    extractor = LLMFactExtractor(client(Remote(chat_json(answer))), model="ext")
    with pytest.raises(ProviderError):
        await extractor.extract(TURN, limit=3)


async def test_extractor_makes_no_call_for_nothing() -> None:
    remote = Remote(httpx.Response(500))
    extractor = LLMFactExtractor(client(remote), model="ext")
    assert await extractor.extract(TURN, limit=0) == []
    assert await extractor.extract([Message("user", "  ")], limit=3) == []
    assert remote.requests == []
