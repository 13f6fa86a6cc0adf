"""Retrieval over long dialogue: are the turns that answer a question among the results?

    .venv/bin/python -m benchmarks.dialogue_recall [--split dev|test|all] [--budget N]
        [--speakers prefix|none] [--top-k 10]

Stores every turn of the conversations in benchmarks/data/dialogue (one user per conversation,
in order, each turn with its session's date as `valid_from`) through `POST /memory` on a
throwaway embedded PostgreSQL with the default settings. It then asks each labelled question
through `POST /memory.query` (`top_k` 10, the question's conversation as `filters.user_id`)
and measures **evidence recall@k**: the share of a question's evidence turns among the first k
results, averaged over questions. It prints recall@5 and recall@10 by split and question type
(single fact, temporal "when did…", multi-hop), how many results the token budget let
through, and the query latency (p50 / p95, each question text asked once, so no embedding
cache helps).

`--budget N` sets `budget_tokens` (default: the service's default); `--speakers none` stores the
bare text instead of "Speaker: text". The frozen test split (conv_03, conv_06, conv_08) is
never tuned on: settings are chosen on dev and the test split is only reported.
"""

import argparse
import statistics
import tempfile
import time
from collections import defaultdict
from typing import Any

import httpx

from benchmarks.dialogue_retirement import conversations, turn_text
from tests.fixtures.server import serving

TYPES = ("single", "temporal", "multi_hop")


def store(
    client: httpx.Client, conversation: dict[str, Any], speakers: str, user: str
) -> dict[str, str]:
    """Write every turn; answer turn id → the memory id that holds it."""
    held: dict[str, str] = {}
    for session in conversation["sessions"]:
        for turn in session["turns"]:
            body = {
                "user_id": user,
                "text": turn_text(turn, speakers),
                "valid_from": session["date"] + "+00:00",
            }
            answer = client.post("/memory", json=body)
            answer.raise_for_status()
            memory = answer.json().get("memory")
            if memory:
                held[turn["id"]] = memory["id"]
    return held


def ask(
    client: httpx.Client, question: dict[str, Any], user: str, top_k: int, budget: int | None
) -> tuple[list[str], float]:
    body: dict[str, Any] = {
        "query": question["question"],
        "filters": {"user_id": user},
        "top_k": top_k,
    }
    if budget is not None:
        body["budget_tokens"] = budget
    started = time.perf_counter()
    answer = client.post("/memory.query", json=body)
    seconds = time.perf_counter() - started
    answer.raise_for_status()
    return [r["id"] for r in answer.json()["results"]], seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "test", "all"), default="all")
    parser.add_argument("--budget", type=int, default=None)
    parser.add_argument("--top-k", type=int, default=10)
    parser.add_argument("--speakers", choices=("prefix", "none"), default="prefix")
    args = parser.parse_args()
    recall: dict[tuple[str, str, int], list[float]] = defaultdict(list)
    returned: list[int] = []
    latencies: list[float] = []
    with tempfile.TemporaryDirectory() as data_dir:
        env = {
            "DATABASE_URL": "",
            "PALIMPSEST_DATA_DIR": data_dir,
            "PALIMPSEST_LOG_LEVEL": "warning",
        }
        with serving(env) as base_url, httpx.Client(base_url=base_url, timeout=120) as client:
            for conversation in conversations(args.split):
                split = "test" if conversation["id"] in ("conv_03", "conv_06", "conv_08") else "dev"
                user = f"rec_{conversation['id']}_{time.monotonic_ns()}"
                held = store(client, conversation, args.speakers, user)
                for question in conversation["questions"]:
                    ids, seconds = ask(client, question, user, args.top_k, args.budget)
                    latencies.append(seconds)
                    returned.append(len(ids))
                    evidence = [held.get(e) for e in question["evidence"]]
                    for k in (5, 10):
                        found = sum(e is not None and e in ids[:k] for e in evidence)
                        for key in (question["type"], "all"):
                            recall[(split, key, k)].append(found / len(evidence))
    print(f"{'':14}" + "".join(f"{s + ' @5':>12}{s + ' @10':>12}" for s in ("dev", "test")))
    for key in (*TYPES, "all"):
        cells = []
        for split in ("dev", "test"):
            for k in (5, 10):
                values = recall.get((split, key, k), [])
                cells.append(f"{statistics.fmean(values):12.3f}" if values else f"{'n/a':>12}")
        n = len(recall.get(("dev", key, 5), [])) + len(recall.get(("test", key, 5), []))
        print(f"{key:<10}{n:>4}" + "".join(cells))
    latencies.sort()
    p95 = latencies[int(0.95 * (len(latencies) - 1))]
    print(
        f"\nresults returned per question: mean {statistics.fmean(returned):.1f} of top_k "
        f"{args.top_k} (budget {args.budget or 'default'})"
    )
    print(
        f"memory.query latency over HTTP: p50 {statistics.median(latencies) * 1e3:.1f} ms, "
        f"p95 {p95 * 1e3:.1f} ms ({len(latencies)} questions)"
    )


if __name__ == "__main__":
    main()
