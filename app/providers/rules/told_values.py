"""The user's value of one single-valued attribute, told two ways that share no word: "My phone
is a Pixel 6." / "I carry a Fairphone 5.", 小鹏P7是我的代步车 / 最近我开一辆大众朗逸, 我住在南京 /
我家在西安, "I support Liverpool." / "Team: Chelsea.", "Manager: Grace Liu." / "my boss is X".

Every other reading needs a shared word, a shared predicate frame or a change cue; these pairs
have none, because an attribute is as often named by its value (a phone by its brand, a diet by
its name) as by its own word, or by another word for it (home / lives, 上司 / 顶头上司, GP /
primary care). This reading knows the attributes a person holds one value of at a time, each
by a closed class of values (phone, car, laptop, router and headphone makers, diets, a milk,
single or partnered, remote or office work, a bank, a seat, a theme, a map app, an input
scheme, a blood type, pronouns, a reply language, 学历) or by phrases that name the attribute
and capture its value ("live in X", "home is a flat in X", 家在X, "support X", "my boss is X",
"reports to X", "dating X", "works for X", "a developer at X", "GP is Dr. X", "studies at X",
"best friend is X", "favourite colour is X", "majoring in X", "call me X", 社保在X缴纳, ...);
the tables are `rules.told_kinds` (closed) and `rules.told_attributes` (open),
compiled in `rules.told_patterns`. Two texts
about the user that each name a value of the same attribute, none in common, are an UPDATE.

Two statements of one attribute often both stay true, so it steps aside for: a question, a plan,
history or an addition (values.steps_back: "used to drive", "also has", 以前, 也), a negation (the
negation readings judge those), anyone else named (a relative, a friend, a colleague; the
manager, partner or best friend only for that attribute), a sentence about a thing ("The company
is based in ..."), a named owner's or a market's value ("Apple's latest iPhone", "the best-
selling car in Europe", 最畅销), a second item of the kind (a work phone, a company car, a rental,
a home laptop beside a work one, a spare), a place told as a stay (a trip, "this week", 出差), two
different years (two periods), a value the other text also names (a district of the other's
address), values in two scripts (北京 / Beijing), and a home or employer told by one phrase twice,
which the predicate frames judge (a region may hold the other place).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules import told_patterns as tp
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.place_names import one_or_within, place_named, rivals
from app.providers.rules.told_attributes import HANDLES
from app.providers.rules.topics import topic
from app.providers.rules.value_words import steps_back
from app.providers.rules.values import field_of_note


def _captured(rxs: tuple[patterns.Pattern, ...], text: str) -> frozenset[str]:
    """The values the phrases capture, as compared: casefolded, a region's comma dropped."""
    found = (m[1].strip(" .,!").replace(",", " ") for rx in rxs for m in rx.finditer(text))
    return frozenset(tp.COUNTS.get(v.casefold(), v.casefold()) for v in found)


@lru_cache(maxsize=TEXTS_CACHED)
def _told(raw: str) -> dict[str, frozenset[str]]:
    """The attributes TEXT tells the user's value of, each with its value(s)."""
    text = normalize_for_rules(raw).strip()
    # A job title may be "project manager": a title, not the user's manager named.
    untitled = text
    for rx in tp.OPEN_RES["job_title"]:
        untitled = rx.sub(" ", untitled)
    roles = {attr for attr, rx in tp.ROLE_PEOPLE.items() if rx.search(untitled)}
    bare = text
    for attr in roles:
        bare = tp.ROLE_PEOPLE[attr].sub(" ", bare)
        # The manager's or partner's own name may hold a kin word (王姐, 李哥): not a relative.
        for name in _captured(tp.OPEN_RES[attr], text):
            bare = re.sub(re.escape(name), " ", bare, flags=re.I)
    if cues.NEG_RE.search(text) or tp.ANOTHER.search(text) or tp.PEOPLE.search(bare):
        return {}
    if tp.NOT_THE_USERS.search(text) or tp.ORGANISATION_TOLD.search(text):
        return {}  # "Apple's latest iPhone", 欧洲最畅销的车, "Acme is based in Lyon": not theirs
    owned = {attr: got for attr, rxs in tp.OWNED_RES.items() if (got := _captured(rxs, text))}
    person = topic(raw).person
    if tp.SELF_NOTE.search(text):
        person = "self"
    elif person not in tp.OWN_KEY and (person != "self" or tp.OTHER_SUBJECT.match(text)):
        return owned
    out: dict[str, frozenset[str]] = dict(owned)
    for attr, values in tp.CLOSED_RES.items():
        need = tp.NEEDS_RES.get(attr)
        found = frozenset(v for v, rx in values.items() if rx.search(text))
        if found and (need is None or need.search(text)):
            out[attr] = found
    for attr, rxs in tp.OPEN_RES.items():
        if attr == "home" and tp.STAY.search(text):
            continue
        if attr == "employer" and tp.SIDE_JOB.search(text):
            continue
        got = _captured(rxs, text)
        if attr == "home":
            got |= _moved_home(text)
        if attr == "employer":  # 在北京上班, 在东莞松山湖上班: where, not whom for
            got = frozenset(v for v in got if not _zh_place(v))
        if got:
            out[attr] = out.get(attr, frozenset()) | got
    # "On Steam I go by X" names a handle, not what the user is called.
    handles = frozenset().union(*(v for k, v in out.items() if k in HANDLES))
    if address := out.get("address", frozenset()) - handles:
        out["address"] = address
    else:
        out.pop("address", None)
    if roles:  # the manager or partner named may hold the other values
        out = {k: v for k, v in out.items() if k in roles or (k == "status" and "partner" in roles)}
    if person in tp.OWN_KEY:
        return {k: v for k, v in out.items() if k in tp.OWN_KEY[person]}
    return out


