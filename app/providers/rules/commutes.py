"""How someone gets to work or school, changed: "I take the train to work now" beside "User
drives to work", 女儿现在坐公交上学了 beside 用户的女儿走路上学.

A commute is a habit with one value at a time: the way (bike, e-bike or scooter, bus, train,
car, on foot, taxi: a closed class of ways, each with its words) to one place (work, school).
When both texts tell the way to the same place for the same person (the same relatives named)
and the new text says it holds now (now, these days, 现在, 改, 开始 …), a different way retires
the old one. The way is read in the clause that names the place, so "faster than the bike"
beside it is not taken for the way. A question, a plan or one occasion ("today I walked to
work") is not a habit and is left alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.kin import relatives_named

_PLACES = {
    "work": re.compile(
        r"\b(?:to|into|in\s+to|at)\s+(?:work|the\s+office)\b|\bcommut\w*|上班|去公司|通勤"
    ),
    "school": re.compile(r"\bschool\b|\b(?:to|into)\s+(?:uni|college|class)\b|上学|去学校|上课"),
}
# The ways, most specific first: an e-bike before a bike, the school bus before school.
_WAYS = (
    ("scooter", r"\b(?:e-?scooters?|scoot\w*)\b|滑板车"),
    ("ebike", r"\be-?bikes?\b|电动车|电驴|电瓶车|电动自行车"),
    ("bike", r"\b(?:cycl\w*|bikes?|biking|bicycles?)\b|自行车|单车|脚踏车"),
    ("bus", r"\b(?:bus|buses|coach)\b|公交|巴士|校车|班车"),
    ("train", r"\b(?:train|tube|metro|underground|subway|tram)\b|地铁|轻轨|火车|高铁"),
    ("car", r"\b(?:drives?|driving|car|lift)\b|开车|自驾|开着?[^，。,.]{0,4}车"),
    ("taxi", r"\b(?:taxi|cab|uber)\b|打车|网约车|滴滴"),
    ("foot", r"\b(?:walks?|walking|on\s+foot)\b|走路|步行|走着"),
)
_WAY_RES = tuple((way, re.compile(rx, re.I)) for way, rx in _WAYS)
_NOW = patterns.compile(
    r"\b(?:now|these\s+days|nowadays|from\s+now\s+on|switched|since)\b|现在|如今|改|开始|最近",
    re.I,
)
_NOT_HABIT = patterns.compile(
    r"\b(?:today|tonight|yesterday|this\s+morning|might|could|would|will|if|plan\w*|thinking|"
    r"going\s+to|want\w*)\b|今天|昨天|今早|打算|准备|想|可能|如果|\?|？",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _commute(text: str) -> tuple[str, str] | None:
    """(place, way) of the one commute TEXT tells, or None."""
    norm = normalize_for_rules(text)
    if not any(rx.search(norm) for rx in _PLACES.values()):
        return None
    found = set()
    for clause in cues.PUNCTUATED_RE.findall(norm):
        places = [p for p, rx in _PLACES.items() if rx.search(clause)]
        if len(places) != 1:
            continue
        ways = [way for way, rx in _WAY_RES if rx.search(clause)]
        if ways:
            found.add((places[0], ways[0]))
    return found.pop() if len(found) == 1 else None


def commute_changed(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW tells another way to the place OLD's commute goes (module docstring)."""
    new = _commute(new_text)
    if new is None:
        return None
    old = _commute(old_text)
    if old is None or old[0] != new[0] or old[1] == new[1]:
        return None
    norm = normalize_for_rules(new_text)
    if not _NOW.search(norm) or _NOT_HABIT.search(norm):
        return None
    if relatives_named(new_text) != relatives_named(old_text):
        return None
    return Relation.UPDATE, f"another way to {new[0]} ({old[1]} → {new[1]})"
