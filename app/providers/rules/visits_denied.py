"""A place never visited, and a stay inside it: "I've never been to Scotland." / "I spent two
summers hiking in the Scottish Highlands.", "User has never been to Asia." / "backpacking
around Vietnam", 我从来没去过西藏 / 我在拉萨住过两个夏天, 用户没出过国 / 去泰国玩过一周.

A denial of a visit is contradicted by a stay anywhere inside the place denied, though the
two texts share no word: the stay names a city or a country, the denial its country or
continent (`rules.places_within` says what lies inside what; 出国, abroad, holds every country
but China). Either text may be the denial. The stay must be told of the same person with a
verb of being somewhere (spent, lived, visited, backpacking, 去, 住, 玩, 出差) in a clause with
no negation, plan or question and no one else named but company ("with two friends",
和室友); "never lived outside Texas" (outside, not
inside) and a denial that names the inner place itself are not read.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import normalize_for_rules
from app.providers.rules.places_within import ABROAD, INSIDE, NAMES
from app.providers.rules.told_values import names_someone_else
from app.providers.rules.topics import topic

_DENIED = patterns.compile(
    r"\bnever\s+(?:been|travel+ed|lived|gone|visited|set\s+foot|stayed)\b(?P<en>[^,;.!?]*)|"
    r"(?:从来?没有?|从未|没有?)(?:去过|到过|来过|住过|出过|踏足)(?P<zh>[^，。；！？,.;!?]*)",
    re.I,
)
_STAY = patterns.compile(
    r"\b(?:been|went|visited|spent|lived|stayed|travel+ed|backpack\w*|hik(?:ed|ing)|trip|flew|"
    r"holiday|vacation|studied|worked|moved)\b|去|住|玩|待|旅游|旅行|出差|留学|工作",
    re.I,
)
# Company on the stay is not its holder: "with two friends", 和室友去泰国.
_COMPANY = patterns.compile(
    r"\bwith\s+(?:my|her|his|their|a|an|the|two|three|some)?\s*\w+|"
    r"[和跟与同][\u4e00-\u9fff]{1,3}?(?=一起|去|到|在)",
    re.I,
)
_NAME_RE = re.compile(
    "|".join(rf"(?<![a-z]){re.escape(n)}(?![a-z])" if n.isascii() else re.escape(n) for n in NAMES),
    re.I,
)


def _places(text: str) -> list[str]:
    return [m.group(0).casefold() for m in _NAME_RE.finditer(text)]


@lru_cache(maxsize=4096)
def _denied(raw: str) -> str | None:
    """The place TEXT says the person has never been to, as `places_within` keys it."""
    m = _DENIED.search(normalize_for_rules(raw))
    if not m:
        return None
    rest = (m["en"] if m["en"] is not None else m["zh"]).strip()
    if rest.casefold().startswith("outside"):
        return None
    if m["zh"] is not None and rest.startswith("国"):
        return ABROAD
    found = _places(rest)
    return found[0] if found and found[0] in INSIDE else None


@lru_cache(maxsize=4096)
def _stays(raw: str) -> frozenset[str]:
    """The places TEXT says the person has been in: a stay verb, no negation, plan or other
    person in its clause, and not a question."""
    text = normalize_for_rules(raw)
    if cues.QUESTION_RE.search(text):
        return frozenset()
    found: set[str] = set()
    for clause in cues.PUNCTUATED_RE.findall(text):
        if not _STAY.search(clause) or cues.NEG_RE.search(clause) or cues.HYP_RE.search(clause):
            continue
        if names_someone_else(_COMPANY.sub(" ", clause)):
            continue
        found.update(_places(clause))
    return frozenset(found)


@lru_cache(maxsize=4096)
def visit_denied(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when one text says a place was never visited and the other places the
    same person inside it."""
    if topic(new_text).person != topic(old_text).person:
        return None
    for denial, stay in ((new_text, old_text), (old_text, new_text)):
        place = _denied(denial)
        if place is None or set(_places(denial)) & INSIDE[place]:
            continue
        inside = _stays(stay) & INSIDE[place]
        if inside:
            where = "abroad" if place == ABROAD else f"to {place}"
            return Relation.CONTRADICTION, f"never been {where}, yet was in {min(inside)}"
    return None
