"""CPU time the rules classifier spends per write, replaying compare_mem0's workload.

    .venv/bin/python -m benchmarks.rules_cost [--facts 5000] [--sample 500] [--dump]

Each of the last `--sample` facts is judged, as a write judges it, against its ten nearest
earlier facts at cosine >= 0.35 (MiniLM on the configured runtime): an approximation of the
write's candidates that needs no database. Two figures, CPU time of this process per write:
  cold  no text read yet (every reading cache cleared before each write: a restarted server)
  warm  the candidates read already, the new text not (a server that has seen the user)
`--dump` prints every verdict and reason instead, one per line, to diff two checkouts.
"""

import argparse
import importlib
import pkgutil
import time

import numpy as np

import app.providers.rules as rules
from app.config import get_settings
from app.enums import Relation
from app.providers.local import load_encoder
from app.providers.rules.classifier import (
    attributes,
    classify_pair,
    has_change_cue,
    is_retraction,
)
from benchmarks.compare_mem0 import workload

Case = tuple[str, list[tuple[str, float]]]


def cases(facts: int, sample: int) -> list[Case]:
    settings = get_settings()
    encoder = load_encoder(settings.local_embedder, cache_dir=settings.model_cache_dir)
    texts = workload(facts, 200, 7).facts
    vectors = np.concatenate([encoder.encode(texts[i : i + 128]) for i in range(0, facts, 128)])
    found = []
    for i in range(facts - sample, facts):
        similarities = vectors[:i] @ vectors[i]
        nearest = np.argsort(-similarities)[:10]
        found.append(
            (
                texts[i],
                [(texts[j], float(similarities[j])) for j in nearest if similarities[j] >= 0.35],
            )
        )
    return found


def forget() -> None:
    """Clear every reading cache of the rules."""
    for module in pkgutil.iter_modules(rules.__path__):
        for value in vars(importlib.import_module(f"{rules.__name__}.{module.name}")).values():
            if callable(clear := getattr(value, "cache_clear", None)):
                clear()


def judge(new: str, candidates: list[tuple[str, float]]) -> list[tuple[Relation, str]]:
    attributes(new)
    has_change_cue(new)
    verdicts = [classify_pair(new, old, similarity) for old, similarity in candidates]
    is_retraction(new)
    return verdicts


def cold(found: list[Case]) -> float:
    spent = 0.0
    for new, candidates in found:
        forget()
        started = time.process_time()
        judge(new, candidates)
        spent += time.process_time() - started
    return spent / len(found)


def warm(found: list[Case]) -> float:
    forget()
    for _, candidates in found:
        for old, _ in candidates:
            classify_pair(old, old, 0.5)  # reads the candidate's text
    started = time.process_time()
    for new, candidates in found:
        judge(new, candidates)
    return (time.process_time() - started) / len(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--facts", type=int, default=5000)
    parser.add_argument("--sample", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--dump", action="store_true")
    args = parser.parse_args()
    found = cases(args.facts, args.sample)
    if args.dump:
        for new, candidates in found:
            for relation, why in judge(new, candidates):
                print(f"{relation}\t{why}")
        return
    per_candidate = sum(len(c) for _, c in found) / len(found)
    print(f"{len(found)} writes, {per_candidate:.1f} candidates each; CPU ms per write")
    for _ in range(args.rounds):
        print(f"  cold {cold(found) * 1000:6.2f}   warm {warm(found) * 1000:6.2f}")


if __name__ == "__main__":
    main()
