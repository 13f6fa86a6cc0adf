"""Fit the calibrated reading of the rules classifier on the dev split, and write its weights.

    .venv/bin/python -m benchmarks.fit_relation_model [--allowance 0.005] [--l2 10] [--dry-run]
    .venv/bin/python -m benchmarks.fit_relation_model --by-source everyday_h public_f ...

The pairs are the dev split of benchmarks/data/relations (the frozen test split and the fresh
set are never fitted on; the test figures are printed, not used). The model sees only the pairs
no reading decided (`app.providers.rules.classifier.undecided`), with the features of
`app.providers.rules.calibrated.features`. It is a logistic regression fitted in numpy by
full-batch gradient descent on standardised features with an L2 penalty. The threshold is
chosen by five-fold cross-validation on the dev split: the lowest probability at which the
out-of-fold predictions retire at most `--allowance` of all dev negatives (pairs labelled
OVERLAP or NONE) that no reading retired, as the median over `--seeds` random splits. The
script then writes app/providers/rules/calibrated_weights.py, deterministic for the same data
and settings.

`--by-source` writes nothing. It asks whether refitting would carry to text of a new authoring
pass: each named dev source is held out in turn, a model is fitted on the other dev sources, and
the held-out predictions of all named sources are ranked together. It prints how many of their
retiring pairs are retired before the 3rd, 6th, 10th and 20th false retirement, for those
refits and for the shipped weights. Pairs a guard would stop (`kept`, `denied_elsewhere`) count
for neither. The comparison is fair only for sources the shipped weights were not fitted on.
"""

from __future__ import annotations

import argparse
import hashlib
import textwrap
from pathlib import Path

import numpy as np
import numpy.typing as npt

from app.providers.rules import calibrated, calibrated_weights
from app.providers.rules.classifier import undecided
from app.providers.rules.kept import denied_elsewhere, kept
from benchmarks.classifier_eval import RETIRING, Pair, load

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "app" / "providers" / "rules" / "calibrated_weights.py"
F64 = npt.NDArray[np.float64]


def matrix(pairs: list[Pair]) -> tuple[F64, F64, list[str]]:
    rows = [calibrated.features(p.new, p.old, p.similarity) for p in pairs]
    names = list(rows[0])
    x = np.array([[r[n] for n in names] for r in rows], dtype=np.float64)
    y = np.array([p.label in RETIRING for p in pairs], dtype=np.float64)
    return x, y, names


def fit(x: F64, y: F64, l2: float, steps: int = 4000) -> tuple[F64, float, F64, F64]:
    mean, scale = x.mean(axis=0), x.std(axis=0) + 1e-9
    z = (x - mean) / scale
    w, b = np.zeros(x.shape[1]), 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(z @ w + b)))
        w -= 0.5 * (z.T @ (p - y) + l2 * w) / len(y)
        b -= 0.5 * float((p - y).mean())
    return w, b, mean, scale


def predict(model: tuple[F64, float, F64, F64], x: F64) -> F64:
    w, b, mean, scale = model
    out: F64 = 1 / (1 + np.exp(-(((x - mean) / scale) @ w + b)))
    return out


def threshold(x: F64, y: F64, l2: float, allowed: int, seeds: int) -> tuple[float, F64, F64]:
    """The threshold at which out-of-fold predictions retire at most `allowed` negatives: the
    median over `seeds` five-fold splits, since one split's threshold moved the figures more
    than most features did (docs/conflicts.md, sixth pass). Also each split's threshold, and
    the out-of-fold predictions averaged over the splits."""
    cuts, oofs = [], []
    for seed in range(seeds):
        order = np.random.default_rng(seed).permutation(len(y))
        folds = np.array_split(order, 5)
        oof = np.zeros(len(y))
        for k, held in enumerate(folds):
            train = np.concatenate([f for j, f in enumerate(folds) if j != k])
            oof[held] = predict(fit(x[train], y[train], l2), x[held])
        cuts.append(float(np.sort(oof[y == 0])[::-1][allowed]) + 1e-6)
        oofs.append(oof)
    return float(np.median(cuts)), np.array(cuts), np.mean(oofs, axis=0)


def shipped(x: F64) -> F64:
    """The shipped weights' probabilities for rows of `x` (columns in FEATURES order)."""
    mean, scale = np.array(calibrated_weights.MEAN), np.array(calibrated_weights.SCALE)
    z = calibrated_weights.BIAS + ((x - mean) / scale) @ np.array(calibrated_weights.WEIGHTS)
    out: F64 = 1 / (1 + np.exp(-z))
    return out


