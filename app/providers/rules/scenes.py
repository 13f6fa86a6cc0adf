"""Two exclusive states of one scene, as NLI pairs tell them: a place where someone is doing
something said to be empty ("A woman is playing the cello on a stage" / "Nobody is on the
stage", 师傅在后厨揉面 / 后厨一个人都没有), or someone doing something said to be asleep ("Two
girls are building a sandcastle" / "The two girls are asleep in their beds", 老人在公园里打太极拳
/ 老人正在家里睡午觉).

Only a scene counts: the old text tells what someone is doing now (a progressive "is …ing",
在/正在, or an opening "A chef slices …"), not a habit or a fact about the user; the new text
tells the state with no time of its own ("by midnight", 今天, 后来): a time makes it another
moment of the scene, which may well be empty. The empty place must be the place of the old
text's action (after on / in / at / behind …, 在…里), and the sleeper its doer (the noun before
"is", the Chinese words the new text opens with).
"""

from __future__ import annotations

import re

from app.enums import Relation
from app.providers.rules import patterns

_DOING_EN = re.compile(
    r"^(?:an?|the|two|three|four|five|several|some|many)\s+(?:[\w'-]+\s+){0,6}?"
    r"(?:is|are)\s+(?!asleep|sleeping|napping|lying|resting|dreaming)\w+ing\b|"
    r"^(?:an?|two|three|four|five|several|some)\s+(?:[\w'-]+\s+){1,4}?[a-z]+s\s",
    re.I,
)
_PLACE_EN = r"(?:on|in|at|behind|inside|across|through|into|around)\s+(?:the\s+|an?\s+)?"
_EMPTY_EN = patterns.compile(
    r"\b(?:nobody|no\s+one|no-one)\s+(?:is|was|are|were)\s+(?:\w+\s+){0,2}?"
    rf"{_PLACE_EN}(?P<at>\w+)|"
    r"^the\s+(?P<place>\w+)(?:\s+(?:in|at|of|on)\s+[\w' ]{1,30}?)?\s+(?:is|was|lies|stands)\s+"
    r"(?:\w+\s+){0,2}?(?:empty|deserted|unoccupied)\b",
    re.I,
)
_ASLEEP_EN = patterns.compile(
    r"^(?P<who>(?:[\w'-]+\s+){1,4}?)(?:is|are)\s+(?:\w+\s+)?(?:asleep|sleeping|napping)\b", re.I
)
_DOER_EN = re.compile(r"^(?P<who>(?:[\w'-]+\s+){1,6}?)(?:is|are)\s+\w+ing\b", re.I)
_FILLER_EN = frozenset({"a", "an", "the", "two", "three", "four", "five", "some", "several"})
_TIME_EN = patterns.compile(
    r"\b(?:by|after|before|until|later|earlier|yesterday|tomorrow|tonight|today|now|then|"
    r"at\s+night|in\s+the\s+(?:morning|evening|afternoon)|on\s+\w+days?)\b",
    re.I,
)

_DOING_ZH = re.compile(r"在|正在|着")
_EMPTY_ZH = patterns.compile(
    r"空无一人|空荡荡|冷冷清清|一个人(?:影)?(?:都|也)没有|没有一个人|没有人|没人"
)
_ASLEEP_ZH = patterns.compile(r"睡着|在睡|睡觉|睡午觉|熟睡|酣睡")
_OPENING_ZH = re.compile(
    r"^(?:这|那|该)?(?:[一两三四五六七八九十几]|个|位|名|只|家)*([\u4e00-\u9fff]{2})"
)
_TIME_ZH = patterns.compile(
    r"今天|昨天|明天|后来|晚上|夜里|早上|上午|下午|中午|现在|已经|之后|以后|刚才"
)


def _words(text: str) -> set[str]:
    return {w.rstrip("s") for w in re.findall(r"[a-z']+", text.casefold())} - _FILLER_EN


def _place_of_action(old: str, place: str) -> bool:
    stem = place.casefold().rstrip("s")
    pattern = rf"\b{_PLACE_EN}(?:[\w'-]+\s+){{0,3}}?{re.escape(stem)}s?\b"
    return re.search(pattern, old, re.I) is not None


def _english(new: str, old: str) -> str | None:
    if _TIME_EN.search(new):
        return None
    # Asleep in one text, up and doing in the other, whichever came first.
    for sleeper, other in ((new, old), (old, new)):
        asleep, doer = _ASLEEP_EN.search(sleeper), _DOER_EN.search(other)
        if asleep and doer and _words(asleep["who"]) & _words(doer["who"]):
            return f"asleep in one text, up and doing in the other: '{asleep.group(0)}'"
    if not _DOING_EN.search(old) or _ASLEEP_EN.search(old):
        return None
    if (empty := _EMPTY_EN.search(new)) and _place_of_action(old, empty["at"] or empty["place"]):
        return f"the place of the old scene is empty: '{empty.group(0)}'"
    return None


def _chinese(new: str, old: str) -> str | None:
    if _TIME_ZH.search(new) or _EMPTY_ZH.search(old) or not _DOING_ZH.search(new + old):
        return None
    opening = _OPENING_ZH.match(new)
    if not opening or opening.group(1) not in old:
        return None
    if _DOING_ZH.search(old) and not _ASLEEP_ZH.search(old) and (found := _EMPTY_ZH.search(new)):
        return f"the place of the old scene is empty: '{found.group(0)}'"
    # Asleep in one text, up and doing (在, 正在) in the other.
    asleep_new, asleep_old = _ASLEEP_ZH.search(new), _ASLEEP_ZH.search(old)
    sleeper, other = (new, old) if asleep_new else (old, new)
    if bool(asleep_new) != bool(asleep_old) and _DOING_ZH.search(other):
        found = _ASLEEP_ZH.search(sleeper)
        return f"asleep in one text, up and doing in the other: '{found.group(0) if found else ''}'"
    return None


def exclusive_scene(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when NEW puts the scene OLD tells in an exclusive state (docstring)."""
    new, old = new_text.strip(), old_text.strip()
    why = _chinese(new, old) if re.search(r"[\u4e00-\u9fff]", new + old) else _english(new, old)
    return (Relation.CONTRADICTION, why) if why else None
