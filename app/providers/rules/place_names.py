"""One place or organisation, named in two scripts or languages: "Munich" and "München",
北京 and "Beijing" (or "Peking"), 中国银行 and 中行 and "Bank of China", 腾讯 and "Tencent".

People who write in English and Chinese mix the two, and name a city by its local form
(Köln, Praha, Lisboa) or a company by its short one (阿里, 字节). The readings that compare two
values of one attribute see two spellings and read a change; or, told in two scripts, they
cannot compare at all and say nothing, so a move told in the other language is missed. This
is a small gazetteer of well-known names with their other forms, written from general
knowledge (rules.place_table holds it): each entry has a kind (a place or an organisation),
a level (district, city, region, country; organisations have none) and, where it lies within
or belongs to another entry, that one (Munich within Bavaria within Germany; 支付宝 belonging
to 蚂蚁集团 belonging to 阿里巴巴).

Two values are *one name* when they are forms of one entry, and one lies *within* the other
when an entry contains the other's (a region and its city, a group and its subsidiary): both
keep the old memory. Two known entries of one kind, neither within the other, are *rivals*:
two values of the same kind that a single-valued attribute cannot hold at once. A value the
gazetteer does not know is none of these, and the readings judge it as before.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from app.providers.rules.place_table import ORGANISATIONS, PLACES


@dataclass(frozen=True, slots=True)
class Entry:
    key: str  # the first form, folded: names the entry
    kind: str  # "place" or "org"
    level: str  # district, city, region, country; "org" for an organisation
    within: str | None  # the key of the entry that contains this one


def fold(name: str) -> str:
    """A name as the gazetteer compares it: case, accents, spaces, dots, hyphens and
    apostrophes dropped, a leading "the" and a Chinese administrative suffix (市, 省) too."""
    name = name.strip().casefold()
    name = re.sub(r"^(?:the\s+)", "", name)
    name = unicodedata.normalize("NFKD", name)
    name = "".join(c for c in name if not unicodedata.combining(c))
    name = re.sub(r"[\s.\-'’·,]", "", name)
    if len(name) > 2 and name[-1] in "市省" and re.fullmatch(r"[\u3400-\u9fff]+", name):
        name = name[:-1]
    return name


def _parse(table: str, kind: str) -> tuple[dict[str, Entry], dict[str, str]]:
    entries: dict[str, Entry] = {}
    forms: dict[str, str] = {}
    for line in table.strip().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        names, _, parent = line.partition("<")
        level, _, rest = names.partition(" ") if kind == "place" else ("org", "", names)
        written = [f.strip() for f in rest.split("|") if f.strip()]
        key = fold(written[0])
        entries[key] = Entry(key, kind, level, fold(parent) if parent.strip() else None)
        for form in written:
            forms.setdefault(fold(form), key)
    return entries, forms


_PLACE_ENTRIES, _PLACE_FORMS = _parse(PLACES, "place")
_ORG_ENTRIES, _ORG_FORMS = _parse(ORGANISATIONS, "org")
_ENTRIES: Final[dict[str, Entry]] = {**_PLACE_ENTRIES, **_ORG_ENTRIES}


@lru_cache(maxsize=8192)
def entries_of(value: str) -> tuple[Entry, ...]:
    """The entries VALUE names, whole: a place, an organisation, or (a name written both
    ways: 腾讯 Tencent) none or both."""
    key = fold(value)
    found = [_ENTRIES[k] for k in (_PLACE_FORMS.get(key), _ORG_FORMS.get(key)) if k]
    return tuple(found)


# What follows an organisation's name when a value names one of its branches or offices.
# The end of a place's part written after it (南山区, 松山湖, 中山路): a part, not a thing
# named after the place (上海菜, 中国人寿).
_PART = re.compile(r"[区县镇乡村市路街道湖山园湾岛口港]$")
_BRANCH = re.compile(r"(?:分行|支行|分公司|分部|分院|分校|子公司|办事处|研究院|事业部|总部)$")


@lru_cache(maxsize=8192)
def _part_of(value: str) -> Entry | None:
    """The known place or organisation a Chinese VALUE starts with when it names a part of
    it: 深圳南山, 北京朝阳区 (a district is written right after its city, with no space),
    中国银行深圳分行 (a branch after its bank)."""
    key = fold(value)
    if not re.fullmatch(r"[\u3400-\u9fff]{3,}", key) or entries_of(value):
        return None
    for end in range(len(key) - 1, 1, -1):
        rest = key[end:]
        if found := _PLACE_FORMS.get(key[:end]):
            inner = _PLACE_FORMS.get(rest) or _PLACE_FORMS.get(rest.rstrip("区县"))
            if inner and found in _ancestors(_ENTRIES[inner]):
                return _ENTRIES[inner]  # 上海静安区 is 静安, which lies in 上海
            if _PART.search(rest):
                return _ENTRIES[found]
        if (found := _ORG_FORMS.get(key[:end])) and _BRANCH.search(key):
            return _ENTRIES[found]
    return None


def _ancestors(entry: Entry) -> list[str]:
    out: list[str] = []
    parent = entry.within
    while parent and parent in _ENTRIES and parent not in out:
        out.append(parent)
        parent = _ENTRIES[parent].within
    return out


def _holders(value: str) -> list[tuple[Entry, list[str]]]:
    """Each entry VALUE names (or names a part of), with the keys of the entries holding it."""
    if whole := entries_of(value):
        return [(e, _ancestors(e)) for e in whole]
    if part := _part_of(value):
        return [(part, [part.key, *_ancestors(part)])]
    return []


def one_name(a: str, b: str) -> bool:
    """A and B are forms of one entry ("Munich" / "München", 中行 / 中国银行)."""
    ea, eb = entries_of(a), entries_of(b)
    return any(x.key == y.key for x in ea for y in eb)


def within(a: str, b: str) -> bool:
    """One of A and B lies within, or belongs to, the other (Bavaria / Munich, 广东 / 深圳,
    Shenzhen / 深圳南山, 阿里巴巴 / 支付宝)."""
    ha, hb = _holders(a), _holders(b)
    for x, x_in in ha:
        for y, y_in in hb:
            if x.kind == y.kind and (x.key in y_in or y.key in x_in):
                return True
    return False


def one_or_within(a: str, b: str) -> bool:
    """A and B name one thing, or one contains the other: neither replaces the other."""
    return one_name(a, b) or within(a, b)


def rivals(a: str, b: str) -> bool:
    """A and B are two known entries of one kind, neither within the other: two places (a
    city and another city) or two organisations, which one single-valued attribute cannot
    both hold."""
    ha, hb = _holders(a), _holders(b)
    if not ha or not hb or one_or_within(a, b):
        return False
    return any(x.kind == y.kind for x, _ in ha for y, _ in hb)


def known(value: str) -> bool:
    return bool(entries_of(value))


def place_named(run: str) -> str | None:
    """The longest start of RUN that is a known place (长沙 in 长沙了, Changsha in "Changsha
    last spring"), as written; None if none is."""
    words = run.split() if " " in run else list(run)
    joint = " " if " " in run else ""
    for end in range(len(words), 0, -1):
        head = joint.join(words[:end])
        if any(e.kind == "place" for e in entries_of(head)):
            return head
    return None
