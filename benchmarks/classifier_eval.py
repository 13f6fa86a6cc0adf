"""Quality and speed of the rule relation classifier on tests/fixtures/relation_pairs.jsonl.

Usage, from the repository root:

    .venv/bin/python -m benchmarks.classifier_eval [--fixture PATH] [--no-embed]

Embeds every old/new text with the local MiniLM encoder (app.providers.minilm), runs
``app.providers.rules.classify_pair`` on each labelled pair and prints, for the whole set, the
dev and held-out splits and each language (en / zh / mixed):

- per-class precision / recall / F1 for CONTRADICTION, UPDATE, OVERLAP and NONE;
- supersession recall (UPDATE or CONTRADICTION predicted as either) and the false-supersession
  rate (an OVERLAP / NONE pair predicted UPDATE or CONTRADICTION): the figures that matter;
- ``is_retraction`` agreement with the ``retraction`` flag;
- the confusion matrix (rows: label, columns: prediction);
- time per pair of ``classify_pair`` with cold caches (every text analysed afresh) and warm.

The split is deterministic: a pair is held-out when sha256(id) mod 10 >= 7 (about 30 %). Rules
are tuned on dev (and on tests/unit/test_rules_classifier.py) only; held-out is for reporting.
``--no-embed`` passes similarity=None (no embedding), which the cue rules must not need.
This is a script, not a test: tests/unit/test_relation_pairs.py guards the floors.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.enums import Relation
from app.providers import rules, rules_frames, rules_topics

FIXTURE = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "relation_pairs.jsonl"
LABELS = (Relation.CONTRADICTION, Relation.UPDATE, Relation.OVERLAP, Relation.NONE)
RETIRING = {Relation.CONTRADICTION, Relation.UPDATE}


@dataclass(frozen=True, slots=True)
class Row:
    id: str
    lang: str
    old: str
    new: str
    label: Relation
    retraction: bool
    similarity: float | None
    predicted: Relation
    retracts: bool

    @property
    def split(self) -> str:
        return "dev" if int(hashlib.sha256(self.id.encode()).hexdigest(), 16) % 10 < 7 else "held"


def _similarities(pairs: list[dict[str, Any]], embed: bool) -> list[float | None]:
    if not embed:
        return [None] * len(pairs)
    from app.providers.minilm import MiniLMEncoder

    encoder = MiniLMEncoder.load()
    new = encoder.encode([str(p["new"]) for p in pairs])
    old = encoder.encode([str(p["old"]) for p in pairs])
    return [float(x) for x in (new * old).sum(axis=1)]


def _load(path: Path, embed: bool) -> tuple[list[Row], float, float]:
    pairs = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    sims = _similarities(pairs, embed)
    rules_frames.analyse.cache_clear()
    rules_topics.topic.cache_clear()
    start = time.perf_counter()
    verdicts = [
        rules.classify_pair(p["new"], p["old"], s)[0] for p, s in zip(pairs, sims, strict=True)
    ]
    cold = (time.perf_counter() - start) / len(pairs)
    start = time.perf_counter()
    for p, s in zip(pairs, sims, strict=True):
        rules.classify_pair(p["new"], p["old"], s)
    warm = (time.perf_counter() - start) / len(pairs)
    rows = [
        Row(
            id=p["id"],
            lang=p["lang"],
            old=p["old"],
            new=p["new"],
            label=Relation(p["label"]),
            retraction=bool(p["retraction"]),
            similarity=s,
            predicted=v,
            retracts=rules.is_retraction(p["new"]),
        )
        for p, s, v in zip(pairs, sims, verdicts, strict=True)
    ]
    return rows, cold, warm


def _ratio(num: int, den: int) -> str:
    return f"{num}/{den} = {num / den:.3f}" if den else "n/a"


def _report(title: str, rows: list[Row]) -> None:
    if not rows:
        return
    print(f"\n== {title}: {len(rows)} pairs")
    print(f"{'class':<14}{'precision':>10}{'recall':>10}{'F1':>8}{'support':>9}")
    for label in LABELS:
        tp = sum(r.label is label and r.predicted is label for r in rows)
        predicted = sum(r.predicted is label for r in rows)
        support = sum(r.label is label for r in rows)
        p = tp / predicted if predicted else 0.0
        rc = tp / support if support else 0.0
        f1 = 2 * p * rc / (p + rc) if p + rc else 0.0
        print(f"{label.value:<14}{p:>10.3f}{rc:>10.3f}{f1:>8.3f}{support:>9}")
    positives = [r for r in rows if r.label in RETIRING]
    negatives = [r for r in rows if r.label not in RETIRING]
    hits = sum(r.predicted in RETIRING for r in positives)
    false = sum(r.predicted in RETIRING for r in negatives)
    retractions = [r for r in rows if r.retraction]
    print(f"supersession recall      {_ratio(hits, len(positives))}")
    print(f"false supersession       {_ratio(false, len(negatives))}")
    print(
        f"exact accuracy           {_ratio(sum(r.label is r.predicted for r in rows), len(rows))}"
    )
    found = sum(r.retracts for r in retractions)
    wrong = sum(r.retracts and not r.retraction for r in rows)
    print(f"is_retraction recall     {_ratio(found, len(retractions))}; false: {wrong}")


def _confusion(rows: Iterable[Row]) -> None:
    counts = Counter((r.label, r.predicted) for r in rows)
    print("\n== confusion (rows: label, columns: predicted)")
    print(" " * 14 + "".join(f"{p.value[:7]:>9}" for p in LABELS))
    for label in LABELS:
        print(f"{label.value:<14}" + "".join(f"{counts[label, p]:>9}" for p in LABELS))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fixture", type=Path, default=FIXTURE)
    parser.add_argument("--no-embed", action="store_true", help="similarity=None for every pair")
    args = parser.parse_args()
    rows, cold, warm = _load(args.fixture, embed=not args.no_embed)
    _report("all", rows)
    for split in ("dev", "held"):
        _report(f"split {split}", [r for r in rows if r.split == split])
    for lang in sorted({r.lang for r in rows}):
        _report(f"language {lang}", [r for r in rows if r.lang == lang])
        for split in ("dev", "held"):
            subset = [r for r in rows if r.lang == lang and r.split == split]
            _report(f"language {lang}, split {split}", subset)
    _confusion(rows)
    print(f"\ntime per pair: cold {cold * 1e3:.3f} ms, warm {warm * 1e3:.3f} ms (classify_pair)")


if __name__ == "__main__":
    main()
