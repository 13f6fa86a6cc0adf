"""The last time something happened, told anew by a later time: "The volcano last erupted in
1911" / "The volcano erupted again in 2023", 这座火山上一次喷发是在1911年 /
这座火山在2023年再次喷发.

"Last" makes the old statement a single-valued fact about a series of events (when the latest
one was), and a later one of the same event ("again", 再次, 又, or "last … in" with a later
year) is its new value: UPDATE. The verb must be the same (its first five letters; in Chinese
the two characters after 上一次 / 最近一次), the subject too (the words before the verb are
the same in both: "a neighbouring volcano" is another), and the new year must be later: an
earlier one is history. A plan, a forecast or a question ("could erupt again in 2030",
可能再次喷发) is left.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.text_marks import asks

_YEAR = r"(?P<year>1[5-9]\d\d|20\d\d)"
_CJK = "\u4e00-\u9fff"
_LAST = (
    patterns.compile(
        rf"\blast\s+(?P<verb>[a-z]{{3,}}ed)\b(?:\s+[\w']+){{0,3}}?\s+in\s+{_YEAR}", re.I
    ),
    patterns.compile(
        rf"(?:上一次|上次|最近一次|最后一次)(?P<verb>[{_CJK}]{{2}})(?:是)?(?:在)?{_YEAR}年"
    ),
    patterns.compile(
        rf"(?:上一次|上次|最近一次|最后一次)(?:是)?在?{_YEAR}年(?P<verb>[{_CJK}]{{2}})"
    ),
)
_AGAIN = (
    patterns.compile(
        rf"\b(?P<verb>[a-z]{{3,}}ed)\s+(?:again|once\s+more|anew)\b(?:\s+[\w']+){{0,3}}?\s+in\s+"
        rf"{_YEAR}",
        re.I,
    ),
    patterns.compile(rf"{_YEAR}年(?:再次|再度|又一次|又)(?P<verb>[{_CJK}]{{2}})"),
    *_LAST,
)
_HEDGE = patterns.compile(
    r"\b(?-i:will|would|may|might|could)\b|\b(?:expected|forecast|predicted|likely|risk)\b|"
    r"可能|或将|预计|预测|将|有望",
    re.I,
)


def _found(shapes: tuple[patterns.Pattern, ...], text: str) -> list[tuple[str, int, int]]:
    """(verb key, year, start) of each shape found in TEXT."""
    found = []
    for shape in shapes:
        for m in shape.finditer(text):
            verb = m["verb"].casefold()
            found.append((verb[:5] if verb.isascii() else verb, int(m["year"]), m.start()))
    return found


_DETERMINERS = re.compile(r"^(?:这座|这个|这家|这条|该|这|那座|那个)")
_FUNCTION = frozenset({"the", "was", "were", "has", "had", "have", "been", "records", "show"})


def _subject(text: str, start: int) -> frozenset[str] | str:
    """What TEXT says before START: its Chinese characters (a determiner and 在 / 于 aside) or
    its English words (function words aside)."""
    before = text[:start]
    if re.search(f"[{_CJK}]", before):
        run = re.sub(f"[^{_CJK}]", "", before)
        return re.sub(r"(?:在|于|是)+$", "", _DETERMINERS.sub("", run))
    return frozenset(re.findall(r"[a-z]{3,}", before.casefold())) - _FUNCTION


@lru_cache(maxsize=4096)
def last_time_retold(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when the old text tells when something last happened and the new text tells a
    later time it happened (module docstring)."""
    if asks(new_text) or asks(old_text) or _HEDGE.search(new_text):
        return None
    for verb, year, start in _found(_LAST, old_text):
        subject = _subject(old_text, start)
        for new_verb, new_year, new_start in _found(_AGAIN, new_text):
            # The same subject, told the same way ("a neighbouring volcano" is another one).
            if new_verb == verb and new_year > year and subject == _subject(new_text, new_start):
                return Relation.UPDATE, f"the last time told anew: {verb}… {year} → {new_year}"
    return None
