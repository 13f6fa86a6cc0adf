"""A state told of a past year is history: "Leon Amadi captained the Harriers in 2019" says
nothing of who captains them now, and neither does "Who chaired the board in 2016? Ana
Ruiz.", "Who coached the Stags to their 1994 title?", 2019年的队长是吴昊 or
1998年夺冠时的主教练.

The holder readings find the same role of the same thing with another value and retire the
old memory. When the new text puts that value in a past year, with a verb of a lasting state
in the past tense (captained, chaired, led, owned, lived, was), it is an almanac line, not a
change: the old memory, with no year, still holds. A verb of change said beside the year
("was appointed captain in 2019", "took over in 2021", "has led it since 2019", 2019年起)
tells when the current value began, and the guard steps aside. An old text dated to the same
year is left to the readings: two answers for one season may conflict.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

_YEAR = re.compile(r"(?:19|20)\d\d")
# A past year the state is put in: "in 2019", "during the 2019 season", 2019年的.
_DATED = patterns.compile(
    r"\b(?:in|during|for)\s+(?:the\s+)?(?P<en>(?:19|20)\d\d)(?:[–/-]\d\d)?\b|"
    # A year naming one event or season: "to their 1994 title", "the 2019 final".
    r"\b(?:the|their|its|his|her)\s+(?P<of>(?:19|20)\d\d)\s+(?=[a-z])|"
    # 1998年夺冠时: the year of one event, up to four characters before 时.
    r"(?P<zh>(?:19|20)\d\d)年(?:的|时|那年|那会儿|[\u4e00-\u9fff]{1,4}?时)",
    re.I,
)
# A lasting state in the past tense (closed class); "was" only before a noun phrase ("was
# the captain"), not a participle ("was founded in 1902" dates an event).
_PAST_STATE = patterns.compile(
    r"\b(?:(?:was|were)\s+(?:the|a|an|its|their|his|her)\s|captained|coached|chaired|led|managed|headed|ran|owned|lived|worked|"
    r"served|played|held|hosted|cost|priced|edited|presided|governed|skippered)\b|是|为|由",
    re.I,
)
# A change said beside the year: the year tells when the current value began.
_CHANGE = patterns.compile(
    r"\b(?:became|become|appointed|named|elected|promoted|hired|signed|took\s+over|taken\s+over|"
    r"replac\w*|succeed\w*|since|now|moved|joined|new|until|still|currently|renamed|"
    r"has|have|stepped|left|resigned|retired)\b|起|以来|至今|开始|接任|上任|接替|改|换|新",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _past_year(text: str) -> str | None:
    """The past year TEXT puts a lasting state in, or None."""
    if not _YEAR.search(text):
        return None
    dated = _DATED.search(text)
    if dated is None or not _PAST_STATE.search(text) or _CHANGE.search(text):
        return None
    return dated["en"] or dated["of"] or dated["zh"]


def told_of_a_past_year(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW tells a state of a past year that OLD, with no
    such year, does not (module docstring); None otherwise."""
    year = _past_year(new_text)
    if year is None or year in old_text:
        return None
    if (before := _past_year(old_text)) is not None and before < year:
        return None
    return f"the new text tells a state of {year}, history beside the current value"
