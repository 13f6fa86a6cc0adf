"""The old value called former by the new text, which names another: "Ola Adeyemi, formerly of
Tidewater Rovers, has signed a three-year deal with Port Ansel Mariners" beside "Ola Adeyemi
is a striker for Tidewater Rovers", "Residence: Marlow-on-Tees since 2023, previously Wexley"
beside "Hallam Greaves lives in Wexley", 原苍梧FC前锋杜小川加盟江屿海港队 beside
前锋杜小川效力于苍梧FC.

Knowledge-base revisions and news keep the superseded value as a qualifier of the new one:
"formerly of", "previously", "ex-", and in Chinese 原 at the head of a phrase or 由…迁入.
When what that marker names is a name the old text states as current (it calls nothing
former itself), the new text's subject (its first name) is one the old text names too, and
the new text names a value the old text lacks (a capitalised name; in
Chinese a verb of joining or settling: 加盟, 加入, 签约, 现居, 迁入), the old value is the one
the new text has moved past: UPDATE. A marker naming anything the old text does not say, or a
new text with no value of its own, is left to the other readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

_FORMER_EN = re.compile(
    r"\b(?:formerly|previously|ex-)(?:\s+(?:of|with|at|in|from|the))*\s*"
    r"((?:[A-Z][\w'-]*)(?:\s+(?:of\s+)?[A-Z][\w'-]*)*)"
)
_FORMER_ZH = patterns.compile(
    r"(?:^|(?<=[，,。；：:（(\s]))原(?=[\u3400-\u9fffA-Za-z])|由(?=[\u3400-\u9fff]{2,6}(?:迁入|迁来|搬来))"
)
_JOINED_ZH = patterns.compile(r"加盟|加入|签约|现居|迁入|转会|改任|调任")
_NAME_RUN = re.compile(r"[A-Z][\w'-]*(?:\s+(?:of\s+)?[A-Z][\w'-]*)*")
_OLD_MARKED = patterns.compile(
    r"\b(?:former|formerly|previously|ex-|used\s+to|was)\b|原|曾|前任", re.I
)


@lru_cache(maxsize=TEXTS_CACHED)
def _called_former(text: str) -> tuple[str, ...]:
    """The English names TEXT calls former."""
    return tuple(m[1] for m in _FORMER_EN.finditer(text))


def _former_zh(new: str, old: str) -> str | None:
    """The longest run (two characters or more) after a Chinese former marker in NEW that OLD
    says too."""
    for match in _FORMER_ZH.finditer(new):
        rest = new[match.end() : match.end() + 8]
        for end in range(len(rest), 1, -1):
            if rest[:end] in old:
                return rest[:end]
    return None


def former_value(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when the new text calls a value of the old text former and names another one
    (module docstring); None otherwise."""
    if _OLD_MARKED.search(old_text):
        return None
    for name in _called_former(new_text):
        if name not in old_text:
            continue
        runs = _NAME_RUN.findall(new_text.replace(name, " "))
        if not runs or runs[0] not in old_text:
            continue  # "Yuki Tanabe, formerly of …": another holder than the old text's
        if any(run not in old_text for run in runs[1:]):
            return Relation.UPDATE, f"'{name}' is called former, beside a value of its own"
    if (run := _former_zh(new_text, old_text)) and _JOINED_ZH.search(new_text):
        return Relation.UPDATE, f"'{run}' is called former (原 / 由), beside a value of its own"
    return None
