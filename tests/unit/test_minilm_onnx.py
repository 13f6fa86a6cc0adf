"""The ONNX Runtime encoders against the float references.

float32 must compute what sentence-transformers computes (the same stored reference as the
numpy encoder). int8 is bounded by cosine to the numpy float encoder on real texts: the
independent annotator's 880 relation texts (English, Chinese, mixed) and the reference texts.
On all 6,609 labelled benchmark texts the build measured min 0.9969 (docs/performance.md).
"""

import json
import logging
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from app.providers import minilm_graph
from app.providers.minilm import MiniLMEncoder, ModelFiles
from app.providers.minilm_onnx import OnnxMiniLMEncoder, cached_model, model_key

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
REFERENCE = json.loads((FIXTURES / "minilm_reference.json").read_text(encoding="utf-8"))
PAIRS = [
    json.loads(line)
    for line in (FIXTURES / "relation_pairs.jsonl").read_text(encoding="utf-8").splitlines()
    if line
]
REAL_TEXTS: list[str] = list(
    dict.fromkeys([*REFERENCE["texts"], *(t for p in PAIRS for t in (p["old"], p["new"]))])
)
F32 = npt.NDArray[np.float32]
INT8_MIN_COSINE = 0.99  # the acceptance bar; measured ~0.997 at worst
INT8_MEAN_COSINE = 0.997  # measured ~0.9993 with VNNI, ~0.9985 with the 7-bit weights


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("models")


@pytest.fixture(scope="module")
def int8(cache_dir: Path) -> OnnxMiniLMEncoder:
    return OnnxMiniLMEncoder.load("int8", cache_dir=cache_dir)


@pytest.fixture(scope="module")
def float32(cache_dir: Path) -> OnnxMiniLMEncoder:
    return OnnxMiniLMEncoder.load("float32", cache_dir=cache_dir)


@pytest.fixture(scope="module")
def reference_float() -> F32:
    return MiniLMEncoder.load().encode(REAL_TEXTS)


def test_float32_matches_sentence_transformers(float32: OnnxMiniLMEncoder) -> None:
    expected = np.asarray(REFERENCE["embeddings"], dtype=np.float32)
    alone = np.concatenate([float32.encode([t]) for t in REFERENCE["texts"]])
    batched = float32.encode(REFERENCE["texts"])
    assert float(np.abs(alone - expected).max()) <= 1e-5
    assert float(np.abs(batched - expected).max()) <= 1e-5


def test_int8_stays_close_to_the_float_model(int8: OnnxMiniLMEncoder, reference_float: F32) -> None:
    alone = np.concatenate([int8.encode([t]) for t in REAL_TEXTS])
    cosines = (alone * reference_float).sum(axis=1)
    worst = int(cosines.argmin())
    assert cosines.min() >= INT8_MIN_COSINE, f"{REAL_TEXTS[worst]!r}: {cosines.min():.4f}"
    assert cosines.mean() >= INT8_MEAN_COSINE
    np.testing.assert_allclose(np.linalg.norm(alone, axis=1), 1.0, atol=1e-5)


def test_int8_in_a_batch_stays_close_to_alone(int8: OnnxMiniLMEncoder) -> None:
    # Activations are quantized per batch, so neighbours shift a row a little: bounded here.
    texts = REAL_TEXTS[:200]
    alone = np.concatenate([int8.encode([t]) for t in texts])
    batched = int8.encode(texts)
    assert float((alone * batched).sum(axis=1).min()) >= INT8_MIN_COSINE


def test_int8_keeps_what_similarity_decisions_read(
    int8: OnnxMiniLMEncoder, reference_float: F32
) -> None:
    # The write path compares old and new texts: the pairs' cosines must move very little.
    index = {text: i for i, text in enumerate(REAL_TEXTS)}
    old = [index[p["old"]] for p in PAIRS]
    new = [index[p["new"]] for p in PAIRS]
    quantized = int8.encode(REAL_TEXTS)
    float_sims = (reference_float[old] * reference_float[new]).sum(axis=1)
    int8_sims = (quantized[old] * quantized[new]).sum(axis=1)
    assert float(np.abs(int8_sims - float_sims).max()) <= 0.03
    assert float(np.abs(int8_sims - float_sims).mean()) <= 0.005


def test_the_built_model_is_cached_under_its_key(int8: OnnxMiniLMEncoder, cache_dir: Path) -> None:
    files = ModelFiles.read()
    cached = cache_dir / f"minilm-int8-{model_key(files, 'int8')}.onnx"
    assert cached.is_file()
    assert not list(cache_dir.glob("*.part"))
    before = cached.stat().st_mtime_ns
    assert cached_model(files, "int8", cache_dir) == cached  # found, not rebuilt
    assert cached.stat().st_mtime_ns == before


def test_the_key_changes_with_the_recipe(monkeypatch: pytest.MonkeyPatch) -> None:
    files = ModelFiles.read()
    key = model_key(files, "int8")
    assert model_key(files, "float32") != key
    monkeypatch.setattr(minilm_graph, "RECIPE", minilm_graph.RECIPE + "-changed")
    changed = model_key(files, "int8")
    assert changed != key
    needs = minilm_graph.reduced_range()
    monkeypatch.setattr(minilm_graph, "reduced_range", lambda: not needs)
    assert model_key(files, "int8") not in (key, changed)  # built on another kind of CPU


def test_this_cpu_is_classified() -> None:
    # The machines this runs on: x86-64 with or without VNNI, or aarch64.
    flags = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    expected = "avx2" in flags and "avx512_vnni" not in flags and "avx_vnni" not in flags
    assert minilm_graph.reduced_range() == expected


def test_an_unwritable_cache_builds_in_memory(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocked = tmp_path / "not-a-directory"
    blocked.write_text("a file where the cache directory should be")
    with caplog.at_level(logging.WARNING, logger="app.providers.minilm_onnx"):
        model = cached_model(ModelFiles.read(), "float32", blocked / "models")
    assert isinstance(model, bytes)
    assert "built in memory" in caplog.text
    encoder = OnnxMiniLMEncoder(ModelFiles.read(), model)
    expected = np.asarray(REFERENCE["embeddings"][1], dtype=np.float32)
    assert float(np.abs(encoder.encode([REFERENCE["texts"][1]])[0] - expected).max()) <= 1e-5


def test_quantized_blocks_round_trip() -> None:
    rng = np.random.default_rng(7)
    weight = rng.standard_normal((256, 48)).astype(np.float32)
    weight[3, 5] = 40.0  # one outlier only coarsens its own block
    packed, scales = minilm_graph.quantize_blocks(weight, 128)
    assert packed.shape == (48, 2, 128)
    assert scales.shape == (48, 2)
    restored = ((packed.astype(np.float32) - 128) * scales[:, :, None]).reshape(48, 256).T
    error = np.abs(restored - weight)
    assert float(error.max()) <= float(scales.max()) / 2 + 1e-6
    assert float(error[128:, 5].max()) <= float(scales[5, 1]) / 2 + 1e-6


def test_same_tokens_as_the_numpy_encoder(int8: OnnxMiniLMEncoder) -> None:
    numpy_encoder = MiniLMEncoder.load()
    assert int8.max_tokens == numpy_encoder.max_tokens == 256
    assert [int8.count_tokens(t) for t in REFERENCE["texts"]] == REFERENCE["token_counts"]
    assert int8.encode([]).shape == (0, 384)
    with pytest.raises(TypeError):
        int8.encode("not a list")
