"""Rule-based relation classifier: the embedded, deterministic default (no network, no I/O).

Contract
    ``classify_pair(new_text, old_text, similarity)`` says how a NEW memory relates to ONE
    existing memory of the same user that the caller chose as a candidate (by vector search or
    by a shared attribute, so the cosine may be low): CONTRADICTION (the new one negates it),
    UPDATE (a newer value of the same fact), OVERLAP (same ground, no conflict) or NONE
    (unrelated), plus a short reason naming the cue. ``similarity`` is the cosine of the two
    embeddings or None (NaN too) when unknown; no cue- or frame-based verdict needs it.
    ``is_retraction(new_text)`` says whether the new text only withdraws something.
    ``attributes(text)`` names the attributes of the user a text states ("res", "emp",
    "pref:editor" ...): memories sharing one are conflict candidates whatever their cosine.
    ``has_change_cue(text)`` says whether a text corrects, changes or withdraws something.
    English and Chinese (and a mix of both) are understood.

Layout (this package)
    frames (text analysis, predicate frames) and slots (frame verdicts); topics (attributes,
    cues, person) and verdicts (topic verdicts); align, holders and amounts (value changes by
    frame alignment) and two_facts (a second place that differs too makes two facts);
    values, values_zh and shared_frames (one value swapped in a shared frame, and what may
    stand beside the swap: one dated event, a routine, "is located" for "is") and titles_zh
    (another job title in the same Chinese slot);
    replacements and succession (the old value named as replaced or outgoing), subjects and
    dialogue; answers (a question answered in the same text), opposites (opposite states of
    one thing), moves (an occasion moved to another time) and endings (an ongoing state
    ended); degrees (another degree of one condition), denials_zh (a Chinese clause denying
    the old statement), fields (a note's field against a sentence), ordinals (the next one of
    a counted thing), kin (a relative of a kind the user had none of), leads (who leads a
    project, by a verb), changed_to (a value moved to a new one by a verb of change) and
    contacts (a new email address or phone number); pets, gauges, commutes, kin_moves and
    handovers (a named animal gone, a new reading of a weight or a mileage, another way to work
    or school, a relative moved, work handed over); told_values (the user's value of a
    single-valued attribute told another way, no word shared: a phone, a home, a manager);
    times_retold (one clock time of the user's standing thing told again: an alarm, a standup);
    origins and last_times (a thing's origin told with another value: a founding year, a
    director, a birthplace; the last time something happened told anew by a later one);
    reversals, renames and quantifiers (two parties' roles reversed, a name changed, the
    opposite quantifier over a group); kept (shapes that keep the old fact true whichever
    reading retired it: occasions, exceptions, other_holders, kept_values, owned_parts,
    serviced, mishaps, asked, rounded, comparisons, complements, divisions, ranges, stays, few,
    jests, coveted, past_periods, denials, value_denials, denials_agree, waivers); periods (the
    words of a period, not a topic); never_denied (a claim denied outright with "never",
    从未); not_only ("not only", 不仅: a negation that adds, read without its "not" before any
    reading; "no more than", 不超过: a negation that bounds, read as the bound); cues, lexicon
    and holders_lexicon (tables).
    `RulesRelationClassifier` below is the provider built on `classify_pair`.

Policy: precision first
    CONTRADICTION and UPDATE retire the old memory, so a wrong one silently hides a true fact.
    A retiring verdict needs positive evidence about the same subject: a negation or
    withdrawal cue on the same statement or topic, an antonym, the same predicate slot with a
    different object, or a change cue on the same exclusive attribute with a different value.
    Questions, hypotheticals, history ("lived in ... before college"), additions ("also uses
    ..."), other people ("my wife works at ...") and anything unparsed fall back to
    OVERLAP/NONE. Similarity is only supporting evidence: it never retires anything on its own.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from app.enums import Relation
from app.providers.base import Candidate, Judgement, PairToCheck, PairVerdict, Verdict
from app.providers.rules import calibrated
from app.providers.rules import cues as cues
from app.providers.rules import lexicon as lex
from app.providers.rules.amounts import quantity_change
from app.providers.rules.answered import answer_change
from app.providers.rules.answers import as_statement
from app.providers.rules.dialogue import looks_like_chat, split_turns
from app.providers.rules.frames import analyse, word_tokens
from app.providers.rules.holders import holder_change, single_valued
from app.providers.rules.kept import denied_elsewhere, kept
from app.providers.rules.not_only import without_not_only
from app.providers.rules.public_figures import far_public_figure
from app.providers.rules.qa_marks import unmark
from app.providers.rules.readings import READINGS, TOPIC_READINGS, first_change
from app.providers.rules.reanswered import answer_replaced
from app.providers.rules.relation_edits import relation_edited
from app.providers.rules.scripts_zh import simplified
from app.providers.rules.slots import BARE_CUE_MIN, bare_change, compare_frames, negation_flip
from app.providers.rules.subjects import as_user
from app.providers.rules.topics import FRAME_ATTRS, topic
from app.providers.rules.verdicts import compare_topics

__all__ = [
    "BARE_CUE_MIN",
    "PARAPHRASE_MIN",
    "attributes",
    "classify_pair",
    "has_change_cue",
    "is_retraction",
]

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)
# Rewordings of one statement embed at about 0.92+, while two unrelated "User ..." sentences
# often reach 0.8 just by sharing the subject: this band alone licenses OVERLAP, never more.
PARAPHRASE_MIN = 0.92
# Two turns of a conversation this close say something about the same thing.
CONVERSATION_TOPIC_MIN = 0.7
# A legal name and a form of address ("Robert", called "Bob") are the same topic, not rivals.
_FAMILY = {"address": "name"}


def _known(similarity: float | None) -> float | None:
    return None if similarity is None or math.isnan(similarity) else similarity


def classify_pair(new_text: str, old_text: str, similarity: float | None) -> tuple[Relation, str]:
    """Relate NEW to one existing memory; retire (UPDATE/CONTRADICTION) only on clear cues,
    or when the calibrated reading is sure of a pair no other reading decided."""
    new_text = without_not_only(new_text)  # "not only X but also Y" denies nothing
    # Traditional characters read as simplified: 換了部手機 is 换了部手机 to every reading.
    new_text, old_text = simplified(new_text), simplified(old_text)
    reading = _read(new_text, old_text, similarity)
    verdict = reading.relation, reading.why
    if reading.undecided and (weighed := calibrated.retirement(*reading.texts, similarity)):
        # The model weighs any negation; a denial of another fact is not one of the old.
        denied = denied_elsewhere(*reading.texts)
        verdict = (reading.relation, f"{reading.why}; {denied}") if denied else weighed
    if verdict[0] in RETIRING and (why := kept(new_text, old_text)):
        return Relation.OVERLAP, why
    return verdict


def undecided(new_text: str, old_text: str, similarity: float | None) -> bool:
    """Whether no reading decided the pair, so the calibrated reading weighs it (the pairs
    benchmarks/fit_relation_model.py fits the model on)."""
    return _read(simplified(without_not_only(new_text)), simplified(old_text), similarity).undecided


class _Reading(NamedTuple):
    relation: Relation
    why: str
    # No reading decided: the texts share a topic or nothing, with no question, plan or
    # conversation in the way. The calibrated reading may still weigh it.
    undecided: bool = False
    texts: tuple[str, str] = ("", "")


def _read(new_text: str, old_text: str, similarity: float | None) -> _Reading:
    (speaker_new, body_new), (speaker_old, body_old) = split_turns(new_text, old_text)
    if speaker_new and speaker_old and speaker_new.casefold() != speaker_old.casefold():
        sim = _known(similarity)
        relation = Relation.OVERLAP if sim is not None and sim >= PARAPHRASE_MIN else Relation.NONE
        return _Reading(relation, f"said by different people ({speaker_old}, then {speaker_new})")
    if speaker_new or speaker_old:
        new_text, old_text = body_new, body_old
    chat = looks_like_chat(new_text) or looks_like_chat(old_text)
    conversation = bool(speaker_new or speaker_old) or chat
    # "Who coaches the Hawks? Sara Lindqvist." states that Sara Lindqvist coaches the Hawks.
    if answered := answer_change(new_text, old_text) or answer_replaced(new_text, old_text):
        return _Reading(*answered)  # "Where do you live now? — Frome." (rules.answered)
    if edited := relation_edited(new_text, old_text):
        return _Reading(*edited)  # a knowledge edit: one relation's frame, another object
    new_text = as_statement(unmark(new_text)) or new_text
    old_text = as_statement(unmark(old_text)) or old_text
    if edited := relation_edited(new_text, old_text):
        return _Reading(*edited)
    reading = _classify(new_text, old_text, similarity, conversation)
    if reading.relation in RETIRING:
        return reading
    # Both about one named person other than the user: read them as about the user.
    if about := as_user(new_text, old_text):
        new, old, name = about
        told = (new_text, old_text)  # as told: rules.public_figures asks who they speak of
        relation, why, *_ = _classify(new, old, similarity, conversation, told)
        if relation in RETIRING:
            return _Reading(relation, f"about {name}: {why}")
    return reading


def _amount_change(
    new_text: str, old_text: str, sim: float | None, told: tuple[str, str]
) -> tuple[Relation, str] | None:
    """rules.amounts' verdict, unless it is a public figure far from the old text in meaning
    with no word of change (rules.public_figures): then the other readings decide. TOLD is
    the pair as told, before a named person was read as the user."""
    found = quantity_change(new_text, old_text)
    if found and far_public_figure(*told, sim) and not has_change_cue(new_text):
        return None
    return found


def _classify(
    new_text: str,
    old_text: str,
    similarity: float | None,
    conversation: bool = False,
    told: tuple[str, str] | None = None,
) -> _Reading:
    sim = _known(similarity)
    n, o = analyse(new_text), analyse(old_text)
    shared = sorted(n.content & o.content)
    slots = {_FAMILY.get(f.slot, f.slot) for f in n.frames}
    slots &= {_FAMILY.get(f.slot, f.slot) for f in o.frames}
    high = sim is not None and sim >= PARAPHRASE_MIN
    if n.question or o.question:
        why = f"the {'new' if n.question else 'old'} text is a question; it asserts nothing"
        return _Reading(Relation.OVERLAP if shared or slots or high else Relation.NONE, why)
    found = compare_frames(n, o, sim)
    if isinstance(found, tuple):
        return _Reading(*found)
    if held := holder_change(new_text, old_text) or _amount_change(
        new_text, old_text, sim, told or (new_text, old_text)
    ):
        return _Reading(*held)
    verdict = negation_flip(n, o)
    # Chat is full of "now" and "actually" (app.providers.rules.dialogue): between two turns,
    # the topic readings count only when the two turns are close in meaning.
    if not conversation or (sim is not None and sim >= CONVERSATION_TOPIC_MIN):
        verdict = verdict or bare_change(n, o, sim)
        verdict = verdict or compare_topics(topic(new_text), topic(old_text))
        verdict = verdict or first_change(TOPIC_READINGS, new_text, old_text)
    verdict = verdict or first_change(READINGS, new_text, old_text)
    if verdict:
        return _Reading(*verdict)
    hedge = f"hypothetical cue '{n.hyp}', nothing asserted; " if n.hyp else ""
    if found or slots:
        why = hedge + (found or f"same {'/'.join(sorted(slots))} topic")
        return _Reading(Relation.OVERLAP, why)
    if high:
        why = f"paraphrase band: similarity {sim:.2f} ≥ {PARAPHRASE_MIN}, no conflict"
        return _Reading(Relation.OVERLAP, hedge + why)
    open_ = not (hedge or conversation)
    texts = (new_text, old_text)
    if shared:
        why = f"{hedge}shared content words ({', '.join(shared[:4])})"
        return _Reading(Relation.OVERLAP, why, open_, texts)
    shown = "unknown" if sim is None else f"{sim:.2f}"
    why = f"no shared predicate, object or content word (similarity {shown})"
    return _Reading(Relation.NONE, hedge + why, open_, texts)


def is_retraction(new_text: str) -> bool:
    """True when NEW only withdraws a statement ("User no longer smokes", "我不再吸烟了").

    A plain negative fact ("User is not vegetarian") is a memory worth keeping in its own
    right, so only an explicit change-of-state cue counts ("no longer", "anymore", "quit",
    "forget that", 不再, 已经不, 不…了); a clause naming a replacement ("and joined Globex",
    "moved to Seattle", 改用…) makes it an update instead.
    """
    t = analyse(new_text)

    def withdraws(clause: str) -> bool:
        return bool(cues.RETRACT_RE.search(clause) or lex.WITHDRAW_RE.search(clause))

    if t.question or t.hyp or not any(withdraws(c) for c in t.clauses):
        return False
    if cues.REPLACE_RE.search(" ".join(t.clauses)) or any(f.live and not f.neg for f in t.frames):
        return False
    return all(
        cues.NEG_RE.search(c) or withdraws(c) or not word_tokens(cues.TIME_RE.sub(" ", c))
        for c in t.clauses
    )


def attributes(text: str) -> frozenset[str]:
    """The attributes of the USER that TEXT states, live or withdrawn, as short stable keys.

    Keys come from rules.lexicon.ATTRIBUTES ("res", "emp", "name", "age", "diet",
    "reply_language", "pref:editor", "count:kid" ...) plus the predicate frames. Empty for a
    question, a hypothetical, another person's fact ("my wife works at ...") or a text with no
    recognised attribute. Two memories sharing a key are conflict candidates.
    """
    t, top = analyse(text), topic(text)
    if t.question or top.hyp:
        return frozenset()
    # Single-valued attributes of anyone or anything ("the head coach", 首都, a price): two
    # memories naming the same one are candidates whatever their cosine (rules.holders).
    holds = {f"holds:{key}" for key in single_valued(text)}
    if top.person != "self":
        return frozenset(holds)
    # Only attributes that name a topic by themselves: "when" (any day or time), a colour or
    # a vehicle word are in half the memories of a busy user and would make every one of
    # them a candidate of every write.
    keys = {a for a in top.attrs if a in lex.SELF_EVIDENT or a.startswith(("pref:", "count:"))}
    keys |= holds
    for f in t.frames:
        if f.subj == "self" and not f.hyp and f.slot in FRAME_ATTRS:
            keys.add(FRAME_ATTRS[f.slot])
        elif f.subj == "self" and not f.hyp and f.slot == "pref" and f.cat:
            keys.add(f"pref:{f.cat}")
        elif f.subj == "self" and not f.hyp and f.slot == "count" and f.cat:
            keys.add(f"count:{'kid' if f.cat == 'child' else f.cat}")
    return frozenset(keys)


def has_change_cue(text: str) -> bool:
    """True when TEXT corrects, changes or withdraws something ("actually", "switched to",
    "now", "no longer", 其实, 现在, 改成, 不再 ...): widen the candidate search for it."""
    top = topic(text)
    if top.question:
        return False
    t = analyse(text)
    moved = any(f.change == "strong" or f.neg for f in t.frames)  # joined X, moved to Y, quit Z
    withdrawn = any(cues.RETRACT_RE.search(c) for c in t.clauses)  # 戒烟了 reads as 不吸烟了
    cue = top.weak or top.strong or top.resched or top.retract or top.events or t.change
    return bool(cue or moved or withdrawn)


class RulesRelationClassifier:
    name = "rules"
    in_process = True

    def judge(self, new_text: str, candidates: Sequence[Candidate]) -> Verdict:
        judgements = tuple(
            Judgement(c.id, *classify_pair(new_text, c.text, c.similarity)) for c in candidates
        )
        return Verdict(judgements=judgements, retraction=is_retraction(new_text))

    async def classify(self, new_text: str, candidates: Sequence[Candidate]) -> Verdict:
        return self.judge(new_text, candidates)

    def read_ahead(self, new_text: str) -> None:
        """Read NEW alone as judging it will: its per-text readings are kept, so the
        judgement against the candidates afterwards costs that much less. A write calls this
        while its forward pass runs on another thread, in time it would spend waiting.
        (Comparing a text with itself reads it on both sides, the verdict dropped; the topic
        reading, which that comparison stops before, is asked for as well.)"""
        classify_pair(new_text, new_text, None)
        topic(new_text)
        is_retraction(new_text)

    def judge_pairs(self, pairs: Sequence[PairToCheck]) -> list[PairVerdict]:
        return [PairVerdict(*classify_pair(p.newer, p.older, p.similarity)) for p in pairs]

    async def classify_pairs(self, pairs: Sequence[PairToCheck]) -> list[PairVerdict]:
        return self.judge_pairs(pairs)
