"""Which writes make the write's p95: latency by what the write did, over compare_mem0's workload.

    .venv/bin/python -m benchmarks.write_tail [--facts 5000]

Serves `palimpsest serve` on a throwaway embedded database (compare_mem0's server and
workload), writes the facts one at a time for one user over HTTP (one keep-alive client, as
compare_mem0 does), and prints p50 / p95 for all writes, by the action answered (ADD, UPDATE,
NOOP), and by thousand, and what the slowest 5 % did. No mem0 is needed.
"""

import argparse
import collections
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.compare_mem0 import Palimpsest, palimpsest_server, workload


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def line(label: str, values: list[float]) -> str:
    p50, p95 = percentile(values, 0.5), percentile(values, 0.95)
    return f"{label:24s} {len(values):5d}  p50 {p50:5.1f}  p95 {p95:5.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--facts", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    facts = workload(args.facts, 1, args.seed).facts
    rows: list[tuple[int, float, str]] = []
    with (
        tempfile.TemporaryDirectory() as data,
        palimpsest_server(sys.executable, Path(data)) as url,
    ):
        system = Palimpsest(url)
        for i in range(20):  # the model's and the pool's first calls are not the workload's
            system.write("warm-up", f"warm-up fact number {i}")
        for i, text in enumerate(facts):
            started = time.perf_counter()
            action = system.write("user", text)
            rows.append((i, (time.perf_counter() - started) * 1000, action))
    print(line("all writes", [ms for _, ms, _ in rows]))
    by_action = collections.defaultdict(list)
    for _, ms, action in rows:
        by_action[action].append(ms)
    for action, values in sorted(by_action.items()):
        print(line(action, values))
    for start in range(0, len(rows), 1000):
        print(
            line(
                f"writes {start}-{start + 999}",
                [ms for i, ms, _ in rows if start <= i < start + 1000],
            )
        )
    slowest = sorted(rows, key=lambda row: -row[1])[: max(1, len(rows) // 20)]
    print("the slowest 5 %:", dict(collections.Counter(action for _, _, action in slowest)))


if __name__ == "__main__":
    main()
