"""Two checkouts under write load, A B B A: bulk, eight writers, one writer.

    .venv/bin/python -m benchmarks.write_load --before ../main --after . --data-dir DIR
        [--bulk 2000] [--per-client 40] [--single 100] [--phases bulk,clients,single]

Each checkout serves (`palimpsest serve`, this virtualenv's Python) its own fresh database of
one embedded PostgreSQL in DIR. Rounds go before, after, after, before; in each round:
  bulk     `--bulk` facts of compare_mem0's templates over 1,000 users, JSON Lines to
           `POST /memory/batch`, 1,000 a request
  clients  8 clients, each writing `--per-client` facts for a user of its own
  single   one client writing `--single` facts for one user
and prints memories/s with the CPU time per memory of the server (every process and thread
of it) and of PostgreSQL (every backend: the phases run one at a time, so a phase's delta is
its own). The machine's other load moves memories/s; the CPU times move much less.
"""

import argparse
import contextlib
import json
import random
import threading
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import psutil

from app.db.embedded import start_embedded
from app.db.migrate import upgrade
from benchmarks.compare_mem0 import TEMPLATES, _fill
from benchmarks.interleaved import serving
from benchmarks.profile_paths import cpu_seconds

Figures = tuple[float, float, float]  # memories/s, server CPU ms, PostgreSQL CPU ms per memory


def tree(process: psutil.Process) -> list[psutil.Process]:
    return [process, *process.children(recursive=True)]


def postgres(data_dir: Path) -> list[psutil.Process]:
    found = []
    for process in psutil.process_iter(["name", "cmdline"]):
        command = process.info["cmdline"] or []
        if (process.info["name"] or "").startswith("postgres") and any(
            str(data_dir) in part for part in command
        ):
            found += tree(process)
    return found


def bulk(client: httpx.Client, items: list[tuple[str, str]]) -> None:
    headers = {"content-type": "application/x-ndjson"}
    for start in range(0, len(items), 1000):
        lines = "".join(
            json.dumps({"user_id": u, "text": t, "type": "fact", "importance": 0.8}) + "\n"
            for u, t in items[start : start + 1000]
        )
        client.post("/memory/batch", content=lines, headers=headers).raise_for_status()


def writes(base_url: str, user: str, texts: list[str]) -> None:
    with httpx.Client(base_url=base_url, timeout=120) as client:
        for text in texts:
            body = {"user_id": user, "text": text, "type": "fact", "importance": 0.8}
            client.post("/memory", json=body).raise_for_status()


def clients(base_url: str, tag: str, texts: list[str], per_client: int) -> None:
    threads = [
        threading.Thread(
            target=writes,
            args=(base_url, f"u_{tag}_{i}", texts[i * per_client : (i + 1) * per_client]),
        )
        for i in range(8)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, required=True)
    parser.add_argument("--after", type=Path, required=True)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--bulk", type=int, default=2000)
    parser.add_argument("--per-client", type=int, default=40)
    parser.add_argument("--single", type=int, default=100)
    parser.add_argument("--phases", default="bulk,clients,single")
    args = parser.parse_args()
    rng = random.Random(5)
    texts = [_fill(rng, *rng.choice(TEMPLATES))[0] for _ in range(20_000)]
    figures: dict[tuple[str, str], list[Figures]] = {}
    stamp = int(time.time())
    with contextlib.ExitStack() as stack:
        servers = {}
        for port, name, checkout in ((18931, "before", args.before), (18932, "after", args.after)):
            url = start_embedded(args.data_dir, database=f"write_load_{name}_{stamp}")
            upgrade(url)
            base_url, process = stack.enter_context(serving(checkout, url, args.data_dir, port))
            client = stack.enter_context(httpx.Client(base_url=base_url, timeout=600))
            for i in range(5):  # first model calls, first connections
                client.post("/memory", json={"user_id": "u_warm", "text": f"User warms up {i}."})
            servers[name] = (base_url, client, process)

        def measure(name: str, phase: str, run: Callable[[], None], count: int) -> None:
            server, database = tree(servers[name][2]), postgres(args.data_dir)
            cpu, pg, started = cpu_seconds(server), cpu_seconds(database), time.perf_counter()
            run()
            elapsed = time.perf_counter() - started
            spent = (cpu_seconds(server) - cpu) * 1000 / count
            pg_spent = (cpu_seconds(database) - pg) * 1000 / count
            figures.setdefault((phase, name), []).append((count / elapsed, spent, pg_spent))

        phases = args.phases.split(",")
        for round_, name in enumerate(("before", "after", "after", "before")):
            base_url, client, _ = servers[name]
            fresh = texts[round_ * 5000 : (round_ + 1) * 5000]
            if "bulk" in phases:
                users = [f"u_bulk{round_}_{rng.randrange(1000):04d}" for _ in range(args.bulk)]
                items = list(zip(users, fresh, strict=False))
                measure(name, "bulk", lambda: bulk(client, items), len(items))  # noqa: B023
            if "clients" in phases:
                run = lambda: clients(base_url, f"c{round_}", fresh[3000:], args.per_client)  # noqa: B023, E731
                measure(name, "clients", run, 8 * args.per_client)
            if "single" in phases:
                sample = fresh[4000 : 4000 + args.single]
                run = lambda: writes(base_url, f"u_single{round_}", sample)  # noqa: B023, E731
                measure(name, "single", run, len(sample))
    print(f"{psutil.cpu_count()} CPUs; memories/s, then CPU ms per memory: server / PostgreSQL")
    for phase in ("bulk", "clients", "single"):
        for name in ("before", "after"):
            if runs := figures.get((phase, name)):
                cells = "   ".join(f"{r:6.1f}/s {c:5.2f} / {p:5.2f}" for r, c, p in runs)
                print(f"  {phase:8} {name:7} {cells}")


if __name__ == "__main__":
    main()
