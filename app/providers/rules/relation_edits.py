"""One templated relation sentence about an entity told again with another object: a
knowledge edit ("The mother tongue of Danielle Darrieux is French." → "… is English.",
"iPhone 5 is developed by Apple." → "… by Google.", "X由苹果公司开发。" → "X由谷歌开发。").

Public fact data states a relation of an entity in a fixed frame, often about an entity no
other reading knows (a small town, a minor athlete, an old TV series) and with an object that
is a common noun, a language or a demonym ("plays as a goalkeeper", 司职守门员), which the
holder reading (rules.holders) does not read as a value. Here each relation of a stated list
(RELATIONS) has whole-sentence frames, en + zh, that give its subject and its object; two texts
that each fill a frame of the same relation, with the same subject and another object, are a
change of that relation's one value. The frames of one relation may differ ("The developer of
X is Y" / "X is developed by Y"), and a question of the relation answered in the same text
("Who developed X? Y") fills it too.

Only relations that hold one value at a time are listed: a person's native language, a
citizenship, the position they play, their profession, party, team, employer, sport and field
of work; a work's author, director, original language, original network and genre; a product's
developer and manufacturer; an organisation's headquarters, owner, place of founding, home
ground and league; a place's country, capital, location, official religion and official
language; where someone was born or died. A relation an entity holds several of (twin towns,
awards, instruments, the members of a band) is not listed: a second one is an addition.

A frame matches the whole sentence, so a negation, a hedge, a plan or a question without its
answer never fills one. A stative relation told in the past ("played for", "worked for", "the
head coach was") is history unless both texts open with a year ("In 2015, …" / "In 2019, …",
2015年，…), and then only a later year is newer. Objects are compared without their articles
and the generic word of their kind (party, company, 公司, 党), so "the Labour Party" and
"Labour" are one; an object that says when (a year, a date, a month, a season) is another
relation's value, where a number inside a name ("Channel 4", "Boeing 737") is not.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final, NamedTuple

from app.enums import Relation
from app.providers.rules.frames import TEXTS_CACHED
from app.providers.rules.relation_frames import RELATIONS, STAMPED_ONLY

_END = r"\s*[.。!！]?\s*$"
_FRAMES = {
    name: [re.compile(rf"^\s*{frame}{_END}", re.I) for frame in frames]
    for name, frames in RELATIONS.items()
}
_STAMPED_FRAMES = {
    name: [re.compile(rf"^\s*{frame}{_END}", re.I) for frame in frames]
    for name, frames in STAMPED_ONLY.items()
}
# A year opening the statement: "In 2015, …", "As of 2019, …", 2015年，….
_YEAR = re.compile(
    r"^\s*(?:(?i:in|as\s+of|by)\s+(?P<en>1[6-9]\d\d|20\d\d),|(?P<zh>1[6-9]\d\d|20\d\d)年[，,])\s*"
)
# The words of an object that name its kind, not which one: the Labour Party is Labour.
_GENERIC = re.compile(
    r"\b(?:the|an?|party|company|corporation|corp|inc|ltd|group|team|club|fc)\b\.?|"
    r"有限公司|公司|集团|党|队|俱乐部|[\s'’·.\-]",
    re.I,
)


# Relations whose value is a place: a place told more finely or more coarsely ("北京朝阳区" /
# "北京市朝阳区建国路", "Kent" / "Canterbury, Kent") is the same place, not another one.
PLACES: Final = frozenset(
    {"location", "headquarters", "birthplace", "death_place", "founded_in", "country"}
)


# An object that says when, not what: a year, a date, a season ("born in 1987", 成立于3月).
_WHEN = re.compile(
    r"^\d|\b(?:1[5-9]|20)\d\d\b|\d\s*[年月日号]|\b(?:january|february|march|april|june|july|"
    r"august|september|october|november|december|spring|summer|autumn|fall|winter)\b",
    re.I,
)


class Told(NamedTuple):
    relation: str
    subject: str
    value: str


def _key(text: str) -> str:
    return _GENERIC.sub("", text.casefold())


def _within(short: str, long: str) -> bool:
    """Whether SHORT's characters appear in LONG in their order (北京朝阳区 in 北京市朝阳区)."""
    rest = iter(long)
    return all(char in rest for char in short)


def _same_value(relation: str, new: str, old: str) -> bool:
    if relation in PLACES:
        return _within(new, old) or _within(old, new)
    return new == old


def _fill(text: str, frames: dict[str, list[re.Pattern[str]]]) -> list[Told]:
    found = []
    for name, patterns in frames.items():
        for pattern in patterns:
            if (match := pattern.match(text)) is None:
                continue
            value = match["o"].strip()
            if not _WHEN.search(value) and _key(value) and _key(match["s"]):
                found.append(Told(name, match["s"].strip(), value))
            break
    return found


@lru_cache(maxsize=TEXTS_CACHED)
def told(text: str) -> tuple[tuple[Told, ...], int | None]:
    """The relations TEXT states in a frame, and the year that opens it (None: no year)."""
    year = _YEAR.match(text)
    if year is None:
        return tuple(_fill(text, _FRAMES)), None
    rest = text[year.end() :]
    rest = rest[:1].upper() + rest[1:]
    stamp = int(year["en"] or year["zh"])
    return tuple(_fill(rest, _FRAMES) + _fill(rest, _STAMPED_FRAMES)), stamp


def relation_edited(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when both texts fill a frame of the same single-valued relation (RELATIONS) of
    the same subject with other objects; None otherwise."""
    new, new_year = told(new_text)
    old, old_year = told(old_text)
    if not new or not old or (new_year is None) != (old_year is None):
        return None
    if new_year is not None and old_year is not None and new_year <= old_year:
        return None
    for n in new:
        for o in old:
            if n.relation != o.relation or _key(n.subject) != _key(o.subject):
                continue
            if _same_value(n.relation, _key(n.value), _key(o.value)):
                return None  # the same fact told again
            why = f"relation_edits: the {n.relation.replace('_', ' ')} of {n.subject} told anew"
            return Relation.UPDATE, f"{why}: {o.value} → {n.value}"
    return None
