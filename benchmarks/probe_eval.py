"""How many pairs of a probe set the rules retire, and which: a screen for false supersession.

Usage, from the repository root:

    .venv/bin/python -m benchmarks.probe_eval                     # both stored probe sets
    .venv/bin/python -m benchmarks.probe_eval --probe PATH.jsonl  # one probe set

A probe set is a jsonl file in the labelled pairs' format (benchmarks/data/relations/README.md)
kept outside the top-level directory, so classifier_eval never counts it. The default one,
probes/near_misses.jsonl, holds only pairs that must NOT retire the old memory (OVERLAP or
NONE), written before reading the rules: a second value that coexists, another person's value,
a past told as past, a plan, wish or question, a restatement, an added detail, another
occasion, a scoped statement, a negation of something else, a chat turn. Every retirement the
script lists is a false supersession; it prints them grouped by the reading that retired them
(the first word of the classifier's reason). Similarities are MiniLM cosines, as in production.

The second one, probes/restated_formal.jsonl (the fifty-second pass), holds formal and
third-party facts only, en + zh, written before that pass read the rules: the same fact
restated in other words (passive, apposition, another unit, script or abbreviation), a detail
added, another entity's value, a former holder told as former, a later event of another kind,
a plan or rumour, a question, a scoped statement.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from app.enums import Relation
from app.providers.rules.classifier import classify_pair
from benchmarks.classifier_eval import DATA, RETIRING, similarities

NEAR_MISSES = DATA / "probes" / "near_misses.jsonl"
RESTATED_FORMAL = DATA / "probes" / "restated_formal.jsonl"
PROBE_SETS = (NEAR_MISSES, RESTATED_FORMAL)


@dataclass(frozen=True, slots=True)
class Probe:
    id: str
    kind: str
    label: Relation
    old: str
    new: str


@dataclass(frozen=True, slots=True)
class Retired:
    probe: Probe
    predicted: Relation
    reason: str
    similarity: float

    @property
    def reading(self) -> str:
        return self.reason.split(":")[0].split()[0] if self.reason else "?"


def load_probes(path: Path = NEAR_MISSES) -> list[Probe]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return [
        Probe(r["id"], r.get("kind", r.get("style", "")), Relation(r["label"]), r["old"], r["new"])
        for r in rows
    ]


def retired(probes: list[Probe]) -> list[Retired]:
    """The probes whose label keeps the old memory but which the rules retire."""
    sims = similarities([p.old for p in probes], [p.new for p in probes])
    out = []
    for probe, sim in zip(probes, sims, strict=True):
        predicted, reason = classify_pair(probe.new, probe.old, sim)
        if predicted in RETIRING and probe.label not in RETIRING:
            out.append(Retired(probe, predicted, reason, sim))
    return out


def report(path: Path) -> None:
    """Print how many of one probe set's pairs retire, by reading and kind, and each of them."""
    probes = load_probes(path)
    keeping = [p for p in probes if p.label not in RETIRING]
    wrong = retired(probes)
    print(
        f"{path.name}: {len(probes)} probe pairs ({len(keeping)} must keep the old memory): ",
        end="",
    )
    print(f"{len(wrong)} retire ({len(wrong) / max(len(keeping), 1):.1%})")
    print(
        "by reading: "
        + ", ".join(f"{r} {n}" for r, n in Counter(w.reading for w in wrong).most_common())
    )
    print(
        "by kind:    "
        + ", ".join(f"{k} {n}" for k, n in Counter(w.probe.kind for w in wrong).most_common())
    )
    for w in sorted(wrong, key=lambda w: (w.reading, w.probe.id)):
        print(
            f"{w.probe.id} [{w.probe.kind}: {w.probe.label.value}→{w.predicted.value}]"
            f" sim={w.similarity:.2f}\n   old: {w.probe.old}\n   new: {w.probe.new}"
            f"\n   why: {w.reason}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--probe", type=Path, help="one probe jsonl file (default: both stored)")
    args = parser.parse_args()
    for path in [args.probe] if args.probe else PROBE_SETS:
        report(path)
        print()


if __name__ == "__main__":
    main()
