"""A change to something the old value owns or contains: 芝麻最近老掉毛，换了个猫粮试试 beside
猫叫芝麻, 公路车上周刚换了一套禧玛诺105套件 beside 有一辆公路车.

A change cue (换了) whose object the old text does not name, said after the very thing the old
text ends on (its value: the cat 芝麻, the bike 公路车), changes a part, an accessory or the food
of that thing, not the thing: the old memory stays true. A change of the old value itself names
it as what is left (从公路车换成了…, 把拯救者卖了，换了台MacBook) or names nothing after the cue
(手机换了个新的), and a withdrawal beside it (不再) is left to the readings.

In English the part is named before its owner's verb of breaking: "Bike chain snapped"
beside "Has a road bike", "the laptop's battery died" beside "Uses a ThinkPad laptop": the
ending is said of "<the old text's word> <a noun it does not name>", a part of the thing, so
the thing itself is still had (a word of time or degree there, "the laptop finally died",
is no part).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# 换了 + an optional measure word + its object: 换了个猫粮, 换了一套禧玛诺105套件, 换了新的坐垫.
_CHANGED_PART = patterns.compile(
    r"换了(?:[一两几]?[个套台辆只件款双把副块张条根盒袋])?(?:新的?)?"
    r"(?P<object>[\u3400-\u9fffA-Za-z0-9]{2,})"
)
# The value an old text ends on: its last run of Chinese characters.
_LAST_RUN = patterns.compile(r"([\u3400-\u9fff]{2,})[^\u3400-\u9fff]*$")
# The old value as what is replaced, not as the owner: 从公路车, 把拯救者 (the value is the
# last two characters of a longer name, so a few characters before it are looked at).
_REPLACED_BEFORE = patterns.compile(r"[从把将]")
# The old value got rid of before the change (把平板卖了，换了…, 平板给我妈用了，换了…): the change
# is of the value itself.
_GOT_RID = patterns.compile(r"卖|送|转手|转让|交给|给[^，。；！？]{0,4}用了")


# "<owner> <part> died", "<owner>'s <part> broke": (owner, part).
_BROKEN_PART_EN = patterns.compile(
    r"\b([a-z][a-z-]+)(?:'s)?\s+([a-z][a-z-]+)\s+(?:has\s+|had\s+|just\s+)?"
    r"(?:died|broke|snapped|cracked|failed|gave\s+out|packed\s+up|stopped\s+working|"
    r"is\s+broken|is\s+dead|burnt\s+out|burned\s+out)\b",
    re.I,
)
# Words between an owner and a verb that are not a part: auxiliaries, adverbs of time or
# degree, determiners, pronouns ("the wrist she broke") (a closed class).
_NOT_A_PART = frozenset((
    "has", "had", "have", "just", "finally", "suddenly", "already", "also", "then", "now",
    "officially", "completely", "totally", "actually", "really", "basically", "literally",
    "the", "a", "an", "my", "his", "her", "their", "our", "its", "this", "that", "old", "new",
    "is", "was", "i", "you", "he", "she", "it", "we", "they", "who", "which",
))  # fmt: skip


@lru_cache(maxsize=TEXTS_CACHED)
def _broken_parts(text: str) -> tuple[tuple[str, str], ...]:
    found = _BROKEN_PART_EN.finditer(_normal(text).casefold())
    return tuple((m[1], m[2]) for m in found if m[2] not in _NOT_A_PART and not m[2].endswith("ly"))


def _broke_a_part(new_text: str, old_text: str) -> str | None:
    old = _normal(old_text).casefold()
    for owner, part in _broken_parts(new_text):
        owns = re.search(rf"\b{re.escape(owner)}", old)
        if owns and not re.search(rf"\b{re.escape(part)}", old) and owner not in _NOT_A_PART:
            return f"what broke ('{owner} {part}') is a part of the {owner}, not the {owner}"
    return None


@lru_cache(maxsize=TEXTS_CACHED)
def _normal(text: str) -> str:
    return normalize_for_rules(text)


@lru_cache(maxsize=TEXTS_CACHED)
def _old_value(text: str) -> str | None:
    """The last two characters of the run OLD ends on: the cat 芝麻, the bike 公路车's 路车."""
    found = _LAST_RUN.search(_normal(text))
    return found[1][-2:] if found else None


def changes_a_part(new_text: str, old_text: str) -> str | None:
    """A reason when NEW changes something OLD's value owns or contains, not the value."""
    if broken := _broke_a_part(new_text, old_text):
        return broken
    new, old = _normal(new_text), _normal(old_text)
    value = _old_value(old_text)
    found = _CHANGED_PART.search(new)
    if value is None or found is None or cues.RETRACT_RE.search(new):
        return None
    at = new.find(value)
    if at < 0 or at > found.start() or _REPLACED_BEFORE.search(new[max(at - 4, 0) : at]):
        return None
    if _GOT_RID.search(new[at : found.start()]):
        return None
    thing = found["object"]
    if thing[:2] in old or re.match(r"[成回掉新]", thing):
        return None  # 换成 / 换回 a value, 换掉 or 换了新的 it: a change of the value itself
    return f"the change ('{found[0]}') is to something {value} has, not to {value}"
