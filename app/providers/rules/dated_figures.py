"""Two figures, each dated to its own year, are two records: "As of 2022, the population of
Tessen was 84,000" beside "Tessen counted 87,500 residents in 2024", 2022年柳城市失业率为5.6%
beside 2023年柳城市失业率降至5.1%.

The amount and holder readings see one thing with two amounts and retire the old memory. When
the old text dates its figure to a year ("as of 2022", "in 2022", "for 2022", 2022年) and the
new text dates its own to another year, the old text never claimed to be current: it is a
line of a yearly series (a census, a rate, a season's total), and the new figure is the next
line, not a correction of it. Both stand, whatever verb of change ("fell to", 降至) tells how
the series moved. Each text must give exactly one year, dated by such a construction, and an
amount the other lacks; a text with no year (or one naming both years) is left to the
readings, and so is a figure dated to the same year (two answers for one year conflict).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.amounts import amounts_only_each
from app.providers.rules.frames import TEXTS_CACHED

_YEAR = re.compile(r"(?<![\d.,])(?:19|20)\d\d(?!\d|[.,]\d)")
# A year dating a figure: "as of 2022", "in 2022", "for 2024", "during 2023", "by the end of
# 2023", "(2023)", "2023:", and Chinese 2023年 (not 2023年起 / 以来, when a value began).
_DATING = re.compile(
    r"\b(?:as\s+of|in|for|during|by(?:\s+the\s+end\s+of)?|at\s+the\s+end\s+of)\s+"
    r"(?P<en>(?:19|20)\d\d)\b(?!\s*(?:onwards?|on\b))|"
    r"\((?P<par>(?:19|20)\d\d)\)|^\s*(?P<lab>(?:19|20)\d\d)\s*:|"
    r"(?P<zh>(?:19|20)\d\d)年(?!起|以来|开始|至今|后|之后)",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def dated_year(text: str) -> str | None:
    """The one year TEXT dates its statement to, or None (no year, several, or not dated)."""
    years = set(_YEAR.findall(text))
    if len(years) != 1:
        return None
    found = _DATING.search(text)
    if found is None:
        return None
    return found["en"] or found["par"] or found["lab"] or found["zh"]


def figures_of_two_years(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: each text dates a figure of its own to a year of
    its own (module docstring); None otherwise."""
    year_old = dated_year(old_text)
    if year_old is None:
        return None
    year_new = dated_year(new_text)
    if year_new is None or year_new == year_old:
        return None
    only_new, only_old = amounts_only_each(new_text, old_text)
    if not only_new or not only_old:
        return None
    return f"a figure of {year_new} beside one of {year_old}: two years' records"
