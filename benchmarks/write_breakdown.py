"""Where a write's time goes on PostgreSQL's side, by the action answered (ADD, UPDATE, NOOP).

    .venv/bin/python -m benchmarks.write_breakdown [--facts 5000] [--log-from 0]
        [--py-spy .venv/bin/py-spy]

write_tail's run (compare_mem0's workload, one keep-alive client, `palimpsest serve` on a
throwaway embedded database), with three instruments added, none of them in the request:
- PostgreSQL's log of every statement (`log_min_duration_statement = 0`, set by ALTER SYSTEM
  on the throwaway server), each transaction matched to the write whose wall-clock interval
  holds its COMMIT: the server's time per statement kind (BEGIN, lock, candidates, supersede,
  staged rows, COMMIT, with parse and bind), per action;
- the WAL each write made (the insert position before and after it, read between writes from
  a connection of this process), and pg_walinspect's record counts and full-page images per
  resource manager over the writes of each action;
- optionally py-spy over the server process (raw samples, path printed), for the split of the
  server's CPU by function.
The instruments cost time of their own (logging each statement), so read the latencies here
as shares, and write_tail's as the figures.
"""

import argparse
import collections
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import psutil
import psycopg

from benchmarks.compare_mem0 import Palimpsest, palimpsest_server, workload

_LINE = re.compile(
    r"^(?P<ts>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) \S+ \[(?P<pid>\d+)\] (?P<vxid>\S*) "
    r"LOG:  duration: (?P<ms>[\d.]+) ms  (?P<what>.*)$"
)


def kind(statement: str) -> str:
    """A statement's kind, by the words the app's statements start with."""
    text = statement.lower()
    for needle, name in (
        ("pg_advisory_xact_lock", "lock"),
        ("with new_memories", "staged rows"),
        ("update memories", "update memories"),
        ("begin", "BEGIN"),
        ("commit", "COMMIT"),
        ("rollback", "ROLLBACK"),
        ("select 1", "ping"),
    ):
        if needle in text:
            return name
    if "with duplicate as materialized" in text:
        return "candidates"
    return "other: " + " ".join(statement.split())[:40]


def parse_log(path: Path, skip_pid: int) -> list[dict[str, Any]]:
    """The log's statements (each its own "transaction" entry), in order of their end: each
    is matched to the write whose interval holds its end (one client, writes in sequence)."""
    found = []
    for raw in path.read_text(errors="replace").splitlines():
        match = _LINE.match(raw)
        if match is None or int(match["pid"]) == skip_pid:
            continue
        step, _, statement = match["what"].partition(": ")
        phase = "run"
        if step.startswith("parse"):
            phase = "parse"
        elif step.startswith("bind"):
            phase = "bind"
        found.append({"steps": [(kind(statement), phase, float(match["ms"]))], "end": match["ts"]})
    return found


def epoch(stamp: str) -> float:
    return time.mktime(time.strptime(stamp[:19], "%Y-%m-%d %H:%M:%S")) + float("0" + stamp[19:])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--facts", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--log-from", type=int, default=0, help="log statements from this write")
    parser.add_argument("--py-spy", help="py-spy's path: sample the server during the writes")
    args = parser.parse_args()
    facts = workload(args.facts, 1, args.seed).facts
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp, palimpsest_server(sys.executable, Path(tmp)) as url:
        pgdata = Path(tmp) / "pg"
        socket_dir = (pgdata / "postmaster.pid").read_text().splitlines()[4]
        admin = psycopg.connect(
            host=socket_dir, dbname="palimpsest", user="postgres", autocommit=True
        )
        admin.execute("CREATE EXTENSION IF NOT EXISTS pg_walinspect")
        me = admin.execute("SELECT pg_backend_pid()").fetchone()[0]  # type: ignore[index]
        system = Palimpsest(url)
        for i in range(20):
            system.write("warm-up", f"warm-up fact number {i}")
        spy = None
        for i, text in enumerate(facts):
            if i == args.log_from:
                for setting in (
                    "log_min_duration_statement = 0",
                    "log_parameter_max_length = 0",
                    "log_line_prefix = '%m [%p] %v '",
                    "log_checkpoints = on",
                    "log_autovacuum_min_duration = 0",
                ):
                    admin.execute(f"ALTER SYSTEM SET {setting}")
                admin.execute("SELECT pg_reload_conf()")
                time.sleep(1)
                if args.py_spy:
                    serve = next(
                        p
                        for p in psutil.Process().children(recursive=True)
                        if "serve" in " ".join(p.cmdline())
                    )
                    out = Path(tempfile.gettempdir()) / f"write_breakdown_{serve.pid}.txt"
                    spy = subprocess.Popen(
                        [
                            args.py_spy,
                            "record",
                            "-p",
                            str(serve.pid),
                            "-r",
                            "250",
                            "-f",
                            "raw",
                            "-o",
                            str(out),
                        ],
                        stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL,
                    )
            before = admin.execute("SELECT pg_current_wal_insert_lsn()").fetchone()[0]  # type: ignore[index]
            started = time.time()
            action = system.write("user", text)
            ended = time.time()
            after = admin.execute("SELECT pg_current_wal_insert_lsn()").fetchone()[0]  # type: ignore[index]
            rows.append(
                {
                    "i": i,
                    "action": action,
                    "start": started,
                    "end": ended,
                    "ms": (ended - started) * 1000,
                    "lsn": (before, after),
                }
            )
        if spy is not None:
            spy.send_signal(2)
            spy.wait()
            print("py-spy samples:", out)
        wal = {}
        for action in ("ADD", "UPDATE", "NOOP"):
            mine = [r for r in rows if r["action"] == action and r["i"] >= args.log_from]
            totals: collections.Counter[str] = collections.Counter()
            for r in mine[-300:]:
                for rec in admin.execute(
                    'SELECT "resource_manager/record_type", count, record_size, fpi_size'
                    " FROM pg_get_wal_stats(%s, %s, true) WHERE count > 0",
                    r["lsn"],
                ):
                    name, count, size, fpi_size = rec
                    totals[f"{name} records"] += count
                    totals[f"{name} bytes"] += size
                    totals[f"{name} fpi bytes"] += fpi_size
            wal[action] = (len(mine[-300:]), totals)
        admin.close()
        log_text = pgdata / "log"
        transactions = parse_log(log_text, me) if log_text.exists() else []
        (Path(tempfile.gettempdir()) / "write_breakdown.log").write_text(
            log_text.read_text(errors="replace")
        )
    report(rows, transactions, wal, args.log_from)
    dump = Path(tempfile.gettempdir()) / "write_breakdown_rows.json"
    dump.write_text(json.dumps([{k: v for k, v in r.items() if k != "lsn"} for r in rows]))
    print("each write's statements:", dump)


