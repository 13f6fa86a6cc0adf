"""Latency of `POST /memory` over real HTTP, by kind of write, plus throughput under load.

    .venv/bin/python -m benchmarks.write_path [--n 400] [--concurrency 16]

Starts `palimpsest serve` on a throwaway embedded PostgreSQL (or on DATABASE_URL if set: it
writes benchmark users there), then measures, one request at a time:
  ADD     a new unkeyed memory for one of 50 users
  UPDATE  a new value for a structured key (supersedes the current version)
  NOOP    the same value again (reinforces)
and finally N concurrent writers to one key (all serialised on that user's lock).
Prints p50/p95/p99 in milliseconds. Figures go in the issue's closing note, not in tests.
"""

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

from tests.fixtures.server import serving


def percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    q = statistics.quantiles(ordered, n=100, method="inclusive")
    return f"p50 {q[49]:6.2f} ms   p95 {q[94]:6.2f} ms   p99 {q[98]:6.2f} ms   (n={len(ordered)})"


def timed(client: httpx.Client, payloads: list[dict[str, Any]], expect: str) -> list[float]:
    samples = []
    for payload in payloads:
        start = time.perf_counter()
        response = client.post("/memory", json=payload)
        samples.append((time.perf_counter() - start) * 1000)
        assert response.json()["action"] == expect, response.text
    return samples


def keyed(user: str, value: str) -> dict[str, Any]:
    return {"user_id": user, "text": f"Call me {value}", "type": "preference",
            "key": "preferred_name", "value": value}  # fmt: skip


async def storm(base_url: str, writers: int) -> tuple[float, list[float]]:
    async with httpx.AsyncClient(base_url=base_url, timeout=120) as client:

        async def one(i: int) -> float:
            start = time.perf_counter()
            response = await client.post("/memory", json=keyed("u_storm", f"name-{i}"))
            response.raise_for_status()
            return (time.perf_counter() - start) * 1000

        start = time.perf_counter()
        samples = await asyncio.gather(*(one(i) for i in range(writers)))
        return time.perf_counter() - start, list(samples)


def run(base_url: str, n: int, concurrency: int) -> None:
    cases: list[tuple[str, Callable[[int], dict[str, Any]], str]] = [
        ("ADD", lambda i: {"user_id": f"u_{i % 50}", "text": f"benchmark fact {i}"}, "ADD"),
        ("UPDATE", lambda i: keyed(f"u_{i % 50}", f"name-{i}"), "UPDATE"),
        ("NOOP", lambda i: keyed(f"u_{i % 50}", f"name-{n - 50 + i % 50}"), "NOOP"),
    ]
    with httpx.Client(base_url=base_url, timeout=60) as client:
        for i in range(50):  # warm-up, and a current name for every user
            client.post("/memory", json=keyed(f"u_{i}", "seed"))
        for label, make, expect in cases:
            print(f"{label:7} {percentiles(timed(client, [make(i) for i in range(n)], expect))}")
    seconds, samples = asyncio.run(storm(base_url, concurrency))
    print(
        f"{concurrency} concurrent writers, one key: {concurrency / seconds:7.1f} writes/s   "
        f"{percentiles(samples)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--n", type=int, default=400, help="requests per kind of write")
    parser.add_argument("--concurrency", type=int, default=32)
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}   requests per kind: {args.n}")
    with tempfile.TemporaryDirectory() as data_dir:
        env = {"PALIMPSEST_DATA_DIR": str(Path(data_dir)), "PALIMPSEST_LOG_LEVEL": "warning"}
        with serving(env) as base_url:
            run(base_url, args.n, args.concurrency)


if __name__ == "__main__":
    main()
