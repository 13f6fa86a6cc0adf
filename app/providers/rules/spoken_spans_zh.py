"""The same spoken Chinese statement of the user's with another value in one span:
我家狗狗叫豆豆 / 我家狗狗叫旺财, 我的狗是柯基 / 我的狗是柴犬, 我体重七十公斤 / 我体重六十五公斤,
我每个月存两千 / 我每个月存五千.

`rules.values_zh` reads a number a copula gives in a written statement; people typing to an
assistant say the user's value after 叫 / 是 / 姓 and give quantities with a measure word and no
copula at all. Both texts are read without the particles and "now" words of speech (了, 啦,
呢, 吧, 哈, 现在, 已经); what is left must be one statement whose frame (everything but one span)
is the same, which starts with 我 (the user, or the user's own 狗 / 车 / 老公), and whose one
differing span is either

- the value a naming verb or a copula gives (叫, 是, 为, 姓 right before the span), or
- a quantity: a number in digits or Chinese numerals (两千, 六十五, 3.5) followed by a measure
  word (公斤, 斤, 度, 个, 块, 万 …) or ending the statement.

It steps aside for a question, a plan, a past or an addition (吗, 打算, 以前, 也, 还), a negation
in either span (the denial readings judge those), a date or a time of day (two occasions), a
frame about people of whom one has many (朋友, 同事, 同学, 邻居), and a value named of an
attribute one holds many values of at once (爱好, 兴趣, 特长, 技能, 过敏: 我的爱好是摄影 /
我的爱好是书法 are two hobbies). Other relations that hold many values at once are left to the
`rules.many_values` guard, which stops any reading.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import lexicon as lex
from app.providers.rules.cues import CJK_RE, QUESTION_RE
from app.providers.rules.scripts_zh import simplified

_NUMERAL = "0-9.零〇一二两俩三四五六七八九十百千万亿几"
_NUMBER = re.compile(f"^[{_NUMERAL}]+$")
_MEASURE = re.compile(
    r"^(?:公斤|公里|千克|斤|度|个|只|条|块|元|万|千|百|岁|次|杯|根|包|瓶|米|分|级)"
)
# Said of a date or a clock: another occasion, not another value (周三 / 周五, 三点 / 五点).
_WHEN = re.compile(
    f"[{_NUMERAL}]+(?:[年月日号点时:：]|分钟)|[上下]午|晚上|早上|凌晨|周[一二三四五六日末]|星期|礼拜"
)
# The verb that names the value, right before the span or before the value's first characters
# both share (我家猫叫小白 / 叫小黑 differ after 小).
_NAMING = re.compile(r"(?:叫|是|为|姓)[^，,。的]{0,2}$")
# Speech that marks the value as now (dropped before aligning): 现在, 已经, 了, 啦 ...
_SPOKEN = re.compile(
    r"现在|目前|如今|已经|其实|(?:了|啦|呢|吧|哈|呀|哦|嘛|喔)+(?=\W*$)|[了啦呢吧哈呀哦嘛]+(?=[，。！!,.]|$)"
)
_NOT_NOW = re.compile(
    r"以前|之前|曾经|原来|以后|打算|计划|准备|可能|也许|如果|想|要不要|会不会|吗|还是|也|还|又|另"
)
_NEGATION = re.compile(r"[不没无别]|未|非")
_MANY_PEOPLE = re.compile(r"(?<![男女])朋友|同事|同学|邻居|亲戚|客户|网友|室友|粉丝")
# An attribute one holds many values of at once: a second value told in its frame is one more.
_MANY_VALUES = re.compile(r"爱好|兴趣|特长|技能|专长|习惯|过敏|语言|证书|账号|宠物|孩子")
_FRAME_MIN = 3  # Chinese characters the two texts share around the span
_SPAN_MAX = 8


def _core(text: str) -> str:
    return re.sub(r"[^\w.]+", "", _SPOKEN.sub("", simplified(text)))


def _split(old: str, new: str) -> tuple[str, str, str, str] | None:
    """(shared head, old span, new span, shared tail) of two texts differing in one span."""
    head = 0
    while head < min(len(old), len(new)) and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < min(len(old), len(new)) - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    was, now = old[head : len(old) - tail], new[head : len(new) - tail]
    if not was or not now:
        return None
    return old[:head], was, now, old[len(old) - tail :]


def _widen(head: str, was: str, now: str, tail: str) -> tuple[str, str, str, str]:
    """Widen a span to its whole number: 三百度 / 五百度 differ in 三 / 五, the number is 三百."""
    while (
        head and re.match(f"[{_NUMERAL}]", head[-1]) and (_NUMBER.match(was) or _NUMBER.match(now))
    ):
        head, was, now = head[:-1], head[-1] + was, head[-1] + now
    while (
        tail and re.match(f"[{_NUMERAL}]", tail[0]) and (_NUMBER.match(was) or _NUMBER.match(now))
    ):
        tail, was, now = tail[1:], was + tail[0], now + tail[0]
    return head, was, now, tail


@lru_cache(maxsize=4096)
def swapped_span_zh(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when two spoken Chinese statements of the user's differ in the one value a naming
    verb or a copula gives, or in one quantity."""
    if not (CJK_RE.search(new_text) and CJK_RE.search(old_text)):
        return None
    for text in (new_text, old_text):
        if QUESTION_RE.search(text) or _NOT_NOW.search(text) or lex.ADDITIVE_RE.search(text):
            return None
    old, new = _core(old_text), _core(new_text)
    if not old.startswith("我") or _MANY_PEOPLE.search(old):
        return None
    parts = _split(old, new)
    if parts is None:
        return None
    head, was, now, tail = _widen(*parts)
    frame = head + tail
    if len(CJK_RE.findall(frame)) < _FRAME_MIN or max(len(was), len(now)) > _SPAN_MAX:
        return None
    if _NEGATION.search(was + now) or _WHEN.search(old + new):
        return None
    quantity = _NUMBER.match(was) and _NUMBER.match(now) and (not tail or _MEASURE.match(tail))
    named = _NAMING.search(head) and not (_NUMBER.match(was) or _NUMBER.match(now))
    if named and _MANY_VALUES.search(head):
        return None
    if not (quantity or named):
        return None
    return Relation.UPDATE, f"the user's statement with another value: '{was}' → '{now}'"
