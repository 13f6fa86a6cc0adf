"""Denials the calibrated reading must not take for a denial of the old memory.

- *Something done with the old value*: "Nobody at the new office can say Aoife" beside "My
  name is Aoife", 周杰伦演唱会抢了三次票都没抢到 beside 最喜欢的歌手是周杰伦. The new text
  shares with the old one only the value the old text states (after its copula: is, 是, 叫),
  none of the words that say what the value is of (name, 最喜欢的歌手): its negation is about
  something done with that value, which stays the user's name or favourite.
- *Still*: 爷爷奶奶还是不肯进城 beside 我爷爷奶奶住在农村老家. "Still" (还是, 仍然, 依然) says
  a state goes on, so a negation beside it is not a change of the old one.

Either holds only when the new text neither withdraws nor changes anything ("not Jon" right
after a negation denies the value itself: a correction). Only the
calibrated reading is stopped: it weighs any negation as a sign the old memory was wrong.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.calibrated import content_keys
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# The copula an old text states its value after: "My name is Aoife", 最喜欢的歌手是周杰伦.
_COPULA = patterns.compile(r"\b(?:is|are|am|was)\b|是|叫|为", re.I)
# How far after a negation a denied value is read as the negation's own object.
_NEAR = 8
_STILL = patterns.compile(r"\bstill\b|还是|仍然|依然|仍旧|照样|照旧")


@lru_cache(maxsize=TEXTS_CACHED)
def _normal(text: str) -> str:
    return normalize_for_rules(text)


@lru_cache(maxsize=TEXTS_CACHED)
def _plain_denial(text: str) -> bool:
    """A negation, with no withdrawal, correction or change beside it."""
    normal = _normal(text)
    if not cues.NEG_RE.search(normal) or cues.RETRACT_RE.search(normal):
        return False
    return not cues.CHANGE_RE.search(normal)


@lru_cache(maxsize=TEXTS_CACHED)
def _of_and_value(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The content keys of what OLD's value is of, and of the value, split at its last copula."""
    normal = _normal(text)
    copulas = list(_COPULA.finditer(normal))
    if not copulas:
        return None
    at = copulas[-1]
    return content_keys(normal[: at.start()]), content_keys(normal[at.end() :])


def denies_with_value(new_text: str, old_text: str) -> str | None:
    """A reason when NEW's negation is about something done with OLD's value, or says a state
    still holds; None when the calibrated reading may weigh the denial."""
    if not _plain_denial(new_text):
        return None
    if _STILL.search(_normal(new_text)):
        return "the new text says a state still holds"
    split = _of_and_value(old_text)
    if split is None:
        return None
    of, value = split
    normal = _normal(new_text)
    keys = content_keys(normal)
    if not (of and value and keys & value) or keys & of:
        return None
    # "The user is Joan, not Jon", 不是周杰伦: the value itself denied, a correction of it.
    if any(
        content_keys(normal[m.end() : m.end() + _NEAR]) & value
        for m in cues.NEG_RE.finditer(normal)
    ):
        return None
    return "the new text denies something done with the old value, not the old statement"
