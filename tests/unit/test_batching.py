"""Concurrent requests' texts share forward passes; each caller gets its own rows back.

The batcher runs the real local encoder; a gate around it holds a pass open so that the test,
not the scheduler, decides what arrives while a pass runs.
"""

import asyncio
import threading
from collections.abc import Sequence

import numpy as np
import pytest

from app.config import Settings
from app.providers.base import Vectors
from app.providers.batching import EncodeBatcher
from app.providers.local import LocalEmbedder, load_encoder
from app.providers.minilm import WordPieceEncoder

TEXTS = [
    "I prefer green tea.",
    "My sister lives in Denver.",
    "以后请叫我张三",
    "The meeting moved to Thursday.",
    "We adopted a cat called Miso.",
    "I switched my editor from Vim to Helix.",
]


class Gated:
    """The encoder, recording each pass's texts; passes wait at the gate while it is closed."""

    def __init__(self, encoder: WordPieceEncoder) -> None:
        self.encoder = encoder
        self.passes: list[list[str]] = []
        self.gate = threading.Event()
        self.gate.set()
        self.entered = threading.Semaphore(0)
        self.fail_with: Exception | None = None

    def encode(self, texts: Sequence[str]) -> Vectors:
        self.passes.append(list(texts))
        self.entered.release()
        self.gate.wait(timeout=30)
        if self.fail_with is not None:
            raise self.fail_with
        return self.encoder.encode(texts)


@pytest.fixture(scope="module")
def encoder() -> WordPieceEncoder:
    settings = Settings()
    return load_encoder("int8", cache_dir=settings.model_cache_dir)


async def _entered(gated: Gated) -> None:
    assert await asyncio.to_thread(gated.entered.acquire, True, 30)


async def test_a_lone_request_is_encoded_at_once(encoder: WordPieceEncoder) -> None:
    gated = Gated(encoder)
    batcher = EncodeBatcher(gated.encode, max_texts=64, workers=1)
    got = await batcher.encode(TEXTS[:2])
    assert gated.passes == [TEXTS[:2]]
    np.testing.assert_allclose(got, encoder.encode(TEXTS[:2]), atol=1e-6)


class Recording:
    """The encoder, recording the thread of each pass."""

    def __init__(self, encoder: WordPieceEncoder) -> None:
        self.encoder = encoder
        self.threads: list[str] = []

    def encode(self, texts: Sequence[str]) -> Vectors:
        self.threads.append(threading.current_thread().name)
        return self.encoder.encode(texts)


async def test_an_inline_request_is_encoded_on_the_callers_thread_when_idle(
    encoder: WordPieceEncoder,
) -> None:
    recording = Recording(encoder)
    batcher = EncodeBatcher(recording.encode, max_texts=64, workers=1)
    got = await batcher.encode(TEXTS[:1], inline=True)
    await batcher.encode(TEXTS[1:2])  # not inline: a worker
    assert recording.threads[0] == threading.current_thread().name
    assert recording.threads[1].startswith("palimpsest-embed-")
    np.testing.assert_allclose(got, encoder.encode(TEXTS[:1]), atol=1e-6)


async def test_an_inline_request_queues_behind_a_running_pass(encoder: WordPieceEncoder) -> None:
    # Running beside a pass would take the core the pass runs on: it joins the queue instead.
    gated = Gated(encoder)
    batcher = EncodeBatcher(gated.encode, max_texts=64, workers=1)
    gated.gate.clear()
    first = asyncio.ensure_future(batcher.encode([TEXTS[0]]))
    await _entered(gated)
    second = asyncio.ensure_future(batcher.encode([TEXTS[1]], inline=True))
    await asyncio.sleep(0.05)
    assert not second.done()
    gated.gate.set()
    await asyncio.gather(first, second)
    assert gated.passes == [[TEXTS[0]], [TEXTS[1]]]


