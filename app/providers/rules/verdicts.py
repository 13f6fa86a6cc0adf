"""Topic-level verdicts: attributes, change and withdrawal cues, antonyms, negated statements.

Frames (rules.frames / rules.slots) read exact predicate slots; this layer reads looser
evidence that is still tied to the same topic (see rules.topics for how a text is read):

- an identity value against its opposite (night owl / morning person, introvert / extrovert);
- an antonym (loves / can't stand, 喜欢 / 讨厌) in the clauses that carry the shared words;
- a withdrawal (no longer, quit, sold, 不再, 退订) of what the old text asserts: CONTRADICTION,
  or UPDATE when the new text names what came instead ("gave up tennis, play padel now");
- a plain negation of (nearly) the same statement ("doesn't speak any German");
- the same exclusive attribute with a change cue and a different value (now, actually,
  switched to, 现在, 改成), a life event that sets a new value (got married, graduated, 毕业),
  or a new time or amount for the same thing (rescheduled to, cut down to, 推迟到).

``compare_topics`` only ever returns a retiring verdict or None: everything else falls back to
the OVERLAP / NONE logic of `classifier`. Every verdict needs the same person and a new text that
is not a question or a hypothetical; a restriction ("doesn't drink coffee after 2pm") or an
addition ("also", 也) never retires, and history on either side ("lived in ... before") does
not get replaced.
"""

from __future__ import annotations

import re

from app.enums import Relation
from app.providers.rules import lexicon as lex
from app.providers.rules.periods import period_words
from app.providers.rules.topics import FRAME_ATTRS, Topic

# Words between a negation cue and what it falls on ("doesn't *really* like the", "quit *the*").
_FILLERS = frozenset(["the", "a", "an", "any", "to", "be", "really", "ever", "his", "her", "my"])
_WORD = re.compile(r"[a-z][a-z'-]*")
_GAVE_UP = re.compile(r"quit|quits|stopped|gave\s+up|gives\s+up|give\s+up")
# The new text's subject named as a former holder: what it does now is that person's new state,
# not a new holder of the post ("Steve Ballmer, Microsoft's former CEO, now owns the Clippers").
_FORMER_HOLDER = re.compile(
    r"\b(?:former|ex-|onetime|erstwhile|previous)\b|前任|原任|上一任|卸任", re.I
)
_CORRECTION = frozenset({"actually", "in fact", "correction", "其实", "实际上", "更正", "记错"})


def _same_person(a: Topic, b: Topic) -> bool:
    if a.person == b.person:
        return True
    # "Miso passed away" is about the cat the old text names ("has a cat named Miso"), and
    # "my dog died" about the dog of "has a dog".
    return any(
        x.person.startswith(("name:", "rel:"))
        and y.person == "self"
        and x.person.partition(":")[2] in y.lower
        for x, y in ((a, b), (b, a))
    )


def _differ(n: Topic, o: Topic) -> bool:
    if n.numbers and o.numbers and n.numbers != o.numbers:
        return True
    return bool(n.words - o.words) and bool(o.words - n.words)


def _mostly(shared: frozenset[str], n: Topic, o: Topic) -> bool:
    """The shared words are at least half of the shorter text: one topic, not one word."""
    return len(shared) * 2 >= min(len(n.words), len(o.words))


def _covered(neg: Topic, pos: Topic) -> bool:
    """The negated text adds (almost) nothing the positive one does not say."""
    if len(neg.words & pos.words) * 3 >= len(neg.words) * 2:
        return True
    return bool(neg.chars) and len(neg.chars & pos.chars) * 4 >= len(neg.chars) * 3


def _negated_said(neg: Topic, pos: Topic) -> bool:
    """The word the negation falls on ("quit smoking", "doesn't smoke") is one the positive
    text says too. "Grandpa Walt quit smoking" shares only its subject with "Grandpa Walt took
    up lawn bowls": the one word it adds is the very thing it negates, which the other text
    never asserts, so nothing is reversed. Only a verb of giving up names what it ends right
    after it; a bare "no" or "not" may fall on a word beside the point ("no garden hoses")."""
    at = neg.lower.find(neg.negated.casefold())
    if at < 0 or not _GAVE_UP.fullmatch(neg.negated.casefold()):
        return True
    after = _WORD.findall(neg.lower[at + len(neg.negated) :])
    head = next((w for w in after if w not in _FILLERS), None)
    unsaid = neg.words - pos.words
    return head is None or not any(head.startswith(w) for w in unsaid)


def _values(t: Topic, key: str) -> set[str]:
    return {value for k, value in t.values if k == key}


def _replacement(n: Topic, o: Topic) -> bool:
    """A withdrawal that names what came instead ("gave up tennis, play padel now")."""
    if n.strong:
        return True
    at = n.lower.find(n.retract.casefold())
    rest = n.lower[at + len(n.retract) :] if at >= 0 else ""
    return bool(lex.REPLACEMENT_RE.search(rest)) and bool(n.words - o.words)


def _part_polarity(t: Topic, shared: frozenset[str]) -> int:
    """The sentiment of the clauses that carry the shared words (0 if they disagree)."""
    found = {pol for words, pol, _, _ in t.parts if words & shared and pol}
    return found.pop() if len(found) == 1 else 0


def _withdraws_shared(n: Topic, shared: frozenset[str]) -> bool:
    """The withdrawal cue sits in a clause that is about the shared topic: "no longer needs
    the car seat for the kids" withdraws the car seat, not the kids."""
    return not shared or any(
        w and words & shared and len(words & shared) * 2 >= len(words) for words, _, w, _ in n.parts
    )


