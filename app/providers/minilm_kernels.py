"""The numpy kernels of :mod:`app.providers.minilm`: GELU, layer norm and blocked linears.

Each kernel works in place where it can (a trailing underscore says so) and in float32 only;
the encoder composes them into BERT layers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

F32 = npt.NDArray[np.float32]

# Phi(-a) = t * exp(P(t) - a^2 / 2) / 2, t = 1 / (1 + a / (2 sqrt 2)): the Numerical Recipes
# erfc form, with P refitted at degree 6 (Lawson-weighted least squares on z = a / sqrt 2 in
# [0, 10], weighting by |x| * Phi(-|x|), i.e. by its effect on GELU). Fit error < 3e-9 in GELU,
# far below float32 rounding, and three Horner steps cheaper than the original degree 9.
# The erfc form keeps GELU's negative tail accurate where 1 + erf(x) would cancel.
_ERFC_COEFFS = (-0.17371358, 0.92792034, -1.8556716, 1.454378, -0.20594728, 1.1308848, -1.2778505)
_HALF_INV_SQRT2 = np.float32(0.5 / math.sqrt(2.0))
ZERO = np.float32(0.0)
# OpenBLAS re-packs the whole weight matrix on every GEMM call; for a few rows that copy costs
# ~2x the arithmetic. Weights are also kept as contiguous 32-column blocks: one batched matmul
# over them stays under OpenBLAS's unpacked small-matrix limit (M*N*K <= 1e6) and streams each
# weight once. Measured on a Zen 4 core, blocks win up to ~48-64 rows, plain GEMM above.
BLOCK = 32
SMALL_ROWS = 48
FFN_ROWS = 128


def gelu_(x: F32) -> F32:
    """Exact (erf) GELU in place, as relu(x) - |x| * Phi(-|x|); within 2.5e-7 of float64."""
    # Few scratch arrays on purpose: glibc hands freed ~100 KB temporaries back to the OS, and
    # page-faulting a dozen of them per call cost more than the arithmetic.
    a = np.abs(x)
    t = np.multiply(a, _HALF_INV_SQRT2)
    t += 1.0
    np.reciprocal(t, out=t)
    p = np.multiply(t, _ERFC_COEFFS[0])
    for c in _ERFC_COEFFS[1:-1]:
        p += c
        p *= t
    p += _ERFC_COEFFS[-1] + math.log(0.5)  # folds Phi's 1/2 into the exponent
    t *= a
    np.square(a, out=a)
    a *= 0.5
    p -= a
    np.exp(p, out=p)
    p *= t
    np.maximum(x, ZERO, out=x)
    x -= p
    return x


def layer_norm_(x: F32, gamma: F32, beta: F32, eps: float) -> F32:
    """LayerNorm over the last axis, in place (biased variance, as torch)."""
    inv_n = np.float32(1.0 / x.shape[-1])
    x -= np.add.reduce(x, axis=-1, keepdims=True) * inv_n
    var = np.add.reduce(np.square(x), axis=-1, keepdims=True) * inv_n
    var += np.float32(eps)
    x *= 1.0 / np.sqrt(var)
    x *= gamma
    x += beta
    return x


@dataclass(frozen=True, slots=True)
class Linear:
    w: F32  # (in, out) C-contiguous, for plain GEMM
    blocks: F32  # (out // block, in, block) contiguous, for few rows
    b: F32  # (out // block, 1, block), broadcasts over blocked output

    def blocked(self, x: F32) -> F32:
        y: F32 = np.matmul(x, self.blocks)
        y += self.b
        return y

    def __call__(self, x: F32, small: bool) -> F32:
        if small:  # bias is added while un-blocking: one pass instead of two
            nb, _, block = self.blocks.shape
            out = np.empty((x.shape[0], nb * block), dtype=np.float32)
            yb = np.matmul(x, self.blocks).transpose(1, 0, 2)
            np.add(yb, self.b[:, 0], out=out.reshape(-1, nb, block))
            return out
        y: F32 = x @ self.w
        y += self.b.reshape(-1)
        return y


def build_linears(specs: list[tuple[F32, F32, int]]) -> list[Linear]:
    """``Linear``s from (torch (out, in) weight, bias, block width), sharing one allocation.

    numpy backs allocations >= 4 MB with transparent huge pages; streaming ~40 MB of weights
    per call through 4 KB pages cost ~8% more in TLB misses. Blocked weights come first, in
    call order, so the small-input path reads one sequential stream.
    """
    half = sum(w.size for w, _, _ in specs)
    arena = np.empty(2 * half, dtype=np.float32)
    out, off = [], 0
    for weight, bias, block in specs:
        n, k = weight.shape
        w = arena[half + off : half + off + weight.size].reshape(k, n)
        w[...] = weight.T
        blocks = arena[off : off + weight.size].reshape(n // block, k, block)
        blocks[...] = w.reshape(k, n // block, block).transpose(1, 0, 2)
        out.append(Linear(w, blocks, bias.astype(np.float32).reshape(n // block, 1, block)))
        off += weight.size
    return out


@dataclass(frozen=True, slots=True)
class Layer:
    qkv: Linear  # blocks are single heads; query columns pre-scaled by 1/sqrt(head_dim)
    attn_out: Linear
    ln1: tuple[F32, F32]
    inter: Linear
    out: Linear
    ln2: tuple[F32, F32]
