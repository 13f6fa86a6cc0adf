"""A new amount of the same kind for the same thing: "Rent: $1,450/month" / "the landlord
raised the rent to $1,600", "Lichess rating around 1200" / "hit 1450 on Lichess".

Each text's amounts are read with their unit, which says what kind of value each is (money, a
percentage, a weight, a duration, a place in a ranking, a plain count). When each text keeps
exactly one amount the other lacks, of the same kind, and the two share an anchor (a word,
name or Chinese run other than units and function words), the newer amount replaces the
older. Identifiers ("project number 5") are not amounts; occasions (two appointments, a run
on weekdays and one on Sunday) coexist unless the new text says the old one moved. A rank is
read only where the text speaks of a ranking, and a part of a thing ("Keller University's
medical school") has a ranking of its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import holders_lexicon as lex
from app.providers.rules import patterns
from app.providers.rules.align import (
    YEAR,
    Found,
    anchor_differs,
    qualifiers_differ,
)
from app.providers.rules.amount_anchors import shared_anchor, unit_only
from app.providers.rules.clock_times import clock_minutes
from app.providers.rules.frames import TEXTS_CACHED, stem
from app.providers.rules.shared_sets import EMPTY
from app.providers.rules.text_marks import additive, asks, not_current, relations
from app.providers.rules.two_facts import second_difference

_UNITS = {
    "percent": "%",
    "kilos": "kg",
    "kilo": "kg",
    "公斤": "kg",
    "千克": "kg",
    "斤": "jin",
    "pounds": "lb",
    "lbs": "lb",
    "miles": "mile",
    "公里": "km",
    "米": "m",
    "厘米": "cm",
    "毫克": "mg",
    "hours": "h",
    "hour": "h",
    "hrs": "h",
    "hr": "h",
    "小时": "h",
    "minutes": "min",
    "minute": "min",
    "mins": "min",
    "分钟": "min",
    "平方公里": "km2",
    "元": "money",
    "块": "money",
    "万元": "money",
}
_SCALES = {"k": 1e3, "m": 1e6, "million": 1e6, "bn": 1e9, "billion": 1e9, "万": 1e4, "亿": 1e8}


_MEASURE = re.compile(r"\s*(?P<word>[A-Za-z]{2,})")
_MEASURE_OF = patterns.compile(r"\b(?P<word>[A-Za-z]{2,})\s+of\s+(?:about\s+|around\s+)?$")
_NOT_MEASURE_WORDS = """
a an the and or in on at per for to from of by with is was are were as after before now
this that last next since so but if than
"""
_NOT_MEASURES = frozenset(_NOT_MEASURE_WORDS.split())
# A name in one text and another in the other, besides the amounts: two things ("Kessington
# FM broadcasts on 98.4 MHz" / "Harbour Radio broadcasts on 101.2 MHz"), unless the new text
# says the amount changed.
_NAME = re.compile(r"(?<=\s)[A-Z][A-Za-z'’-]+")
_CHANGED = patterns.compile(
    r"\b(?:raised|increased|decreased|lowered|cut|dropped|rose|fell|grew|went\s+(?:up|down)|"
    r"now|new|updated|passed|overtook|broke|set|reached|hit|climbed|bumped|changed|moved)\b",
    re.I,
)


def _measure_word(match: re.Match[str] | None) -> str:
    word = match["word"].casefold() if match else ""
    return "" if word in _NOT_MEASURES else stem(word)


def _names(text: str) -> set[str]:
    return {n.casefold().removesuffix("'s").removesuffix("’s") for n in _NAME.findall(text)}


@dataclass(frozen=True, slots=True)
class _Quantity:
    kind: str
    value: float
    text: str
    # The words naming what a plain count counts: the one after it, the one before "of" it.
    measure: tuple[str, str] = ("", "")


def amounts_only_each(new: str, old: str) -> tuple[list[_Quantity], list[_Quantity]]:
    """The amounts NEW gives that OLD does not, and those OLD gives that NEW does not."""
    q_new, q_old = _quantities(new), _quantities(old)
    only_new = [q for q in q_new if all(q.value != o.value for o in q_old)]
    only_old = [q for q in q_old if all(q.value != n.value for n in q_new)]
    return only_new, only_old


# A count told in words: "seven members", "five times", 九层, 两次 (not "one", 一: an article).
_WORDED_EN = patterns.compile(
    r"\b(?P<n>two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?=[a-z])", re.I
)
_EN_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven")
_EN_VALUES = {word: value for value, word in enumerate((*_EN_WORDS, "twelve"), 2)}
_WORDED_ZH = patterns.compile(
    r"(?<![第周初月期礼星])(?P<n>[两二三四五六七八九]|[二三四五六七八九]?十[一二三四五六七八九]?)"
    r"(?=[层次届座条家所位名部本场])"
)
_ZH_DIGITS = {c: i for i, c in enumerate("一二三四五六七八九", 1)} | {"两": 2}


def _zh_value(numeral: str) -> int:
    if "十" not in numeral:
        return _ZH_DIGITS[numeral]
    tens, _, ones = numeral.partition("十")
    return (_ZH_DIGITS[tens] if tens else 1) * 10 + (_ZH_DIGITS[ones] if ones else 0)


def _worded_counts(text: str) -> list[_Quantity]:
    """The counts TEXT tells in words, as `_quantities` reads those in digits."""
    found = []
    for m in _WORDED_EN.finditer(text):
        if lex.IDENTIFIER.search(text[max(0, m.start() - 12) : m.start()]):
            continue  # "season two", "chapter three" name a part
        after = _MEASURE.match(text, m.end())
        measure = (_measure_word(after), "")
        found.append(
            _Quantity("n", float(_EN_VALUES[m["n"].casefold()]), m.group().strip(), measure)
        )
    for m in _WORDED_ZH.finditer(text):
        found.append(_Quantity("n", float(_zh_value(m["n"])), m.group()))
    return found


@lru_cache(maxsize=TEXTS_CACHED)
def _quantities(text: str) -> tuple[_Quantity, ...]:
    found = []
    for match in lex.QUANTITY.finditer(text):
        raw = (match["num"] or match["num2"]).replace(",", "")
        if clock_minutes(text, match.start(), raw):
            continue  # "the 8:15 train": a time, not a count
        try:
            value = float(raw)
        except ValueError:
            continue
        unit = (match["unit"] or "").casefold()
        scale = _SCALES.get((match["scale"] or match["scale2"] or "").casefold(), 1.0)
        if unit in ("万", "亿", "k"):
            scale, unit = _SCALES[unit], ""
        kind = "money" if match["pre"] or unit == "万元" else _UNITS.get(unit, unit) or "n"
        if kind == "n" and scale == 1.0 and YEAR.match(raw):
            continue  # a year says when, not how much
        measure: tuple[str, str] = ("", "")
        if kind == "n":
            # A count of what: "52,930 inhabitants" and "31.4 square kilometres", or "a
            # population of 52,930" and "an area of 31.4", are not two values of one thing.
            after = _MEASURE.match(text, match.end())
            before = _MEASURE_OF.search(text, 0, match.start())
            measure = (_measure_word(after), _measure_word(before))
        if lex.IDENTIFIER.search(text[max(0, match.start() - 12) : match.start()]):
            continue  # "project number 5" names a project
        found.append(_Quantity(kind, value * scale, match.group(0).strip(), measure))
    found.extend(_worded_counts(text))
    if _RANKED.search(text):
        found.extend(
            _Quantity("rank", float(m["n"] or m["n2"]), m.group()) for m in _RANK.finditer(text)
        )
    return tuple(found)


# A place in a ranking ("ranked 41st", "rose to 33rd", 位列第41, 升至第33位) is an amount of its
# own kind, read only where the text speaks of a ranking: "the 8th" alone is a date, and
# 第3章 names a chapter.
_RANKED = patterns.compile(
    r"\b(?:rank|ranks|ranked|ranking|rankings|standings|seeded)\b|排名|位列|名次|排行榜", re.I
)
_RANK = re.compile(r"(?<![\d.])(?P<n>\d{1,4})(?:st|nd|rd|th)\b|第\s?(?P<n2>\d{1,4})(?!\d)", re.I)
_POSSESSIVE = re.compile(r"['’]s\s+[a-z]|的[\u4e00-\u9fff]{2,}(?:学院|系|分校|校区)")
_YEARS = re.compile(r"(?<![\d.,])(?:19|20)\d\d(?!\d|[.,]\d)")


def _periods_differ(new: str, old: str) -> bool:
    """Both texts date their figure, to different years, and the new one says nothing changed
    ("In 2019 … 5.1%" / "In 2020 … 7.8%", 2022年盈利… / 2023年亏损…): figures of two periods."""
    years_new, years_old = set(_YEARS.findall(new)), set(_YEARS.findall(old))
    return bool(years_new and years_old and not years_new & years_old and not _CHANGED.search(new))


# A field label opening a text, "Population of Ferrowdale: 32,000": what the amount is of.
_LABEL_OF = re.compile(r"^\s*(?:the\s+)?([A-Za-z]{3,})\s+of\s")


def _labels_differ(new: str, old: str) -> bool:
    """Both texts open with "<label> of …" and each label is missing from the other text
    (population / area, height / width): two attributes of one thing, each with its amount."""
    label_new, label_old = _LABEL_OF.match(new), _LABEL_OF.match(old)
    if label_new is None or label_old is None:
        return False
    word_new, word_old = label_new[1].casefold(), label_old[1].casefold()
    return word_new not in old.casefold() and word_old not in new.casefold()


_PERIOD = re.compile(
    r"\b(?:(?:a|per|each|every)\s+|/\s?)(?P<en>month|week|day|year)\b|"
    r"\b(?P<ly>month|week|dai|year)ly\b|\bannual(?:ly)?\b|"
    r"(?:每个?|一个)(?P<zh>月|星期|礼拜)|每(?P<zh1>[周天日年])",
    re.I,
)
_PERIOD_KEYS = {"dai": "day", "月": "month", "星期": "week", "礼拜": "week", "周": "week"}
_PERIOD_KEYS |= {"天": "day", "日": "day", "年": "year"}


@lru_cache(maxsize=TEXTS_CACHED)
def _whens(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """When TEXT says something happens, and how often it counts an amount ("monthly", "a
    month", "/month", 每月, 一个月 are one period: a rate is not an occasion). A period told
    on one side only is the same amount said more fully."""
    periods = set()
    for m in _PERIOD.finditer(text):
        key = next((g for g in m.groups() if g), "year").casefold()
        periods.add(_PERIOD_KEYS.get(key, key))
    bare = _PERIOD.sub(" ", text)
    whens = frozenset(w.casefold() for w in lex.WHEN.findall(bare))
    return whens or EMPTY, frozenset(periods) or EMPTY


def _ranks_a_part(quantity: _Quantity, text: str) -> bool:
    """Whether TEXT ranks a part of something, named by a possessive before the rank ("Keller
    University's medical school is ranked 12th"): a part has a ranking of its own."""
    return quantity.kind == "rank" and bool(_POSSESSIVE.search(text, 0, text.find(quantity.text)))


@lru_cache(maxsize=4096)
def quantity_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE (or CONTRADICTION) when both texts give one amount of the same kind for the same
    thing and the amounts differ: "Rent: $1,450/month" / "the landlord raised the rent to
    $1,600", "Lichess rating around 1200" / "hit 1450 on Lichess". Amounts of occasions (a
    time, a day, an appointment, a run on Sundays) coexist unless the new text moves them."""
    new, old = new_text.strip(), old_text.strip()
    if asks(new) or asks(old) or additive(new) or not_current(new) or not_current(old):
        return None
    relational = relations(new)
    if relational ^ relations(old):
        return None
    only_new, only_old = amounts_only_each(new, old)
    if len(only_new) != 1 or len(only_old) != 1 or only_new[0].kind != only_old[0].kind:
        return None
    if _ranks_a_part(only_new[0], new) != _ranks_a_part(only_old[0], old):
        return None  # "Keller University" / "Keller University's medical school": two things
    if _labels_differ(new, old):
        return None  # "Population of Ferrowdale: …" / "Area of Ferrowdale: …": two attributes
    for said_new, said_old in zip(only_new[0].measure, only_old[0].measure, strict=True):
        if said_new and said_old and said_new != said_old:
            return None
    when_new, period_new = _whens(new)
    when_old, period_old = _whens(old)
    periods_differ = bool(period_new and period_old and period_new != period_old)
    occasion = lex.OCCASION.search(new) or lex.OCCASION.search(old) or when_new != when_old
    occasion = occasion or periods_differ
    if occasion and not lex.RESCHEDULED.search(new):
        return None
    if _periods_differ(new, old):
        return None  # "5.1% in 2019" / "7.8% in 2020": each year's figure stands
    anchor = shared_anchor(new, old)
    if anchor is None or unit_only(anchor, (new, only_new[0].text), (old, only_old[0].text)):
        return None
    names_new, names_old = _names(new), _names(old)
    if names_new - names_old and names_old - names_new and not _CHANGED.search(new):
        return None
    at_old = Found("quantity", old.find(only_old[0].text), old.find(only_old[0].text) + 1)
    at_new = Found("quantity", new.find(only_new[0].text), new.find(only_new[0].text) + 1)
    if anchor_differs(old, new, at_old, at_new):
        return None  # 晴空P8手机 / 晴空P6手机: two products, two prices
    if qualifiers_differ(old, new, at_old, at_new, [anchor]):
        return None  # "the city of Lisbon" / "the Lisbon metropolitan area"
    if second_difference(old, new):
        return None  # "$40 a month for adults" / "$25 a month for students": two prices
    was, now = only_old[0].text, only_new[0].text
    if lex.CORRECTION.search(new):
        return Relation.CONTRADICTION, f"the new text corrects '{anchor}' from {was} to {now}"
    return Relation.UPDATE, f"a new amount for '{anchor}': {was} → {now}"
