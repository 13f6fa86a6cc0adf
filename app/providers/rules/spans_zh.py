"""The same Chinese statement of the user with another value: 用户养的猫叫团子 / 用户养的猫叫年糕,
我在老周面馆打工 / 我现在在阿香米线打工, 用户在读《云边有个小卖部》/ 用户在读《长安的荔枝》.

`rules.values` aligns English words and `rules.values_zh` Chinese numbers after a copula;
a Chinese name, dish, breed or title that no word list holds fell between them. Here the two
texts are aligned by character, after the words that only say the value is new (现在, 如今,
已经, a closing 了): everything but one run must be the same, and the shared frame must
start with the user (用户, 我) and carry the statement. The run is a value by its place, not
by a lexicon: between the same frame characters on both sides, short, with no negation, no
second item (和, 、) and no relative (用户的妹妹 / 用户的弟弟 are two people).

A quoted title (《…》) is a value whatever words it holds. It steps back for what a frame of
many values or one event says: 了 or 过 before the run (去了杭州 / 去了苏州 are two trips, 买了一件
冲锋衣 / 羽绒服 two purchases), a verb of liking, knowing or having (喜欢, 会, 有, 认识, 去), a
companion (和, 跟), a day or a time anywhere (two appointments), a number told in another unit
(七十公斤 / 140斤), a known place and a known organisation (在北京工作 / 在谷歌工作: two facts)
or a place within the other (rules.place_names), and a question, a plan, history or an
addition (也, 还) on either side.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues
from app.providers.rules import lexicon as lex
from app.providers.rules.place_names import entries_of, one_or_within
from app.providers.rules.values_zh import _NOT_NOW

_MARKS = re.compile(r"现在|目前|如今|已经|这些天|这阵子|(?:了|啦)(?=[。！!.]?$)")
_USER = re.compile(r"^(?:用户|我)")
# What the run may not hold: a negation, a second item, a change verb, punctuation.
# A copula, a name word or a possessive in the run means the run crosses the frame instead.
_NOT_A_VALUE = re.compile(r"[不没未非别和与及、，,；;。:：也还又改换转变成是叫的]")
# Frames of many values, or of one event, right before the run.
# A frame of many values or of one event anywhere before the run, or a possessive right
# before it (a run after 的 names whose, not what).
# A favourite (最喜欢的, 最爱的) is one value.
_MANY_BEFORE = re.compile(
    r"了|过|(?<!最)喜欢|(?<!最)爱|讨厌|会|有|认识|去|到|和|跟|同|给|带|陪|见|想|要|得$|的$"
)
_CLOCK = re.compile(
    r"[\d一二三四五六七八九十两半][点时分号]|[上下]午|晚上|早上|凌晨|周[一二三四五六日末天]|星期|"
    r"礼拜|\d+月"
)
# People (and a company) whose statement it would be; the user's own pet or home is the user's.
_KIN = frozenset(w for w in cues.RELATIVES.split() if not w.isascii()) - {"狗", "猫", "家"}
_NUMERAL = re.compile(r"[0-9零一二两三四五六七八九十百千万亿]")
_NUMBER = re.compile(r"^[0-9.零一二两三四五六七八九十百千万亿]+$")
_RUN_MAX = 8
_FRAME_MIN = 2  # characters the frame holds besides the user (在吃, 住在)


def _core(text: str) -> str:
    return re.sub(r"\s+|[。！!？?，,]+$", "", _MARKS.sub("", text.strip()))


def _shared_start(a: str, b: str) -> int:
    return next(
        (i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b))
    )


@lru_cache(maxsize=4096)
def swapped_span_zh(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when two Chinese statements of the user differ in one short run of a frame."""
    if not (cues.CJK_RE.search(new_text) and cues.CJK_RE.search(old_text)):
        return None
    for text in (new_text, old_text):
        if cues.QUESTION_RE.search(text) or _NOT_NOW.search(text) or lex.ADDITIVE_RE.search(text):
            return None
    old, new = _core(old_text), _core(new_text)
    if not (_USER.match(old) and _USER.match(new)) or old == new:
        return None
    head = _shared_start(old, new)
    tail = _shared_start(old[head:][::-1], new[head:][::-1])
    was, now = old[head : len(old) - tail], new[head : len(new) - tail]
    before, after = old[:head], old[len(old) - tail :]
    if not was or not now or max(len(was), len(now)) > _RUN_MAX:
        return None
    titled = before.endswith("《") and after.startswith("》")  # a title holds any words
    if (_NOT_A_VALUE.search(was + now) and not titled) or any(k in was + now for k in _KIN):
        return None
    frame = before + after
    # The predicate comes before the value: a run right after the user is the predicate.
    if not _USER.sub("", before) or len(_USER.sub("", frame)) < _FRAME_MIN:
        return None
    if _MANY_BEFORE.search(before):
        return None
    if _CLOCK.search(old + new) or any(k in before for k in _KIN):
        return None  # a day or a time; another person's statement (我朋友小芳 / 小刚)
    numbered = [bool(_NUMERAL.search(run)) for run in (was, now)]
    if all(numbered) and not all(_NUMBER.match(run) for run in (was, now)):
        return None  # 七十公斤 / 140斤: a number in another unit (魅族21 is a name with its number)
    if one_or_within(was, now) or _two_kinds(was, now):
        return None  # 北京 / 北京市; 在北京工作 / 在谷歌工作: a city and a company, two facts
    return Relation.UPDATE, f"the same statement with another value: '{was}' → '{now}'"


def _two_kinds(was: str, now: str) -> bool:
    """Both runs are known names of different kinds: a place and an organisation."""
    kinds = [{e.kind for e in entries_of(run)} for run in (was, now)]
    return all(kinds) and not kinds[0] & kinds[1]
