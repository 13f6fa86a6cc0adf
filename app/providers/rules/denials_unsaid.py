"""A denial of something the old text never says, added to what it does say: "Lumen Bank is
not listed on any stock exchange" beside "Lumen Bank is based in Orsk", 用户喝咖啡不加糖
beside 用户爱喝咖啡, "User's daughter doesn't take the school bus" beside "User's daughter goes
to Hillside School".

The negation readings see a cue and shared words and retire the old memory. But when the new
text is the old text's subject (or its whole statement) followed by a negation of a predicate
the old text never uses, it adds a negative detail and denies nothing of the old: the word the
negation falls on is absent from the old text, and so are most of the words after it (another
form of one word counts as said: "no allergies" / "allergic"). Three conditions keep a real
denial retiring:

- everything the new text says outside the negated words is said by the old text too (the
  new text adds nothing but the denial: no other value to be an update);
- the denied words name no attribute the old text states ("doesn't have a job" beside "works
  at Acme": a job is what the old text is about, in other words);
- the new text withdraws, corrects and changes nothing ("no longer", 不再, "actually", "now",
  rules.denials_restated), and the old text negates nothing (two denials are left to the
  readings).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from app.providers.rules import cues
from app.providers.rules.calibrated import content_keys
from app.providers.rules.denials_restated import says_moved
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.topics import topic

# Chinese runs, numbers and English words, each apart ("QQ音乐" is two words).
_WORD = re.compile(r"[\u4e00-\u9fff]+|\d[\d.,:]*%?|[A-Za-z][A-Za-z'-]*")
_NAME = re.compile(r"(?<=\w )[A-Z][\w'-]*")
# Two English keys that begin with this many letters alike are forms of one word.
_SAME_WORD = 6
_DIGIT = re.compile(r"\d|[零一二两三四五六七八九十百千万]")
# Particles, auxiliaries and quantifiers a Chinese denial puts around what it denies.
_PARTICLES = frozenset("过了着的地得是有任何进行个名位一些都也还又就")


def _keys(part: str) -> tuple[str, ...]:
    """Content keys of PART in order: English word stems and Chinese characters, less
    particles."""
    out: list[str] = []
    for word in _WORD.findall(part):
        if word.isascii():
            out.extend(k for k in content_keys(word) if k.isascii())
        else:
            out.extend(c for c in word if c not in _PARTICLES)
    return tuple(out)


class _Denial(NamedTuple):
    around: frozenset[str]  # the keys outside the negated words
    denied: tuple[str, ...]  # the keys after the cue, in order
    words: str  # the negated words as written


@lru_cache(maxsize=TEXTS_CACHED)
def _denial(text: str) -> _Denial | None:
    """The one negated clause of TEXT, split at its cue; None when none or several."""
    normal = normalize_for_rules(text)
    clauses = [c for c in cues.NEGATION_SCOPE_RE.split(normal) if c and c.strip()]
    found = [(c, m) for c in clauses if (m := cues.NEG_RE.search(c))]
    if len(found) != 1:
        return None
    clause, cue = found[0]
    others = [c for c in clauses if c is not clause]
    around = {k for part in [clause[: cue.start()], *others] for k in _keys(part)}
    words = clause[cue.end() :]
    return _Denial(frozenset(around), _keys(words), words)


@lru_cache(maxsize=TEXTS_CACHED)
def _said(text: str) -> frozenset[str] | None:
    """The keys TEXT asserts; None when it negates anything."""
    normal = normalize_for_rules(text)
    return None if cues.NEG_RE.search(normal) else frozenset(_keys(normal))


def _said_key(key: str, said: frozenset[str]) -> bool:
    """KEY is said, or another form of one word of it ("allergies" / "allergic")."""
    if key in said:
        return True
    stem = key[:_SAME_WORD]
    return key.isascii() and len(stem) == _SAME_WORD and any(o.startswith(stem) for o in said)


def denies_the_unsaid(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW adds to OLD's statement a denial of a predicate
    OLD never uses (module docstring); None otherwise."""
    denial = _denial(new_text)
    if denial is None or not denial.denied:
        return None  # most new texts deny nothing: the old one need not be read
    said = _said(old_text)
    if said is None or says_moved(new_text):
        return None
    unsaid = [k for k in denial.denied if not _said_key(k, said)]
    if _said_key(denial.denied[0], said) or len(unsaid) * 2 <= len(denial.denied):
        return None
    if not denial.around <= said or topic(denial.words).attrs & topic(old_text).attrs:
        return None
    # A number denied is a value ("不到200米"); a name the old text says is its thing.
    named = {k for name in _NAME.findall(denial.words) for k in content_keys(name)}
    if _DIGIT.search(denial.words) or named & said:
        return None
    return f"the new text denies what the old one never says ('{denial.words.strip()}')"
