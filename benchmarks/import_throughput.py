"""Import throughput: export N memories in chains, import them into a fresh tenant.

    .venv/bin/python -m benchmarks.import_throughput [--n 2000] [--batch-size 100]

Starts an embedded PostgreSQL in a throwaway directory and migrates it, then seeds N memories
of benchmarks/_seed.py (every category, English and some Chinese) by binary COPY, a share of
them (`--superseded`, default 0.25) as version 2 of a chain whose version 1 is superseded,
each with its history row. The source's vectors are random: the import embeds every text
again. Then, in this process and through the service functions the CLI calls:
  export  app.services.transfer.jsonl.export_tenant + export_line, every user of the tenant
  import  app.services.transfer.jsonl.import_chains into a fresh tenant, with the embedded MiniLM
          embedder on the configured runtime (PALIMPSEST_LOCAL_EMBEDDER; its cache off, so
          every text is embedded), `--batch-size` chains per
          transaction; the time MiniLM spends encoding is reported apart
  rerun   the same import again: every chain is found and skipped
and prints memories/s and chains/s for each.
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # must precede the numpy import

import argparse
import asyncio
import atexit
import random
import shutil
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from app.config import Settings
from app.db import migrate
from app.db.embedded import start_embedded
from app.db.engine import create_engine, create_sessionmaker, libpq_url
from app.db.uow import UnitOfWorkFactory
from app.providers.base import Vectors
from app.providers.local import LocalEmbedder, load_encoder
from app.providers.minilm import WordPieceEncoder
from app.services.transfer import jsonl
from benchmarks import _seed

TARGET_TENANT = "bench_import"


class TimedEncoder(WordPieceEncoder):
    """The configured MiniLM runtime, with the time spent encoding counted (in the embedder's
    worker thread)."""

    def __init__(self, inner: WordPieceEncoder) -> None:  # delegates: no tokenizer of its own
        self.inner, self.dim, self.max_tokens = inner, inner.dim, inner.max_tokens
        self.seconds = 0.0

    def count_tokens(self, text: str) -> int:
        return self.inner.count_tokens(text)

    def encode(self, texts: Sequence[str]) -> Vectors:
        started = time.perf_counter()
        try:
            return self.inner.encode(texts)
        finally:
            self.seconds += time.perf_counter() - started


def seed(url: str, n: int, superseded: float, seed_value: int) -> tuple[int, int]:
    """COPY n memories into the tenant `local`; answers (memories, chains)."""
    rows = _seed.plan(_seed.TextMaker(seed_value), n, max(1, n // 50), superseded)
    texts = list(dict.fromkeys(r.text for r in rows))
    vectors = np.random.default_rng(seed_value).standard_normal((len(texts), 384), np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    _seed.load(libpq_url(url), rows, vectors, {t: i for i, t in enumerate(texts)}, seed_value)
    return len(rows), sum(r.version == 1 for r in rows)


def rate(count: int, seconds: float) -> str:
    return f"{count / seconds:8.1f}/s" if seconds > 0 else "     n/a"


async def measure(url: str, args: argparse.Namespace) -> None:
    settings = Settings(database_url=url)
    engine = create_engine(url, settings)
    uow_factory = UnitOfWorkFactory(create_sessionmaker(engine))
    try:
        started, lines, memories = time.perf_counter(), list[str](), 0
        async for chain in jsonl.export_tenant(_seed.TENANT, uow_factory=uow_factory):
            lines.append(jsonl.export_line(chain))
            memories += len(chain.versions)
        exported = time.perf_counter() - started
        size = sum(len(line.encode()) for line in lines) / 1e6
        print(f"export   {exported:6.2f} s  {rate(memories, exported)} memories"
              f"  {rate(len(lines), exported)} chains   ({size:.1f} MB of JSON Lines)")  # fmt: skip

        runtime = settings.local_embedder
        encoder = TimedEncoder(load_encoder(runtime, cache_dir=settings.model_cache_dir))
        embedder = LocalEmbedder(encoder, cache_size=0)
        for label in ("import", "rerun"):
            started = time.perf_counter()
            report = await jsonl.import_chains(
                lines,
                tenant_id=TARGET_TENANT,
                uow_factory=uow_factory,
                embedder=embedder,
                batch_size=args.batch_size,
            )
            took = time.perf_counter() - started
            print(f"{label:8} {took:6.2f} s  {rate(memories, took)} memories"
                  f"  {rate(len(lines), took)} chains   imported {report.memories} in"
                  f" {report.chains} chains, skipped {report.skipped},"
                  f" conflicts {len(report.conflicts)}, failed {len(report.failed)}")  # fmt: skip
            if label == "import":
                print(f"         MiniLM ({runtime}) encoding: {encoder.seconds:.2f} s of thread"
                      " time, alongside the writes of the batch before")  # fmt: skip
    finally:
        await engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--n", type=int, default=2_000, help="memories to seed")
    parser.add_argument("--batch-size", type=int, default=jsonl.IMPORT_BATCH_CHAINS)
    parser.add_argument("--superseded", type=float, default=0.25, help="share with a v1 behind")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    random.seed(args.seed)
    data_dir = Path(tempfile.mkdtemp(prefix="palimpsest-bench-"))
    atexit.register(shutil.rmtree, data_dir, True)  # runs after the database stops (LIFO)
    url = start_embedded(data_dir)
    migrate.upgrade(url)
    memories, chains = seed(url, args.n, args.superseded, args.seed)
    print(f"cores: {os.cpu_count()}   memories: {memories:,} in {chains:,} chains"
          f"   batch: {args.batch_size} chains per transaction")  # fmt: skip
    asyncio.run(measure(url, args))


if __name__ == "__main__":
    main()
