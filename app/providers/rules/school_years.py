"""The school year a person is in, told again with another year: 用户在读大三 / 用户大四了,
"User is in year 2 of a PhD." / "in the third year of their doctorate", 儿子在上幼儿园大班 /
儿子九月上小学一年级了, 孩子年级：小学三年级 / 孩子年级：小学四年级.

A person is in one school year at a time, and it moves on every year, so two texts placing
the same person in two years are one value told anew, whatever words name it (大三, 读博二,
博士第三年, "year 2 of a PhD", 小学一年级). Each text's year is read as a stage (kindergarten,
primary, middle, high school, university, a master's, a doctorate) and a number. The person
is the user, or one relative named by the same word in both texts (儿子, "daughter"); a text
naming two children, a teacher's class (教三年级, 当三年级班主任) or a question is not read. Words
that look like a year but are not one (大一号, 高一点, 正月初一) are not read: the short
Chinese forms need a verb of studying (读, 上, 在读, 升), the user, or 已经 / 现在 / 今年 right
before them.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import normalize_for_rules
from app.providers.rules.topics import topic

_N_ZH = r"([一二三四五六1-6])"
_STUDY_ZH = r"(?:读|上|在读|念|是|升|用户|我|已经|现在|今年)"
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
# Stage -> the patterns that read its year; each captures the number.
_YEARS: dict[str, tuple[patterns.Pattern, ...]] = {
    "kindergarten": (patterns.compile(r"(?:幼儿园)?(小|中|大)班"),),
    "primary": (
        patterns.compile(rf"小学{_N_ZH}年级"),
        patterns.compile(rf"(?<![初高大])(?<!初中)(?<!高中){_N_ZH}年级"),
        patterns.compile(r"\b(?i:in\s+(?:grade\s+(\d{1,2})|(\d{1,2})(?:st|nd|rd|th)\s+grade))\b"),
    ),
    "middle": (patterns.compile(rf"{_STUDY_ZH}初{_N_ZH}(?![点些])|初中{_N_ZH}年级"),),
    "high": (patterns.compile(rf"{_STUDY_ZH}高{_N_ZH}(?![点些倍])|高中{_N_ZH}年级"),),
    "university": (patterns.compile(rf"{_STUDY_ZH}大{_N_ZH}(?![点些号倍圈岁截级])"),),
    "master": (patterns.compile(rf"{_STUDY_ZH}研{_N_ZH}(?![点些究])|硕士第{_N_ZH}年"),),
    "doctorate": (
        patterns.compile(rf"{_STUDY_ZH}博{_N_ZH}(?![点些])|博士第{_N_ZH}年|博士{_N_ZH}年级"),
        patterns.compile(
            r"\b(?i:in\s+(?:year\s+(\d)|the\s+(first|second|third|fourth|fifth|sixth)\s+year)\s+"
            r"of\s+(?:a|an|the|her|his|their|my)\s+(?:phd|doctorate|doctoral\s+\w+))\b"
        ),
        patterns.compile(
            r"\b(?i:(first|second|third|fourth|fifth|sixth)[- ]year\s+(?:phd|doctoral)\s+student)\b"
        ),
    ),
}
_KINDERGARTEN = {"小": 1, "中": 2, "大": 3}
# Whose year it is: a relative's word, the same in both texts; none is the user.
_KIN = patterns.compile(
    r"大儿子|小儿子|大女儿|小女儿|儿子|女儿|闺女|孩子|侄子|侄女|外甥女|外甥|孙子|孙女|弟弟|妹妹|"
    r"\b(?:son|daughter|kid|child|nephew|niece|brother|sister)\b",
    re.I,
)
# A teacher's class, not a year the person is in.
_TEACHES = patterns.compile(
    r"\bteach\w*|\bhomeroom\b|教(?!室|练|育|材|授)|(?:当|是)[^，。]{0,6}班主任|带班", re.I
)


def _number(raw: str) -> int:
    low = raw.casefold()
    return _KINDERGARTEN.get(raw) or _ORDINALS.get(low) or cues.NUMBERS.get(low) or int(raw)


@lru_cache(maxsize=4096)
def _year(raw: str) -> tuple[str, tuple[str, int]] | None:
    """(whose, (stage, number)) when TEXT places one person in one school year."""
    text = normalize_for_rules(raw)
    if cues.QUESTION_RE.search(text) or _TEACHES.search(text):
        return None
    kin = {m.group(0).casefold() for m in _KIN.finditer(text)}
    if len(kin) > 1 or (not kin and topic(raw).person != "self"):
        return None
    found = {
        (stage, _number(next(g for g in m.groups() if g)))
        for stage, rxs in _YEARS.items()
        for rx in rxs
        for m in rx.finditer(text)
    }
    if len(found) != 1:
        return None
    return (next(iter(kin)) if kin else "self"), next(iter(found))


@lru_cache(maxsize=4096)
def school_year_moved(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when both texts place the same person in two different school years."""
    new, old = _year(new_text), _year(old_text)
    if new is None or old is None or new[0] != old[0] or new[1] == old[1]:
        return None
    (was_stage, was), (now_stage, now) = old[1], new[1]
    return (
        Relation.UPDATE,
        f"{new[0]}'s school year told anew: {was_stage} {was} → {now_stage} {now}",
    )
