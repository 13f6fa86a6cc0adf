"""A Chinese denial of the old statement in one clause of the new text: 用户住在天津 /
用户从没在天津住过，一直住在石家庄, 用户住公司宿舍 / 用户从来没住过公司宿舍，一直是自己在外面租房,
用户乳糖不耐受 / 用户没有乳糖不耐受，每天早上都喝一大杯牛奶.

The whole-text negation reading (`slots.negation_flip`) needs the two texts to be one statement
each; a denial usually goes on to say what is true instead, in another clause. Here one clause
of the new text, once its negation (没, 没有, 从来没, 不是…) and the experience marker 过 are taken
out, says exactly what the old text says: the same characters, in any order (在天津住 is
住在天津), the user and function characters aside. Only the first negation is taken out, so 没有
乳糖不耐受 denies 乳糖不耐受. "Not only" (不只, 不仅), "no longer" (不再, a withdrawal the other
readings read), a question, a plan, another person, and an old text that is history or itself
negated stop it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules import holders_lexicon as hl
from app.providers.rules.align import QUESTION
from app.providers.rules.frames import TEXTS_CACHED
from app.providers.rules.topics import topic

# The first negation of a clause, with the words that make it "never" (从来没, 根本没, 从未).
_NEGATION = re.compile(r"(?:从来|从|根本|并|一直|也)?(?:没有|没|未|不是|不)")
# "Not only" adds; "no longer" withdraws: neither denies the old statement.
_NOT_A_DENIAL = patterns.compile(r"不只|不仅|不光|不止|不单|不再|再也不|已经不|不会|不想|不打算")
_NOT_ASSERTED = patterns.compile(rf"{cues.CJK_IF}|打算|准备|考虑|可能|也许|听说|据说")
# What says nothing of the statement: the user, particles, the experience marker, 在 (住在 / 在…住),
# and the words that announce a correction (原来我根本不对花生过敏: "it turns out").
_FUNCTION = re.compile(r"用户|我|的|了|过|在|是|都|还|就|也|呢|吧|啊|原来|其实|实际上")
_CLAUSE = re.compile(r"[^，,；;。！!？?]+")


def _said(text: str) -> frozenset[str]:
    return frozenset(re.sub(r"[^\u4e00-\u9fff\w]", "", _FUNCTION.sub("", text)))


@lru_cache(maxsize=TEXTS_CACHED)
def _denials(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each negated clause of TEXT, with what it says once its negation is taken out."""
    if not cues.CJK_RE.search(text) or not any(c in text for c in "没未不"):
        return ()
    if QUESTION.search(text) or _NOT_ASSERTED.search(text):
        return ()
    out = []
    for clause in _CLAUSE.findall(text):
        found = _NEGATION.search(clause)
        if found is None or _NOT_A_DENIAL.search(clause):
            continue
        rest = clause[: found.start()] + clause[found.end() :]
        if said := _said(rest):
            out.append((clause.strip(), said))
    return tuple(out)


@lru_cache(maxsize=4096)
def denied_zh(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when a clause of NEW denies what OLD says (module docstring)."""
    denials = _denials(new_text)
    if not denials or QUESTION.search(old_text) or _NOT_ASSERTED.search(old_text):
        return None
    if len(_CLAUSE.findall(old_text)) != 1 or hl.NOT_CURRENT.search(old_text):
        return None
    old = _said(old_text)
    if len(old) < 2:
        return None
    for clause, said in denials:
        if said != old:
            continue
        n, o = topic(new_text), topic(old_text)
        if o.past or o.hyp or n.hyp or n.person != o.person:
            return None
        return Relation.CONTRADICTION, f"the new text denies what the old one says ('{clause}')"
    return None
