"""The formal-update probe set: 307 formal and third-party facts that MUST retire the old memory,
written before the fifty-sixth pass read the rules (benchmarks/data/relations/probes/
formal_updates.jsonl; en + zh, in the style of public fact-change data: the holder of a post,
a player's club, an employer, a headquarters or owner, a stadium, a latest version, a record
holder, a capital, a currency, a population or price, a reigning champion, each told in the
same frame, another frame, "as of <date>", an answer to "who is the current …", a succession
sentence or a denial). The rules retired 251 of them before that pass; a later change that
retires fewer fails here, with the pairs it keeps listed (`python -m benchmarks.probe_eval`
prints every miss with its verdict and reason). Similarities are real MiniLM cosines, as in
production. classifier_eval never counts these pairs (they sit outside the top-level files)."""

from collections import Counter

from benchmarks.classifier_eval import RETIRING
from benchmarks.probe_eval import FORMAL_UPDATES, load_probes, missed

LEAST_RETIRED = 280


def test_the_formal_update_probes_retire_every_old_memory_by_their_labels() -> None:
    probes = load_probes(FORMAL_UPDATES)
    assert len(probes) >= 300
    assert len({p.id for p in probes}) == len(probes)
    assert not [p.id for p in probes if p.label not in RETIRING]
    languages = Counter(p.id.split("-")[1] for p in probes)
    assert set(languages) == {"en", "zh"}
    assert min(languages.values()) >= 150
    assert {"same_frame", "other_frame", "succession", "as_of", "current_qa"} <= {
        p.kind for p in probes
    }


def test_at_least_the_reached_number_of_formal_updates_retire() -> None:
    probes = load_probes(FORMAL_UPDATES)
    kept = missed(probes)
    assert len(probes) - len(kept) >= LEAST_RETIRED, [(k.probe.id, k.reason) for k in kept]
