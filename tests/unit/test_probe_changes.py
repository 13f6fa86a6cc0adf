"""The change probe set: 368 pairs that MUST retire the old memory, written before the
fifty-first pass read the rules (benchmarks/data/relations/probes/changes.jsonl; en + zh,
everyday and formal facts, the change told with a change word, as a new value in the same or
another frame, with a name or a pronoun, in the first person, as an answer to "who is the
current …", or as a denial). The rules retired 249 of them before that pass; a later change
that retires fewer fails here, with the pairs it keeps listed (`python -m benchmarks.probe_eval`
prints every miss with its verdict and reason). Similarities are real MiniLM cosines, as in
production. classifier_eval never counts these pairs (they sit outside the top-level files)."""

from benchmarks.classifier_eval import RETIRING
from benchmarks.probe_eval import CHANGES, load_probes, missed

LEAST_RETIRED = 295


def test_the_change_probes_retire_every_old_memory_by_their_labels() -> None:
    probes = load_probes(CHANGES)
    assert len(probes) >= 300
    assert len({p.id for p in probes}) == len(probes)
    assert not [p.id for p in probes if p.label not in RETIRING]
    assert {p.id.split("-")[1] for p in probes} == {"en", "zh"}


def test_at_least_the_reached_number_of_changes_retire() -> None:
    probes = load_probes(CHANGES)
    kept = missed(probes)
    assert len(probes) - len(kept) >= LEAST_RETIRED, [(k.probe.id, k.reason) for k in kept]
