"""Two exclusive states of one scene, as NLI pairs tell them: a place where someone is doing
something said to be empty ("A woman is playing the cello on a stage" / "Nobody is on the
stage", 师傅在后厨揉面 / 后厨一个人都没有), or someone doing something said to be asleep ("Two
girls are building a sandcastle" / "The two girls are asleep in their beds", 老人在公园里打太极拳
/ 老人正在家里睡午觉), or its doer doing something at another venue ("Three boys are playing
soccer on a dirt field" / "Three boys are playing basketball in a gym", 男孩在河边钓鱼 /
男孩正在教室里上数学课), or tells it again word for word with another head count of its doers
(三个男孩在巷子里踢毽子 / 五个男孩在巷子里踢毽子; 几个, a few, is no count).

Only a scene counts: the old text tells what someone is doing now (a progressive "is …ing",
在/正在, or an opening "A chef slices …"), not a habit or a fact about the user; the new text
tells the state with no time of its own ("by midnight", 今天, 后来): a time makes it another
moment of the scene, which may well be empty. The empty place must be the place of the old
text's action (after on / in / at / behind …, 在…里), and the sleeper its doer (the noun before
"is", the Chinese words the new text opens with). A venue is one of a kind no one is at two
of at once (a gym, a classroom, the audience, 教室, 医院), the head of an in / on / at phrase
("a stage race" and "to her office" are no venue), and neither text names the other's; two
words for one stretch of ground (沙滩 / 海边) are one venue.
"""

from __future__ import annotations

import re

from app.enums import Relation
from app.providers.rules import patterns

# Venues one cannot be at two of at once; containers (a house, a city, a street) hold others
# and are left out, so "in the kitchen" never meets "at home".
_VENUES_EN = frozenset((
    "beach", "gym", "classroom", "library", "kitchen", "office", "park", "stage", "audience",
    "cafe", "café", "restaurant", "church", "hospital", "field", "pool", "mountain", "river",
    "lake", "desk", "bus", "train", "plane", "yard", "garden", "bed", "bedroom", "stadium",
    "court", "rink", "forest", "desert", "mall", "supermarket", "bar", "theater", "theatre",
    "museum", "indoors", "outdoors",
))  # fmt: skip
_AT_VENUE_EN = re.compile(
    r"\b(?:in|on|at|inside|into)\s+(?:(?:the|an?|his|her|their|its|my|our)\s+)?(?:[\w'-]+\s+){0,2}?"
    r"(?P<at>[\w'é-]+)(?=\s*(?:[.,;!?]|$)|\s+(?:with|and|near|while|of|at|in|on|by)\b)",
    re.I,
)
# Shores and hilltops: two words for one stretch of ground are one venue.
_SAME_VENUE_ZH = {"沙滩": "海边", "山顶": "山上"}
_VENUES_ZH = patterns.compile(
    r"教室|图书馆|河边|湖边|海边|沙滩|公园|操场|厨房|办公室|医院|商场|超市|健身房|舞台|观众席|"
    r"山上|山顶|床上|餐厅|咖啡馆|游泳池|球场|森林|车上|地铁上|教堂|博物馆|室内|户外"
)

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
# A head count ("几", a few, is no count: 几个男孩 / 三个男孩 may be one scene).
_COUNT_ZH = re.compile(r"^([一两二三四五六七八九十]+)(个|只|名|位|条|头|匹|辆)")
_TIME_ZH = patterns.compile(
    r"今天|昨天|明天|后来|晚上|夜里|早上|上午|下午|中午|现在|已经|之后|以后|刚才"
)


def _words(text: str) -> set[str]:
    return {w.rstrip("s") for w in re.findall(r"[a-z']+", text.casefold())} - _FILLER_EN


def _place_of_action(old: str, place: str) -> bool:
    stem = place.casefold().rstrip("s")
    pattern = rf"\b{_PLACE_EN}(?:[\w'-]+\s+){{0,3}}?{re.escape(stem)}s?\b"
    return re.search(pattern, old, re.I) is not None


def _venues_en(text: str) -> set[str]:
    """Venues where the action is (after in / on / at, the head of its phrase: not "a stage
    race", not "to her office")."""
    found = {m["at"].casefold() for m in _AT_VENUE_EN.finditer(text)} | (
        {"indoors", "outdoors"} & _words(text)
    )
    return found & _VENUES_EN


def _elsewhere_en(new: str, old: str) -> str | None:
    """The old scene's doer, doing something now, at a venue the old text does not name."""
    doer_new, doer_old = _DOER_EN.search(new), _DOER_EN.search(old)
    if not (doer_new and doer_old) or not _words(doer_new["who"]) & _words(doer_old["who"]):
        return None
    at_new, at_old = _venues_en(new[doer_new.end() :]), _venues_en(old[doer_old.end() :])
    if at_new and at_old and not at_new & _words(old) and not at_old & _words(new):
        return f"the same doer at another place: '{', '.join(sorted(at_new))}'"
    return None


def _english(new: str, old: str) -> str | None:
    if _TIME_EN.search(new):
        return None
    if why := _elsewhere_en(new, old):
        return why
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
    # The scene told again word for word with another head count of its doers.
    count_new, count_old = _COUNT_ZH.match(new), _COUNT_ZH.match(old)
    if (
        count_new
        and count_old
        and count_new[1] != count_old[1]
        and count_new[2] == count_old[2]
        and _DOING_ZH.search(new)
        and new[count_new.end() :].rstrip("。") == old[count_old.end() :].rstrip("。")
    ):
        return f"the same scene with another head count: '{count_new.group(0)}'"
    opening = _OPENING_ZH.match(new)
    if not opening or opening.group(1) not in old:
        return None
    if _DOING_ZH.search(old) and not _ASLEEP_ZH.search(old) and (found := _EMPTY_ZH.search(new)):
        return f"the place of the old scene is empty: '{found.group(0)}'"
    # The doer at another venue, doing something there (在教室里上课 / 在河边钓鱼).
    at_new = {_SAME_VENUE_ZH.get(v, v) for v in _VENUES_ZH.findall(new)}
    at_old = {_SAME_VENUE_ZH.get(v, v) for v in _VENUES_ZH.findall(old)}
    if (
        at_new
        and at_old
        and not at_new & at_old
        and _DOING_ZH.search(old)
        and _DOING_ZH.search(new)
    ):
        return f"the same doer at another place: '{'、'.join(sorted(at_new))}'"
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
