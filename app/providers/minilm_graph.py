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
"""

from __future__ import annotations

import logging
import platform
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import numpy.typing as npt
import onnx
from onnx import TensorProto, helper, numpy_helper

from app.providers.minilm import ModelFiles
from app.providers.minilm_kernels import F32

# Part of the cache key: bump it whenever the graph or the quantization changes.
RECIPE = "minilm-onnx-v1/smoothquant-0.7-median/dynamic-int8-per-channel/ffn-out-nbits8-b128"
SMOOTH_ALPHA = 0.7
FFN_OUT_BLOCK = 128
OPSET = 17

# The smoothing scales come from these sentences, not from any evaluation data: everyday facts,
# preferences and corrections, a long turn, Chinese. The outlier channels are the same for any
# text, so a few dozen sentences find them.
CALIBRATION = (
    "My name is Alex and I work as a nurse at the city hospital.",
    "I prefer tea to coffee, especially green tea in the morning.",
    "Actually, I moved to Porto last year; I no longer live in Madrid.",
    "Please call me Sam from now on.",
    "The meeting with the design team was moved to Thursday at 3 pm.",
    "We adopted a rescue dog named Biscuit in March.",
    "I'm allergic to shellfish and I avoid peanuts too.",
    "My daughter starts primary school in September.",
    "I switched from Android to an iPhone 15 last month.",
    "Our quarterly budget review is due on the 30th of June.",
    "I usually go running along the river before work.",
    "My brother lives in Denver and my parents are in Toronto.",
    "Don't book flights with overnight layovers for me.",
    "I'm learning to play the cello; lessons are on Saturdays.",
    "The deployment failed because the database migration timed out.",
    "Which of the user's relatives lives in Denver?",
    "What did I say about my diet last week?",
    "I used to be vegetarian, but now I eat fish occasionally.",
    "Send invoices to accounts@example.com instead of my personal address.",
    "She said the new office is on the fourth floor, next to the library.",
    (
        "Honestly the last two weeks were exhausting: three night shifts in a row, then my car "
        "broke down on the highway, and I still had to finish the grant report before Friday, "
        "so I barely saw my family and skipped every training session."
    ),
    "I'd like all summaries in British English and under two hundred words.",
    "The project is called Lighthouse and its repository is on the internal server.",
    "Remind me to renew my passport before the trip to Japan in October.",
    "我住在上海，在一家软件公司做产品经理。",
    "其实我已经不喝咖啡了，现在只喝茶。",
    "以后请叫我小李。",
    "我女儿对花生过敏。",
    "下周三下午的会议改到周四上午十点。",
    "我们去年搬到了杭州，离西湖很近。",
    "My favourite band is Radiohead, 但我最近也在听周杰伦。",
    "ok",
)


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


def quantize_blocks(weight: F32, block: int) -> tuple[npt.NDArray[np.uint8], F32]:
    """(in, out) float weights → ``MatMulNBits`` layout: symmetric int8 per block of ``block``
    inputs, stored offset by 128, shape (out, in / block, block), and scales (out, in / block)."""
    k, n = weight.shape
    blocks = weight.T.reshape(n, k // block, block)
    peak = np.abs(blocks).max(axis=2)
    scales = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    q = np.clip(np.rint(blocks / scales[:, :, None]), -127, 127).astype(np.int16) + 128
    return q.astype(np.uint8), scales


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


def reduced_range() -> bool:
    """Whether this CPU needs 7-bit weights: x86-64 without VNNI (step 4 of the recipe). An
    x86 CPU whose flags cannot be read is assumed to need them."""
    if platform.machine().lower() not in ("x86_64", "amd64", "i386", "i686"):
        return False  # aarch64 multiplies int8 with sdot/udot: no 16-bit saturation
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return True
    flags = next((line.split(":", 1)[1].split() for line in cpuinfo.splitlines()
                  if line.startswith("flags")), [])  # fmt: skip
    return not {"avx512_vnni", "avx_vnni"} & set(flags)


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


@contextmanager
def _quiet_root_logger() -> Iterator[None]:
    """``quantize_dynamic`` advises pre-processing through the root logger (``logging.warning``,
    which also installs a stderr handler when the root has none). Our graph is built already in
    the fused form that pre-processing would produce, so the advice is dropped."""
    root = logging.getLogger()
    guard = logging.NullHandler() if not root.handlers else None

    def advice(record: logging.LogRecord) -> bool:
        return "pre-process" not in record.getMessage()

    if guard is not None:
        root.addHandler(guard)
    root.addFilter(advice)
    try:
        yield
    finally:
        root.removeFilter(advice)
        if guard is not None:
            root.removeHandler(guard)
