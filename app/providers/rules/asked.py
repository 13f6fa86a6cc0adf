"""A question asked, or told as asked, states nothing: "User asked how to get into the habit
of getting up early" beside "User doesn't like early mornings", 用户问开家长会需不需要带孩子
一起去 beside 用户11月15日要开家长会, 你说孕妇能不能喝一点点咖啡啊？ beside 用户的嫂子怀孕了.

The frame reading stops at a text that is a question as a whole, but a question reported with
a verb of asking (asked how, wants to know whether, 问…需不需要, 想知道) or opening a chat turn
that goes on ("…能不能喝咖啡啊？我嫂子老问我") reaches the other readings, which take its
A-not-A form (能不能, 需不需要) or a word of it for a negation or a change. A question only
asks: whichever reading retired the old memory, it is stopped. An opening question counts only
when put to the listener (你说, 你觉得, "do you think", 请问): "Who chairs it now? Beata Lind."
and 问：…？答：… answer themselves. A single question followed only by emoji or laughter
(湖人球迷给勇士加油算不算叛变？😂, "is it bad I still use a flip phone? lol") is a question as
a whole, which the frame reading misses for what trails its mark. An old text that asks too is
left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED
from app.providers.rules.occasions import says_changed
from app.providers.rules.qa_marks import unmark

# A verb of asking followed by what is asked: "asked how", "wants to know whether".
_ASKED_EN = patterns.compile(
    r"\b(?:asks?|asked|asking|wonders?|wondered|wondering|(?:wants?|wanted)\s+to\s+know|"
    r"enquired|inquired|enquires|inquires)\s+(?:\w+\s+)?(?:how|whether|if|what|where|when|"
    r"which|why|who|about)\b",
    re.I,
)
# A Chinese verb of asking (问, not 问题 / 学问), then a question form within the clause:
# an A-not-A verb (需不需要, 能不能, 有没有), a question word, or 吗.
_ASKED_ZH = re.compile(
    r"(?:(?<![学疑访])问(?![题候：:])|请教|咨询|打听|想知道|想了解)[^，。！；,.!;]{0,20}?"
    r"(?:([\u4e00-\u9fff])[不没]\1|怎么|怎样|如何|是否|能否|可否|哪|什么|为什么|多少|几|吗)"
)
# A question a text opens with, put to the listener ("do you think …?", 你说…？): it asks an
# opinion, where "Who chairs it now? Beata Lind." answers itself.
_OPENING_QUESTION = re.compile(
    r"^(?:你说|你觉得|你知道|请问|有人知道|谁知道|do\s+you\s+(?:think|know|reckon)|"
    r"(?:does\s+)?any(?:one|body)\s+know)[^。！!.?？]{2,}[?？]",
    re.I,
)

# What may trail a question's mark without making it a statement: emoji and other pictographs,
# and laughter (哈哈, 嘻嘻, 233, lol, haha); 嘻哈 is a word (hip hop), the answer to "what genre".
_TRAILING = re.compile(
    r"(?:[\s\u2600-\u27bf\U0001f000-\U0001faff\ufe0f\u200d~\uff5e.。…!！哈呵嘿]|嘻{2,}|嘻(?!哈)|"
    r"(?<!\d)23{2,}|"
    r"\b(?:lol|lmao|haha\w*|hehe\w*)\b)+",
    re.I,
)
# One sentence ending in a question mark, with no sentence ending before it.
_ONE_QUESTION = re.compile(r"^[^.!?。！？]+[?？]$")


def _question_as_a_whole(text: str) -> str | None:
    """TEXT when, less the emoji or laughter trailing it, it is one question; else None."""
    mark = max(text.rfind("?"), text.rfind("\uff1f"))
    if mark < 0 or mark == len(text) - 1 or not _TRAILING.fullmatch(text[mark + 1 :]):
        return None
    asked = text[: mark + 1].strip()
    return asked if _ONE_QUESTION.match(asked) else None


@lru_cache(maxsize=TEXTS_CACHED)
def _asks(text: str) -> str | None:
    """What in TEXT asks a question rather than states a fact, or None."""
    if unmark(text) != text:
        return None  # 问：…？答：…, "Q: … A: …": the question answered
    if found := _ASKED_EN.search(text) or _ASKED_ZH.search(text):
        return found.group(0)
    if whole := _question_as_a_whole(text.strip()):
        return whole
    opening = _OPENING_QUESTION.match(text.strip())
    if opening and not says_changed(text.strip()[opening.end() :]):
        return opening.group(0)
    return None


def only_asked(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW asks a question, or tells one asked, and states
    nothing of the old fact (module docstring); None otherwise."""
    if (asked := _asks(new_text)) is None or _asks(old_text):
        return None
    shown = " ".join(asked.split())
    return f"the new text asks ('{shown}'); a question states nothing"
