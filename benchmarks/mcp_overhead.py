"""What an MCP `recall` costs over `POST /memory.query`, for the same question and answer.

    .venv/bin/python -m benchmarks.mcp_overhead [--n 300] [--memories 200]

Starts `palimpsest serve` on a throwaway embedded PostgreSQL, writes `--memories` memories for
one user over REST, then asks N questions three ways, interleaved so drift hits all alike:

- REST: `POST /memory.query` (`top_k` 5, bullets) with httpx;
- MCP, raw: the same question as a JSON-RPC `tools/call` of `recall`, POSTed to /mcp with
  httpx: the server side of MCP (transport, JSON-RPC, the tool's text and structured content);
- MCP, SDK: `recall` through the official SDK's client over streamable HTTP (one session): what
  an agent framework pays, client included.

Every question is asked once before timing, so the embedding cache answers all three the same
way and the difference is MCP's alone. Prints p50/p95 of each and the overhead over REST.
"""

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

import httpx
from mcp import Client

from benchmarks.write_path import percentiles
from tests.fixtures.server import serving

USER = "u_bench_mcp"
TOPICS = (
    "green tea in the morning", "a flat in Lisbon", "the billing migration", "Rust and Go",
    "trail running on Sundays", "a sister called Mei", "peanut allergy", "jazz while coding",
    "the Q3 roadmap", "vegetarian dinners", "Neovim over VS Code", "a trip to Japan in May",
)  # fmt: skip
MCP_HEADERS = {
    "Accept": "application/json, text/event-stream",
    "MCP-Protocol-Version": "2025-06-18",
}


def memory_texts(n: int) -> list[str]:
    return [f"User mentioned {TOPICS[i % len(TOPICS)]} (note {i})" for i in range(n)]


def questions(n: int) -> list[str]:
    return [f"What do we know about {TOPICS[i % len(TOPICS)]}? ({i})" for i in range(n)]


async def timed(call: Callable[[], Awaitable[None]]) -> float:
    start = time.perf_counter()
    await call()
    return (time.perf_counter() - start) * 1000


def p(samples: list[float], q: int) -> float:
    return statistics.quantiles(sorted(samples), n=100, method="inclusive")[q - 1]


async def run(base_url: str, n: int, memories: int) -> None:
    asked = questions(n)
    async with httpx.AsyncClient(base_url=base_url, timeout=60) as http:
        for text in memory_texts(memories):
            written = await http.post("/memory", json={"user_id": USER, "text": text})
            assert written.status_code in (200, 201), written.text

        async def rest(question: str) -> None:
            body = {"query": question, "filters": {"user_id": USER}, "top_k": 5}
            answer = await http.post("/memory.query", json=body)
            assert answer.status_code == 200, answer.text

        async def raw(question: str, call_id: int) -> None:
            arguments = {"query": question, "user_id": USER, "top_k": 5}
            message = {
                "jsonrpc": "2.0",
                "id": call_id,
                "method": "tools/call",
                "params": {"name": "recall", "arguments": arguments},
            }
            answer = await http.post("/mcp", json=message, headers=MCP_HEADERS)
            assert answer.status_code == 200, answer.text
            assert not answer.json()["result"].get("isError"), answer.text

        async with Client(f"{base_url}/mcp") as client:

            async def sdk(question: str) -> None:
                result = await client.call_tool(
                    "recall", {"query": question, "user_id": USER, "top_k": 5}
                )
                assert not result.is_error, result

            for i, question in enumerate(asked):  # warm: every embedding cached, every path hot
                await rest(question)
                await raw(question, i)
                await sdk(question)
            samples: dict[str, list[float]] = {"rest": [], "raw": [], "sdk": []}
            for i, question in enumerate(asked):
                samples["rest"].append(await timed(partial(rest, question)))
                samples["raw"].append(await timed(partial(raw, question, n + i)))
                samples["sdk"].append(await timed(partial(sdk, question)))
    report(samples)


def report(samples: dict[str, list[float]]) -> None:
    rest = samples["rest"]
    print(f"{'POST /memory.query':<27}{percentiles(rest)}")
    for name, label in (("raw", "MCP recall, raw JSON-RPC"), ("sdk", "MCP recall, SDK client")):
        mine = samples[name]
        print(f"{label:<27}{percentiles(mine)}")
        extra = {q: p(mine, q) - p(rest, q) for q in (50, 95)}
        ratio = {q: p(mine, q) / p(rest, q) for q in (50, 95)}
        print(
            f"{'':<27}overhead over REST: p50 {extra[50]:+.2f} ms ({ratio[50]:.2f}x)"
            f"   p95 {extra[95]:+.2f} ms ({ratio[95]:.2f}x)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--n", type=int, default=300, help="questions, each asked three ways")
    parser.add_argument("--memories", type=int, default=200, help="memories of the user")
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}   questions: {args.n}   memories: {args.memories}")
    with tempfile.TemporaryDirectory() as data_dir:
        env: dict[str, Any] = {
            "PALIMPSEST_DATA_DIR": str(Path(data_dir)),
            "PALIMPSEST_LOG_LEVEL": "warning",
            "DATABASE_URL": os.environ.get("DATABASE_URL", ""),
        }
        with serving(env) as base_url:
            asyncio.run(run(base_url, args.n, args.memories))


if __name__ == "__main__":
    main()
