"""End-to-end conflict resolution on the labelled pairs: write OLD, then NEW, through the real
service (HTTP, embedder, candidate search, classifier, database), and check whether OLD was
retired. This is what a user sees, gates and candidate channels included.

    .venv/bin/python -m benchmarks.relation_e2e [--set dev|legacy]

Starts `palimpsest serve` on a throwaway embedded PostgreSQL with the default settings; each
pair gets its own user. For the dev, frozen-test and fresh splits side by side (benchmarks/
data/relations, README there) it prints supersession recall and the false-supersession rate,
by label, language and style; how often OLD was not even a candidate; and how often NEW was
answered NOOP although the two texts are not labelled as the same content (a lost memory).
"""

import argparse
import tempfile
import time
from collections import Counter
from collections.abc import Callable

import httpx

from benchmarks.classifier_eval import RETIRING, SPLITS, Pair, load
from tests.fixtures.server import serving


def write_pair(client: httpx.Client, pair: Pair) -> tuple[bool, bool, bool]:
    """(OLD retired, OLD among NEW's candidates, NEW answered NOOP)."""
    user = f"eval_{pair.id}_{time.monotonic_ns()}"
    old = client.post("/memory", json={"user_id": user, "text": pair.old}).json()
    new = client.post("/memory", json={"user_id": user, "text": pair.new}).json()
    old_id = old["memory"]["id"]
    retired = any(m["id"] == old_id for m in new["superseded"])
    candidate = any(c["id"] == old_id for c in new["candidates"])
    return retired, candidate, new["action"] == "NOOP"


def _rate(hits: int, total: int) -> str:
    return f"{hits / total:6.3f} ({hits}/{total})" if total else "     n/a"


def report(results: list[tuple[Pair, bool, bool, bool]]) -> None:
    def line(title: str, keep: Callable[[Pair], bool]) -> None:
        cells = []
        for split in SPLITS:
            rows = [r for r in results if r[0].split == split and keep(r[0])]
            pos = [r for r in rows if r[0].label in RETIRING]
            neg = [r for r in rows if r[0].label not in RETIRING]
            recall = _rate(sum(r[1] for r in pos), len(pos))
            cells.append(f"{recall} | {_rate(sum(r[1] for r in neg), len(neg))}")
        print(f"  {title:<22}" + "   ".join(f"{c:>40}" for c in cells))

    heads = ("dev: recall | false", "frozen test: recall | false", "fresh: recall | false")
    print(f"{'':24}" + "   ".join(f"{h:>40}" for h in heads))
    line("all", lambda p: True)
    for label in ("UPDATE", "CONTRADICTION"):
        line(label, lambda p, label=label: p.label.value == label)  # type: ignore[misc]
    for lang in sorted({r[0].lang for r in results}):
        line(f"language {lang}", lambda p, lang=lang: p.lang == lang)  # type: ignore[misc]
    for style in sorted({r[0].style for r in results}):
        line(f"style {style}", lambda p, style=style: p.style == style)  # type: ignore[misc]
    missed = Counter(r[0].label.value for r in results if r[0].label in RETIRING and not r[2])
    print(f"conflicts where OLD was not a candidate, by label: {dict(missed)}")
    lost = [r for r in results if r[3]]
    print(f"NEW answered NOOP (not stored): {len(lost)} of {len(results)} pairs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=("dev", "legacy"), default="dev")
    args = parser.parse_args()
    pairs = load(args.set)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as data_dir:
        env = {
            "DATABASE_URL": "",
            "PALIMPSEST_DATA_DIR": data_dir,
            "PALIMPSEST_LOG_LEVEL": "warning",
        }
        with serving(env) as base_url, httpx.Client(base_url=base_url, timeout=60) as client:
            results = [(p, *write_pair(client, p)) for p in pairs]
    seconds = time.perf_counter() - started
    report(results)
    print(f"{len(pairs)} pairs, {2 * len(pairs) / seconds:.0f} writes/s over HTTP")


if __name__ == "__main__":
    main()