async def test_requests_queued_during_a_pass_share_the_next(encoder: WordPieceEncoder) -> None:
    gated = Gated(encoder)
    batcher = EncodeBatcher(gated.encode, max_texts=64, workers=1)
    gated.gate.clear()
    first = asyncio.ensure_future(batcher.encode([TEXTS[0]]))
    await _entered(gated)  # the first pass runs and holds the only worker
    waiting = [asyncio.ensure_future(batcher.encode([text])) for text in TEXTS[1:]]
    await asyncio.sleep(0.05)
    gated.gate.set()
    results = await asyncio.gather(first, *waiting)
    assert gated.passes == [[TEXTS[0]], TEXTS[1:]]
    alone = np.concatenate([encoder.encode([text]) for text in TEXTS])
    for i, rows in enumerate(results):
        assert rows.shape == (1, 384)
        # Each caller gets its own text's row (int8 rows move slightly with their batch).
        assert float(rows[0] @ alone[i]) >= 0.99
        assert int(np.argmax(alone @ rows[0])) == i


async def test_a_pass_takes_about_max_texts(encoder: WordPieceEncoder) -> None:
    gated = Gated(encoder)
    batcher = EncodeBatcher(gated.encode, max_texts=3, workers=1)
    gated.gate.clear()
    first = asyncio.ensure_future(batcher.encode(["warm-up"]))
    await _entered(gated)
    rest = [asyncio.ensure_future(batcher.encode([text])) for text in TEXTS]
    await asyncio.sleep(0.05)
    gated.gate.set()
    await asyncio.gather(first, *rest)
    assert [len(p) for p in gated.passes] == [1, 3, 3]


async def test_a_failed_pass_fails_its_callers_and_the_next_pass_works(
    encoder: WordPieceEncoder,
) -> None:
    gated = Gated(encoder)
    batcher = EncodeBatcher(gated.encode, max_texts=64, workers=1)
    gated.fail_with = RuntimeError("model broke")
    results = await asyncio.gather(
        batcher.encode([TEXTS[0]]), batcher.encode([TEXTS[1]]), return_exceptions=True
    )
    assert all(isinstance(r, RuntimeError) for r in results)
    gated.fail_with = None
    assert (await batcher.encode([TEXTS[2]])).shape == (1, 384)


async def test_a_cancelled_request_is_not_encoded(encoder: WordPieceEncoder) -> None:
    gated = Gated(encoder)
    batcher = EncodeBatcher(gated.encode, max_texts=64, workers=1)
    gated.gate.clear()
    first = asyncio.ensure_future(batcher.encode([TEXTS[0]]))
    await _entered(gated)
    gone = asyncio.ensure_future(batcher.encode([TEXTS[1]]))
    kept = asyncio.ensure_future(batcher.encode([TEXTS[2]]))
    await asyncio.sleep(0.05)
    gone.cancel()
    await asyncio.sleep(0.05)  # the cancellation reaches the job through the loop
    gated.gate.set()
    await asyncio.gather(first, kept)
    assert gated.passes == [[TEXTS[0]], [TEXTS[2]]]


async def test_two_workers_run_two_passes_at_once(encoder: WordPieceEncoder) -> None:
    gated = Gated(encoder)
    batcher = EncodeBatcher(gated.encode, max_texts=64, workers=2)
    gated.gate.clear()
    first = asyncio.ensure_future(batcher.encode([TEXTS[0]]))
    await _entered(gated)
    second = asyncio.ensure_future(batcher.encode([TEXTS[1]]))
    await _entered(gated)  # entered while the first pass is still held: two passes at once
    gated.gate.set()
    await asyncio.gather(first, second)
    assert gated.passes == [[TEXTS[0]], [TEXTS[1]]]


async def test_local_embedder_caches_and_batches(encoder: WordPieceEncoder) -> None:
    embedder = LocalEmbedder(encoder, cache_size=100)
    together = await asyncio.gather(*(embedder.embed([text]) for text in TEXTS))
    again = await embedder.embed([TEXTS[0], TEXTS[0], TEXTS[3]])
    assert again.shape == (3, 384)
    np.testing.assert_array_equal(again[0], together[0][0])  # from the cache
    np.testing.assert_array_equal(again[2], together[3][0])
    assert (await embedder.embed([])).shape == (0, 384)