def _opposed(n: Topic, o: Topic) -> tuple[Relation, str] | None:
    """Antonyms, withdrawals and negations of the old statement (see the module docstring)."""
    shared, attrs = n.words & o.words, n.attrs & o.attrs
    on = f"'{', '.join(sorted(shared)[:3])}'" if shared else f"the {'/'.join(sorted(attrs))}"
    for key in lex.IDENTITY:
        new, old = _values(n, key), _values(o, key)
        if new and old and not new & old:
            return Relation.CONTRADICTION, f"opposite {key}: {'/'.join(old)} → {'/'.join(new)}"
    # "doesn't drink coffee after 2pm" restricts "drinks coffee", it does not negate it.
    if n.qualifiers - o.qualifiers:
        return None
    if (
        shared
        and _mostly(shared, n, o)
        and _part_polarity(n, shared) * _part_polarity(o, shared) == -1
    ):
        return Relation.CONTRADICTION, f"opposite sentiment about {on}"
    named = (n.person != "self" and n.person == o.person) or n.person.startswith(("name:", "rel:"))
    evident = attrs & (lex.WITHDRAWABLE | (lex.COUNTS if named else frozenset()))
    # A job's ending that is itself a life event ("quit my job", 辞职了 beside "works at X")
    # withdraws the job.
    evident |= attrs & n.events & {"emp"}
    withdrawn = n.retract and not (o.retract or o.negated) and (shared or evident)
    if withdrawn and _withdraws_shared(n, shared):
        if _replacement(n, o):
            why = f"withdrawal '{n.retract}' of {on} with a named replacement"
            return Relation.UPDATE, why
        return Relation.CONTRADICTION, f"withdrawal cue '{n.retract}' on {on}"
    if bool(n.negated) != bool(o.negated):
        neg, pos = (n, o) if n.negated else (o, n)
        which = "negation cue" if n.negated else "reverses the earlier negation"
        same_value = neg.neg_values & pos.values
        # The negation must sit in a clause about the shared words ("戒了糖，但还喝咖啡").
        local = len(neg.parts) == 1 or any(x and words & shared for words, _, _, x in neg.parts)
        covered = shared and local and _covered(neg, pos) and _negated_said(neg, pos)
        if covered or same_value or attrs & lex.HABITS:
            return Relation.CONTRADICTION, f"{which} '{neg.negated}' on the same {on}"
    return None


def _changed(n: Topic, o: Topic) -> tuple[Relation, str] | None:
    """A new value of the same attribute: change cues, life events, new times and amounts."""
    shared, attrs = n.words & o.words, n.attrs & o.attrs
    on = f"'{', '.join(sorted(shared)[:3])}'" if shared else f"the {'/'.join(sorted(attrs))}"
    cue = n.strong or n.weak or n.resched
    for key in lex.VALUE_RES:
        new, old = _values(n, key), _values(o, key)
        if new and old and not new & old and (cue or key in n.events):
            return Relation.UPDATE, f"new {key}: {'/'.join(old)} → {'/'.join(new)}"
    olds = o.attrs | ({"emp"} if "role" in o.attrs else set())
    # Both telling the event with the same numbers is a restatement (毕业于中山大学 / 是中大毕业的).
    restated = n.events & o.events if n.numbers == o.numbers else frozenset()
    for key in sorted((n.events - restated) & olds):
        return Relation.UPDATE, f"life event for the same {key} ('{key}' set anew)"
    exclusive = attrs & lex.EXCLUSIVE
    if not shared:
        exclusive &= lex.SELF_EVIDENT
    # The words of a period both texts are placed in (这学期) say when, not what (rules.periods).
    topical = shared - period_words(n.lower)
    former = bool(_FORMER_HOLDER.search(n.lower))
    if n.strong and (topical or exclusive) and _differ(n, o) and not former:
        return Relation.UPDATE, f"change cue '{n.strong}' on {on} with a new value"
    timed = "when" in o.attrs or bool(o.numbers)
    if n.resched and timed and (shared or exclusive) and _differ(n, o):
        return Relation.UPDATE, f"new time or amount ('{n.resched}') for {on}"
    # A bare "now" does not replace a context-bound old value ("uses Vim for quick edits").
    if exclusive & lex.COUNTS and not (n.numbers and o.numbers and n.numbers != o.numbers):
        exclusive -= lex.COUNTS  # a count changes only with a different number
    weak = exclusive - (frozenset(FRAME_ATTRS.values()) - n.slots)
    if n.weak and weak and _differ(n, o) and not o.bound and not former:
        return Relation.UPDATE, f"change cue '{n.weak}' on the same {'/'.join(sorted(weak))}"
    if cue and shared and _differ(n, o) and n.numbers and o.numbers:
        return Relation.UPDATE, f"change cue '{cue}' with a new number for {on}"
    return None


def compare_topics(n: Topic, o: Topic) -> tuple[Relation, str] | None:
    """A retiring verdict for NEW against OLD from topic-level evidence, else None."""
    if n.question or o.question or n.hyp or not _same_person(n, o):
        return None
    correction = n.weak.casefold() in _CORRECTION
    if n.past and not (n.retract or n.strong or n.resched or correction):
        return None
    verdict = _opposed(n, o)
    if verdict or n.additive or o.hyp or o.past or n.negated:
        return verdict
    return _changed(n, o)
