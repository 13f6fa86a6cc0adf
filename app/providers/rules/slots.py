"""Frame-level verdicts: the same predicate slot with a different object, or a negated one.

``compare_frames`` relates the frames of a new and an old text (UPDATE, CONTRADICTION, a
same-object OVERLAP, or a topic note for the fallback); ``negation_flip`` and ``bare_change``
compare whole statements token by token. Similarity, when known, only ever gates the weakest
evidence (a bare "now" with no recognised slot); ``None`` means unknown and such paths abstain.
"""

from __future__ import annotations

import re

from app.enums import Relation
from app.providers.rules import cues as cues
from app.providers.rules import lexicon as lex
from app.providers.rules import place_names, predicate_tables
from app.providers.rules.frames import Frame, Text, join, nested, stem

# A bare "now"/"actually" with no recognised slot is weak evidence: demand near-paraphrase
# similarity, a shared predicate head and a one-word swap before calling it an UPDATE.
BARE_CUE_MIN = 0.85
# A preference change between objects outside the gazetteer ("concise answers" vs "Python")
# cannot be checked for kind, so it needs an explicit switch verb and this similarity.
PREF_UNKNOWN_MIN = 0.8
_NON_EXCLUSIVE = frozenset(stem(w) for w in cues.NON_EXCLUSIVE.split())
# The slots whose object is a place or an organisation, named as the gazetteer names them.
_NAMED_SLOTS = frozenset({"res", "emp"})


def _same(a: Frame, b: Frame) -> bool:
    if a.slot == "count" and a.cat != b.cat:
        return False
    x, y = a.key.replace(" ", ""), b.key.replace(" ", "")  # "VS Code" is "vscode"
    if x == y:
        return True
    if a.slot in _NAMED_SLOTS and place_names.one_or_within(a.key, b.key):
        return True  # Munich / München, 中行 / 中国银行, Bavaria / Munich: not a new value
    if cues.CJK_RE.search(x) and cues.CJK_RE.search(y):  # 北京 within 北京朝阳区
        return x in y or y in x
    return nested(a.key.split(), b.key.split())  # "Acme" vs "Acme Corp": not a new employer


def _admissible(a: Frame, b: Frame, similarity: float | None) -> bool:
    if a.additive or b.additive or (a.slot == "count" and a.cat != b.cat):
        return False  # "uses Neovim for quick edits" is not replaced by "now prefers VS Code"
    if bool(cues.CJK_RE.search(a.key)) != bool(cues.CJK_RE.search(b.key)):
        # Told in two scripts, only two known places or two known organisations compare
        # (rules.place_names): Shenzhen / 长沙 is a move, an unknown name no verdict.
        return a.slot in _NAMED_SLOTS and place_names.rivals(a.key, b.key)
    if re.search(r"\bor\b|或", a.key):
        return False  # "Portland or Seattle" is a guess, not a new value
    if a.slot == "emp":  # 在北京工作 vs 在谷歌工作: a city and a company are not rival employers
        return _is_place(a.key) == _is_place(b.key)
    if a.slot == "res":  # Oregon may contain Portland; 广东 may contain 深圳
        return _is_region(a.key) == _is_region(b.key)
    if a.slot != "pref":
        return True
    if a.cat and b.cat:  # "uses Python" and "uses VS Code" both hold: only same-kind rivals
        weak_ok = a.change == "weak" and a.cat in cues.EXCLUSIVE_SET
        return a.cat == b.cat and ((a.excl and b.excl) or a.change == "strong" or weak_ok)
    return a.change == "strong" and similarity is not None and similarity >= PREF_UNKNOWN_MIN


def _is_place(key: str) -> bool:
    return key in cues.PLACE_SET or bool(cues.PLACE_RE.search(key))


def _is_region(key: str) -> bool:
    return bool(cues.REGION_RE.search(key))


