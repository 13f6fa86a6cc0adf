"""A denial of something else: "User has never been to South Korea" beside "User has been to
Japan".

The calibrated reading weighs a negation or a correction ("never", "not") as a strong sign
that the old memory was wrong. That holds when the denial is about what the old text says.
When the new text shares no content word with the old one (no character, in Chinese), and
neither withdraws something ("no more", 不…了) nor corrects or changes anything outside the
negated clause, the denial is of another fact, and both stand. A denial that needs knowledge
to connect ("never played violin" beside "a violinist") is lost with it. Only the calibrated
reading is stopped: the other readings already require the negation to be on the old
statement.
"""

from __future__ import annotations

from functools import lru_cache

from app.providers.rules import cues
from app.providers.rules.calibrated import content_keys
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.occasions import says_changed


@lru_cache(maxsize=TEXTS_CACHED)
def _split(text: str) -> tuple[tuple[frozenset[str], ...], bool]:
    """The content words of each negated clause, and whether the rest corrects or changes."""
    normal = normalize_for_rules(text)
    negated: list[frozenset[str]] = []
    rest: list[str] = []
    for clause in cues.NEGATION_SCOPE_RE.split(normal):
        if clause and cues.NEG_RE.search(clause):
            negated.append(content_keys(clause))
        elif clause:
            rest.append(clause)
    others = " ".join(rest)
    return tuple(negated), bool(others and (cues.CHANGE_RE.search(others) or says_changed(others)))


@lru_cache(maxsize=TEXTS_CACHED)
def _keys(text: str) -> frozenset[str]:
    return content_keys(normalize_for_rules(text))


@lru_cache(maxsize=TEXTS_CACHED)
def _withdraws(text: str) -> bool:
    return bool(cues.RETRACT_RE.search(normalize_for_rules(text)))


def denies_something_else(new_text: str, old_text: str) -> str | None:
    """A reason when NEW denies something and shares no content word with OLD at all."""
    negated, changes = _split(new_text)
    if not negated or changes or _withdraws(new_text) or _keys(new_text) & _keys(old_text):
        return None
    return "the new text denies something the old one does not say"
