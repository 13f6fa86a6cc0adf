"""Text analysis for the rule classifier: normalisation, clauses and (subject, slot, object) frames.

``analyse(text)`` is the only entry point the verdict modules need. It is pure and cached:
the same text always yields the same :class:`Text`. A :class:`Frame` is one claim about a
predicate slot (residence, employer, name, form of address, preference, count, age) with its
subject, object and the modifiers that decide whether it may retire anything (negated,
hypothetical, history, additive, change cue). Patterns and vocabularies live in rules.cues.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache

from app.providers.rules import cues as cues
from app.providers.rules import predicate_tables
from app.providers.rules.shared_sets import share_empty_sets

# How many texts each reading keeps its analysis of, per process. A write compares its text
# with 10-20 stored memories; a busy user's memories should all stay read (about 9 KB each,
# every reading's cache together: up to ~150 MB per server process when full).
TEXTS_CACHED = 16_384
_INHERIT = "\0inherit"  # no subject in this clause: "... and joined Globex"
_PROPER_SLOTS = frozenset({"res", "emp", "name", "address"})


def stem(word: str) -> str:
    """A crude English stem (moved -> mov, stopping -> stop) used only to compare words."""
    word = cues.IRREGULAR.get(word, word)
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]  # stopp -> stop
    return word[:-1] if len(word) > 3 and word.endswith("e") else word


CONTENT_STOP = frozenset(
    {stem(w) for w in cues.CONTENT_STOP.split()} | {*cues.CONTENT_STOP.split()}
)


@dataclass(frozen=True, slots=True)
class Frame:
    """One (subject, predicate slot, object) claim found in a text."""

    slot: str
    subj: str | None  # "self", "self:<relative>", or None when unknown: never retires
    obj: str
    key: str  # the object, normalised for comparison
    cat: str | None  # preference kind, counted noun
    pred: str
    cue: str  # the negation cue when neg
    neg: bool
    hyp: bool
    past: bool  # history ("lived in", "before college"), not the current state
    change: str  # "strong" (switched to, 改用, instead), "weak" (now, actually, 现在) or ""
    excl: bool  # only one value can hold ("prefers", "favourite")
    additive: bool  # "also", "at work", "for scripting": holds beside the old value

    @property
    def live(self) -> bool:
        return not (self.hyp or self.past)


@dataclass(frozen=True, slots=True)
class Text:
    question: bool
    hyp: str
    past: bool
    neg: str
    additive: bool
    change: tuple[str, str] | None  # (rep|cor|tmp, cue)
    replaced: tuple[str, ...]  # the old object named by "instead of ..." / 而不是...
    frames: tuple[Frame, ...]
    core: tuple[str, ...]  # content tokens in order, Chinese one character per token
    content: frozenset[str]
    clauses: tuple[str, ...]

    def __post_init__(self) -> None:
        share_empty_sets(self, ("content",))


@lru_cache(maxsize=TEXTS_CACHED)
def normalize_for_rules(text: str) -> str:
    """Text as the rules read it (never stored): NFKC, straight quotes, expanded English
    contractions, Chinese verb synonyms."""
    text = unicodedata.normalize("NFKC", text).replace("\u2019", "'").replace("\u2018", "'")
    for pattern, repl in cues.CONTRACTION_RES:
        text = pattern.sub(repl, text)
    for a, b in cues.CJK_SYNONYMS:
        text = text.replace(a, b)
    return " ".join(text.split())


def number(raw: str) -> int | None:
    """An integer written in digits, English words or Chinese numerals (三十四), else None."""
    raw = raw.casefold()
    if raw.isdigit() or raw in cues.NUMBERS:
        return int(raw) if raw.isdigit() else cues.NUMBERS[raw]
    total = current = 0
    for ch in raw:  # 三十四 -> 34, 十二 -> 12
        if ch in "十百":
            total, current = total + (current or 1) * (10 if ch == "十" else 100), 0
        elif ch in cues.NUMBERS:
            current = cues.NUMBERS[ch]
        else:
            return None
    return total + current


def _subject(segment: str) -> str | None:
    s = cues.TIME_RE.sub(" ", segment.casefold())
    for pattern in (cues.PAST_RE, cues.HYP_RE, cues.NEG_RE, cues.FILLER_RE):
        s = pattern.sub(" ", s)
    s = " ".join(s.strip(" '\"-").split())
    if not s:
        return _INHERIT
    m = None if cues.PRONOUN_RE.match(s) else cues.SELF_RE.match(s)
    if m is None:
        return None
    rest = re.sub(r"(?:'s|的)$", "", s[m.end() :].strip()).strip()
    if not rest:
        return "self"
    # Only a possessive naming a relative is another person; "I and my wife", "User dreams
    # of" or an unlisted adverb leave the subject unknown, which never retires anything.
    last = rest.split()[-1]
    known = last in cues.RELATIVE_SET or any(
        last.endswith(r) for r in cues.RELATIVE_SET if cues.CJK_RE.match(r)
    )
    return f"self:{rest}" if known and not re.search(r"\b(?:and|or)\b|[和与跟&]", rest) else None


def by_the_user(segment: str) -> bool:
    """Whether the words before a predicate leave the user its subject: the user named, or no
    subject at all once times and hedges are set aside ("上周", "finally")."""
    return _subject(segment) in {"self", _INHERIT}


def _key(obj: str) -> str:
    return " ".join(re.sub(r"[^\w+#\s]", " ", obj.casefold()).split())


def _valid(slot: str, obj: str, key: str, text: str) -> bool:
    words = key.split()
    if not key or len(words) > 6 or len(key.replace(" ", "")) > 24:
        return False
    if slot not in _PROPER_SLOTS:
        return True
    bag = {*words, key}
    if cues.VAGUE_RE.match(obj) or (
        slot == "res" and (bag & cues.NOT_PLACE_SET or key in cues.GAZETTEER)
    ):
        return False
    if slot == "emp" and (
        bag & cues.NOT_EMPLOYER_SET
        or any(len(w) > 1 and w in key for w in cues.NOT_EMPLOYER_SET if cues.CJK_RE.match(w))
    ):
        return False
    if slot in {"name", "address"}:
        if cues.CJK_RE.match(key):
            return len(key) <= 5 and key[0] not in predicate_tables.NOT_A_NAME_CJK
        if len(words) > 4 or words[0] in cues.NOT_NAME_SET:
            return False
    # A writer who uses capitals capitalises names and places: "lives in fear" is not a city.
    return not (obj[0].isascii() and obj[0].islower() and any(c.isupper() for c in text))


def _frame(
    clause: str, m: re.Match[str], start: int, text: str, change: str, cond: bool
) -> tuple[Frame | None, int, str | None]:
    i, slot, flags, has_o, has_c = cues.SPECS[m.lastgroup or ""]
    if has_o:
        raw, end = m.group(f"o{i}") or "", m.end()
    else:
        tail = cues.OBJ_LEAD_RE.sub("", clause[m.end() :].lstrip())  # "is now green"
        cut = cues.OBJ_END_RE.search(tail)
        raw = tail[: cut.start()] if cut else tail
        end = len(clause) - len(tail) + len(raw)
    obj = cues.OBJ_LEAD_RE.sub("", raw.strip(" '\"()[]-.")).strip()
    seg, around = clause[start : m.start()], clause[: m.start()] + " " + clause[end:]
    subj, key, cat = _subject(seg), _key(obj), None
    if slot in {"count", "age"}:
        num = number(obj)
        noun = (m.group(f"c{i}") or "").casefold().rstrip("了的和啊呢吧") if has_c else ""
        noun = next((v for k, v in cues.COUNT_KEYS.items() if noun.startswith(k)), stem(noun))
        if num is None:
            return None, end, subj
        key, cat = str(num), noun or None
    elif not _valid(slot, obj, key, text):
        return None, end, subj
    elif slot == "pref":
        explicit = _key(m.group(f"c{i}") or "") if has_c else ""
        cat = cues.ALIASES.get(explicit, explicit) or cues.GAZETTEER.get(key.replace(" ", ""))
        cat = cat or cues.GAZETTEER.get(key)
    # "Forget that I live in X" withdraws the statement it introduces.
    neg_m = None if "neg" in flags else cues.NEG_RE.search(seg) or cues.FORGET_RE.search(clause)
    pred = m.group(0).replace(obj, "…").strip() if has_o else m.group(0).strip()
    cue = pred if "neg" in flags else (neg_m[0] if neg_m else "")
    perfect = cues.PERFECT_RE.search(seg)  # "has lived in" is still true
    past = ("past" in flags and not perfect) or bool(cues.PAST_RE.search(around))
    hyp = cond or "hyp" in flags or bool(cues.HYP_RE.search(around))
    strength, add = "strong" if "chg" in flags else change, bool(cues.ADD_RE.search(around))
    frame = Frame(
        slot, subj, obj, key, cat, pred, cue, bool(cue), hyp, past, strength, "excl" in flags, add
    )
    return frame, end, subj


def _frames(clauses: tuple[str, ...], text: str, change: str, cond: bool) -> tuple[Frame, ...]:
    out: list[Frame] = []
    last_subj: str | None = "self"
    open_frame: Frame | None = None  # "lives in Portland and Seattle": a bare noun follows
    english, chinese = cues.PRED_RES
    for clause in clauses:
        pos, found = 0, False
        matches = [*english.finditer(clause)]
        if cues.CJK_RE.search(clause):
            matches += chinese.finditer(clause)
        for m in sorted(matches, key=lambda m: m.start()):
            if m.start() < pos:  # inside the previous object
                continue
            frame, pos, subj = _frame(clause, m, pos, text, change, cond)
            last_subj = last_subj if subj == _INHERIT else subj
            if frame is not None:
                out.append(replace(frame, subj=last_subj))
                found = True
            open_frame = out[-1] if frame is not None and pos >= len(clause) else None
        # A Chinese clause after a comma is a statement of its own (a list is told with 、 or 和):
        # "跳槽去了OPPO，照样每天坐班车" names one employer.
        if found or open_frame is None or open_frame.slot in {"count", "age"}:
            continue
        if cues.CJK_RE.match(clause):
            open_frame = None
            continue
        quiet = not (cues.NEG_RE.search(clause) or cues.HYP_RE.search(clause))
        if (
            quiet
            and not _qualifies_place(open_frame, clause)
            and len(clause.split()) <= 3
            and _valid(open_frame.slot, clause, _key(clause), text)
        ):
            out.append(replace(open_frame, obj=clause, key=_key(clause)))
        else:
            open_frame = None
    return tuple(out)


def _qualifies_place(frame: Frame, clause: str) -> bool:
    """Whether CLAUSE only says where the place of FRAME is ("Austin, TX", "Lyon, France"):
    the region of a place, not a second place."""
    if frame.slot != "res":
        return False
    return bool(cues.REGION_RE.search(clause) or re.fullmatch(r"[A-Z]{2}\.?", clause.strip()))


def word_tokens(text: str) -> list[str]:
    words = cues.WORD_RE.findall(cues.CORE_RE.sub(" ", text.casefold()))
    return [w if cues.CJK_RE.match(w) else stem(w) for w in words if w not in cues.CORE_STOP_SET]


def explode(tokens: list[str]) -> tuple[str, ...]:
    """Chinese has no spaces: compare it character by character."""
    return tuple(t for tok in tokens for t in (list(tok) if cues.CJK_RE.match(tok) else [tok]))


def content_set(tokens: list[str]) -> frozenset[str]:
    out: set[str] = set()
    for tok in tokens:  # Chinese: character bigrams stand in for words
        grams = [tok[j : j + 2] for j in range(len(tok) - 1)] if cues.CJK_RE.match(tok) else []
        out.update(grams or [tok])
    return frozenset(out - CONTENT_STOP)


@lru_cache(maxsize=TEXTS_CACHED)
def analyse(raw: str) -> Text:
    text = normalize_for_rules(raw)
    clauses = tuple(c.strip() for c in cues.CLAUSE_RE.split(text) if c and c.strip())
    found = cues.CHANGE_RE.search(text)
    change = (found.lastgroup or "", found[0]) if found else None
    strength = "strong" if cues.REPLACE_RE.search(text) else "weak" if change else ""
    frames = _frames(clauses, text, strength, bool(cues.COND_RE.search(text)))
    rep = cues.REPLACED_RE.search(text)
    core_text = text[: rep.start()] if rep else text  # "drinks tea instead of coffee"
    tokens, hyp = word_tokens(core_text), cues.HYP_RE.search(text)
    neg = cues.RETRACT_RE.search(core_text) or cues.NEG_RE.search(core_text)
    return Text(
        question=bool(cues.QUESTION_RE.search(text)),
        hyp=hyp[0] if hyp else "",
        past=bool(cues.PAST_RE.search(text)) or any(f.past for f in frames),
        neg=neg[0] if neg else "",
        additive=bool(cues.ADD_RE.search(text)),
        change=change,
        replaced=explode(word_tokens(rep["x"] or rep["y"] or "")) if rep else (),
        frames=frames,
        core=explode(tokens),
        content=content_set(tokens),
        clauses=clauses,
    )


def join(tokens: tuple[str, ...]) -> str:
    return "".join(tokens) if all(cues.CJK_RE.match(t) for t in tokens) else " ".join(tokens)


def nested(x: tuple[str, ...] | list[str], y: tuple[str, ...] | list[str]) -> bool:
    return set(x) <= set(y) or set(y) <= set(x)
