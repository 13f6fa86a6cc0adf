"""An event that happens once, told again with another year: "Keller University was founded
in 1887" / "… was founded in 1902", "The Calder Metro opened in 1978" / "… in 1987".

A thing is founded, born, built or opened once, so two years for it cannot both be true: the
new text contradicts the old one. Both texts are past tense, which the other readings take
for history; here the past is the point. The subject must be told the same way, the verb
must be the same, and nothing may follow the year but the end of the sentence, so "The band
released an album in 2019" / "… in 2021" (two albums), "opened in 1978" / "reopened in 2005"
and "the first branch" / "the second branch" are not read. "Opened to traffic" (or to the
public, visitors, passengers) is still the opening, and what the subject is, said beside it
("X is a painter born in 1954"), leaves the subject X. (Chinese: rules.values_zh.)
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns

_ONCE = patterns.compile(
    r"^(?P<subject>.+?)\s+(?:was\s+|were\s+)?(?:(?:actually|in\s+fact|really|originally|first)"
    r"\s+)?(?P<verb>founded|established|born|incorporated|built|constructed|opened|inaugurated|"
    r"consecrated|died)(?:\s+to\s+(?:the\s+)?(?:traffic|public|visitors|passengers))?\s+"
    r"(?:in|on)\s+(?:\w+\s+)?(?P<year>1[0-9]\d\d|20\d\d)\s*[.!]?$",
    re.I,
)
_LEADING = re.compile(r"^(?:the|a|an)\s+", re.I)
# What the subject is, said beside it: "Tobiah Renwick is a Corvellian painter born in 1954".
_DESCRIBED = re.compile(r"\s+(?:is|was)\s+(?:a|an|the)\s+.*$", re.I)


@lru_cache(maxsize=4096)
def once_redated(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when both texts date the same one-time event of the same subject to
    different years (module docstring)."""
    new, old = _ONCE.match(new_text.strip()), _ONCE.match(old_text.strip())
    if not new or not old or new["verb"].casefold() != old["verb"].casefold():
        return None
    subject_new = _DESCRIBED.sub("", _LEADING.sub("", new["subject"].strip())).casefold()
    subject_old = _DESCRIBED.sub("", _LEADING.sub("", old["subject"].strip())).casefold()
    if subject_new != subject_old or new["year"] == old["year"]:
        return None
    return Relation.CONTRADICTION, (
        f"a one-time event dated again: {old['verb']} in {old['year']} → {new['year']}"
    )
