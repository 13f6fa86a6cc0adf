"""Two checkouts of Palimpsest, one workload, interleaved: which is faster on this machine now.

    .venv/bin/python -m benchmarks.interleaved --before ../main --after . --data-dir DIR

`DIR` holds a database seeded by `benchmarks/profile_paths.py --data-dir DIR` (4,500 facts of
compare_mem0's workload for one user). Each checkout serves its own clone of it (`palimpsest
serve` run from that checkout, with this virtualenv's Python), and one client alternates between
the two, the first server changing every request: the last `--sample` facts written, then the
questions asked. The machine's other load falls on both alike, so the ratio is the figure to
read, even when the absolute times are not. Each side's CPU time per request is measured too:
its server process, and the PostgreSQL backends of its own database.

With `--sample 0` nothing is written, both databases stay identical, and every answer of the
two checkouts is compared whole (ids, order, scores, similarities, texts, counts): the proof
that a change to the query path changed no answer. hit@5 (the question's fact among the five
results) is printed for both either way.
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
from benchmarks.compare_mem0 import hit_rate, workload
from benchmarks.profile_paths import SEED_DATABASE, USER, cpu_seconds


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


class Meter:
    """CPU seconds of one side: its server process and the backends of its database."""

    def __init__(self, server: psutil.Process, database: str) -> None:
        self.server, self.database = server, database

    def seconds(self) -> tuple[float, float]:
        """(the server's, its database backends')."""
        backends = []
        for process in psutil.process_iter(["cmdline"]):
            title = " ".join(process.info["cmdline"] or [])
            if title.startswith(f"postgres: postgres {self.database} "):
                backends.append(process)
        return cpu_seconds([self.server]), cpu_seconds(backends)


def alternate(
    clients: dict[str, httpx.Client],
    items: list[Any],
    call: Callable[[httpx.Client, Any], Any],
    meters: dict[str, Meter],
) -> tuple[dict[str, list[float]], dict[str, list[Any]], dict[str, tuple[float, float]]]:
    """Wall seconds and answers per side, and CPU seconds per request per side (the server's,
    its database's)."""
    seconds: dict[str, list[float]] = {name: [] for name in clients}
    answers: dict[str, list[Any]] = {name: [] for name in clients}
    cpu = dict.fromkeys(clients, (0.0, 0.0))
    names = list(clients)
    for i, item in enumerate(items):
        for name in names if i % 2 == 0 else names[::-1]:
            before = meters[name].seconds()
            started = time.perf_counter()
            response = call(clients[name], item)
            seconds[name].append(time.perf_counter() - started)
            response.raise_for_status()
            answers[name].append(response.json())
            # Work left after the answer (access counts) is counted with the next request.
            after = meters[name].seconds()
            cpu[name] = (cpu[name][0] + after[0] - before[0], cpu[name][1] + after[1] - before[1])
    n = max(len(items), 1)
    return seconds, answers, {name: (app / n, db / n) for name, (app, db) in cpu.items()}


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
        clients, meters = {}, {}
        for port, name, checkout in ((18911, "before", args.before), (18912, "after", args.after)):
            url = clone(args.data_dir, f"interleaved_{name}")
            base_url, server = stack.enter_context(serving(checkout, url, args.data_dir, port))
            clients[name] = stack.enter_context(httpx.Client(base_url=base_url, timeout=120))
            meters[name] = Meter(server, f"interleaved_{name}")
        for client in clients.values():  # first model calls, first connections
            for i in range(5):
                if args.sample:  # with no writes, the two databases stay identical
                    client.post(
                        "/memory", json={"user_id": "u_warm", "text": f"User warms up {i}."}
                    )
                client.post(
                    "/memory.query",
                    json={"query": f"warm-up {i}", "filters": {"user_id": "u_warm"}},
                )
        writes = alternate(
            clients,
            work.facts[-args.sample :] if args.sample else [],
            lambda c, text: c.post(
                "/memory", json={"user_id": USER, "text": text, "type": "fact", "importance": 0.8}
            ),
            meters,
        )
        queries = alternate(
            clients,
            [question for question, _ in work.questions],
            lambda c, question: c.post(
                "/memory.query", json={"query": question, "filters": {"user_id": USER}, "top_k": 5}
            ),
            meters,
        )
    print(f"{os.cpu_count()} CPUs")
    for label, (seconds, _, cpu) in (("write", writes), ("query", queries)):
        if not seconds["before"]:
            continue
        figures = "   ".join(
            f"{name}: p50 {percentile(s, 50):.1f} · p95 {percentile(s, 95):.1f} ms,"
            f" CPU {sum(cpu[name]) * 1000:.1f} ms (server {cpu[name][0] * 1000:.1f},"
            f" PostgreSQL {cpu[name][1] * 1000:.1f})"
            for name, s in seconds.items()
        )
        ratio = percentile(seconds["after"], 50) / percentile(seconds["before"], 50)
        print(f"{label}   {figures}   after/before p50 {ratio:.2f}")
    answers = queries[1]
    for name, found in answers.items():
        texts = [[r["text"] for r in answer["results"]] for answer in found]
        print(f"hit@5 {name}: {hit_rate(texts, work.questions):.3f}")
    if not args.sample:
        same = sum(a == b for a, b in zip(answers["before"], answers["after"], strict=True))
        print(f"identical answers (the whole response): {same} of {len(answers['before'])}")
        for a, b in zip(answers["before"], answers["after"], strict=True):
            if a != b:
                print(f"  first difference:\n    before {a}\n    after  {b}")
                break


if __name__ == "__main__":
    main()
