"""The old text already told the change; the new one tells where it ended: "Helmsley & Crane
has relocated its headquarters to 40 Cable Street" beside "The head office … is now located at
40 Cable Street", 通车后车程缩短至40分钟 beside 如今开车只需40分钟.

A change cue in the new text ("now", 如今) reads as a change of the old fact. But when the old
text is itself the story of a change and names the value it went to (a verb of moving, setting
or raising / lowering, then "to" / 至 / 到 and the value), the old memory holds that value, and
a new text that states it word for word says the same thing again, "now" only placing it after
the change. The new text must not tell a change to a value of its own (another "moved to …",
降至 …): that would be a further change. Whichever reading retired the old memory, it is kept.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# A change told with the value it went to: "relocated its headquarters to 40 Cable Street".
_TO_EN = re.compile(
    r"\b(?:moved|moves|relocated|relocates|switched|changed|transferred|shortened|cut|raised|"
    r"lowered|reduced|increased|extended|renamed)\b[^.;:!?]{0,60}?\bto\s+"
    r"(?P<value>[^.;:!?,()]{2,40}?)\s*(?=[.;:!?,()]|\s+(?:in|on|from|after|since|last|this)\b|$)",
    re.I,
)
_TO_ZH = patterns.compile(
    r"(?:搬到|搬至|迁到|迁至|迁往|缩短至|缩短到|缩减至|降至|降到|降为|下调至|上调至|升至|提高到|"
    r"提高至|增至|增加到|延长至|延长到|改为|改成|更名为|换成)"
    r"(?P<value>[^，。；！？、（）()]{2,12})"
)
_SPACES = re.compile(r"\s+")


def _plain(text: str) -> str:
    return _SPACES.sub(" ", normalize_for_rules(text).casefold())


@lru_cache(maxsize=TEXTS_CACHED)
def _values_changed_to(text: str) -> frozenset[str]:
    """The values TEXT says something was changed, moved or set to."""
    plain = _plain(text)
    found = (m["value"].strip() for rx in (_TO_EN, _TO_ZH) for m in rx.finditer(plain))
    return frozenset(v for v in found if len(v) >= 2)


def change_already_told(new_text: str, old_text: str) -> str | None:
    """A reason when OLD tells a change to a value that NEW states again, changing nothing."""
    told = _values_changed_to(old_text)
    if not told:
        return None
    if _values_changed_to(new_text) - told:
        return None
    plain = _plain(new_text)
    for value in sorted(told):
        if value in plain:
            return f"the old text told the change to '{value}'; the new one states it again"
    return None