def _two_scripts(a: frozenset[str], b: frozenset[str]) -> bool:
    return any(bool(cues.CJK_RE.search(x)) != bool(cues.CJK_RE.search(y)) for x in a for y in b)


def _noted_or_moved(new_text: str, old_text: str) -> bool:
    return bool(field_of_note(new_text) or field_of_note(old_text) or _moved_home(new_text))


def _moved_home(text: str) -> frozenset[str]:
    """The known places TEXT says the user moved to, for good."""
    if tp.FOR_A_WHILE.search(text):
        return frozenset()
    found = (place_named((m[1] or m[2]).strip(" .,!")) for m in tp.MOVED_TO.finditer(text))
    return frozenset(place.casefold() for place in found if place)


# Attributes whose value is a name (one the user is called by, a friend's, a handle), never a
# part of a longer value.
_NAMES = frozenset({"address", "best_friend"}) | HANDLES
# Attributes the predicate frames read when both texts use one phrase ("lives in", "works at").
_FRAMED = frozenset({"home", "employer"})


def _place_like(value: str) -> bool:
    """A region that may hold another place, or a place named where an employer may be."""
    return bool(cues.REGION_RE.search(value) or cues.PLACE_RE.search(value)) or (
        value in cues.PLACE_SET
    )


def _zh_place(value: str) -> bool:
    """A Chinese value that is or starts with a place (北京, 东莞松山湖): no employer."""
    return bool(cues.CJK_RE.match(value)) and any(
        _place_like(value[:n]) for n in range(2, min(len(value), 3) + 1)
    )


@lru_cache(maxsize=TEXTS_CACHED)
def _phrasings(raw: str, attr: str) -> frozenset[int]:
    """Which of an open attribute's phrases TEXT tells it by."""
    text = normalize_for_rules(raw).strip()
    return frozenset(i for i, rx in enumerate(tp.OPEN_RES[attr]) if rx.search(text))


def _overlap(a: str, b: str) -> bool:
    """Two captured values may be one place or team told longer or shorter (Chengdu Rongcheng /
    Rongcheng, 重庆渝北 / 重庆): a shared word or two shared Chinese characters, or forms of one
    known name (Munich / München); or told in two scripts, which only the gazetteer
    (rules.place_names) compares: two known places, or two organisations, are two values."""
    if set(a.split()) & set(b.split()) or one_or_within(a, b):
        return True  # one name in two forms, or a place within the other (rules.place_names)
    if bool(cues.CJK_RE.search(a)) != bool(cues.CJK_RE.search(b)):
        return not rivals(a, b)  # two scripts: only two known names tell apart
    shared = (set(a) & set(b)) - tp.CJK_STOP
    return len({c for c in shared if cues.CJK_RE.match(c)}) >= 2


@lru_cache(maxsize=TEXTS_CACHED)
def _unphrased(raw: str) -> str:
    """TEXT without the phrases that tell an open attribute: "works for Stripe", "for primary
    care sees Dr. Osei" name the attribute, they add no second value (value_words reads any
    "for X" as a scope that may add one). The raw text, as value_words reads it."""
    text = raw
    for rxs in tp.OPEN_RES.values():
        for rx in rxs:
            text = rx.sub(" ", text)
    return text


@lru_cache(maxsize=4096)
def told_value(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when both texts tell the user's value of one single-valued attribute and the
    values differ."""
    if steps_back(_unphrased(new_text)) or steps_back(_unphrased(old_text)):
        return None
    new, old = _told(new_text), _told(old_text)
    years = set(tp.YEAR.findall(new_text)), set(tp.YEAR.findall(old_text))
    if years[0] and years[1] and years[0] != years[1]:
        return None
    texts = (new_text.casefold(), old_text.casefold())
    for attr in sorted(new.keys() & old.keys()):
        if any(_overlap(a, b) for a in new[attr] for b in old[attr]):
            continue
        # Two sentences in two languages ("lives in" / 住在) are the predicate frames' to
        # judge; a note's field, or a move told, against the other language is judged here.
        if _two_scripts(new[attr], old[attr]) and not _noted_or_moved(new_text, old_text):
            continue
        # Told by one phrase twice ("lives in Oregon" / "lives in Portland") where a value is a
        # region or a place, the pair is the predicate frames' to judge: they know a region may
        # hold the other place, and a city is not an employer. Two towns or two companies
        # ("Current city: Raleigh", "Current employer: KPMG") are two values here.
        shared = attr in _FRAMED and _phrasings(new_text, attr) & _phrasings(old_text, attr)
        if shared and any(_place_like(v) for v in new[attr] | old[attr]):
            continue
        # A value the other text names too is a part or a whole of it (漕溪北路 in an address);
        # not so a name: "call me Lexi, Alex feels like my old life" names the old one it drops.
        named = any(v in texts[1] for v in new[attr]) or any(v in texts[0] for v in old[attr])
        if named and attr not in _NAMES:
            continue
        was, now = "/".join(sorted(old[attr])), "/".join(sorted(new[attr]))
        return Relation.UPDATE, f"the user's {attr} told anew: {was} → {now}"
    return None


def told_attribute(raw: str, attr: str) -> frozenset[str]:
    """The user's value(s) of ATTR that TEXT tells, read with every step-aside above."""
    return _told(raw).get(attr, frozenset())


def names_someone_else(text: str) -> bool:
    """Whether TEXT names a relative, a friend or a colleague."""
    return bool(tp.PEOPLE.search(text))
