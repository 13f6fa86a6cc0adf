"""One calendar date, however it is written: "3 February 2025", "February 3, 2025",
"2025-02-03", "2025/2/3" and 2025年2月3日 are the same day.

Readings that compare the numbers of two texts see "3 February 2025" and "2025-02-03" as
different numbers (3 and 2025 against 2025, 02 and 03), so a date restated in another format
reads as a new value. `canonical_dates` writes every full date (day, month and year) as one
number, YYYYMMDD, before such a comparison: a restated date is the same number, a different
day a different one. A month name alone, or a day without a year, is left as it is: it is no
full date, and "May" is also a word.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.frames import TEXTS_CACHED

_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"),
            ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"),
            ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}  # fmt: skip
_MONTH = r"(?P<month>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:1[89]|20)\d\d)"
_FORMS = (
    re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b", re.I),
    re.compile(rf"\b{_MONTH}\s+{_DAY},?\s+{_YEAR}\b", re.I),
    re.compile(r"\b(?P<year>(?:1[89]|20)\d\d)[-/.](?P<month>[01]?\d)[-/.](?P<day>[0-3]?\d)\b"),
    re.compile(
        r"(?P<year>(?:1[89]|20)\d\d)\s*年\s*(?P<month>[01]?\d)\s*月\s*(?P<day>[0-3]?\d)\s*[日号]"
    ),
)


def _written(match: re.Match[str]) -> str:
    month = match["month"].casefold().rstrip(".")
    number = _MONTHS.get(month) or int(month)
    day = int(match["day"])
    if not (1 <= number <= 12 and 1 <= day <= 31):
        return match.group(0)
    return f"{match['year']}{number:02d}{day:02d}"


@lru_cache(maxsize=TEXTS_CACHED)
def canonical_dates(text: str) -> str:
    """TEXT with each full date written as one number, YYYYMMDD."""
    for form in _FORMS:
        text = form.sub(_written, text)
    return text
