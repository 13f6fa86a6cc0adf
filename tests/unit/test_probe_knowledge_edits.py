"""The knowledge-edit probe set: templated relation sentences about (often obscure or invented)
entities whose object an edit replaces, in the style of public knowledge-editing datasets,
written before the fifty-eighth pass read the rules (benchmarks/data/relations/probes/
knowledge_edits.jsonl; en + zh, 30 relations). Its must-retire part (UPDATE) is told in the
same frame, another frame, a question with its answer, an apposition or a time-stamped fact;
its must-not part (OVERLAP / NONE) is another subject with the new object, the same subject
with another relation, and the same fact restated in another template. The rules retired 150
of the 322 before that pass and 311 after it (rules.relation_edits), 291 once merged with the
fifty-seventh pass's guard of many-valued relations (official languages, citizenships and
memberships told again keep the old memory: docs/conflicts.md), and 2 of the 106 it must
keep, before and after; a later change that retires fewer
of the first part, or more of the second, fails here with the pairs listed. Similarities are
real MiniLM cosines, as in production; classifier_eval never counts these pairs."""

from collections import Counter

from benchmarks.classifier_eval import RETIRING
from benchmarks.probe_eval import KNOWLEDGE_EDITS, load_probes, missed, retired

LEAST_RETIRED = 291  # of the 322 that must retire
MOST_RETIRED_WRONGLY = 2  # of the 106 that must keep the old memory


def test_the_knowledge_edit_probes_hold_both_parts_in_both_languages() -> None:
    probes = load_probes(KNOWLEDGE_EDITS)
    assert len({p.id for p in probes}) == len(probes)
    changing = [p for p in probes if p.label in RETIRING]
    keeping = [p for p in probes if p.label not in RETIRING]
    assert len(changing) >= 300
    assert len(keeping) >= 100
    languages = Counter(p.id.split("-")[1] for p in changing)
    assert set(languages) == {"en", "zh"}
    assert min(languages.values()) >= 150
    assert len({p.relation for p in changing}) >= 30
    assert {"same_frame", "other_frame", "qa", "time_stamped"} <= {p.kind for p in changing}
    assert {"neighbour_subject", "other_relation", "restated"} <= {p.kind for p in keeping}


def test_at_least_the_reached_number_of_knowledge_edits_retire() -> None:
    probes = [p for p in load_probes(KNOWLEDGE_EDITS) if p.label in RETIRING]
    kept = missed(probes)
    assert len(probes) - len(kept) >= LEAST_RETIRED, [(k.probe.id, k.reason) for k in kept]


def test_at_most_the_reached_number_of_kept_knowledge_facts_retire() -> None:
    wrong = retired(load_probes(KNOWLEDGE_EDITS))
    assert len(wrong) <= MOST_RETIRED_WRONGLY, [(w.probe.id, w.reason) for w in wrong]
