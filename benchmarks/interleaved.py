"""Two checkouts of Palimpsest, one workload, interleaved: which is faster on this machine now.

    .venv/bin/python -m benchmarks.interleaved --before ../main --after . --data-dir DIR

`DIR` holds a database seeded by `benchmarks/profile_paths.py --data-dir DIR` (4,500 facts of
compare_mem0's workload for one user). Each checkout serves its own clone of it (`palimpsest
serve` run from that checkout, with this virtualenv's Python), and one client alternates between
the two, the first server changing every request: the last `--sample` facts written, then the
questions asked. The machine's other load falls on both alike, so the ratio is the figure to
read, even when the absolute times are not. Each phase also reports the CPU time each server
process spent per request (its threads, not PostgreSQL's), which the machine's load moves less.
"""

import argparse
import contextlib
import os
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import psutil
import psycopg

from app.db.embedded import start_embedded
from app.db.engine import libpq_url
from benchmarks.compare_mem0 import workload
from benchmarks.profile_paths import SEED_DATABASE, USER


def clone(data_dir: Path, name: str) -> str:
    seed = start_embedded(data_dir, database=SEED_DATABASE)
    with psycopg.connect(libpq_url(seed), dbname="postgres", autocommit=True) as conn:
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
            (SEED_DATABASE,),
        )
        conn.execute(f"DROP DATABASE IF EXISTS {name}")
        conn.execute(f"CREATE DATABASE {name} TEMPLATE {SEED_DATABASE}")
    return start_embedded(data_dir, database=name)


@contextlib.contextmanager
def serving(
    checkout: Path, url: str, data_dir: Path, port: int
) -> Iterator[tuple[str, psutil.Process]]:
    env = {**os.environ, "DATABASE_URL": url, "PALIMPSEST_DATA_DIR": str(data_dir)}
    env["PALIMPSEST_LOG_LEVEL"] = "warning"
    command = [sys.executable, "-m", "app.cli", "serve", "--port", str(port)]
    log = (data_dir / f"interleaved-{port}.log").open("w")
    process = subprocess.Popen(command, cwd=checkout, env=env, stdout=log, stderr=log)
    base_url = f"http://127.0.0.1:{port}"
    try:
        while True:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(base_url + "/ready", timeout=2).status_code == 200:
                    break
            if process.poll() is not None:
                raise SystemExit(f"{checkout}: palimpsest serve exited")
            time.sleep(0.5)
        yield base_url, psutil.Process(process.pid)
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=60)


def alternate(
    clients: dict[str, httpx.Client], items: list[Any], call: Callable[[httpx.Client, Any], Any]
) -> dict[str, list[float]]:
    seconds: dict[str, list[float]] = {name: [] for name in clients}
    names = list(clients)
    for i, item in enumerate(items):
        for name in names if i % 2 == 0 else names[::-1]:
            started = time.perf_counter()
            call(clients[name], item).raise_for_status()
            seconds[name].append(time.perf_counter() - started)
    return seconds


def cpu_seconds(process: psutil.Process) -> float:
    times = process.cpu_times()
    return times.user + times.system


def percentile(samples: list[float], q: int) -> float:
    return statistics.quantiles(samples, n=100, method="inclusive")[q - 1] * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, required=True)
    parser.add_argument("--after", type=Path, required=True)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--facts", type=int, default=5000)
    parser.add_argument("--sample", type=int, default=500)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    work = workload(args.facts, args.queries, seed=11)
    with contextlib.ExitStack() as stack:
        clients, processes = {}, {}
        for port, name, checkout in ((18911, "before", args.before), (18912, "after", args.after)):
            url = clone(args.data_dir, f"interleaved_{name}")
            base_url, processes[name] = stack.enter_context(
                serving(checkout, url, args.data_dir, port)
            )
            clients[name] = stack.enter_context(httpx.Client(base_url=base_url, timeout=120))
        for client in clients.values():  # first model calls, first connections
            for i in range(5):
                client.post("/memory", json={"user_id": "u_warm", "text": f"User warms up {i}."})
                client.post(
                    "/memory.query",
                    json={"query": f"warm-up {i}", "filters": {"user_id": "u_warm"}},
                )
        cpu = {name: [cpu_seconds(p)] for name, p in processes.items()}
        writes = alternate(
            clients,
            work.facts[-args.sample :],
            lambda c, text: c.post(
                "/memory", json={"user_id": USER, "text": text, "type": "fact", "importance": 0.8}
            ),
        )
        for name, p in processes.items():
            cpu[name].append(cpu_seconds(p))
        queries = alternate(
            clients,
            [question for question, _ in work.questions],
            lambda c, question: c.post(
                "/memory.query", json={"query": question, "filters": {"user_id": USER}, "top_k": 5}
            ),
        )
        for name, p in processes.items():
            cpu[name].append(cpu_seconds(p))
    print(f"{os.cpu_count()} CPUs")
    for phase, (label, seconds) in enumerate((("write", writes), ("query", queries))):
        figures = "   ".join(
            f"{name}: p50 {percentile(s, 50):.1f} · p95 {percentile(s, 95):.1f} ms,"
            f" CPU {(cpu[name][phase + 1] - cpu[name][phase]) / len(s) * 1000:.1f} ms"
            for name, s in seconds.items()
        )
        ratio = percentile(seconds["after"], 50) / percentile(seconds["before"], 50)
        print(f"{label}   {figures}   after/before p50 {ratio:.2f}")


if __name__ == "__main__":
    main()
