"""The same Chinese statement with another number: 妈妈的生日是4月9日 / 妈妈的生日是4月19日,
临海大学创建于1887年 / 临海大学创建于1902年.

Chinese has no word breaks, so `rules.values` (which aligns words) does not read it. Here the
two texts are aligned by character: everything but one run must be the same, that run must be
a number (with its date or measure characters) in both, and it must be what the statement
says its subject *is* — right after a copula (是, 为, 于, 担任…). A time of day (点, 时, 分, a
clock) is never swapped: "周二下午3点看牙医" and "5点看牙医" are two appointments. A number that
is not after a copula ("用户4月9日去北京" / "4月19日去北京") is when something happens, and two
trips coexist.
"""

import difflib
import re
from functools import lru_cache
from typing import Literal

from app.enums import Relation
from app.providers.rules import lexicon as lex
from app.providers.rules.cues import CJK_RE, QUESTION_RE

_DIGITS = "0-9\uff10-\uff19零\u3007一二两三四五六七八九十百千万亿.,"
_UNITS = "年月日号届岁元万名位%"
_NUMBER = re.compile(f"^(?:[{_DIGITS}]+[{_UNITS}]*)+$")
_NUMBER_CHAR = re.compile(f"[{_DIGITS}{_UNITS}]")
_CLOCK = re.compile(r"[点时分:：]|[上下]午|晚上|早上|凌晨|周[一二三四五六日末]|星期")
# The copula the number follows: the statement says what the subject's attribute is.
_COPULA = re.compile(r"(?:是|为|于|在|到|达|至|约|排名第|位列第|第)$")
# A number after "every day", "each share" is a rate the statement gives: 每天两班, 每股0.4元.
_RATE = re.compile(r"每(?:个)?(?:天|日|晚|周|星期|月|年|股|人|次|场)$")
# A habit both texts state: its time is the habit's, not an occasion's (工作日晚上九点关门).
_ROUTINE = re.compile(r"每天|每日|每晚|每周|每个?工作日|工作日|平时|平日|通常|一般|总是|向来")
# Words the new text may add to say the value is new or only so much: 现在每天只有一班.
_NOW_MARKS = re.compile(
    r"现在|目前|如今|已经|只有|仅有|了(?=\W*$)|"
    r"(?:已|将)?(?:提高|降低|上调|下调|调整|增加|减少|降|升|涨|增|减|提)(?:至|到|为)(?=[\d一二两三四五六七八九十])|"
    r"将(?=[^，。；]*?(?:提高|降低|上调|下调|调整)(?:至|到|为))"
)
# The new text moves the number by a verb of change: the number is the attribute's new value.
_MOVED_TO = re.compile(
    r"(?:提高|降低|上调|下调|调整|增加|减少|降|升|涨|增|减|提)(?:至|到|为)[\d一二两三四五六七八九十]"
)
_NOT_NOW = re.compile(r"以前|之前|曾经|原来|打算|计划|可能|也许|如果|想要|会不会|吗|还是")
_FRAME_MIN = 4  # Chinese characters the two texts share around the number


_DIGIT_RUN = re.compile(r"\d[\d.,]*")


def _one_number_apart(
    old: str, new: str
) -> list[tuple[Literal["replace", "delete", "insert", "equal"], int, int, int, int]]:
    """The one number two texts differ in, when all else is the same (1987年 / 1979年, which
    a character alignment breaks into several edits); [] otherwise."""
    if _DIGIT_RUN.sub("#", old) != _DIGIT_RUN.sub("#", new):
        return []
    pairs = zip(_DIGIT_RUN.finditer(old), _DIGIT_RUN.finditer(new), strict=True)
    apart = [(a, b) for a, b in pairs if a.group(0) != b.group(0)]
    if len(apart) != 1:
        return []
    a, b = apart[0]
    return [("replace", a.start(), a.end(), b.start(), b.end())]


def _core(text: str) -> str:
    # CJK characters and digits are word characters; a decimal point stays (0.42).
    return re.sub(r"(?:(?<!\d)\.|\.(?!\d)|[^\w.])+", "", text)


@lru_cache(maxsize=4096)
def swapped_number_zh(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when the two Chinese texts differ only in the number a copula gives."""
    if not (CJK_RE.search(new_text) and CJK_RE.search(old_text)):
        return None
    for text in (new_text, old_text):
        if QUESTION_RE.search(text) or _NOT_NOW.search(text) or lex.ADDITIVE_RE.search(text):
            return None
    new, old = _core(_NOW_MARKS.sub("", new_text)), _core(old_text)
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    changed = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    if len(changed) != 1:
        changed = _one_number_apart(old, new)
    if len(changed) != 1:
        return None
    _, i1, i2, j1, j2 = changed[0]
    # Widen the run to the whole number on both sides: 4月9日 / 4月19日 differ in one digit.
    while i1 > 0 and j1 > 0 and old[i1 - 1] == new[j1 - 1] and _NUMBER_CHAR.match(old[i1 - 1]):
        i1, j1 = i1 - 1, j1 - 1
    while i2 < len(old) and j2 < len(new) and old[i2] == new[j2] and _NUMBER_CHAR.match(old[i2]):
        i2, j2 = i2 + 1, j2 + 1
    was, now = old[i1:i2], new[j1:j2]
    if not (_NUMBER.match(was) and _NUMBER.match(now)):
        return None
    frame = old[:i1] + old[i2:]
    routine = bool(_ROUTINE.search(old_text) and _ROUTINE.search(new_text))
    if len(CJK_RE.findall(frame)) < _FRAME_MIN or (_CLOCK.search(old + new) and not routine):
        return None
    if not (
        _COPULA.search(old[:i1]) or _RATE.search(old[:i1]) or routine or _MOVED_TO.search(new_text)
    ):
        return None
    return Relation.UPDATE, f"the same statement with another number: '{was}' → '{now}'"
