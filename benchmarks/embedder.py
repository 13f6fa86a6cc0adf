"""The local MiniLM embedder on each runtime: latency, batching, threads, concurrency, accuracy.

Usage, from the repository root:

    .venv/bin/python -m benchmarks.embedder [--runtimes numpy,float32,int8] [--rounds 12]
        [--threads 1,2] [--concurrency 1,8] [--seconds 4] [--accuracy]

Prints the machine (CPU, cores, VNNI, numpy BLAS, onnxruntime), then:
- latency: the runtimes measured in interleaved rounds (each round runs every runtime), so a
  busy machine slows them alike. One short sentence (~12 tokens): p50 / p95 wall time over
  every call, and the median CPU time of the calling thread (ONNX Runtime with one intra-op
  thread and numpy with one BLAS thread compute in the caller, so CPU time is what the work
  costs, less what other processes took). Batches of 8 and 32 sentences: per-sentence cost.
- threads: ONNX Runtime's intra-op threads (1 vs 2): wall time for one sentence and a batch.
- concurrency: the service's embedder (LocalEmbedder, cache off) called by 1 and by 8
  concurrent callers, each embedding one new sentence at a time: texts/s and latency, with
  batching (texts queued during a pass share the next one) and without (one pass per call).
- --accuracy: cosine of each ONNX runtime to the numpy float encoder on the labelled texts
  (benchmarks/data: relation pairs' old and new texts, dialogue turns and questions; Chinese
  included): min / p1 / mean, each text alone and in batches, and batched vs alone.
This is a script, not a test: numbers depend on the machine and on what else runs on it.
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # must precede the numpy import

import argparse
import asyncio
import itertools
import json
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, get_args

import numpy as np
import onnxruntime as ort

from app.config import Settings
from app.providers.local import LocalEmbedder, Runtime, load_encoder
from app.providers.minilm import WordPieceEncoder
from app.providers.minilm_kernels import F32

DATA = Path(__file__).resolve().parent / "data"
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


def _machine() -> str:
    config: Any = np.show_config(mode="dicts") or {}
    blas: dict[str, Any] = config.get("Build Dependencies", {}).get("blas", {})
    cpu, flags = "?", set[str]()
    if Path("/proc/cpuinfo").exists():
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name") and cpu == "?":
                cpu = line.split(":", 1)[1].strip()
            if line.startswith("flags") and not flags:
                flags = set(line.split(":", 1)[1].split())
    isa = [f for f in ("avx2", "avx512f", "avx512_vnni", "avx_vnni", "asimddp") if f in flags]
    return (
        f"cpu: {cpu}; cores: {os.cpu_count()} (usable {len(os.sched_getaffinity(0))});"
        f" {' '.join(isa) or 'no AVX2'}\nnumpy {np.__version__} (BLAS {blas.get('name', '?')},"
        f" OPENBLAS_NUM_THREADS={os.environ.get('OPENBLAS_NUM_THREADS')});"
        f" onnxruntime {ort.__version__}"
    )


def _pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:6.2f}"


def latency(encoders: dict[str, WordPieceEncoder], rounds: int) -> None:
    print(f"\n== latency: {rounds} interleaved rounds, ms (cpu: the calling thread's CPU time)")
    walls: dict[tuple[str, int], list[float]] = {}
    cpus: dict[tuple[str, int], list[float]] = {}
    plan = [(1, [SHORT], 20), (8, BATCH[:8], 4), (32, BATCH, 2)]
    for encoder in encoders.values():
        encoder.encode(BATCH)
    for _ in range(rounds):
        for name, encoder in encoders.items():
            for size, texts, calls in plan:
                for _ in range(calls):
                    wall, cpu = time.perf_counter(), time.thread_time()
                    encoder.encode(texts)
                    cpus.setdefault((name, size), []).append((time.thread_time() - cpu) / size)
                    walls.setdefault((name, size), []).append((time.perf_counter() - wall) / size)
    print(f"{'runtime':<9}{'1 sentence p50':>15}{'p95':>8}{'cpu p50':>9}" + "".join(
        f"{f'batch {n}: /sentence':>21}{'cpu':>8}" for n in (8, 32)
    ))  # fmt: skip
    for name in encoders:
        single = walls[(name, 1)]
        row = f"{name:<9}{_ms(statistics.median(single)):>15}{_ms(_pct(single, 0.95)):>8}"
        row += f"{_ms(statistics.median(cpus[(name, 1)])):>9}"
        for size in (8, 32):
            row += f"{_ms(statistics.median(walls[(name, size)])):>21}"
            row += f"{_ms(statistics.median(cpus[(name, size)])):>8}"
        print(row)


def threads(runtimes: list[Runtime], counts: list[int], cache_dir: Path, rounds: int) -> None:
    onnx = [r for r in runtimes if r != "numpy"]
    if not onnx or len(counts) < 2:
        return
    print("\n== ONNX Runtime intra-op threads: ms per sentence, medians of interleaved rounds"
          " (cpu: the whole process's CPU time, every thread)")  # fmt: skip
    encoders = {
        (r, n): load_encoder(r, cache_dir=cache_dir, threads=n) for r in onnx for n in counts
    }
    walls: dict[tuple[Runtime, int, int], list[float]] = {}
    cpus: dict[tuple[Runtime, int, int], list[float]] = {}
    for _ in range(rounds):
        for (runtime, n), encoder in encoders.items():
            for size, texts in ((1, [SHORT]), (32, BATCH)):
                for _ in range(10 if size == 1 else 2):
                    start, cpu = time.perf_counter(), time.process_time()
                    encoder.encode(texts)
                    cpus.setdefault((runtime, n, size), []).append(
                        (time.process_time() - cpu) / size
                    )
                    walls.setdefault((runtime, n, size), []).append(
                        (time.perf_counter() - start) / size
                    )
    for runtime, n in encoders:
        print(f"{runtime:<8} threads {n}:" + "".join(
            f"   {label} wall {_ms(statistics.median(walls[(runtime, n, size)]))}"
            f" cpu {_ms(statistics.median(cpus[(runtime, n, size)]))}"
            for label, size in (("1 sentence", 1), ("batch of 32", 32))
        ))  # fmt: skip


def _sentences() -> itertools.count[int]:
    return itertools.count()


async def _drive(
    embedder: LocalEmbedder, callers: int, seconds: float
) -> tuple[int, float, list[float]]:
    """(texts/s, process CPU ms per text, latencies)."""
    counter, latencies = _sentences(), []
    deadline = time.perf_counter() + seconds

    async def caller(who: int) -> None:
        while time.perf_counter() < deadline:
            n = next(counter)  # a new text every call: nothing comes from the cache
            text = f"{BATCH[n % len(BATCH)]} (note {n} from caller {who})"
            start = time.perf_counter()
            await embedder.embed([text])
            latencies.append(time.perf_counter() - start)

    started, cpu = time.perf_counter(), time.process_time()
    await asyncio.gather(*(caller(i) for i in range(callers)))
    rate = round(len(latencies) / (time.perf_counter() - started))
    return rate, (time.process_time() - cpu) * 1e3 / len(latencies), latencies


def concurrency(
    encoders: dict[str, WordPieceEncoder], callers: list[int], seconds: float, workers: list[int]
) -> None:
    print(f"\n== concurrent callers: {seconds:g} s each; texts/s, process CPU ms per text,"
          " latency p50 / p95 ms")  # fmt: skip
    for name, encoder in encoders.items():
        for n in callers:
            modes = [("batched", 64, w) for w in workers] + [("one pass per call", 1, n)]
            for mode, batch_texts, passes in modes:
                if mode != "batched" and n == 1:
                    continue
                embedder = LocalEmbedder(
                    encoder, cache_size=0, batch_texts=batch_texts, workers=passes
                )
                asyncio.run(_drive(embedder, n, 0.3))  # warm the threads
                rate, cost, lat = asyncio.run(_drive(embedder, n, seconds))
                print(
                    f"{name:<8} {n} caller(s), {mode:<17} workers {passes}: {rate:5d} texts/s"
                    f"  cpu {cost:5.2f}  p50 {_ms(statistics.median(lat))}"
                    f"  p95 {_ms(_pct(lat, 0.95))}"
                )


def labelled_texts() -> list[str]:
    texts: list[str] = []
    for path in sorted((DATA / "relations").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line:
                row = json.loads(line)
                texts += [row["old"], row["new"]]
    for path in sorted((DATA / "dialogue").glob("conv_*.json")):
        conversation = json.loads(path.read_text(encoding="utf-8"))
        for session in conversation["sessions"]:
            texts += [f"{turn['speaker']}: {turn['text']}" for turn in session["turns"]]
        texts += [q["question"] for q in conversation["questions"]]
    return list(dict.fromkeys(texts))


def accuracy(encoders: dict[str, WordPieceEncoder]) -> None:
    texts = labelled_texts()
    chinese = np.array([any("\u4e00" <= ch <= "\u9fff" for ch in t) for t in texts])
    reference = load_encoder("numpy").encode(texts)
    print(f"\n== cosine to the numpy float encoder: {len(texts)} labelled texts"
          f" ({int(chinese.sum())} with Chinese)")  # fmt: skip

    def stats(cosines: F32) -> str:
        return (
            f"min {cosines.min():.4f}  p1 {np.percentile(cosines, 1):.4f}"
            f"  mean {cosines.mean():.5f}"
        )

    for name, encoder in encoders.items():
        if name == "numpy":
            continue
        alone = np.concatenate([encoder.encode([t]) for t in texts])
        batched = encoder.encode(texts)
        rows: list[tuple[str, F32]] = [
            ("alone", (alone * reference).sum(axis=1)),
            ("in batches", (batched * reference).sum(axis=1)),
            ("batched vs alone", (batched * alone).sum(axis=1)),
        ]
        for label, values in rows:
            print(f"{name:<8} {label:<17} all: {stats(values)}   Chinese: {stats(values[chinese])}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runtimes", default="numpy,float32,int8")
    parser.add_argument("--rounds", type=int, default=12, help="interleaved latency rounds")
    parser.add_argument("--threads", default="1,2", help="ONNX Runtime intra-op threads to try")
    parser.add_argument("--concurrency", default="1,8", help="concurrent callers to try")
    parser.add_argument("--workers", default="1,2", help="batcher workers to try")
    parser.add_argument("--seconds", type=float, default=4.0, help="per concurrency run")
    parser.add_argument("--accuracy", action="store_true", help="cosines on the labelled texts")
    args = parser.parse_args()
    runtimes: list[Runtime] = [r for r in args.runtimes.split(",") if r in get_args(Runtime)]
    cache_dir = Settings().model_cache_dir

    print(_machine())
    encoders: dict[str, WordPieceEncoder] = {}
    for runtime in runtimes:
        start = time.perf_counter()
        encoders[runtime] = load_encoder(runtime, cache_dir=cache_dir)
        print(f"load {runtime}: {(time.perf_counter() - start) * 1e3:.0f} ms (model cached)")
    latency(encoders, args.rounds)
    threads(runtimes, [int(n) for n in args.threads.split(",") if n], cache_dir, args.rounds)
    callers = [int(n) for n in args.concurrency.split(",") if n]
    workers = [int(n) for n in args.workers.split(",") if n]
    concurrency(encoders, callers, args.seconds, workers)
    if args.accuracy:
        accuracy(encoders)


if __name__ == "__main__":
    main()
