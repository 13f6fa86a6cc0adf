"""Latency of the local MiniLM embedder (app.providers.minilm.MiniLMEncoder).

Usage, from the repository root:

    python benchmarks/embedder.py [--runs 300] [--batch-rounds 30]

Prints the machine (cores, numpy, BLAS), then p50 / p95 / mean latency for one warm short
sentence (~10 words), the per-sentence cost inside a batch of 32 sentences, and one text at
the 256-token limit. OPENBLAS_NUM_THREADS defaults to 1 (set it before running to override):
the service runs encodes in worker threads, one core each, so that is the figure that matters.
This is a script, not a test: numbers depend on the machine and on what else runs on it.
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # must precede the numpy import

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a plain checkout
from app.providers.minilm import MiniLMEncoder

SHORT = "I prefer green tea over coffee in the early morning."
BATCH = [
    "Call me Sam from now on, not Samuel.",
    "My sister's birthday is on the fifth of March.",
    "I moved from Berlin to Lisbon last spring.",
    "Please remind me to water the plants on Fridays.",
    "The project deadline was pushed back by two weeks.",
    "I am allergic to peanuts but fine with almonds.",
    "Our team standup happens every weekday at nine.",
    "I switched my main editor from Vim to Helix.",
    "以后请叫我张三",
    "其实还是叫我李四吧",
    "My favourite programming language is Python, though I write some Rust.",
    "The database migration must finish before the release on Tuesday.",
    "I usually run five kilometres before breakfast.",
    "Don't schedule meetings for me on Wednesday afternoons.",
    "My manager's name is Priya and she prefers short emails.",
    "I'd like answers in British English, please.",
    "The staging server lives in the Frankfurt region.",
    "We adopted a grey cat called Miso in January.",
    "I'm vegetarian, but I eat fish occasionally.",
    "Send the weekly report to the whole team, not just me.",
    "My phone number changed; the old one no longer works.",
    "The API rate limit is one hundred requests per minute.",
    "I prefer dark mode in every application I use.",
    "Our office moved to the fourth floor of the same building.",
    "I am learning Japanese and practise every evening.",
    "Use metric units when you give me measurements.",
    "The kids' school starts at half past eight.",
    "I never drink coffee after three in the afternoon.",
    "The invoice for March has already been paid.",
    "My laptop is a ThinkPad running Debian.",
    "Book aisle seats for me whenever possible.",
    "The quarterly review has been moved to Thursday morning.",
]


def _stats_ms(samples: list[float]) -> str:
    ms = sorted(s * 1e3 for s in samples)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"p50 {statistics.median(ms):7.3f}  p95 {p95:7.3f}  mean {statistics.fmean(ms):7.3f} ms"


def _time(fn: Callable[[], object], runs: int, warmup: int) -> list[float]:
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return samples


def _machine() -> str:
    config: Any = np.show_config(mode="dicts") or {}
    blas: dict[str, Any] = config.get("Build Dependencies", {}).get("blas", {})
    cpu = "?"
    if Path("/proc/cpuinfo").exists():
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    return (
        f"cpu: {cpu}; cores: {os.cpu_count()} (usable {len(os.sched_getaffinity(0))})\n"
        f"numpy {np.__version__}; BLAS {blas.get('name', '?')} {blas.get('version', '?')}; "
        f"OPENBLAS_NUM_THREADS={os.environ.get('OPENBLAS_NUM_THREADS')}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=300, help="timed single-sentence encodes")
    parser.add_argument("--batch-rounds", type=int, default=30, help="timed 32-sentence batches")
    args = parser.parse_args()

    print(_machine())
    start = time.perf_counter()
    encoder = MiniLMEncoder.load()
    print(f"load: {(time.perf_counter() - start) * 1e3:.0f} ms")

    tokens = encoder.count_tokens(SHORT) + 2
    single = _time(lambda: encoder.encode([SHORT]), args.runs, warmup=20)
    print(f"single sentence ({tokens} tokens), {args.runs} runs:  {_stats_ms(single)}")

    batch_tokens = sum(encoder.count_tokens(t) + 2 for t in BATCH)
    batch = _time(lambda: encoder.encode(BATCH), args.batch_rounds, warmup=3)
    per_sentence = [s / len(BATCH) for s in batch]
    print(
        f"batch of {len(BATCH)} ({batch_tokens} tokens), per sentence:  {_stats_ms(per_sentence)}"
        f"  (whole batch p50 {statistics.median(batch) * 1e3:.1f} ms)"
    )

    long_text = " ".join(f"word{i}" for i in range(400))
    long = _time(lambda: encoder.encode([long_text]), max(10, args.runs // 20), warmup=2)
    print(f"one {encoder.max_tokens}-token text (truncated):  {_stats_ms(long)}")


if __name__ == "__main__":
    main()
