"""The pieces of the int8 recipe (app/providers/minilm_graph.py) that build no graph: the
calibration sentences the smoothing scales come from, the 8-bit block layout of ``MatMulNBits``
weights, whether this CPU needs 7-bit weights, and quieting ``quantize_dynamic``'s advice. Apart
from the graph so that the encoder's structure reads in one place; the recipe, and why each
step, is in minilm_graph's docstring.
"""

from __future__ import annotations

import logging
import platform
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import numpy.typing as npt

from app.providers.minilm_kernels import F32

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


def quantize_blocks(weight: F32, block: int) -> tuple[npt.NDArray[np.uint8], F32]:
    """(in, out) float weights → ``MatMulNBits`` layout: symmetric int8 per block of ``block``
    inputs, stored offset by 128, shape (out, in / block, block), and scales (out, in / block)."""
    k, n = weight.shape
    blocks = weight.T.reshape(n, k // block, block)
    peak = np.abs(blocks).max(axis=2)
    scales = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    q = np.clip(np.rint(blocks / scales[:, :, None]), -127, 127).astype(np.int16) + 128
    return q.astype(np.uint8), scales


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