def _verdict(
    slot: str, pairs: list[tuple[Frame, Frame]], n: Text, sim: float | None
) -> tuple[int, Relation, str] | str:
    """Rank 0 UPDATE, 1 CONTRADICTION, 2 same-object OVERLAP; a string is a topic note."""
    label = predicate_tables.SLOT_LABELS[slot]
    live = [(a, b) for a, b in pairs if a.live and b.live]
    if not live:
        why = "hypothetical" if any(a.hyp or b.hyp for a, b in pairs) else "history"
        return f"same {label} topic, but one side is {why}, not the current state"
    plain = [(a, b) for a, b in live if not (a.neg or b.neg)]
    for a, b in plain:
        if _same(a, b):
            return 2, Relation.OVERLAP, f"same predicate '{a.pred}' with the same object '{a.obj}'"
    for a, b in plain:
        if _admissible(a, b, sim):
            same = a.pred.casefold() == b.pred.casefold()
            pred = f"'{a.pred}'" if same else f"'{b.pred}' / '{a.pred}'"
            cue = f"; change cue '{n.change[1]}'" if n.change else ""
            why = f"same {label} predicate {pred} with a different object: '{b.obj}' → '{a.obj}'"
            return 0, Relation.UPDATE, why + cue
    for a, b in live:
        if a.neg != b.neg and _same(a, b):
            if a.neg:
                why = f"negation cue '{a.cue}' on the same statement"
            else:
                why = f"reverses the earlier negation '{b.cue}' of the same statement"
            return 1, Relation.CONTRADICTION, f"{why} ('{b.pred} {b.obj}')"
    return f"same {label} predicate, no conflicting object"


def compare_frames(n: Text, o: Text, sim: float | None) -> tuple[Relation, str] | str | None:
    verdicts: list[tuple[int, Relation, str]] = []
    topic = other = None
    for slot in dict.fromkeys(f.slot for f in n.frames):
        news = [f for f in n.frames if f.slot == slot]
        olds = [f for f in o.frames if f.slot == slot]
        pairs = [(a, b) for a in news for b in olds if a.subj is not None and a.subj == b.subj]
        if pairs and slot == "pref" and _other_occasion(n, o):
            topic = topic or "same preference topic, for another part of the day or week"
        elif pairs:
            found = _verdict(slot, pairs, n, sim)
            if isinstance(found, tuple):
                verdicts.append(found)
            else:
                topic = topic or found
        elif olds and all(a.subj and b.subj for a in news for b in olds):
            a, b = news[0], olds[0]
            other = other or f"different subject ('{a.subj}' vs '{b.subj}'): not the same fact"
        elif olds:
            topic = topic or f"same {predicate_tables.SLOT_LABELS[slot]} topic, subject unclear"
    if verdicts:
        _, relation, reason = min(verdicts)
        return relation, reason
    return (Relation.NONE, other) if other and not topic else topic


def _other_occasion(n: Text, o: Text) -> bool:
    """Both texts say when the taste holds, and not the same when."""
    when_n = {m.casefold() for c in n.clauses for m in lex.PART_OF_DAY.findall(c)}
    when_o = {m.casefold() for c in o.clauses for m in lex.PART_OF_DAY.findall(c)}
    return bool(when_n and when_o and when_n != when_o)


def negation_flip(n: Text, o: Text) -> tuple[Relation, str] | None:
    if n.hyp or o.hyp or n.past or o.past or bool(n.neg) == bool(o.neg):
        return None
    if not n.core or n.core != o.core:
        return None
    if n.neg:
        return Relation.CONTRADICTION, f"negation cue '{n.neg}' on the same statement"
    return Relation.CONTRADICTION, f"reverses the earlier negation '{o.neg}' of the same statement"


def bare_change(n: Text, o: Text, sim: float | None) -> tuple[Relation, str] | None:
    if not n.change or n.neg or o.neg or n.hyp or o.hyp or n.past or o.past or n.additive:
        return None
    kind, cue = n.change
    k = 0
    while k < min(len(n.core), len(o.core)) and n.core[k] == o.core[k]:
        k += 1
    head, new, old = n.core[:k], n.core[k:], o.core[k:]
    if not head or not new or not old or nested(new, old):
        return None
    objects = f"'{join(old)}' → '{join(new)}'"
    if n.replaced and nested(n.replaced, old):  # "instead of coffee" names the old object
        return Relation.UPDATE, f"replacement cue '{cue}' names the old object: {objects}"
    # Otherwise only a one-word swap in the same frame counts: "drinks tea"/"drinks coffee",
    # not "drives to work"/"drives a Tesla"; and "now likes X" adds, it does not replace.
    # Chinese is compared per character, so there a short, disjoint tail stands for one word.
    if all(cues.CJK_RE.match(t) for t in new + old):
        swap = len(new) <= 4 and len(old) <= 4 and not set(new) & set(old)
    else:
        swap = len(new) == len(old) and sum(x != y for x, y in zip(new, old, strict=True)) == 1
    if (
        sim is None
        or sim < BARE_CUE_MIN
        or not swap
        or (kind != "rep" and set(head) & _NON_EXCLUSIVE)
    ):
        return None
    return Relation.UPDATE, (
        f"change cue '{cue}' with the same predicate '{join(head)}' and a different object "
        f"{objects} at similarity {sim:.2f} ≥ {BARE_CUE_MIN}"
    )
