"""A change told with its new total, and the sum adds up: "Halden Bank employs about 3,000
people" / "Halden Bank cut 400 jobs, leaving about 2,600 employees", 星耀X9售价4999元 / 官方降价
500元，现售4499元, 收盘价：23.45元 / 今日收报21.90元，跌6.6%.

When the old text's figure N, moved by the new text's step D (an amount, or a percentage of
N), gives the new text's other figure M, the new text tells that very figure changed: the
arithmetic ties the three together where no word need be shared but the thing's name. A sum
that adds up by chance needs small numbers, so figures under ten are left alone, as are a
step as large as the figure itself and a year the old text does not name (another period).
A number inside a date or a clock time ("August 23", "2:45 pm", 5月8日, 22:30) is no figure:
two appointments on the 23rd and the 25th, one at 2:45, do not add up to a change.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules.figures_corrected import figures
from app.providers.rules.frames import TEXTS_CACHED, analyse

_SMALLEST = 10.0
# "跌6.6%" is rounded to a tenth: the percentage may be off by half of the last place.
_PERCENT_SLACK = 0.06
_PERCENT = ("%", "\uff05")  # the ASCII and the full-width percent sign
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_DATE_OR_TIME = re.compile(
    rf"\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}|"
    r"\d{1,2}月\d{1,2}[日号]?|\b\d{1,2}:\d\d\b|\b\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b\.?)|"
    r"\d{1,2}点",
    re.IGNORECASE,
)


def _adds_up(n: float, d: float, m: float, percent: bool) -> bool:
    if percent:
        return abs(abs(n - m) / n * 100 - d) <= _PERCENT_SLACK
    return abs(abs(n - m) - d) <= 1e-9 * n


@lru_cache(maxsize=TEXTS_CACHED)
def _figures(text: str) -> tuple[tuple[float, str, bool, int], ...]:
    """TEXT's figures, without the numbers of its dates and clock times."""
    when = [m.span() for m in _DATE_OR_TIME.finditer(text)]
    return tuple(f for f in figures(text) if not any(a <= f[3] < b for a, b in when))


def change_adds_up(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when OLD's figure moved by a step NEW gives is NEW's other figure (docstring)."""
    old = [(v, raw) for v, raw, year, _ in _figures(old_text) if not year and v >= _SMALLEST]
    if not old:
        return None
    found = _figures(new_text)
    old_years = {raw for _, raw, year, _ in _figures(old_text) if year}
    if any(year and raw not in old_years for _, raw, year, _ in found):
        return None  # another period's change
    told = [(v, raw, start) for v, raw, year, start in found if not year]
    olds = {v for v, _ in old}
    for n, n_raw in old:
        # N = D + M reads both ways: the total is the figure nearer the old one.
        for m, m_raw, _ in sorted(told, key=lambda t: abs(t[0] - n)):
            if m in olds or m < _SMALLEST:
                continue
            for d, d_raw, at in told:
                percent = new_text[at + len(d_raw) :].lstrip().startswith(_PERCENT)
                if d == m or d <= 0 or (not percent and d >= n):
                    continue
                if (
                    _adds_up(n, d, m, percent)
                    and analyse(new_text).content & analyse(old_text).content
                ):
                    step = f"{d_raw}%" if percent else d_raw
                    return Relation.UPDATE, f"{n_raw} moved by {step} is {m_raw}: a new figure"
    return None
