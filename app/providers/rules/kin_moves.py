"""A relative moved house: "Nan moved into sheltered housing" beside "User's grandmother lives
with them", "User's dad has moved down to Devon" beside "User's father lives in Leeds",
外婆搬去舅舅家住了 beside 用户的外婆住在苏州.

The residence reading knows the user's moves; a relative's is the same change told of them.
Both texts must name the same relative first (the usual words for a kind counted as one:
mum, mom, mother; gran, nan, grandma, grandmother; 岳父母, 岳父岳母; a closed class), the old
text must say where they live (lives in / with, 住在) and the new text that they moved
(moved to / into / in with / out, 搬去, 搬到, 搬回) to a place the old text does not name. A
plan, a question or a negation in the new text is left alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# Kinds of relatives, each with its words; in-laws before the words inside theirs (岳父母).
_KINDS = (
    ("parents-in-law", r"\b(?:parents-in-law|in-laws)\b|岳父岳母|岳父母|公公婆婆|公婆"),
    ("mother-in-law", r"\bmother-in-law\b|岳母|丈母娘|婆婆"),
    ("father-in-law", r"\bfather-in-law\b|岳父|老丈人|公公"),
    ("grandmother", r"\b(?:grandmother|grandma|gran|granny|nan|nana|nanna)\b|外婆|奶奶|姥姥"),
    ("grandfather", r"\b(?:grandfather|grandpa|grandad|granddad|gramps)\b|外公|爷爷|姥爷"),
    ("parents", r"\b(?:parents|folks)\b|父母|爸妈"),
    ("mother", r"\b(?:mother|mum|mom|mam|mummy|mommy)\b|妈妈|母亲|老妈"),
    ("father", r"\b(?:father|dad|daddy)\b|爸爸|父亲|老爸"),
    ("brother", r"\bbrother\b|哥哥|弟弟"),
    ("sister", r"\bsister\b|姐姐|妹妹"),
    ("son", r"\bson\b|儿子"),
    ("daughter", r"\bdaughter\b|女儿"),
)
_KIND_RES = tuple((kind, re.compile(rx, re.I)) for kind, rx in _KINDS)
_LIVES = patterns.compile(
    r"\b(?:lives?|living|stays?|staying)\s+(?:in|with|at|near)\b|住在|住", re.I
)
_MOVED = patterns.compile(
    r"\b(?:has\s+|have\s+|'s\s+)?moved\s+(?:(?:up|down|back|over|out|across)\s+)?"
    r"(?:to|into|in\s+with|in\s+to|out\s+to|out)\b|"
    r"搬(?:去|到|回|进|出)了?",
    re.I,
)
_ARTICLE = re.compile(r"^\s*(?:(?:a|an|the|her|his|their|our|my)\s+)+", re.I)
_NOT_ASSERTED = patterns.compile(
    r"\b(?:might|may|could|would|will|if|plan\w*|thinking|considering|going\s+to|want\w*|"
    r"not|never|didn't)\b|打算|准备|考虑|想|可能|如果|没|不|\?|？",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _kind(text: str) -> str | None:
    """The kind of relative TEXT names first (its subject: "mum moved to be near her sister"),
    or None."""
    norm = normalize_for_rules(text)
    found = []
    for kind, rx in _KIND_RES:
        if match := rx.search(norm):
            found.append((match.start(), kind))
            norm = rx.sub(lambda m: " " * len(m.group(0)), norm)  # 岳父岳母 is not also 岳父
    return min(found)[1] if found else None


@lru_cache(maxsize=TEXTS_CACHED)
def _moved(text: str) -> tuple[str, str] | None:
    """The moving cue and the first word or two characters of where to, or None."""
    norm = normalize_for_rules(text)
    if _NOT_ASSERTED.search(norm):
        return None
    if (found := _MOVED.search(norm)) is None:
        return None
    after = _ARTICLE.sub("", norm[found.end() :]).strip()
    where = after[:2] if re.match(r"[\u3400-\u9fff]", after) else after.partition(" ")[0]
    return " ".join(found.group(0).split()), where.casefold()


def relative_moved(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW says the relative OLD says lives somewhere moved (module docstring)."""
    if (moved := _moved(new_text)) is None or (kind := _kind(new_text)) is None:
        return None
    cue, where = moved
    if _kind(old_text) != kind or not _LIVES.search(normalize_for_rules(old_text)):
        return None
    old = normalize_for_rules(old_text)
    if _MOVED.search(old) or not where or where in old.casefold():
        return None  # an old move, or back to where the old text says they live
    return Relation.UPDATE, f"the user's {kind} moved ('{cue}')"
