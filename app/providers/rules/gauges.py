"""A new reading of a gauge: "weighed in at 81.5 kg this morning" beside "weight: 84 kg",
"odometer says 41,200 mi" beside "Mileage: about 38,000", 今天上秤62.5公斤 beside 体重：64公斤,
表显5.3万公里 beside 里程：4.8万公里.

A body weight and a car's mileage are read off a scale or an odometer, and the last reading
is the current value. Both texts must name the gauge (weight, weigh-in, 体重, 称, 上秤;
mileage, odometer, 里程, 表显: a closed class of words), hold one number each (a unit, when
there is one, of that gauge), and the new reading must be one the old could become: a weight
within a quarter of the old one (not "lost 3 kg", not a suitcase), a mileage no lower than the
old one. A goal ("target weight", 目标) or another person's reading (a relative named in one
text only) is left alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.kin import relatives_named

_GAUGES = {
    "weight": patterns.compile(
        r"\bweigh(?:s|ed|ing|t|-in|\s+in)?\b|\bscales?\b|体重|称了|称重|上秤|过秤", re.I
    ),
    "mileage": patterns.compile(
        r"\bmileage\b|\bodometer\b|\bon\s+the\s+clock\b|里程|表显|公里数|码表", re.I
    ),
}
# A number, with 万 for ten thousand, and the unit after it if any.
_NUMBER = re.compile(
    r"(?<![0-9A-Za-z.])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?P<wan>万)?\s*"
    r"(?P<unit>kg|kgs|kilos?|lbs?|pounds|公斤|千克|斤|km|kms|mi|miles|公里|千米)?",
    re.I,
)
_UNITS = {
    "weight": {"kg", "kgs", "kilo", "kilos", "lb", "lbs", "pounds", "公斤", "千克", "斤"},
    "mileage": {"km", "kms", "mi", "miles", "公里", "千米"},
}
_GOAL = patterns.compile(
    # "plans to", not "after the diet plan": a plan followed is no goal.
    r"\b(?:goal|target|aim|aiming|hope|want|plan(?:s|ning|ned)?\s+to|reach|lost|gained|"
    r"put\s+on)\b|目标|争取|想|减了|"
    r"瘦了|胖了|长了|涨了",
    re.I,
)
# A weight told by its unit alone ("is down to 28 kg", 用户的猫4公斤) is a reading when the other
# text names the gauge; not so the weight of a thing lifted, carried or bought.
_THING_WEIGHED = patterns.compile(
    r"\b(?:dead\w*|squat\w*|bench\w*|lift\w*|press\w*|carr\w+|bags?|sacks?|box\w*|suitcases?|"
    r"luggage|parcels?|packages?|dumbbells?|kettlebells?|barbells?|plates?|bought|buys?)\b|"
    r"硬拉|深蹲|卧推|举|袋|箱|包裹|行李|哑铃|壶铃|杠铃|买|米|面|肉|菜",
    re.I,
)
_ANIMAL = re.compile(r"\b(?:cats?|dogs?|kittens?|pupp(?:y|ies)|horses?)\b|猫|狗", re.I)
_NAME = re.compile(r"\b(?!User\b)[A-Z][a-z]{2,}\b")
_DATES = re.compile(r"\b\d{4}-\d{1,2}-\d{1,2}\b|\d{1,2}:\d{2}|\d+\s*(?:月|日|号|点|岁|年)")


@lru_cache(maxsize=TEXTS_CACHED)
def _reading(text: str) -> tuple[str, float, bool] | None:
    """The gauge TEXT reads, its one value, and whether the gauge is named; or None."""
    norm = normalize_for_rules(text)
    gauges = [g for g, rx in _GAUGES.items() if rx.search(norm)]
    named = bool(gauges)
    if not gauges and not _THING_WEIGHED.search(norm):
        gauges = ["weight"]  # a weight's unit alone; the unit is checked below
    if len(gauges) != 1 or _GOAL.search(norm):
        return None
    (gauge,) = gauges
    numbers = list(_NUMBER.finditer(_DATES.sub(" ", norm)))
    if len(numbers) != 1:
        return None
    (found,) = numbers
    unit = (found["unit"] or "").casefold()
    if (unit and unit not in _UNITS[gauge]) or (not named and not unit):
        return None
    value = float(found["n"].replace(",", "")) * (10_000 if found["wan"] else 1)
    return gauge, value, named


def _one_holder(new_text: str, old_text: str) -> bool:
    """The two readings are of one body: the same relatives and animals named, or a name in
    both ("User's cat Mochi" / "Mochi's down to")."""
    kin = relatives_named(new_text) ^ relatives_named(old_text)
    if any(not _ANIMAL.fullmatch(k) for k in kin):
        return False  # a relative's weight beside the user's
    if set(_NAME.findall(new_text)) & set(_NAME.findall(old_text)):
        return True
    animals = [{m.casefold().rstrip("s") for m in _ANIMAL.findall(t)} for t in (new_text, old_text)]
    return animals[0] == animals[1]


def new_reading(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW reads the gauge OLD reads at another, plausible value."""
    new = _reading(new_text)
    if new is None:
        return None
    old = _reading(old_text)
    if old is None or old[0] != new[0] or old[1] == new[1] or old[1] <= 0:
        return None
    if not (new[2] or old[2]) or not _one_holder(new_text, old_text):
        return None
    gauge, was, now = new[0], old[1], new[1]
    if gauge == "weight" and abs(now - was) > was / 4:
        return None
    if gauge == "mileage" and now < was:
        return None
    return Relation.UPDATE, f"a new {gauge} reading ({was:g} → {now:g})"
