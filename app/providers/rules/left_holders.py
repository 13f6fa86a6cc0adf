"""The old holder named again in the new text, as the one who left: a value change told with
both names.

rules.holders reads "the old value named again in the new text" as a contrast or a list
("the CEO is Ada Park, not Bo Li", "co-captains Ada and Bo") and steps back unless a
correction cue says otherwise. But news of a new holder usually names the old one too, as the
one who went: "由纪鹏接替刘海涛" (Ji Peng takes over from Liu Haitao), "彭国栋下课，秦朗出任主帅",
"南山动物园现任园长是邵培元，章立群已于去年退休", "翡翠城前市长何碧云出席了新任市长韩东的就职典礼",
"免去严正平的…职务", "Jane Doe replaced John Smith as chief executive". The old holder is
retired when the new text says so of that name:

- a cue of succession or removal right before it (接替, 接任, 取代, 免去, 罢免, 前 / 原 + the
  role, "replacing", "succeeding", "took over from"), or
- a cue of leaving after it in its own clause (退休, 下课, 辞职, 卸任, 调任, "resigned",
  "stepped down", "retired", "left").

A name in another clause with no such cue ("葛红梅是翠湖小学的校长") is not read: whether it is
a contrast depends on what that clause says.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns

# Right before the old holder's name: the new one takes over from them, or they are removed,
# or they are called the former holder (前市长何碧云, 原台长卢骏).
_BEFORE = patterns.compile(
    r"(?:接替|接任|取代|顶替|免去|免除|罢免|解除了?|\b(?:replac(?:ed|ing|es)|succeed(?:ed|ing|s)|took\s+"
    r"over\s+from|taking\s+over\s+from|takes\s+over\s+from)\s+(?:the\s+)?|"
    # "fired volleyball coach Maribel Soto": up to two words of the post between.
    r"\b(?:ousted|sacked|fired|dismissed)\s+(?:the\s+|its\s+|their\s+)?(?:[a-z]+\s+){0,2})$",
    re.I,
)
# After the old holder's name, in the same clause: they left.
_AFTER = patterns.compile(
    r"^[^，。；！？,;.!?:：]{0,12}?(?:下课|辞职|辞去|离任|卸任|退休|离职|去职|被免|被罢免|调任|"
    r"赴任新职|调离|离开|(?<![A-Za-z])(?:has\s+|had\s+)?(?:resigned|stepped\s+down|retired|left|"
    r"quit|departed|was\s+(?:fired|dismissed|sacked|ousted)))",
    re.I,
)
# 前 / 原 and at most four characters of a role right before the name (前市长, 原台长).
_FORMER_ROLE = re.compile(r"(?<![目提此之以当眼])[前原][\u4e00-\u9fff]{1,4}$")


@lru_cache(maxsize=4096)
def left(new_text: str, name: str) -> bool:
    """Whether NEW_TEXT says that NAME, a holder, left or was succeeded (module docstring)."""
    if len(name) < 2:
        return False
    for match in re.finditer(re.escape(name), new_text):
        before = new_text[max(0, match.start() - 24) : match.start()]
        if _BEFORE.search(before) or _FORMER_ROLE.search(before):
            return True
        if _AFTER.search(new_text[match.end() : match.end() + 40]):
            return True
    return False


# A run of capitalised words: a person's or a thing's name. A sentence's first word of this
# list opens the sentence and names no one.
_NAME_RUN = re.compile(r"[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*")
_OPENERS = frozenset(
    [
        "the",
        "a",
        "an",
        "before",
        "after",
        "since",
        "when",
        "then",
        "he",
        "she",
        "they",
        "it",
        "his",
        "her",
        "their",
        "our",
        "my",
        "this",
        "that",
        "in",
        "on",
        "at",
        "last",
        "later",
    ]
)


def someone_else_left(before_cue: str, old_text: str) -> bool:
    """The one who left, the last name told before the cue of leaving in its sentence, is a name
    the old text lacks ("Before Hiroshi, the kitchen was run by Kenji Mori, who has since
    retired", "The previous captain, Maja Berg, retired"): another holder's leaving, not the
    old one's. English only: a Chinese name has no edge to read."""
    sentence = re.split(r"[.!?]\s", before_cue)[-1]
    names = [n for n in _NAME_RUN.findall(sentence) if n.casefold() not in _OPENERS]
    if not names:
        return False
    folded = old_text.casefold()
    return not any(word.casefold() in folded for word in re.split(r"[ -]", names[-1]))
