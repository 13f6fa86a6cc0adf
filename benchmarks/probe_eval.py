"""How many pairs of a probe set the rules retire, and which: a screen for false supersession.

Usage, from the repository root:

    .venv/bin/python -m benchmarks.probe_eval                     # the eight stored probe sets
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

The third, probes/public_neighbours.jsonl (the fifty-fourth pass), holds public-dataset-style
facts only, en + zh, written before that pass read the rules: knowledge-base neighbours (another
subject with the same relation and object, the same subject with another relation), a capital
and a largest city, a founder and a CEO, a director and a producer, a book and its sequel,
records and results of other years, categories or matches, careers told in order, a second value
of a many-valued relation, and NLI premise / hypothesis pairs that are entailed or neutral.

The fourth, probes/many_valued.jsonl (the fifty-seventh pass), en + zh, 60 % formal and 40 %
everyday, written before that pass read the rules, holds relations and attributes that hold
many values at once, where the second value is kept beside the first, mostly told in exactly
the frame of the first with no "also" / "也": a person's occupations, languages, citizenships,
instruments, awards, works, children, bands, dated positions and teams; a company's products,
subsidiaries, founders and offices; a country's official languages, neighbours and cities; a
film's cast; twin towns; translations; a user's hobbies, pets, children, friends, allergies,
foods, accounts, cars, skills, courses, past homes, trips and dated jobs. Its `kind` names the
relation.

The fifth, probes/changes.jsonl, is their mirror: only pairs that MUST retire the old
memory (UPDATE or CONTRADICTION), written by the fifty-first pass before it read the rules, en +
zh, everyday and formal facts, each with a `kind` naming how the change is told (a change word,
the new value in the same frame or another one, a name or pronoun, first person, an answer to
"who is the current ...", a denial). The script prints its recall and lists every pair the rules
keep, with the verdict and the reason.

The sixth, probes/formal_updates.jsonl (the fifty-sixth pass), is a second must-retire set:
formal and third-party facts only, en + zh, in the style of public fact-change data, written
before that pass read the rules: the holder of an office or role (coach, CEO, chair, mayor,
head of state or government, secretary-general), a player's club, a person's employer, a
company's headquarters or owner, a home stadium, a latest version, a record or title holder, a
capital, a currency, a population or price, a reigning champion. Its `kind` names how the
change is told: the same frame, another frame, "as of <date>" / 自…起 / 截至…, an answer to
"who/what is the current ...", a succession sentence ("Y succeeded X as ...", 接任, 卸任), a
denial.

The sixth, probes/unseen_values.jsonl (the fifty-fifth pass), is a second must-retire set:
everyday facts only, en + zh, over sixteen domains, written before that pass read the rules,
whose values no word list can hold (invented or rare places, small companies, people's names
from many cultures, project code names, uncommon foods, breeds, medicines, apps, titles,
numbers with units), the change told in the same frame, a lightly varied frame, the first
person, with only the number changed, or as a correction.

The seventh, probes/chinese_spoken.jsonl (the fifty-ninth pass), is Chinese only, in the register
people type to an assistant: first and third person, no subject at all, 了/啦/呢/吧/哈, measure
words, numbers as 两/俩/十几, times, money, dates, some traditional characters, brand names in
Latin letters, across sixteen everyday domains (its `domain`). It holds both parts: 224 pairs that
must retire (a change word, the same frame, another frame, subjectless, a third person, a denial)
and 80 that must not (a coexisting value, a past, a plan, a question, another person, a
restatement, another day); the script counts the first as recall, by kind and by domain, and the
second as retirements.

The eighth, probes/knowledge_edits.jsonl (the fifty-eighth pass), holds both parts, en + zh,
written before that pass read the rules, in the style of public knowledge-editing datasets: a
templated relation sentence about an (often obscure or invented) entity whose object an edit
replaces, over 30 relations (native language, citizenship, position played, developer,
location, religion, occupation, original network, headquarters, position held, capital, party,
team, place founded, author, field of work, genre, manufacturer, employer, sport, country,
label, official language, birth and death place, owner, director, language of a work, home
ground, league). Its must-retire part's `kind` is the same frame, another frame, the question
and answer form, an apposition, or a time-stamped fact ("In 2015, X played for Y." / "In
2019, ..."); its must-not part holds another subject with the new object, the same subject with
another relation, and the same fact restated in another template. Each row names its `relation`.
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
PUBLIC_NEIGHBOURS = DATA / "probes" / "public_neighbours.jsonl"
MANY_VALUED = DATA / "probes" / "many_valued.jsonl"
CHANGES = DATA / "probes" / "changes.jsonl"
FORMAL_UPDATES = DATA / "probes" / "formal_updates.jsonl"
UNSEEN_VALUES = DATA / "probes" / "unseen_values.jsonl"
CHINESE_SPOKEN = DATA / "probes" / "chinese_spoken.jsonl"  # both parts: must retire, must not
KNOWLEDGE_EDITS = DATA / "probes" / "knowledge_edits.jsonl"  # both parts too
# pairs that must retire the old memory
CHANGING_SETS = (CHANGES, FORMAL_UPDATES, UNSEEN_VALUES, CHINESE_SPOKEN, KNOWLEDGE_EDITS)
KEEPING_SETS = (
    NEAR_MISSES,
    RESTATED_FORMAL,
    PUBLIC_NEIGHBOURS,
    MANY_VALUED,
    CHINESE_SPOKEN,
    KNOWLEDGE_EDITS,
)  # pairs that must keep the old memory (the last two hold both parts)


@dataclass(frozen=True, slots=True)
class Probe:
    id: str
    kind: str
    label: Relation
    old: str
    new: str
    domain: str = ""
    relation: str = ""


@dataclass(frozen=True, slots=True)
class Verdict:
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
        Probe(
            r["id"],
            r.get("kind", r.get("style", "")),
            Relation(r["label"]),
            r["old"],
            r["new"],
            r.get("domain", ""),
            r.get("relation", ""),
        )
        for r in rows
    ]


Retired = Verdict  # a verdict that retires the old memory its label keeps


def verdicts(probes: list[Probe]) -> list[Verdict]:
    """The rules' verdict on every probe, with its reason and the pair's similarity."""
    sims = similarities([p.old for p in probes], [p.new for p in probes])
    out = []
    for probe, sim in zip(probes, sims, strict=True):
        predicted, reason = classify_pair(probe.new, probe.old, sim)
        out.append(Verdict(probe, predicted, reason, sim))
    return out


def retired(probes: list[Probe]) -> list[Verdict]:
    """The probes whose label keeps the old memory but which the rules retire."""
    return [
        v for v in verdicts(probes) if v.predicted in RETIRING and v.probe.label not in RETIRING
    ]


def missed(probes: list[Probe]) -> list[Verdict]:
    """The probes whose label retires the old memory but which the rules keep."""
    return [
        v for v in verdicts(probes) if v.predicted not in RETIRING and v.probe.label in RETIRING
    ]


def report_changes(path: Path) -> None:
    probes = [p for p in load_probes(path) if p.label in RETIRING]
    kept = missed(probes)
    done = len(probes) - len(kept)
    print(f"\n{path.name}: {len(probes)} pairs that must retire: {done} retire", end="")
    print(f" (recall {done / max(len(probes), 1):.1%}), {len(kept)} kept")
    totals = Counter(p.kind for p in probes)
    misses = Counter(v.probe.kind for v in kept)
    print(
        "recall by kind: " + ", ".join(f"{k} {n - misses[k]}/{n}" for k, n in totals.most_common())
    )
    by_lang = Counter(p.id.split("-")[1] for p in probes)
    kept_lang = Counter(v.probe.id.split("-")[1] for v in kept)
    print("recall by lang: " + ", ".join(f"{k} {n - kept_lang[k]}/{n}" for k, n in by_lang.items()))
    domains = Counter(p.domain for p in probes if p.domain)
    kept_domain = Counter(v.probe.domain for v in kept)
    print(
        "recall by domain: "
        + ", ".join(f"{k} {n - kept_domain[k]}/{n}" for k, n in domains.items())
    )
    if any(p.relation for p in probes):
        by_relation = Counter(p.relation for p in probes)
        kept_relation = Counter(v.probe.relation for v in kept)
        print(
            "recall by relation: "
            + ", ".join(f"{k} {n - kept_relation[k]}/{n}" for k, n in sorted(by_relation.items()))
        )
    for v in sorted(kept, key=lambda v: v.probe.id):
        print(
            f"{v.probe.id} [{v.probe.kind}: {v.probe.label.value}→{v.predicted.value}]"
            f" sim={v.similarity:.2f}\n   old: {v.probe.old}\n   new: {v.probe.new}"
            f"\n   why: {v.reason}"
        )


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
    parser.add_argument("--probe", type=Path, help="one probe jsonl file (default: all eight)")
    args = parser.parse_args()
    for path in [args.probe] if args.probe else KEEPING_SETS:
        if any(p.label not in RETIRING for p in load_probes(path)):
            report(path)
            print()
    for path in [args.probe] if args.probe else CHANGING_SETS:
        if any(p.label in RETIRING for p in load_probes(path)):
            report_changes(path)


if __name__ == "__main__":
    main()
