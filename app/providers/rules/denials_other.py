"""A denial of something the other text does not assert: "The woman on stage is not playing
the piano" beside "A woman is playing the cello on a stage", "The mayor attended a different
ceremony" beside "The mayor did not attend the ceremony".

A negation contradicts an assertion only when what it denies is what the assertion says. The
cue-based readings check that the two texts share words, not that the shared words are the
ones the negation falls on. Here one text has one negated clause and the other asserts with
no negation at all; two shapes show the denial is of another thing, and both texts stand:

- another object of the same verb (English): the verb right after the cue ("not playing the
  piano") is said in the other text with another noun right after it ("playing the cello"),
  and the denied noun is nowhere in it;
- another one of the same kind: every denied word the asserting text lacks is one it calls "a
  different", "another", "other" or "a separate" ("attended a different ceremony").

The new text must withdraw, correct and change nothing ("no longer", 不再, "actually",
"now"): those are the changes the readings are for. Rejected: a denied predicate simply
absent from the asserting text ("not damaged" / "closed for inspection") — "has no siblings"
/ "has an older brother" and "doesn't drink alcohol" / "a glass of wine" are that shape too,
and need knowledge to tell apart; and the same-verb shape in Chinese, read per character.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues
from app.providers.rules.calibrated import content_keys
from app.providers.rules.denials_restated import says_moved
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# "a different ceremony", "another hall": the noun is not the one named before.
_OTHER = re.compile(r"\b(?:a\s+different|another|other|a\s+separate)\s+([a-z][\w-]*)", re.I)
# A negation cue, an auxiliary or two, and the words of the verb phrase it negates.
_NOT_VERB = re.compile(
    r"\b(?:not|never)\s+(?:(?:be|been|being|have|had)\s+)?([a-z][\w'-]*\s+[a-z][\w'-]*"
    r"(?:\s+[a-z][\w'-]*)?)",
    re.I,
)
_DETERMINERS = frozenset(
    ["the", "a", "an", "his", "her", "my", "their", "its", "our", "your", "this", "that", "any"]
)
_CJK_CHAR = re.compile(r"[\u4e00-\u9fff]")
_WORD = re.compile(r"[\u4e00-\u9fff]+|[$£€¥]?\d[\d.,:]*%?|[A-Za-z][\w'-]*")
# Particles, auxiliaries and quantifiers a Chinese denial puts around what it denies.
_PARTICLES = frozenset("过了着的地得是有任何进行个名位一些都也还又就")


def _moves(text: str) -> bool:
    return says_moved(text) or bool(cues.RETRACT_RE.search(normalize_for_rules(text)))


def _keys(part: str) -> tuple[str, ...]:
    """Content keys of PART in order: English word stems and Chinese characters, less
    particles."""
    out: list[str] = []
    for word in _WORD.findall(part):
        if _CJK_CHAR.match(word):
            out.extend(c for c in word if c not in _PARTICLES)
        else:
            out.extend(k for k in content_keys(word) if k.isascii())
    return tuple(out)


@lru_cache(maxsize=TEXTS_CACHED)
def _denied(text: str) -> tuple[str, ...] | None:
    """What the one negated clause of TEXT denies (the keys after its cue, in order); None
    when no clause, or more than one, is negated."""
    clauses = [
        c for c in cues.NEGATION_SCOPE_RE.split(normalize_for_rules(text)) if c and c.strip()
    ]
    found = [m for c in clauses if (m := cues.NEG_RE.search(c))]
    if len(found) != 1:
        return None
    match = found[0]
    return _keys(match.string[match.end() :])


@lru_cache(maxsize=TEXTS_CACHED)
def _asserted(text: str) -> tuple[tuple[str, ...], frozenset[str]] | None:
    """The keys TEXT asserts, in order, and the nouns it calls "different" or "another";
    None when it negates anything."""
    normal = normalize_for_rules(text)
    if cues.NEG_RE.search(normal):
        return None
    others = frozenset(k for m in _OTHER.finditer(normal) for k in content_keys(m.group(0)))
    return _keys(normal), others


def _verb_object(words: list[str], at: int) -> tuple[str, str] | None:
    """The stems of the verb at AT and of the noun right after it (a determiner between)."""
    k = at + 1
    if k < len(words) and words[k] in _DETERMINERS:
        k += 1
    if k >= len(words) or not words[at].isalpha() or not words[k].isalpha():
        return None
    verb, noun = content_keys(words[at]), content_keys(words[k])
    if len(verb) != 1 or len(noun) != 1:
        return None
    return next(iter(verb)), next(iter(noun))


@lru_cache(maxsize=TEXTS_CACHED)
def _denied_object(text: str) -> tuple[str, str] | None:
    """ "is not playing the piano": ('play', 'piano'), the verb right after the cue."""
    found = _NOT_VERB.search(normalize_for_rules(text))
    if found is None:
        return None
    words = found.group(1).casefold().split()
    return _verb_object(words, 0)


@lru_cache(maxsize=TEXTS_CACHED)
def _words(text: str) -> list[str]:
    return [w.casefold() for w in re.findall(r"[A-Za-z][\w'-]*", normalize_for_rules(text))]


def _another_object(denial: str, assertion: str, said: tuple[str, ...]) -> str | None:
    """ "not playing the piano" / "playing the cello": the verb the denial negates is said of
    another object, and the denied object is not said at all."""
    if (denied := _denied_object(denial)) is None or denied[1] in said:
        return None
    words = _words(assertion)
    for at in range(len(words)):
        pair = _verb_object(words, at)
        if pair and pair[0] == denied[0] and pair[1] != denied[1]:
            return f"'{denied[1]}' / '{pair[1]}'"
    return None


def _why(denial: str, assertion: str) -> str | None:
    denied = _denied(denial)
    if not denied:
        return None  # most texts deny nothing: the assertion need not be read
    asserted = _asserted(assertion)
    if asserted is None:
        return None
    said, others = asserted
    said = tuple(k for k in said if k not in others)
    missing = set(denied) - set(said)
    if missing and missing <= others:
        return f"the assertion is of another '{sorted(missing)[0]}' than the denial"
    if found := _another_object(denial, assertion, said):
        return f"the denial is of another object of the same verb ({found})"
    return None


def denies_something_other(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: one text denies a thing the other does not assert;
    None otherwise."""
    if _moves(new_text):
        return None
    return _why(new_text, old_text) or _why(old_text, new_text)
