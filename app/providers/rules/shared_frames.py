"""When two statements share a frame and differ in one value, what may stand beside the swap.

`rules.values.swapped_value` aligns two English statements word by word and reads one value
swapped in an otherwise shared frame as an update. It steps back for history, for an occasion
and for a frame it cannot align; three of those step-backs are too broad when the frame both
texts share already says the same thing:

- *the same dated fact* (`dated_alike`): "User graduated from Rutgers in 2016" / "in 2018". A
  year after "in" marks history beside a present fact ("lived in Leeds in 2015" / "lives in
  York"), but when the old text is dated the same way both tell one past event, and another
  year (or another value beside the same year) corrects it. A year swapped *together* with
  another value ("5.1% in 2019" / "7.8% in 2020") names another period and is still two facts
  (`year_beside_value`);
- *a routine* (`routine`): a day or a time is read as another occasion (two appointments both
  stand: "Dentist on Tuesday at 7pm" / "at 9am"). A frame that says *normally*, *usually*,
  *every* … in both texts states a habit, of which there is one at a time ("is normally in bed
  by 10:30 pm" / "by 12:30 am"). (An event named with "the" or an owner is not enough: "my
  dentist appointment is on Tuesday" may be one of two; docs/conflicts.md, twenty-third pass);
- *where a thing is, said with another verb* (`PLACED`): "is located on", "lies on", "sits
  on", "is situated in" all say "is in / on"; they are dropped before aligning, so "is located
  on the east coast" / "lies on the west coast" align on the direction.

Counting words belong to their number: "twice" / "four times" (`COUNTERS`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues
from app.providers.rules.frames import TEXTS_CACHED

# Verbs that say only where a thing is: "X is located in Y" says "X is in Y".
PLACED = frozenset({"located", "situated", "lies", "lie", "sits", "sit"})
# Words that count a number of times: part of the number before them ("four times").
COUNTERS = frozenset({"times"})
_DATED = re.compile(r"\bin\s+(?:19|20)\d\d\b", re.I)
_YEAR = re.compile(r"^(?:19|20)\d\d$")
_ROUTINE = re.compile(
    r"\b(?:usually|normally|typically|generally|always|habitually|every|each|"
    r"weekdays|weeknights|weekends|nightly|daily)\b",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _dated_only(text: str) -> bool:
    """TEXT reads as history only for a year after "in", with no other mark of the past,
    no span of years and no addition."""
    if not _DATED.search(text) or cues.ADD_RE.search(text):
        return False
    return not cues.PAST_RE.search(_DATED.sub(" ", text))


def dated_alike(new: str, old: str) -> bool:
    """Both texts are dated by "in <year>" and by nothing else: one past event told twice."""
    return _dated_only(new) and bool(_DATED.search(old))


def year_beside_value(values: list[str]) -> bool:
    """A year swapped together with another value: another period, another figure."""
    years = [v for v in values if _YEAR.match(v)]
    return bool(years) and len(years) < len(values)


def routine(new: str, old: str) -> bool:
    """Both texts state a habit: a day or a time in it is the habit's, not an occasion's."""
    return bool(_ROUTINE.search(new) and _ROUTINE.search(old))