def retired_before(p: F64, y: F64, falses: int) -> int:
    """Retiring pairs ranked above the (falses + 1)th negative."""
    negatives = np.sort(p[y == 0])[::-1]
    cut = negatives[falses] if len(negatives) > falses else -1.0
    return int((p[y == 1] > cut).sum())


def by_source(dev: list[Pair], held_out: list[str], l2: float) -> None:
    open_ = [p for p in dev if not (kept(p.new, p.old) or denied_elsewhere(p.new, p.old))]
    x, y, names = matrix(open_)
    if tuple(names) != calibrated_weights.FEATURES:
        raise SystemExit("the features changed since the weights were fitted: refit first")
    source = np.array([p.source for p in open_])
    held = np.isin(source, held_out)
    refit = np.zeros(len(y))
    for name in held_out:
        one = source == name
        refit[one] = predict(fit(x[~one], y[~one], l2), x[one])
    falses = (3, 6, 10, 20)
    print(f"{int(y[held].sum())} retiring of {int(held.sum())} undecided pairs in {held_out}")
    print("retired before the nth false retirement:", ", ".join(map(str, falses)))
    for label, p in (("shipped weights", shipped(x[held])), ("one source left out", refit[held])):
        print(f"  {label:20s}", "  ".join(f"{retired_before(p, y[held], k):4d}" for k in falses))


def write(names: list[str], model: tuple[F64, float, F64, F64], cut: float, note: str) -> None:
    w, b, mean, scale = model

    def floats(values: F64) -> str:
        return "(\n" + "".join(f"    {v:.6g},\n" for v in values) + ")"

    OUT.write_text(
        f'"""Fitted by benchmarks/fit_relation_model.py; do not edit by hand.\n\n'
        f'{textwrap.fill(note, 95)}\n"""\n\n'
        "FEATURES: tuple[str, ...] = (\n" + "".join(f'    "{n}",\n' for n in names) + ")\n"
        f"MEAN: tuple[float, ...] = {floats(mean)}\n"
        f"SCALE: tuple[float, ...] = {floats(scale)}\n"
        f"WEIGHTS: tuple[float, ...] = {floats(w)}\n"
        f"BIAS = {b:.6g}\n"
        f"THRESHOLD = {cut:.6g}\n",
        encoding="utf-8",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--allowance", type=float, default=0.005)
    parser.add_argument("--l2", type=float, default=10.0)
    parser.add_argument("--seeds", type=int, default=10, help="five-fold splits for the threshold")
    parser.add_argument("--dry-run", action="store_true", help="print, do not write")
    parser.add_argument("--by-source", nargs="+", metavar="SOURCE", help="leave each out; no write")
    args = parser.parse_args()
    pairs = load("dev")
    if args.by_source:
        dev = [p for p in pairs if p.split == "dev" and undecided(p.new, p.old, p.similarity)]
        by_source(dev, args.by_source, args.l2)
        return
    open_ = [p for p in pairs if undecided(p.new, p.old, p.similarity)]
    dev = [p for p in open_ if p.split == "dev"]
    x, y, names = matrix(dev)
    dev_negatives = sum(p.label not in RETIRING for p in pairs if p.split == "dev")
    allowed = int(args.allowance * dev_negatives)
    cut, cuts, oof = threshold(x, y, args.l2, allowed, args.seeds)
    model = fit(x, y, args.l2)
    print(f"dev: {len(dev)} undecided pairs ({int(y.sum())} labelled retiring)")
    print(
        f"threshold {cut:.3f}, the median of {args.seeds} splits'"
        f" ({cuts.min():.3f}-{cuts.max():.3f})"
    )
    print(
        f"out of fold, averaged over the splits: {int((oof[y == 1] >= cut).sum())} more retired, "
        f"{int((oof[y == 0] >= cut).sum())} false ({allowed} allowed of {dev_negatives} negatives)"
    )
    for split in ("test",):
        held = [p for p in open_ if p.split == split]
        if held:
            hx, hy, _ = matrix(held)
            p = predict(model, hx)
            print(
                f"{split}: {int((p[hy == 1] >= cut).sum())} more retired, "
                f"{int((p[hy == 0] >= cut).sum())} false, of {len(held)} undecided pairs"
            )
    digest = hashlib.sha256("".join(f"{p.id}{p.label}" for p in dev).encode()).hexdigest()[:12]
    note = (
        f"{len(dev)} undecided dev pairs (ids+labels sha256 {digest}), l2 {args.l2}, threshold "
        f"for at most {args.allowance:.1%} of the dev negatives retired out of fold (median of"
        f" {args.seeds} five-fold splits)."
    )
    if not args.dry_run:
        write(names, model, cut, note)
        print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
