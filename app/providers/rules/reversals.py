"""The same two parties with their roles reversed: "Hana Ostrowski defeated Mabel Quint in
the final" / "Mabel Quint beat Hana Ostrowski in the final", 决赛中，唐婉击败了韦晴 /
决赛中，韦晴战胜了唐婉, "The nurse is helping the elderly man out of the car" / "The elderly
man is helping the nurse out of the car".

Every word of the old text is in the new one, so the readings that look for another value find
none, and the cosine calls it a paraphrase. But one-way relations (who beat whom, who helps
whom) cannot hold both ways on one occasion: the new text contradicts the old. Two shapes are
read:
- an outcome verb of a closed class (beat, defeated, overcame, knocked out, eliminated, 击败,
  战胜, 打败, 淘汰) between the same two parties, swapped, with the same setting around them
  ("in the final", 决赛中);
- any statement told again word for word with two phrases swapped around the words between
  them. Words that make a relation symmetric (and, or, with, met, married, played, faced,
  drew, vs, 和, 与) or a copula (is, was: "X is the chair" / "The chair is X") between the two
  phrases leave it the same statement, and are not read.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns

_BEAT_EN = (
    r"defeated|beat|overcame|edged(?:\s+out)?|knocked\s+out|eliminated|outscored|outvoted|"
    r"won\s+against|triumphed\s+over|got\s+the\s+better\s+of"
)
_OUTCOME_EN = patterns.compile(
    rf"^(?P<lead>(?:in|at|on)\s+[^,]+,\s*)?(?P<a>.+?)\s+(?:{_BEAT_EN})\s+(?P<b>.+?)"
    r"(?P<rest>\s+(?:in|at|on|during|by)\s+.*?)?\s*[.!]?$",
    re.I,
)
_OUTCOME_ZH = re.compile(
    r"^(?P<lead>[^，,。]*[，,])?(?P<a>[\u4e00-\u9fff]{2,6}?)(?:击败|战胜|打败|淘汰|击溃|力克)了?"
    r"(?P<b>[\u4e00-\u9fff]{2,6}?)(?P<rest>[，,。！!].*)?$"
)
_LEADING = re.compile(r"^(?:the|a|an)\s+", re.I)
_WORD = re.compile(r"[\w'’-]+")
# Between two swapped phrases these make the relation symmetric: the same statement.
_SYMMETRIC = frozenset({
    "and", "or", "with", "met", "meet", "meets", "married", "marry", "played", "plays", "faced",
    "faces", "drew", "draw", "tied", "vs", "versus", "against", "beside", "next", "near",
    "opposite",
})  # fmt: skip
# A copula alone between them says the same thing both ways ("X is the chair" / "the chair is
# X"); "is helping the" does not.
_COPULA = frozenset({"is", "are", "was", "were", "be", "been", "the", "a", "an"})
_SYMMETRIC_ZH = re.compile(r"和|与|跟|同|及|对阵|打平|战平")


def _party(text: str) -> str:
    return _LEADING.sub("", " ".join(text.split())).casefold()


def _outcome_swapped(new: str, old: str) -> tuple[str, str] | None:
    for pattern in (_OUTCOME_EN, _OUTCOME_ZH):
        n, o = pattern.match(new), pattern.match(old)
        if n is None or o is None:
            continue
        a_new, b_new, a_old, b_old = (_party(m[g]) for m in (n, o) for g in ("a", "b"))
        setting_new = _party((n["lead"] or "") + (n["rest"] or ""))
        setting_old = _party((o["lead"] or "") + (o["rest"] or ""))
        if a_new != b_new and (a_new, b_new) == (b_old, a_old) and setting_new == setting_old:
            return o["a"].strip(), o["b"].strip()
    return None


@lru_cache(maxsize=4096)
def _words(text: str) -> tuple[str, ...]:
    return tuple(w.casefold() for w in _WORD.findall(text))


def _phrases_swapped(new: str, old: str) -> tuple[str, str] | None:
    """The two phrases NEW swaps in OLD, all else the same, word for word (English)."""
    o, n = _words(old), _words(new)
    if len(o) != len(n) or o == n or sorted(o) != sorted(n):
        return None
    first = next(i for i in range(len(o)) if o[i] != n[i])
    last = next(i for i in reversed(range(len(o))) if o[i] != n[i])
    span_old, span_new = o[first : last + 1], n[first : last + 1]
    for x in range(1, len(span_old)):
        for y in range(1, len(span_old) - x):
            middle = span_old[x : len(span_old) - y]
            head, tail = span_old[:x], span_old[len(span_old) - y :]
            if span_new != tail + middle + head or head == tail:
                continue
            if not middle or _SYMMETRIC & set(middle) or set(middle) <= _COPULA:
                return None
            return " ".join(head), " ".join(tail)
    return None


def roles_reversed(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when NEW tells OLD's one-way relation with the two parties swapped
    (module docstring); None otherwise."""
    new, old = new_text.strip(), old_text.strip()
    found = _outcome_swapped(new, old)
    if found is None and not re.search(r"[\u4e00-\u9fff]", new + old):
        found = _phrases_swapped(new, old)
    if found is None:
        return None
    if _SYMMETRIC_ZH.search(new) and re.search(r"[\u4e00-\u9fff]", new):
        return None
    a, b = found
    return Relation.CONTRADICTION, f"the same relation with the parties reversed: '{a}' / '{b}'"
