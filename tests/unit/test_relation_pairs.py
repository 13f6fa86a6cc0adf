"""The rule classifier against an independent annotator's labelled pairs (relation_pairs.jsonl).

440 labelled (old, new) pairs in English, Chinese and a mix, written by someone other than the
rules' author. Similarities are real MiniLM cosines on the runtime production uses (int8 by
default, PALIMPSEST_LOCAL_EMBEDDER).
The floors are regression guards set ~0.03 below what was measured when they were written
(supersession recall 150/220 = 0.68, is_retraction 27/29, false supersession 2/220); the
ceiling on false supersession is the product requirement (<= 2 %). Per-class figures and the
dev / held-out split are printed by ``python -m benchmarks.classifier_eval``.
"""

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from app.config import get_settings
from app.enums import Relation
from app.providers.local import load_encoder
from app.providers.rules.classifier import classify_pair, is_retraction

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "relation_pairs.jsonl"
RETIRING = {Relation.CONTRADICTION, Relation.UPDATE}
RECALL_FLOOR = 0.65
RETRACTION_FLOOR = 0.89
FALSE_SUPERSESSION_CEILING = 0.02


@dataclass(frozen=True, slots=True)
class Judged:
    id: str
    label: Relation
    retraction: bool
    predicted: Relation
    retracts: bool
    calibrated: bool  # retired by the calibrated reading, which weighs the similarity


@pytest.fixture(scope="module")
def judged() -> list[Judged]:
    rows = [json.loads(line) for line in FIXTURE.read_text(encoding="utf-8").splitlines() if line]
    settings = get_settings()
    encoder = load_encoder(settings.local_embedder, cache_dir=settings.model_cache_dir)
    new = encoder.encode([r["new"] for r in rows])
    old = encoder.encode([r["old"] for r in rows])
    sims = [float(x) for x in (new * old).sum(axis=1)]
    return [
        Judged(
            id=r["id"],
            label=Relation(r["label"]),
            retraction=bool(r["retraction"]),
            predicted=verdict[0],
            retracts=is_retraction(r["new"]),
            calibrated=verdict[1].startswith("calibrated"),
        )
        for r, sim in zip(rows, sims, strict=True)
        for verdict in [classify_pair(r["new"], r["old"], sim)]
    ]


def test_fixture_is_the_expected_corpus(judged: list[Judged]) -> None:
    assert len(judged) == 440
    assert len({j.id for j in judged}) == len(judged)
    assert all(j.label in RETIRING for j in judged if j.retraction)


def test_false_supersession_stays_under_two_percent(judged: list[Judged]) -> None:
    negatives = [j for j in judged if j.label not in RETIRING]
    false = [j.id for j in negatives if j.predicted in RETIRING]
    assert len(false) / len(negatives) <= FALSE_SUPERSESSION_CEILING, false


def test_supersession_recall_floor(judged: list[Judged]) -> None:
    positives = [j for j in judged if j.label in RETIRING]
    recall = sum(j.predicted in RETIRING for j in positives) / len(positives)
    assert recall >= RECALL_FLOOR


def test_is_retraction_agrees_with_retraction_pairs(judged: list[Judged]) -> None:
    retractions = [j for j in judged if j.retraction]
    found = sum(j.retracts for j in retractions) / len(retractions)
    assert found >= RETRACTION_FLOOR
    # A write that is not a withdrawal must still be stored: no false retraction at all.
    assert [j.id for j in judged if j.retracts and not j.retraction] == []


def test_cue_verdicts_do_not_need_the_embedding(judged: list[Judged]) -> None:
    # Without similarity (no embedding) only the paraphrase band, the bare-cue band and the
    # calibrated reading (fitted on pairs that all had one) go quiet; no pair may become a
    # retirement that the embedding would have prevented.
    rows = [json.loads(line) for line in FIXTURE.read_text(encoding="utf-8").splitlines() if line]
    blind = {r["id"]: classify_pair(r["new"], r["old"], None)[0] for r in rows}
    gained = [j.id for j in judged if blind[j.id] in RETIRING and j.predicted not in RETIRING]
    assert gained == []
    by_cue = [j for j in judged if j.predicted in RETIRING and not j.calibrated]
    kept = sum(blind[j.id] in RETIRING for j in by_cue)
    assert kept >= 0.95 * len(by_cue)


def test_the_rules_hold_their_figures_on_the_dev_and_frozen_test_splits() -> None:
    """benchmarks/data/relations: 6,733 pairs from the authoring passes nobody tuned the rules
    on before they were written (the test split frozen before any change; the fifth to
    nineteenth passes, `everyday_d` to `everyday_l` and `public_d` to `public_i`, measured
    before any rule saw them;
    benchmarks/classifier_eval prints the splits and the fresh set, which this guard leaves out
    so that no test is built from it).
    Floors are ~0.02 below what was measured when they were set (supersession recall 0.54,
    false supersession 1.7 %, formal and third-party recall 0.64); the ceiling is the
    product requirement."""
    from benchmarks.classifier_eval import judge_rules, load

    judged = [j for j in judge_rules(load("dev")) if j.pair.split in ("dev", "test")]
    assert len(judged) == 7242
    positives = [j for j in judged if j.pair.label in RETIRING]
    negatives = [j for j in judged if j.pair.label not in RETIRING]
    recall = sum(j.predicted in RETIRING for j in positives) / len(positives)
    false = [j.pair.id for j in negatives if j.predicted in RETIRING]
    assert recall >= 0.52
    assert len(false) / len(negatives) <= FALSE_SUPERSESSION_CEILING, false
    formal = [j for j in positives if j.pair.style in ("formal", "answer", "third_party")]
    assert sum(j.predicted in RETIRING for j in formal) / len(formal) >= 0.62
