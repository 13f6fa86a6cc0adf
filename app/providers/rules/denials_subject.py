"""A denial said of another subject: "A man is not riding a horse" beside "A woman is riding a
horse along the beach".

`rules.denials_other` reads a denial of another object of the same verb; this is its other
side. Both texts open with a subject of their own, a determiner and a noun ("a man", "the
woman"), and then the same verb, one text negated and the other not. When neither subject
noun is anywhere in the other text, the denial is of someone or something else, and both
statements stand. The shape is the plain one of a description (a scene, a notice): an
opening subject with a determiner, not a name or a pronoun, so "The user does not drive" is
never read beside "The user drives". A new text that withdraws, corrects or changes anything
("no longer", "actually", "now") is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues
from app.providers.rules.calibrated import content_keys
from app.providers.rules.denials_restated import says_moved
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_AUX = r"(?:is|are|was|were|does|do|did|has|have|had|will|can|be|been|being|not|never)\b"
_DET = r"^\s*(?:a|an|the|one|some|two|three)\s+"
_NEG = r"(?P<neg>(?:not|never)\s+)?(?:(?:be|been|being)\s+)?"
# The opening subject (determiner, an optional adjective, the noun), an auxiliary, an optional
# negation, and the verb ("A young man is not riding"); or, with no auxiliary, a determiner, a
# noun and the verb ("The boy plays chess").
_OPENINGS = (
    re.compile(
        rf"{_DET}(?:(?!{_AUX})[a-z]+\s+)?(?P<noun>(?!{_AUX})[a-z]+)\s+"
        rf"(?:is|are|was|were|does|do|did|has|have|had|will|can)\s+{_NEG}(?P<verb>[a-z]+)\b",
        re.I,
    ),
    re.compile(rf"{_DET}(?P<noun>(?!{_AUX})[a-z]+)\s+{_NEG}(?P<verb>(?!{_AUX})[a-z]+)\b", re.I),
)
_AUXILIARIES = frozenset(
    {"is", "are", "was", "were", "does", "do", "did", "has", "have", "had", "will", "can"}
    | {"be", "been", "being", "not", "never"}
)


@lru_cache(maxsize=TEXTS_CACHED)
def _opening(text: str) -> tuple[str, str, bool] | None:
    """(subject noun key, verb key, negated) of TEXT's opening clause, or None."""
    normal = normalize_for_rules(text).replace("n't", " not")
    m = _OPENINGS[0].match(normal) or _OPENINGS[1].match(normal)
    if m is None or m["noun"].casefold() in _AUXILIARIES or m["verb"].casefold() in _AUXILIARIES:
        return None
    noun, verb = content_keys(m["noun"]), content_keys(m["verb"])
    if len(noun) != 1 or len(verb) != 1:
        return None
    negated = bool(m["neg"])
    # The negation must be the only one: a second clause denying something is another shape.
    if len(cues.NEG_RE.findall(normal)) != int(negated):
        return None
    return next(iter(noun)), next(iter(verb)), negated


@lru_cache(maxsize=TEXTS_CACHED)
def _keys(text: str) -> frozenset[str]:
    return frozenset(content_keys(normalize_for_rules(text)))


def denied_of_another_subject(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: one text denies, of a subject of its own, what the
    other says of another subject with the same verb; None otherwise."""
    if says_moved(new_text) or cues.RETRACT_RE.search(normalize_for_rules(new_text)):
        return None
    new, old = _opening(new_text), _opening(old_text)
    if new is None or old is None or new[2] == old[2] or new[1] != old[1] or new[0] == old[0]:
        return None
    if new[0] in _keys(old_text) or old[0] in _keys(new_text):
        return None
    return f"the denial is of another subject ('{old[0]}' / '{new[0]}') of '{new[1]}'"
