"""all-MiniLM-L6-v2 as an ONNX graph built from its safetensors weights, and its int8 recipe.

Contract:
- ``float_model(files)`` is the BERT encoder in float32 (inputs ``input_ids`` and
  ``attention_mask``, int32, ``(batch, seq)``, right-padded; output ``hidden``, the last hidden
  state, ``(batch, seq, dim)``). Pooling is the caller's. It computes what the numpy encoder
  computes (app/providers/minilm.py), within float32 rounding.
- ``int8_model(files, scratch)`` is the same encoder with int8 weights, built deterministically
  from the weights and the calibration sentences below. The recipe, measured on the labelled
  texts (docs/performance.md, "The embedder"):
  1. The inputs of the query/key/value, attention-output and FFN-input projections carry a few
     huge channels (LayerNorm dimension 99 reaches ~30 where the median channel is ~2), which
     per-tensor activation scales cannot represent well. SmoothQuant moves part of that range
     into the weights: input channel j is divided by s_j = a_j^0.7 / w_j^0.3 (a_j: the
     channel's largest magnitude over the calibration sentences, floored at the median channel
     so no channel is ever amplified; w_j: its weight row's largest magnitude) by a ``Mul``
     node, and the weight row multiplied by s_j.
  2. Those projections are then quantized by ONNX Runtime's ``quantize_dynamic``: int8 weights
     per output channel, activations quantized to uint8 at run time (``QAttention``,
     ``DynamicQuantizeMatMul``).
  3. The FFN output projection reads GELU outputs whose outliers are not in fixed channels;
     per-tensor activation scales lost the most there, so it is a ``MatMulNBits`` (8-bit weights
     in blocks of 128 along K; activations quantized per row and block at run time).
  4. On x86-64 without VNNI, ONNX Runtime multiplies uint8 by int8 with ``vpmaddubsw``, whose
     16-bit pair sums saturate with full-range weights; there the weights of step 2 use 7 bits
     (``reduce_range``), as ONNX Runtime advises. Under emulation of such a CPU (qemu, Zen 2)
     full-range weights fell to a mean cosine of 0.997; 7 bits restore what this CPU gets.
  Changing any of this changes ``RECIPE``, which keys the cache, as does ``reduced_range()``.

The recipe's helpers that build no graph (the calibration sentences, the block layout of step 3,
the CPU check of step 4) are in app/providers/minilm_quantization.py; they are re-exported here,
where the embedder (app/providers/minilm_onnx.py) reads the recipe.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import onnx
from onnx import TensorProto, helper, numpy_helper

from app.providers.minilm import ModelFiles
from app.providers.minilm_kernels import F32
from app.providers.minilm_quantization import (
    CALIBRATION,
    _quiet_root_logger,
    quantize_blocks,
    reduced_range,
)

__all__ = [
    "CALIBRATION",
    "FFN_OUT_BLOCK",
    "OPSET",
    "RECIPE",
    "SMOOTH_ALPHA",
    "calibrate",
    "float_model",
    "int8_model",
    "quantize_blocks",
    "reduced_range",
]

# Part of the cache key: bump it whenever the graph or the quantization changes.
RECIPE = "minilm-onnx-v1/smoothquant-0.7-median/dynamic-int8-per-channel/ffn-out-nbits8-b128"
SMOOTH_ALPHA = 0.7
FFN_OUT_BLOCK = 128
OPSET = 17


class _Builder:
    """Nodes and initializers of one graph; every linear layer goes through ``linear``."""

    def __init__(self, smoothing: dict[str, F32] | None, ffn_out_block: int | None) -> None:
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[TensorProto] = []
        self.smoothing = smoothing
        self.ffn_out_block = ffn_out_block
        self.linear_inputs: dict[str, str] = {}  # smoothable linear → the tensor it reads

    def const(self, name: str, array: npt.ArrayLike, dtype: type = np.float32) -> str:
        value: npt.NDArray[np.generic] = np.ascontiguousarray(array, dtype=dtype)
        self.initializers.append(numpy_helper.from_array(value, name))
        return name

    def op(self, op_type: str, inputs: Sequence[str], output: str, **attrs: object) -> str:
        domain = str(attrs.pop("domain", ""))
        node = helper.make_node(op_type, list(inputs), [output], name=output, domain=domain)
        node.attribute.extend(helper.make_attribute(k, v) for k, v in attrs.items())
        self.nodes.append(node)
        return output

    def smooth(self, key: str, x: str, weight: F32) -> tuple[str, F32]:
        """``(x / s, diag(s) @ weight)`` for a smoothed linear; ``(x, weight)`` otherwise."""
        self.linear_inputs[key] = x
        if self.smoothing is None:
            return x, weight
        act = self.smoothing[key]
        act = np.maximum(act, np.median(act))
        rows = np.maximum(np.abs(weight).max(axis=1), 1e-6)
        s = (act**SMOOTH_ALPHA / rows ** (1 - SMOOTH_ALPHA)).astype(np.float32)
        scaled = self.op("Mul", [x, self.const(f"{key}.inv_s", 1 / s)], f"{key}.smoothed")
        return scaled, weight * s[:, None]

    def linear(self, key: str, x: str, weight: F32, bias: F32) -> str:
        """``x @ weight + bias``, weight given as (in, out)."""
        x, weight = self.smooth(key, x, weight)
        product = self.op("MatMul", [x, self.const(f"{key}.w", weight)], f"{key}.mm")
        return self.op("Add", [product, self.const(f"{key}.b", bias)], key)

    def ffn_out(self, key: str, x: str, weight: F32, bias: F32) -> str:
        if self.ffn_out_block is None:
            return self.linear(key, x, weight, bias)
        packed, scales = quantize_blocks(weight, self.ffn_out_block)
        k, n = weight.shape
        inputs = [
            x,
            self.const(f"{key}.q", packed, np.uint8),
            self.const(f"{key}.scales", scales),
            "",  # zero points: the default, 128, as the weights are symmetric
            "",  # g_idx: unused
            self.const(f"{key}.b", bias),
        ]
        return self.op(
            "MatMulNBits", inputs, key, domain="com.microsoft",
            K=k, N=n, bits=8, block_size=self.ffn_out_block, accuracy_level=4,
        )  # fmt: skip


def _graph(
    files: ModelFiles, smoothing: dict[str, F32] | None, ffn_out_block: int | None, taps: bool
) -> tuple[onnx.ModelProto, dict[str, str]]:
    """The model, and the tensor each smoothable linear reads (graph outputs too with taps)."""
    config, t = files.config, files.tensors
    if config.get("hidden_act") != "gelu":
        raise ValueError(f"unsupported activation {config.get('hidden_act')!r}")
    dim, heads = int(config["hidden_size"]), int(config["num_attention_heads"])
    eps = float(config["layer_norm_eps"])

    def w(name: str) -> F32:
        return np.asarray(t[name], dtype=np.float32)

    g = _Builder(smoothing, ffn_out_block)

    def norm(x: str, prefix: str, out: str) -> str:
        scale = g.const(out + ".g", w(prefix + ".weight"))
        shift = g.const(out + ".b", w(prefix + ".bias"))
        return g.op("LayerNormalization", [x, scale, shift], out, axis=-1, epsilon=eps)

    e = "embeddings."
    # torch adds word + token_type (always 0 here) before position: pre-adding rounds the same.
    word = w(e + "word_embeddings.weight") + w(e + "token_type_embeddings.weight")[0]
    one, two = g.const("one", [1], np.int64), g.const("two", [2], np.int64)
    seq = g.op("Slice", [g.op("Shape", ["input_ids"], "shape"), one, two], "seq")
    positions = w(e + "position_embeddings.weight")[: files.max_tokens]
    pos = g.op("Slice", [g.const("pos", positions), g.const("zero", [0], np.int64), seq], "pos_s")
    tokens = g.op("Gather", [g.const("word", word), "input_ids"], "tokens")
    x = norm(g.op("Add", [tokens, pos], "emb"), e + "LayerNorm", "x0")
    # Right padding: the Attention op takes each row's length as its mask.
    lengths = g.op("ReduceSum", ["attention_mask", one], "lengths", keepdims=0)
    for i in range(int(config["num_hidden_layers"])):
        p, k = f"encoder.layer.{i}.", f"l{i}"
        names = [f"{p}attention.self.{n}" for n in ("query", "key", "value")]
        qkv_w = np.concatenate([w(n + ".weight").T for n in names], axis=1)
        qkv_b = np.concatenate([w(n + ".bias") for n in names])
        xa, qkv_w = g.smooth(f"{k}.qkv", x, qkv_w)
        attn_in = [xa, g.const(f"{k}.qkv.w", qkv_w), g.const(f"{k}.qkv.b", qkv_b), lengths]
        ctx = g.op("Attention", attn_in, f"{k}.ctx", domain="com.microsoft", num_heads=heads)
        dense = p + "attention.output.dense"
        h = g.linear(f"{k}.ao", ctx, w(dense + ".weight").T, w(dense + ".bias"))
        x1 = norm(g.op("Add", [h, x], f"{k}.r1"), p + "attention.output.LayerNorm", f"{k}.x1")
        inter = p + "intermediate.dense"
        h = g.linear(f"{k}.in", x1, w(inter + ".weight").T, w(inter + ".bias"))
        h = g.op("Gelu", [h], f"{k}.gelu", domain="com.microsoft")  # erf GELU, as BERT
        h = g.ffn_out(f"{k}.out", h, w(p + "output.dense.weight").T, w(p + "output.dense.bias"))
        x = norm(g.op("Add", [h, x1], f"{k}.r2"), p + "output.LayerNorm", f"{k}.x2")
    g.op("Identity", [x], "hidden")

    inputs = [
        helper.make_tensor_value_info(name, TensorProto.INT32, ["batch", "seq"])
        for name in ("input_ids", "attention_mask")
    ]
    outputs = [helper.make_tensor_value_info("hidden", TensorProto.FLOAT, ["batch", "seq", dim])]
    if taps:
        outputs += [
            helper.make_tensor_value_info(name, TensorProto.FLOAT, None)
            for name in g.linear_inputs.values()
        ]
    graph = helper.make_graph(g.nodes, "all-MiniLM-L6-v2", inputs, outputs, g.initializers)
    opsets = [helper.make_opsetid("", OPSET), helper.make_opsetid("com.microsoft", 1)]
    model = helper.make_model(graph, opset_imports=opsets, producer_name="palimpsest")
    return model, g.linear_inputs


def float_model(files: ModelFiles) -> bytes:
    model, _ = _graph(files, None, None, taps=False)
    serialized: bytes = model.SerializeToString()
    return serialized


def calibrate(files: ModelFiles, texts: Sequence[str] = CALIBRATION) -> dict[str, F32]:
    """Each smoothable linear's input: the largest magnitude per channel over ``texts``."""
    import onnxruntime as ort

    model, taps = _graph(files, None, None, taps=True)
    options = ort.SessionOptions()
    options.log_severity_level = 3
    session = ort.InferenceSession(model.SerializeToString(), options, ["CPUExecutionProvider"])
    cls_id, sep_id = files.tokenizer.token_to_id("[CLS]"), files.tokenizer.token_to_id("[SEP]")
    peaks: dict[str, F32] = {}
    for enc in files.tokenizer.encode_batch_fast(list(texts), add_special_tokens=False):
        ids = np.array([[cls_id, *enc.ids[: files.max_tokens - 2], sep_id]], dtype=np.int32)
        feed = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
        values = session.run(list(taps.values()), feed)
        for key, value in zip(taps, values, strict=True):
            peak = np.abs(value.reshape(-1, value.shape[-1])).max(axis=0)
            peaks[key] = np.maximum(peaks[key], peak) if key in peaks else peak
    return peaks


def int8_model(files: ModelFiles, *, reduce_range: bool = False) -> bytes:
    """The int8 recipe in the module docstring, as a serialized model."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    smoothed, _ = _graph(files, calibrate(files), FFN_OUT_BLOCK, taps=False)
    with tempfile.TemporaryDirectory(prefix="palimpsest-minilm-") as scratch, _quiet_root_logger():
        path = Path(scratch) / "int8.onnx"
        quantize_dynamic(
            smoothed,
            path,
            op_types_to_quantize=["MatMul", "Attention"],
            per_channel=True,
            reduce_range=reduce_range,
            weight_type=QuantType.QInt8,
            # Contrib ops have no shape inference in onnx: every tensor here is float32.
            extra_options={"DefaultTensorType": TensorProto.FLOAT, "MatMulConstBOnly": True},
        )
        return path.read_bytes()
