"""Quality of a relation classifier on the labelled pairs: dev and frozen test, side by side.

Usage, from the repository root:

    .venv/bin/python -m benchmarks.classifier_eval                        # the rules
    .venv/bin/python -m benchmarks.classifier_eval --provider llm \\
        --base-url http://localhost:11434/v1 --model qwen2.5:7b [--api-key …]
    .venv/bin/python -m benchmarks.classifier_eval --set legacy           # the earlier 440
    .venv/bin/python -m benchmarks.classifier_eval --errors               # dev errors only

The pairs are benchmarks/data/relations/*.jsonl (1,650 pairs, five sources; README there), and
the test split is the frozen list in frozen_test_ids.txt. `--set legacy` reads
tests/fixtures/relation_pairs.jsonl, which the earlier rules were tuned on (its own split:
sha256(id) mod 10 >= 7 held out). For each split the script prints per-class precision and
recall, supersession recall (UPDATE or CONTRADICTION predicted as either), the
false-supersession rate (an OVERLAP or NONE pair predicted as either), and both again by
language, by style (everyday, formal, third party, answer, dialogue) and by source file.

Similarities are real MiniLM cosines, as in production. With `--provider llm` every pair is one
chat call through the service's own LLM classifier (its prompt and JSON schema), with the old
memory as the only candidate. `--errors` prints the dev split's errors to tune by; it never
prints the test split's.
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from app.config import get_settings
from app.enums import Relation
from app.providers import rules
from app.providers.base import Candidate

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data" / "relations"
LEGACY = ROOT / "tests" / "fixtures" / "relation_pairs.jsonl"
# Written after the model was designed, by authors who saw neither the rules nor the other
# sets: reported, never tuned on (benchmarks/data/relations/README.md).
FRESH = DATA / "fresh"
SPLITS = ("dev", "test", "fresh")
LABELS = (Relation.CONTRADICTION, Relation.UPDATE, Relation.OVERLAP, Relation.NONE)
RETIRING = {Relation.CONTRADICTION, Relation.UPDATE}


@dataclass(frozen=True, slots=True)
class Pair:
    id: str
    source: str
    lang: str
    style: str
    old: str
    new: str
    label: Relation
    split: str
    similarity: float


@dataclass(frozen=True, slots=True)
class Judged:
    pair: Pair
    predicted: Relation
    reason: str


def load(which: str) -> list[Pair]:
    """The labelled pairs with their split and MiniLM cosine."""
    import hashlib

    if which == "legacy":
        files = [LEGACY]
        test_ids = {
            r["id"]
            for r in _rows(LEGACY)
            if int(hashlib.sha256(r["id"].encode()).hexdigest(), 16) % 10 >= 7
        }
    else:
        files = sorted(DATA.glob("*.jsonl")) + sorted(FRESH.glob("*.jsonl"))
        test_ids = set((DATA / "frozen_test_ids.txt").read_text().split())
    rows = [(path, row) for path in files for row in _rows(path)]
    sims = similarities([r["old"] for _, r in rows], [r["new"] for _, r in rows])

    def split(path: Path, row: dict[str, Any]) -> str:
        if path.parent == FRESH:
            return "fresh"
        return "test" if row["id"] in test_ids else "dev"

    return [
        Pair(
            id=r["id"],
            source=path.stem,
            lang=r["lang"],
            style=r.get("style", "everyday"),
            old=r["old"],
            new=r["new"],
            label=Relation(r["label"]),
            split=split(path, r),
            similarity=sim,
        )
        for (path, r), sim in zip(rows, sims, strict=True)
    ]


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def similarities(old: list[str], new: list[str]) -> list[float]:
    """Cosines from the local model on the configured runtime (PALIMPSEST_LOCAL_EMBEDDER)."""
    from app.providers.local import load_encoder

    settings = get_settings()
    encoder = load_encoder(settings.local_embedder, cache_dir=settings.model_cache_dir)
    return [float(x) for x in (encoder.encode(new) * encoder.encode(old)).sum(axis=1)]


def judge_rules(pairs: list[Pair]) -> list[Judged]:
    return [Judged(p, *rules.classify_pair(p.new, p.old, p.similarity)) for p in pairs]


def judge_llm(pairs: list[Pair], base_url: str, model: str, api_key: str | None) -> list[Judged]:
    from app.providers.llm_classifier import LLMRelationClassifier
    from app.providers.openai import OpenAICompatible

    async def run() -> list[Judged]:
        async with httpx.AsyncClient() as http:
            client = OpenAICompatible(
                http, base_url=base_url, api_key=api_key, timeout=60, retries=2
            )
            classifier = LLMRelationClassifier(client, model=model)
            limit = asyncio.Semaphore(4)

            async def one(pair: Pair) -> Judged:
                async with limit:
                    verdict = await classifier.classify(
                        pair.new, [Candidate("m", pair.old, pair.similarity)]
                    )
                (judgement,) = verdict.judgements
                return Judged(pair, judgement.relation, judgement.reason)

            return list(await asyncio.gather(*(one(p) for p in pairs)))

    return asyncio.run(run())


def _ratio(num: int, den: int) -> str:
    return f"{num / den:6.3f} ({num}/{den})" if den else "   n/a"


def figures(judged: list[Judged]) -> dict[str, tuple[int, int]]:
    """supersession recall and false supersession, as (hits, total)."""
    positives = [j for j in judged if j.pair.label in RETIRING]
    negatives = [j for j in judged if j.pair.label not in RETIRING]
    return {
        "recall": (sum(j.predicted in RETIRING for j in positives), len(positives)),
        "false": (sum(j.predicted in RETIRING for j in negatives), len(negatives)),
        "update": (
            sum(j.predicted in RETIRING for j in positives if j.pair.label is Relation.UPDATE),
            sum(j.pair.label is Relation.UPDATE for j in positives),
        ),
        "contradiction": (
            sum(
                j.predicted in RETIRING for j in positives if j.pair.label is Relation.CONTRADICTION
            ),
            sum(j.pair.label is Relation.CONTRADICTION for j in positives),
        ),
    }


def report(judged: list[Judged]) -> None:
    splits = {s: [j for j in judged if j.pair.split == s] for s in SPLITS}
    print(f"{'':26}{'dev':>22}{'frozen test':>22}{'fresh':>22}")
    for name, key in (
        ("supersession recall", "recall"),
        ("  UPDATE retired", "update"),
        ("  CONTRADICTION retired", "contradiction"),
        ("false supersession", "false"),
    ):
        print(f"{name:26}" + "".join(f"{_ratio(*figures(splits[s])[key]):>22}" for s in splits))
    print(f"\n{'class P / R':26}" + "".join(f"{s:>22}" for s in splits))
    for label in LABELS:
        cells = []
        for rows in splits.values():
            tp = sum(j.pair.label is label and j.predicted is label for j in rows)
            predicted = sum(j.predicted is label for j in rows)
            support = sum(j.pair.label is label for j in rows)
            p = tp / predicted if predicted else 0.0
            r = tp / support if support else 0.0
            cells.append(f"{p:.2f} / {r:.2f} (n={support})")
        print(f"{label.value:26}" + "".join(f"{c:>22}" for c in cells))
    keys: list[tuple[str, Callable[[Judged], str]]] = [
        ("language", lambda j: j.pair.lang),
        ("style", lambda j: j.pair.style),
        ("source", lambda j: j.pair.source),
    ]
    for title, by in keys:
        _breakdown(title, judged, by)
    _confusion(judged)


def _breakdown(title: str, judged: list[Judged], key: Callable[[Judged], str]) -> None:
    print(f"\n== by {title}: supersession recall | false supersession")
    for value in sorted({key(j) for j in judged}):
        cells = []
        for split in SPLITS:
            rows = [j for j in judged if key(j) == value and j.pair.split == split]
            f = figures(rows)
            cells.append(f"{_ratio(*f['recall'])} | {_ratio(*f['false'])}")
        print(f"  {value:<16}" + "   ".join(f"{c:>38}" for c in cells))


def _confusion(rows: Iterable[Judged]) -> None:
    counts = Counter((j.pair.label, j.predicted) for j in rows)
    print("\n== confusion, both splits (rows: label, columns: predicted)")
    print(" " * 14 + "".join(f"{p.value[:7]:>9}" for p in LABELS))
    for label in LABELS:
        print(f"{label.value:<14}" + "".join(f"{counts[label, p]:>9}" for p in LABELS))


def print_errors(judged: list[Judged]) -> None:
    """Dev errors only: the test split's errors are never shown, so nothing is tuned on them."""
    for j in judged:
        wrong = (j.pair.label in RETIRING) != (j.predicted in RETIRING)
        if j.pair.split == "dev" and wrong:
            verdict = f"[{j.pair.label.value}→{j.predicted.value}] sim={j.pair.similarity:.2f}"
            print(
                f"{j.pair.id} {verdict}"
                f"\n   old: {j.pair.old}\n   new: {j.pair.new}\n   why: {j.reason}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=("dev", "legacy"), default="dev")
    parser.add_argument("--provider", choices=("rules", "llm"), default="rules")
    parser.add_argument("--base-url", help="an OpenAI-compatible server, for --provider llm")
    parser.add_argument("--model", default="gpt-4o-mini")
    parser.add_argument("--api-key")
    parser.add_argument("--errors", action="store_true", help="print the dev split's errors")
    args = parser.parse_args()
    pairs = load(args.set)
    if args.provider == "llm":
        if not args.base_url:
            parser.error("--provider llm needs --base-url")
        judged = judge_llm(pairs, args.base_url, args.model, args.api_key)
    else:
        judged = judge_rules(pairs)
    if args.errors:
        print_errors(judged)
        return
    runtime = get_settings().local_embedder
    print(f"{len(pairs)} pairs, classifier: {args.provider}, similarities: MiniLM {runtime}")
    report(judged)


if __name__ == "__main__":
    main()
