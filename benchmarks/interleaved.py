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

`--block N` asks the questions N at a time per side (A B, B A, …, a pause after each turn)
instead of one by one: a side's background work then overlaps only its own questions. Use it
when that work is what differs (the access flush).

`--flush-log` logs every statement of both databases (`log_min_duration_statement = 0` on
each clone) and prints, per side, the access flush's statements of the query phase (the read
counts written once a second: parse + bind + execute at the server, each flush) and how many
row updates of `memories` and `memory_reads` were HOT (no new index entries).
"""

import argparse
import contextlib
import os
import re
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
    block: int = 1,
) -> tuple[dict[str, list[float]], dict[str, list[Any]], dict[str, tuple[float, float]]]:
    """Wall seconds and answers per side, and CPU seconds per request per side (the server's,
    its database's).

    With `block` > 1, each side asks a block of items alone, the sides in turn (A B, B A, …),
    and a pause after each side's turn lets its background work (the access flush, once a
    second) end before the other side starts: that work then slows only its own side's
    requests, and is counted in its CPU."""
    seconds: dict[str, list[float]] = {name: [] for name in clients}
    answers: dict[str, list[Any]] = {name: [] for name in clients}
    cpu = dict.fromkeys(clients, (0.0, 0.0))
    names = list(clients)
    if block > 1:
        chunks = [items[start : start + block] for start in range(0, len(items), block)]
        turns = [
            (name, chunk)
            for n, chunk in enumerate(chunks)
            for name in (names if n % 2 == 0 else names[::-1])
        ]
    else:
        turns = [
            (name, [item])
            for i, item in enumerate(items)
            for name in (names if i % 2 == 0 else names[::-1])
        ]
    for name, asked in turns:
        before = meters[name].seconds()
        for item in asked:
            started = time.perf_counter()
            response = call(clients[name], item)
            seconds[name].append(time.perf_counter() - started)
            response.raise_for_status()
            answers[name].append(response.json())
        if block > 1:
            time.sleep(_PAUSE)
        # Work left after the answer (access counts) is counted with the next request.
        after = meters[name].seconds()
        cpu[name] = (cpu[name][0] + after[0] - before[0], cpu[name][1] + after[1] - before[1])
    n = max(len(items), 1)
    return seconds, answers, {name: (app / n, db / n) for name, (app, db) in cpu.items()}


# After a side's block: longer than the access flush's interval, so its last flush is done.
_PAUSE = 1.5


# The access flush, as main wrote it (an UPDATE of memories) and as memory_reads takes it.
_FLUSHES = ("UPDATE memories SET access_count", "INSERT INTO memory_reads AS r")
_LOGGED = re.compile(
    r"\[(?P<pid>\d+)\] (?P<db>\S+) LOG:  duration: (?P<ms>[\d.]+) ms  (?P<step>parse|bind|execute)"
    r"[^:]*: (?P<sql>.*)"
)


@contextlib.contextmanager
def statement_log(data_dir: Path, databases: list[str]) -> Iterator[Callable[[], int]]:
    """Every statement of `databases` logged with its database's name while the block runs;
    yields a function answering the log's size now (where a phase starts)."""
    admin = start_embedded(data_dir, database=SEED_DATABASE)
    log = data_dir / "pg" / "log"
    with psycopg.connect(libpq_url(admin), dbname="postgres", autocommit=True) as conn:
        conn.execute("ALTER SYSTEM SET log_line_prefix = '%m [%p] %d '")
        conn.execute("SELECT pg_reload_conf()")
        for name in databases:
            conn.execute(f"ALTER DATABASE {name} SET log_min_duration_statement = 0")
        try:
            yield lambda: log.stat().st_size
        finally:
            conn.execute("ALTER SYSTEM RESET log_line_prefix")
            conn.execute("SELECT pg_reload_conf()")


def flushes(log: Path, since: int) -> dict[str, list[float]]:
    """Server ms of each access flush (parse + bind + execute) after byte `since`, by database."""
    pending: dict[str, float] = {}
    found: dict[str, list[float]] = {}
    for line in log.read_bytes()[since:].decode(errors="replace").splitlines():
        match = _LOGGED.search(line)
        if match is None or not match["sql"].startswith(_FLUSHES):
            continue
        pending[match["pid"]] = pending.get(match["pid"], 0.0) + float(match["ms"])
        if match["step"] == "execute":
            found.setdefault(match["db"], []).append(pending.pop(match["pid"]))
    return found


def hot_updates(data_dir: Path, database: str) -> str:
    url = start_embedded(data_dir, database=database)
    with psycopg.connect(libpq_url(url), autocommit=True) as conn:
        rows = conn.execute(
            "SELECT relname, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables"
            " WHERE relname IN ('memories', 'memory_reads') ORDER BY relname"
        ).fetchall()
    return ", ".join(f"{name} {upd} updated, {hot} HOT" for name, upd, hot in rows)


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
    parser.add_argument("--flush-log", action="store_true", help="time the access flushes")
    parser.add_argument(
        "--block", type=int, default=1, help="questions a side asks alone before the other's turn"
    )
    args = parser.parse_args()
    work = workload(args.facts, args.queries, seed=11)
    sides = {"before": args.before, "after": args.after}
    log_size: Callable[[], int] | None = None
    with contextlib.ExitStack() as stack:
        clients, meters = {}, {}
        urls = {name: clone(args.data_dir, f"interleaved_{name}") for name in sides}
        if args.flush_log:
            databases = [f"interleaved_{name}" for name in sides]
            log_size = stack.enter_context(statement_log(args.data_dir, databases))
        for port, (name, checkout) in zip((18911, 18912), sides.items(), strict=True):
            url = urls[name]
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
        query_log = log_size() if log_size else 0
        queries = alternate(
            clients,
            [question for question, _ in work.questions],
            lambda c, question: c.post(
                "/memory.query", json={"query": question, "filters": {"user_id": USER}, "top_k": 5}
            ),
            meters,
            block=args.block,
        )
        time.sleep(2)  # the last flush
    print(f"{os.cpu_count()} CPUs")
    if args.flush_log:
        timed = flushes(args.data_dir / "pg" / "log", query_log)
        for name in sides:
            ms = sorted(timed.get(f"interleaved_{name}", []))
            figures = (
                f"{len(ms)} flushes, server ms p50 {statistics.median(ms):.1f}"
                f" · max {ms[-1]:.1f}, total {sum(ms):.0f}"
                if ms
                else "no flush logged"
            )
            print(f"access flush {name}: {figures}")
            print(f"  updates {name}: {hot_updates(args.data_dir, f'interleaved_{name}')}")
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
