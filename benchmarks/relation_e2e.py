"""End-to-end conflict resolution on the labelled pairs: write OLD, then NEW, through the real
service (HTTP, embedder, candidate search, classifier, database), and check whether OLD was
retired. This is what a user sees, gates and candidate channels included.

    .venv/bin/python -m benchmarks.relation_e2e [--pairs tests/fixtures/relation_pairs.jsonl]

Starts `palimpsest serve` on a throwaway embedded PostgreSQL; each pair gets its own user.
Prints supersession recall and false-supersession rate per language and label, and how often
the old memory was not even a candidate.
"""

import argparse
import json
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx

from tests.fixtures.server import serving

RETIRING = {"UPDATE", "CONTRADICTION"}


def run(base_url: str, pairs: list[dict[str, Any]]) -> None:
    outcome: Counter[tuple[str, str, str]] = Counter()
    missed_candidates = Counter[str]()
    started = time.perf_counter()
    with httpx.Client(base_url=base_url, timeout=60) as client:
        for pair in pairs:
            user = f"eval_{pair['id']}"
            old = client.post("/memory", json={"user_id": user, "text": pair["old"]}).json()
            new = client.post("/memory", json={"user_id": user, "text": pair["new"]}).json()
            old_id = old["memory"]["id"]
            retired = any(m["id"] == old_id for m in new["superseded"])
            if not any(c["id"] == old_id for c in new["candidates"]):
                missed_candidates[pair["label"]] += 1
            outcome[(pair["lang"], pair["label"], "retired" if retired else "kept")] += 1
    seconds = time.perf_counter() - started

    def count(lang: str, labels: set[str], result: str) -> int:
        return sum(
            n for (lg, label, res), n in outcome.items()
            if lang in ("all", lg) and label in labels and res == result
        )  # fmt: skip

    keeping = {"OVERLAP", "NONE"}
    for lang in ("all", "en", "zh", "mixed"):
        found, missed = count(lang, RETIRING, "retired"), count(lang, RETIRING, "kept")
        wrong, right = count(lang, keeping, "retired"), count(lang, keeping, "kept")
        if found + missed and wrong + right:
            print(
                f"{lang:5}  supersession recall {found}/{found + missed} = "
                f"{found / (found + missed):.3f}   false supersession "
                f"{wrong}/{wrong + right} = {wrong / (wrong + right):.3f}"
            )
    print(f"old memory not among the candidates, by label: {dict(missed_candidates)}")
    print(f"{len(pairs)} pairs, {2 * len(pairs) / seconds:.0f} writes/s over HTTP")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--pairs", type=Path, default=Path("tests/fixtures/relation_pairs.jsonl"))
    args = parser.parse_args()
    pairs = [
        json.loads(line) for line in args.pairs.read_text(encoding="utf-8").splitlines() if line
    ]
    with tempfile.TemporaryDirectory() as data_dir:
        env = {
            "DATABASE_URL": "",
            "PALIMPSEST_DATA_DIR": data_dir,
            "PALIMPSEST_LOG_LEVEL": "warning",
        }
        with serving(env) as base_url:
            run(base_url, pairs)


if __name__ == "__main__":
    main()
