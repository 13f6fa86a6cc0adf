"""Latency of supervisor checkpoints over real HTTP: save (`PUT`) and load (`GET`).

    .venv/bin/python -m benchmarks.checkpoints [--n 1000] [--threads 50]

Starts `palimpsest serve` on a throwaway embedded PostgreSQL (or on DATABASE_URL if set: it
writes checkpoints of benchmark users there), saves one checkpoint per thread as a warm-up,
then measures, one request at a time, N saves that replace a thread's state (a new step each
time), N loads, and N `GET /health` as the floor of any request on this machine. The state is
a realistic ~8 KB supervisor state: graph position, memory context, the last 16 messages,
per-agent scratch. Target: p95 ≤ 10 ms for save and for load.
"""

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from benchmarks.write_path import percentiles
from tests.fixtures.server import serving

TARGET_P95_MS = 10.0


def supervisor_state(step: int) -> dict[str, Any]:
    """About 8 KB of JSON shaped like a LangGraph-style supervisor checkpoint."""
    messages = [
        {
            "role": "user" if i % 2 == 0 else "assistant",
            "content": f"Turn {i}: let's plan the v1 launch, the venue booking and the budget"
            f" review; remember I prefer short answers and meetings after 10am ({step}).",
            "ts": f"2026-11-22T10:{i:02d}:00Z",
        }
        for i in range(16)
    ]
    memories = [
        {
            "id": f"mem_{i:032x}",
            "category": ["goals", "tasks", "preferences", "projects"][i % 4],
            "text": f"[tasks] Book the venue for the launch party, option {i}",
            "importance": round(0.3 + 0.05 * i, 2),
        }
        for i in range(12)
    ]
    return {
        "graph": {"node": "planner", "step": step, "next": ["executor", "stylist"], "retries": 0},
        "memory_context": {
            "revision": 40 + step,
            "header": "Memory updates since rev 39:",
            "bullets": memories,
        },
        "messages": messages,
        "agents": {
            name: {"status": "pending", "last_output": f"{name} notes " * 40, "tokens": 512}
            for name in ("planner", "executor", "stylist", "researcher")
        },
        "flags": {"needs_recall": False, "confidence": 0.82},
    }


def timed(client: httpx.Client, requests: list[tuple[str, str, Any]]) -> list[float]:
    samples = []
    for method, path, body in requests:
        start = time.perf_counter()
        response = client.request(method, path, json=body)
        samples.append((time.perf_counter() - start) * 1000)
        assert response.status_code == 200, response.text
    return samples


def verdict(samples: list[float]) -> str:
    p95 = statistics.quantiles(sorted(samples), n=100, method="inclusive")[94]
    return "met" if p95 <= TARGET_P95_MS else "MISSED"


def run(base_url: str, n: int, threads: int) -> None:
    def path(i: int) -> str:
        return f"/checkpoints/u_bench/t_{i % threads}"

    size = len(json.dumps(supervisor_state(0), ensure_ascii=False).encode())
    print(f"state: {size} bytes of JSON   threads: {threads}")
    with httpx.Client(base_url=base_url, timeout=60) as client:
        timed(client, [("PUT", path(i), {"state": supervisor_state(0)}) for i in range(threads)])
        saves = timed(client, [("PUT", path(i), {"state": supervisor_state(i)}) for i in range(n)])
        loads = timed(client, [("GET", path(i), None) for i in range(n)])
        floor = timed(client, [("GET", "/health", None)] * n)
    print(f"save    {percentiles(saves)}   target p95 <= {TARGET_P95_MS:g} ms: {verdict(saves)}")
    print(f"load    {percentiles(loads)}   target p95 <= {TARGET_P95_MS:g} ms: {verdict(loads)}")
    print(f"floor   {percentiles(floor)}   (GET /health: HTTP and app, no database)")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--n", type=int, default=1000, help="saves, then as many loads")
    parser.add_argument("--threads", type=int, default=50, help="distinct checkpoints")
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}   requests per kind: {args.n}")
    with tempfile.TemporaryDirectory() as data_dir:
        env = {"PALIMPSEST_DATA_DIR": str(Path(data_dir)), "PALIMPSEST_LOG_LEVEL": "warning"}
        with serving(env) as base_url:
            run(base_url, args.n, args.threads)


if __name__ == "__main__":
    main()
