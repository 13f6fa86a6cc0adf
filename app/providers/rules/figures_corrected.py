"""A figure corrected by name: the new text gives another figure and calls the old one wrong,
"the stadium holds 38,500; the 42,000 figure was a misprint", "the widely quoted 2,914 m is
a transposition error", 经复核，主峰海拔为3,980米，此前公布的4,210米系笔误, 首周票房为1.2亿元，
“2亿”系误传, 全长221公里，而非214公里.

A measured thing has one figure at a time; when the new text quotes the old text's figure in a
clause that calls it an error, an estimate or a rumour, and gives a figure of its own, the old
figure was wrong. What keeps it from firing on other things:

- the figure called wrong must be one the old text gives, and the clause that calls it wrong
  must not deny the error ("was not a misprint", 核实无误);
- the new text's own figure is one the old text does not give, of the same order of size (a
  count of bottles beside a count of bottles, not beside a year or a percentage);
- a year the old text does not name makes it another period's figure, and is left alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, analyse

_NUMBER = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d,]*\d)\s*(万|亿)?")
_CLAUSE = re.compile(r"[;；:：，。]|,(?!\d{3})|\.(?:\s|$)|\s(?:but|though|although|while)\s", re.I)
# A clause that calls a figure wrong.
_WRONG = patterns.compile(
    r"\b(?:misprint|typo|typographical|error|mistake|mistaken|erroneous|wrong|incorrect|"
    r"inaccurate|estimate|misreported|overstated|understated|outdated|rumou?r)\b|"
    r"笔误|错误|有误|误传|误报|讹传|不实|估算|预估|不准确|失实|谣言|系误|搞错|算错|测错",
    re.I,
)
# Right before the figure: "not 214", 而非214公里.
_NOT_THIS = patterns.compile(r"(?:\bnot|\brather\s+than|而非|并非|不是)\s*[“\"']?$", re.I)
# The error denied: "was not a misprint", 并非笔误, 核实无误.
_NO_ERROR = patterns.compile(
    r"\b(?:not|no|never|n't)\b\s+(?:\w+\s+){0,2}(?:misprint|typo|error|mistake|wrong|"
    r"estimate)|并非(?:笔误|错误|误传)|不是(?:笔误|错误|误传)|无误|没有错|并无错",
    re.I,
)
_YEAR = re.compile(r"(?:1[89]|20)\d\d")
_UNITED = re.compile(r"\s*[a-z%\u4e00-\u9fff]")  # a unit: "1986 metres", not "2009 Norrvik"
_SIZE_RATIO = 5.0


@lru_cache(maxsize=TEXTS_CACHED)
def figures(text: str) -> tuple[tuple[float, str, bool, int], ...]:
    """(value, as written, whether it is a year, where it starts) of each figure in TEXT."""
    found = []
    for m in _NUMBER.finditer(text):
        raw, scale = m.group(1), m.group(2)
        value = float(raw.replace(",", "")) * {"万": 1e4, "亿": 1e8}.get(scale or "", 1)
        after = text[m.end(1) :]
        if after.startswith("年代") or (raw.endswith("0") and after.startswith("s")):
            continue  # a decade (70年代, the 1970s) names no figure and no one year
        # 2023年, "in 2023." and "since 1986," are years; 2848米 and "1986 metres" are not.
        year = bool(_YEAR.fullmatch(raw)) and not scale
        year = year and (after.startswith("年") or not _UNITED.match(after))
        found.append((value, raw + (scale or ""), year, m.start()))
    return tuple(found)


def _clauses(text: str) -> list[str]:
    return [c for c in _CLAUSE.split(text) if c and c.strip()]


def _called_wrong(clause: str, start: int, mixed: bool) -> bool:
    """The figure at START is called wrong: "not" right before it, or an error word in a
    clause that gives no other figure (MIXED) and does not deny the error."""
    if _NOT_THIS.search(clause[max(0, start - 12) : start]):
        return True
    return not mixed and bool(_WRONG.search(clause)) and not _NO_ERROR.search(clause)


def figure_corrected(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when NEW calls OLD's figure wrong and gives another (module docstring)."""
    old = figures(old_text)
    if not old:
        return None
    olds = {value for value, _, _, _ in old}
    old_years = {raw for _, raw, year, _ in old if year}
    wrong, given = None, None
    for clause in _clauses(new_text):
        found = figures(clause)
        # A clause calling "wrong" with figures of both texts in it does not say which.
        mixed = any(v not in olds for v, _, year, _ in found if not year)
        for value, raw, year, start in found:
            if year:
                if raw not in old_years:
                    return None  # another period's figure
                continue
            if value in olds:
                if wrong is None and _called_wrong(clause, start, mixed):
                    wrong = (value, raw)
            elif given is None:
                given = (value, raw)
    if wrong is None or given is None or not wrong[0] or not given[0]:
        return None
    if not 1 / _SIZE_RATIO <= given[0] / wrong[0] <= _SIZE_RATIO:
        return None
    if not analyse(new_text).content & analyse(old_text).content:
        return None
    why = f"the new text calls the old figure '{wrong[1]}' wrong and gives '{given[1]}'"
    return Relation.CONTRADICTION, why
