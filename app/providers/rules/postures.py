"""One doer of a scene in two states that exclude each other, as NLI pairs tell them: at rest
against on the move ("Two dogs are running through a snowy field" / "The two dogs are lying
indoors by a fire", 一只橘猫趴在窗台上晒太阳 / 这只橘猫正在院子里追老鼠), lying against up and
riding (一名快递员骑着电动车在雨中送件 / 这名快递员正坐在站点里休息), sitting against standing,
and alone against with others ("Abel Cray lived alone on the island" / "Abel Cray shared the
island with his family", 老柯独自住在瞭望塔上 / 老柯一直和妻儿一起住).

A small table of state families, each two sides; the old text holds one side, the new text
the other, and neither holds both (a text with both is a sequence or two doers: "sat, then
stood up", "a man sits while a woman runs"). The state must be told of the scene's doer: in
English the words before "is / are" that open the text's first clause, right before the
state ("A man in a red jacket is climbing"), with a word shared by both texts' doers; in
Chinese the words the first clause opens with (after 这 / 一 / 几个 …), the state inside that
clause, the new text's opening found in the old text. Only a scene is read: no question, no
hedge, no time of the new text's own (later, now, 后来, 今天: another moment of the scene),
no habit (usually, every day, 每天, 经常), and no doer that is the user or "I" (a standing fact
of the user beside a one-off event is no scene).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import analyse

# "Running a bakery", "running late", "sitting on the board", "lying about his age" are
# other senses of the words.
_LYING_EN = r"lying(?!\s+(?:about|to)\b)|sleeping|asleep|napping|dozing|resting|lounging|sunbathing"
_SITTING_EN = (
    r"(?:sitting|seated|sat)(?!\s+on\s+(?:the|a|an|its|their)\s+(?:\w+\s+)?"
    r"(?:board|committee|panel|council|jury|bench\s+of))"
)
_RUNNING_EN = (
    r"running(?!\s+(?:late|behind|low|out|short|for|(?:a|an|the|his|her|their|its)\s+"
    r"(?!(?:\w+\s+)?(?:marathon|race|lap|mile|track|trail)s?\b)))"
)
_ON_FOOT_EN = (
    _RUNNING_EN + r"|jogging|sprinting|racing|climbing|hiking|bounding|jumping|leaping|dancing|"
    r"chasing|skiing|skating|swimming|surfing|playing\s+(?:soccer|football|basketball|tennis)"
)
_RIDING_EN = r"riding|cycling|biking|driving"
_ALONE_EN = (
    r"(?:\w+\s+){0,3}?(?:alone|by\s+(?:him|her|them)sel(?:f|ves)|on\s+(?:his|her|their)\s+own)"
)
_WITH_EN = (
    r"(?:\w+\s+){0,4}?(?:with\s+(?:his|her|their)\s+(?:family|wife|husband|children|kids|"
    r"friends|parents|partner)|together)"
)
_LYING_ZH = r"躺在|躺着|趴在|趴着|休息|睡觉|睡着|午睡|打盹|晒太阳"
_SITTING_ZH = r"坐在|坐着|围坐|坐于"
_ON_FOOT_ZH = r"奔跑|跑步|在跑|跑着|攀爬|爬山|追|跳舞|跳广场舞|踢球|踢毽子|打篮球|游泳|滑雪"
_RIDING_ZH = r"骑着|骑车|开车"
_ALONE_ZH = r"独自|独居|孤身|一个人住|一个人生活"
_WITH_ZH = r"(?:和|与|跟)[\u4e00-\u9fff]{1,6}(?:一起|同住)|一家人|带着孩子|牵着孩子"

# (what the states are about, one side, the other side), English then Chinese.
_FAMILIES: tuple[tuple[str, str, str, str, str], ...] = (
    ("at rest or on the move", _LYING_EN + "|" + _SITTING_EN, _ON_FOOT_EN,
     _LYING_ZH + "|" + _SITTING_ZH, _ON_FOOT_ZH),
    ("lying down or riding", _LYING_EN, _RIDING_EN, _LYING_ZH, _RIDING_ZH),
    ("sitting or standing", _SITTING_EN, r"standing", _SITTING_ZH, r"站在|站着"),
    ("alone or with others", _ALONE_EN, _WITH_EN, _ALONE_ZH, _WITH_ZH),
)  # fmt: skip
_DOER_EN = r"^(?P<who>(?:[\w'-]+,?\s+){1,7}?)(?:is|are|was|were|lives|lived)\s+(?:\w+ly\s+)?(?:"
_FAMILY_RES = tuple(
    (
        name,
        (
            patterns.compile(_DOER_EN + a + r")\b", re.I),
            patterns.compile(_DOER_EN + b + r")\b", re.I),
        ),
        (patterns.compile(a_zh), patterns.compile(b_zh)),
    )
    for name, a, b, a_zh, b_zh in _FAMILIES
)
# Another word for a state anywhere in a text: a text holding both sides is a sequence.
_ANY_EN = tuple(
    (patterns.compile(rf"\b(?:{a})\b", re.I), patterns.compile(rf"\b(?:{b})\b", re.I))
    for _, a, b, _, _ in _FAMILIES
)
_CLAUSE_EN = re.compile(r"[,;:.!?]\s|\s(?:while|and|as|but|then|before|after|when|until)\s", re.I)
_CLAUSE_ZH = re.compile(r"[，,；;。！？]")
_FILLER_EN = frozenset((
    "a", "an", "the", "two", "three", "four", "five", "six", "some", "several", "many", "his",
    "her", "their", "its", "this", "that", "of", "in", "on", "at", "with", "wearing",
))  # fmt: skip
_NOT_A_SCENE_EN = patterns.compile(
    r"\b(?:i|we|you|my|our|user|users|usually|always|often|every|each|never|sometimes|"
    r"later|now|then|today|tonight|tomorrow|yesterday|after|afterwards|eventually)\b",
    re.I,
)
_OPENING_ZH = re.compile(
    r"^(?:这|那|该)?(?:[一两三四五六七八九十几]|个|位|名|只|家|群)*([\u4e00-\u9fff]{2})"
)
_NOT_A_SCENE_ZH = patterns.compile(
    r"我|用户|你|每天|经常|总是|平时|通常|常常|后来|现在|今天|明天|昨天|如今|之后|以后"
)


def _doer_words(who: str) -> set[str]:
    return {w.rstrip("s") for w in re.findall(r"[a-z']+", who.casefold())} - _FILLER_EN


def _english(new: str, old: str) -> str | None:
    if _NOT_A_SCENE_EN.search(new) or _NOT_A_SCENE_EN.search(old):
        return None
    first_new, first_old = _CLAUSE_EN.split(new)[0], _CLAUSE_EN.split(old)[0]
    for (name, sides, _), (any_a, any_b) in zip(_FAMILY_RES, _ANY_EN, strict=True):
        for (was_rx, now_rx), (was_any, now_any) in (
            (sides, (any_a, any_b)),
            (sides[::-1], (any_b, any_a)),
        ):
            was, now = was_rx.search(first_old), now_rx.search(first_new)
            if not (was and now) or was_any.search(new) or now_any.search(old):
                continue
            if _doer_words(was["who"]) & _doer_words(now["who"]):
                return f"one doer in two exclusive states ({name}): '{now.group(0)}'"
    return None


def _first_clause_zh(text: str) -> str:
    return _CLAUSE_ZH.split(text, maxsplit=1)[0]


def _chinese(new: str, old: str) -> str | None:
    if _NOT_A_SCENE_ZH.search(new) or _NOT_A_SCENE_ZH.search(old):
        return None
    first_new, first_old = _first_clause_zh(new), _first_clause_zh(old)
    opening = _OPENING_ZH.match(first_new)
    if not opening or opening.group(1) not in first_old:
        return None
    for name, _, (one, other) in _FAMILY_RES:
        for was_rx, now_rx in ((one, other), (other, one)):
            now = now_rx.search(first_new)
            if now and was_rx.search(first_old) and not (was_rx.search(new) or now_rx.search(old)):
                return f"one doer in two exclusive states ({name}): '{now.group(0)}'"
    return None


@lru_cache(maxsize=4096)
def exclusive_posture(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when NEW puts the doer of OLD's scene in a state OLD's excludes
    (module docstring)."""
    new, old = new_text.strip(), old_text.strip()
    n, o = analyse(new), analyse(old)
    if n.question or o.question or n.hyp or o.hyp:
        return None
    zh = re.search(r"[\u4e00-\u9fff]", new + old)
    why = _chinese(new, old) if zh else _english(new, old)
    return (Relation.CONTRADICTION, why) if why else None