def report(
    rows: list[dict[str, Any]],
    transactions: list[dict[str, Any]],
    wal: dict[str, Any],
    log_from: int,
) -> None:
    logged = [r for r in rows if r["i"] >= log_from]
    ends = [(epoch(tx["end"]), tx) for tx in transactions]
    j = 0
    for r in logged:  # the transactions whose COMMIT fell in the write's interval
        r["tx"] = []
        while j < len(ends) and ends[j][0] < r["start"] - 0.001:
            j += 1
        while j < len(ends) and ends[j][0] <= r["end"] + 0.001:
            r["tx"].append(ends[j][1])
            j += 1
    for action in ("ADD", "UPDATE", "NOOP"):
        mine = [r for r in logged if r["action"] == action]
        if not mine:
            continue
        per: dict[tuple[str, str], list[float]] = collections.defaultdict(list)
        server = []
        for r in mine:
            sums: collections.Counter[tuple[str, str]] = collections.Counter()
            for tx in r["tx"]:
                for name, phase, ms in tx["steps"]:
                    sums[(name, phase)] += ms
            for key in sums:
                per[key].append(sums[key])
            server.append(sum(sums.values()))
        ms = [r["ms"] for r in mine]
        print(
            f"\n{action}: {len(mine)} writes, client p50 {statistics.median(ms):.1f} ms,"
            f" p95 {sorted(ms)[int(0.95 * len(ms))]:.1f}; server (logged) mean"
            f" {statistics.mean(server):.2f} ms, median {statistics.median(server):.2f}"
        )
        for (name, phase), values in sorted(per.items(), key=lambda kv: -sum(kv[1])):
            mean = sum(values) / len(mine)
            print(
                f"  {name:20s} {phase:5s} mean {mean:6.3f} ms  (in {len(values)} writes;"
                f" p50 {statistics.median(values):.3f}, p95"
                f" {sorted(values)[int(0.95 * len(values))]:.3f})"
            )
        slow = sorted(mine, key=lambda r: -r["ms"])[: max(1, len(mine) // 20)]
        slow_server = [sum(ms for tx in r["tx"] for _, _, ms in tx["steps"]) for r in slow]
        print(
            f"  slowest 5 %: client mean {statistics.mean(r['ms'] for r in slow):.1f} ms, "
            f"server mean {statistics.mean(slow_server):.2f} ms"
        )
        n, totals = wal.get(action, (0, {}))
        if n:
            wal_bytes = sum(v for k, v in totals.items() if k.endswith("bytes")) / n
            print(
                f"  WAL per write (last {n}): {wal_bytes:.0f} bytes;",
                ", ".join(
                    f"{k} {v / n:.2f}"
                    for k, v in sorted(totals.items(), key=lambda kv: -kv[1])
                    if not k.endswith("bytes") or v / n > 500
                ),
            )


if __name__ == "__main__":
    main()
