"""What the Python client adds to a call over raw httpx.

    .venv/bin/python -m benchmarks.client_overhead [--n 500]

Two measurements, for three calls — `GET /memory/{id}`, `POST /memory.query` and
`GET /memory/{id}/history` of a three-version chain:

1. Against a real `palimpsest serve` (throwaway embedded PostgreSQL): the same request with
   `httpx.Client` (+ `response.json()`) and with `Palimpsest` (a typed model, an error check),
   interleaved, one at a time. The difference is small next to the server's time and noisy.
2. The client's own cost, without a server: both sides answered by an `httpx.MockTransport`
   that returns the bytes the real server answered, so only request building, the retry check
   and parsing into models remain. This is the overhead per call, measured precisely.
"""

import argparse
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
from palimpsest_client import Palimpsest

from benchmarks.write_path import percentiles
from tests.fixtures.server import serving

USER = "u_bench_client"


def timed(call: Callable[[], Any], n: int) -> list[float]:
    samples = []
    for _ in range(n):
        start = time.perf_counter()
        call()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def seed(client: Palimpsest) -> tuple[str, str]:
    """A free-text memory and a three-version chain; answer the memory's id and the chain's."""
    memory = client.write(USER, "User drinks green tea every morning").memory
    chain = None
    for name in ("张三", "李四", "王五"):
        chain = client.write(
            USER, f"Call me {name}", type="preference", key="preferred_name", value=name
        ).memory
    assert memory is not None
    assert chain is not None
    return memory.id, chain.id


def pairs(
    http: httpx.Client, client: Palimpsest, memory_id: str, chain_id: str
) -> dict[str, tuple[Callable[[], Any], Callable[[], Any]]]:
    query = {"query": "What does the user drink?", "filters": {"user_id": USER}}
    return {
        "GET /memory/{id}": (
            lambda: http.get(f"/memory/{memory_id}").raise_for_status().json(),
            lambda: client.get_memory(memory_id),
        ),
        "POST /memory.query": (
            lambda: http.post("/memory.query", json=query).raise_for_status().json(),
            lambda: client.query("What does the user drink?", user_id=USER),
        ),
        "GET /memory/{id}/history": (
            lambda: http.get(f"/memory/{chain_id}/history").raise_for_status().json(),
            lambda: client.history(chain_id),
        ),
    }


def against_the_server(base_url: str, n: int) -> dict[str, bytes]:
    """Print both sides against the real server; answer each call's recorded answer bytes."""
    recorded: dict[str, bytes] = {}
    with httpx.Client(base_url=base_url) as http, Palimpsest(base_url) as client:
        memory_id, chain_id = seed(client)
        print("1. against the server (one request at a time, interleaved)")
        for name, (raw, typed) in pairs(http, client, memory_id, chain_id).items():
            raw_samples: list[float] = []
            typed_samples: list[float] = []
            for _ in range(n):
                raw_samples += timed(raw, 1)
                typed_samples += timed(typed, 1)
            print(f"   {name:<26} httpx   {percentiles(raw_samples)}")
            print(f"   {'':<26} client  {percentiles(typed_samples)}")
        for path in (f"/memory/{memory_id}", f"/memory/{chain_id}/history"):
            recorded[path] = http.get(path).content
        query = {"query": "What does the user drink?", "filters": {"user_id": USER}}
        recorded["/memory.query"] = http.post("/memory.query", json=query).content
    return recorded


def client_side(recorded: dict[str, bytes], n: int) -> None:
    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, content=recorded[request.url.path], headers=JSON)

    transport = httpx.MockTransport(answer)
    ids = [path.split("/")[2] for path in recorded if path.startswith("/memory/")]
    memory_id, chain_id = ids[0], ids[1]
    with (
        httpx.Client(base_url="http://bench", transport=transport) as http,
        Palimpsest("http://bench", transport=transport) as client,
    ):
        print("2. the client's own cost (the server's recorded answers, no network)")
        for name, (raw, typed) in pairs(http, client, memory_id, chain_id).items():
            for _ in range(50):
                raw(), typed()
            raw_samples, typed_samples = timed(raw, n), timed(typed, n)
            extra = sorted(typed_samples)[n // 2] - sorted(raw_samples)[n // 2]
            extra95 = sorted(typed_samples)[n * 95 // 100] - sorted(raw_samples)[n * 95 // 100]
            print(f"   {name:<26} httpx   {percentiles(raw_samples)}")
            print(f"   {'':<26} client  {percentiles(typed_samples)}")
            print(f"   {'':<26} overhead per call: p50 {extra:+.3f} ms   p95 {extra95:+.3f} ms")


JSON = {"content-type": "application/json"}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--n", type=int, default=500, help="calls per side and kind")
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}   calls per side and kind: {args.n}")
    with tempfile.TemporaryDirectory() as data_dir:
        env = {
            "PALIMPSEST_DATA_DIR": str(Path(data_dir)),
            "PALIMPSEST_LOG_LEVEL": "warning",
            "DATABASE_URL": os.environ.get("DATABASE_URL", ""),
        }
        with serving(env) as base_url:
            recorded = against_the_server(base_url, args.n)
    client_side(recorded, args.n * 4)


if __name__ == "__main__":
    main()
