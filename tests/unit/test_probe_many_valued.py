"""The many-valued probe set: 322 pairs (en + zh, 60 % formal, 40 % everyday) of relations and
attributes that hold many values at once, written before the fifty-seventh pass read the rules
(benchmarks/data/relations/probes/many_valued.jsonl): a person's occupations, languages,
citizenships, instruments, awards, works, children, bands, dated positions and teams; a
company's products, subsidiaries, founders and offices; a country's official languages,
neighbours and cities; a film's cast; twin towns; translations; a user's hobbies, pets,
children, friends, allergies, foods, accounts, cars, skills, courses, past homes, trips and
dated jobs; most told in exactly the frame of the first value, with no "also" or 也. Every
pair must keep the old memory. The rules retired 64 before that pass and 3 after it, 9 once
the fifty-fifth pass's readings of a swapped value joined them (15 before the merge's four
relations and its degree step-aside, docs/conflicts.md); a later
change that retires more fails here, with the pairs listed (`python -m benchmarks.probe_eval`
prints them with the reasons). Similarities are real MiniLM cosines, as in production.
classifier_eval never counts these pairs (they sit outside the top-level directory)."""

from benchmarks.classifier_eval import RETIRING
from benchmarks.probe_eval import MANY_VALUED, load_probes, retired

MOST_RETIRED = 9


def test_the_probe_set_is_bilingual_and_keeps_every_old_memory() -> None:
    probes = load_probes(MANY_VALUED)
    assert len(probes) >= 300
    assert len({p.id for p in probes}) == len(probes)
    assert not [p.id for p in probes if p.label in RETIRING]
    chinese = [p for p in probes if p.id.startswith("probe_many_valued-zh-")]
    assert 0.4 <= len(chinese) / len(probes) <= 0.6
    assert len({p.kind for p in probes}) >= 20


def test_at_most_a_few_second_values_retire() -> None:
    wrong = retired(load_probes(MANY_VALUED))
    assert len(wrong) <= MOST_RETIRED, [(w.probe.id, w.reason) for w in wrong]
