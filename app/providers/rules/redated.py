"""The same statement dated anew: "(Gallow Creek, mayor, Benedikt Ruhl, as of 2018)" beside
"(Gallow Creek, mayor, Benedikt Ruhl, as of 2024)", 截至2020年，馆长是周岚 beside
截至2023年，馆长是周岚.

A knowledge base restamps a fact it checked again: the value is the old one, only the date the
statement is told as of has moved on. The holder and value readings see two texts that differ
by one number and retire the old memory. When the two texts say the same words once the year
each tells its statement as of ("as of 2018", "as at 2024", 截至2023年) is taken out,
nothing but that date changed, and the old fact is confirmed, not replaced. A year that
is no statement date ("since 2018", "opened in 1978", 2016年至今) is a value of its own and
left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.dated_figures import dated_year
from app.providers.rules.frames import TEXTS_CACHED

# The date a statement is told as of, not when something happened ("opened in 1978").
_AS_OF = re.compile(
    r"\bas\s+(?:of|at)\s+(?:the\s+end\s+of\s+)?((?:19|20)\d\d)\b|截至((?:19|20)\d\d)年", re.I
)

_WORD = re.compile(r"[\u3400-\u9fff]|[^\W_\u3400-\u9fff]+")


@lru_cache(maxsize=TEXTS_CACHED)
def _words_but_year(text: str) -> tuple[str, ...] | None:
    """The words of TEXT, its statement year taken out; None when it dates none."""
    year = dated_year(text)
    found = _AS_OF.search(text)
    if year is None or found is None or year not in found.groups():
        return None
    return tuple(w for w in _WORD.findall(text.casefold()) if w != year)


def only_redated(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: the two texts differ only by the year each dates the
    statement to (module docstring); None otherwise."""
    old, new = _words_but_year(old_text), _words_but_year(new_text)
    if old is None or new is None or dated_year(old_text) == dated_year(new_text):
        return None
    if old != new:
        return None
    return f"the same statement dated {dated_year(new_text)} instead of {dated_year(old_text)}"
