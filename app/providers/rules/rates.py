"""A habit's amount told again, its quantity named by another word or counted over another
period: "User runs about 20 km a week." / "User's weekly running mileage is around 35 km.",
用户每天喝水目标是1.5升 / 每日饮水量定成2.5升, "I sleep 7 hours" / "getting about 5 hours of
sleep these days", 每天喝两瓶可乐 / 可乐我现在一周就喝一瓶了, "50mg sertraline daily" /
"sertraline dose is 100 mg a day".

`rules.amounts` needs a word both texts share besides the units; a habit's amount is as often
told by another word for its quantity (drinks water / 饮水量, runs / mileage, sleeps / sleep)
and per another period (a day / a week). Here each text is read for the kind of quantity it
names, from a closed table of the kinds a person keeps one amount of (water, coffee, tea, soft
drinks, alcohol, cigarettes, sleep, steps, running, cycling, swimming, walking, workouts,
screen time, meals, a medicine's dose), and for its one amount of that kind with a unit the
kind takes, brought to a rate per day ("a week" divides by seven). Two texts naming one kind,
each one amount, at two rates: the new rate replaces the old. A dose is of one medicine: both
texts must name the same one (a word or Chinese run they share), so two medicines coexist.

It steps aside for: two kinds in one text ("water and coffee"), a goal, a plan or a wish on
one side only ("wants to get to 8 hours", 目标; a goal set anew on both is a new goal), a past
amount ("used to", "last year", 以前), one day's amount ("slept 4 hours last night", 今天,
"this week", a hike), an amount of another occasion (two days of the week, a day against none,
two parts of a day: "5 cups every Wednesday evening" / "7 cups every Saturday evening"), a
container's capacity, what a shop sells, a group's, a baby's or an
animal's amount, a negation, another person named, a question or an addition ("also", 也).
Sleep, water, coffee, steps and the like, told with no period, are a day's; a distance or a
workout must say its period. The words, units, periods and numbers are `rules.rates_lexicon`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.amount_anchors import shared_anchor
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.kin import relatives_named
from app.providers.rules.rates_lexicon import (
    AMOUNT,
    BARE,
    DAILY,
    ITEM_WORDS,
    KIND_OF_UNIT,
    KIND_RES,
    KINDS,
    PERIODS,
    TIMES_A_DAY,
    UNIT_WORDS,
    bare,
    number,
)
from app.providers.rules.shared_sets import EMPTY
from app.providers.rules.text_marks import additive, asks
from app.providers.rules.told_values import names_someone_else

_GOAL = patterns.compile(
    r"\b(?:goal|target|aim\w*|want\w*|hop(?:e|es|ing)|plan\w*|intend\w*|trying\s+to|try\s+to|"
    r"should|recommend\w*|advised?|supposed\s+to|would\s+like|wish\w*|going\s+to|will|"
    r"next\s+(?:week|month|year))\b|目标|想|希望|打算|准备|争取|计划|应该|建议|给自己定|定了个|"
    r"要求|下周|下个月|明年",
    re.I,
)
_PAST = patterns.compile(
    r"\bused\s+to\b|\bback\s+then\b|\bwhen\s+(?:i|she|he|they)\s+was\b|\bin\s+(?:college|school)\b|"
    r"\blast\s+(?:year|month|summer|winter)\b|\bas\s+a\s+(?:kid|student|teen\w*)\b|"
    r"以前|之前|过去|曾经|那时|小时候|去年|上个月|当年",
    re.I,
)
# One day's or one week's amount: an event, not the habit.
_ONE_OFF = patterns.compile(
    r"\b(?:today|yesterday|tonight|last\s+night|this\s+(?:morning|evening|week|weekend)|"
    r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at\s+the\s+party|"
    r"hike|trip|race|marathon|tour|flight)\b|"
    r"今天|昨天|昨晚|今晚|今早|前天|这周|本周|上周|那天|徒步|比赛|马拉松|旅行",
    re.I,
)
# An amount that is no one's habit or not the user's: a container's capacity, what a shop sells
# or stocks, a group's, a baby's or an animal's.
_NOT_HABIT = patterns.compile(
    r"\b(?:holds?|capacity|fits|sells?|sold|serves?|served|stocks?|costs?|we|our|us|club|team|"
    r"group|class|everyone|baby|toddler|infant|dogs?|cats?|pupp(?:y|ies)|kittens?)\b|"
    r"容量|能装|装得下|卖|出售|供应|我们|大家|俱乐部|跑团|宝宝|婴儿|狗|猫",
    re.I,
)
# When in the week or the day an amount is had: two days ("5 cups every Wednesday evening" / "7
# cups every Saturday evening") or two parts of a day are two occasions, each with its amount.
_DAYS = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun|week)days?\b|\bweekends?\b|"
    r"(?:周|星期|礼拜)[一二三四五六日天末]",
    re.I,
)
_PARTS = re.compile(
    r"\b(?:mornings?|afternoons?|evenings?|late\s+nights?|at\s+night|lunch\w*|breakfast|"
    r"dinner)\b|早上|上午|中午|下午|晚上|傍晚|深夜|半夜|夜里|凌晨|早饭|早餐|午饭|午餐|晚饭|晚餐",
    re.I,
)
# A past-tense verb with no period: one occasion ("slept 4 hours", "had 3 coffees").
_DID = patterns.compile(
    r"\b(?:slept|drank|had|ran|walked|swam|cycled|rode|took|smoked|ate|was|were)\b", re.I
)


@dataclass(frozen=True, slots=True)
class _Rate:
    kind: str
    unit: str
    per_day: float
    told: str
    goal: bool


def _kinds(text: str) -> set[str]:
    return {kind for kind, rx in KIND_RES.items() if rx.search(text)}


@lru_cache(maxsize=TEXTS_CACHED)
def _rate(raw: str) -> _Rate | None:
    """The one habit amount TEXT tells, as a rate per day; None where it tells none, more than
    one, or steps aside (the module's docstring)."""
    text = normalize_for_rules(raw).strip()
    kinds = _kinds(text)
    if "dose" in kinds:
        kinds = {"dose"}  # "takes one tablet with water": the dose is what is told
    if "steps" in kinds and kinds & {"walking", "running"}:
        kinds -= {"walking", "running"}  # "walks 8,000 steps": the steps are counted
    if cues.NEG_RE.search(text) or cues.QUESTION_RE.search(text):
        return None
    if len(kinds) > 1 or _PAST.search(text) or _ONE_OFF.search(text) or _NOT_HABIT.search(text):
        return None
    found = []
    for m in AMOUNT.finditer(text):
        unit_word = (m["unit"] or "").casefold()
        if m["item"] and not ITEM_WORDS.fullmatch(m["item"]):
            continue
        unit, factor = UNIT_WORDS.get(unit_word, ("item", 1.0))
        if unit_word in ("k", "h") and not m["n"][0].isdigit():
            continue
        low = number(m["n"])
        high = number(m["n2"]) if m["n2"] else low
        if low is None or high is None:
            continue
        found.append((unit, (low + high) / 2 * factor, m.group().strip()))
    if not kinds and len(found) == 1 and found[0][0] in KIND_OF_UNIT:
        kinds = {KIND_OF_UNIT[found[0][0]]}
    if len(kinds) != 1:
        return None
    (kind,) = kinds
    found = [f for f in found if f[0] in KINDS[kind][1]]
    if not found and kind in BARE:
        found = bare(text, *BARE[kind])
    if len(found) != 1:
        return None
    unit, value, told = found[0]
    periods = [days for rx, days in PERIODS if rx.search(text)]
    if len(periods) > 1:
        return None
    if not periods:
        if kind not in DAILY or _DID.search(text):
            return None
        periods = [1.0]
    times = next((n for rx, n in TIMES_A_DAY if rx.search(text)), 1.0)
    goal = bool(_GOAL.search(text))
    return _Rate(kind, unit, value * times / periods[0], told, goal)


@lru_cache(maxsize=TEXTS_CACHED)
def _occasions(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The days and the parts of a day TEXT has its amount on, casefolded."""

    def found(rx: re.Pattern[str]) -> frozenset[str]:
        found = frozenset(re.sub(r"\s+", " ", m.casefold().rstrip("s")) for m in rx.findall(text))
        return found or EMPTY

    return found(_DAYS), found(_PARTS)


def _occasions_differ(new_text: str, old_text: str) -> bool:
    """Two days, a day against none, or two parts of a day: two occasions' amounts. A part of
    the day on one side only is when the one amount is had ("one coffee, in the morning")."""
    (days_new, parts_new), (days_old, parts_old) = _occasions(new_text), _occasions(old_text)
    return days_new != days_old or bool(parts_new and parts_old and parts_new != parts_old)


def _someone_else(text: str) -> bool:
    return names_someone_else(text) or bool(relatives_named(text))


def rate_changed(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when both texts tell one habit amount of one kind of quantity, at two rates."""
    new = _rate(new_text)
    if new is None:
        return None
    old = _rate(old_text)
    if old is None or old.kind != new.kind or old.goal != new.goal:
        return None
    if _unit_class(old.unit) != _unit_class(new.unit):
        return None  # litres against glasses: no one rate to compare
    if _occasions_differ(new_text, old_text):
        return None
    if abs(old.per_day - new.per_day) <= 1e-9 * max(old.per_day, new.per_day):
        return None
    # 也就 is "only", not "also": 一周也就抽二十根.
    if asks(new_text) or asks(old_text) or additive(new_text.replace("也就", "")):
        return None
    if _someone_else(new_text) or _someone_else(old_text):
        return None
    if new.kind == "dose" and _medicine(new_text, old_text) is None:
        return None  # two medicines, one dose each
    return Relation.UPDATE, f"a new rate of {new.kind.replace('_', ' ')}: {old.told} → {new.told}"


# What a dose text says besides the medicine's name: its dose words, periods and verbs.
_NOT_MEDICINE = patterns.compile(
    r"\b(?:takes?|taking|took|on|prescribed|dose|doses|dosage|daily|a\s+day|per\s+day|mg|"
    r"tablets?|pills?|user'?s?|morning|evening|night)\b|服用|吃|用量|剂量|每天|每日|早晚各|"
    r"一天|片|粒|毫克",
    re.I,
)


def _medicine(new_text: str, old_text: str) -> str | None:
    """The medicine both dose texts name: a word or Chinese run they share besides the
    dose's own words (sertraline, 二甲双胍)."""
    return shared_anchor(_NOT_MEDICINE.sub(" ", new_text), _NOT_MEDICINE.sub(" ", old_text))


def _unit_class(unit: str) -> str:
    """Counted items of a drink compare with cups of it ("four coffees" / "two cups")."""
    return "cup" if unit in ("cup", "item") else unit
