"""The user's allergy told, then denied (or the other way round): "User is allergic to
peanuts." / "User's allergy test showed no peanut allergy at all", "User has no allergies." /
"went for the allergy test today … I'm allergic to cats", 用户没有任何过敏 / 对尘螨重度过敏.

An allergy is told by an adjective ("allergic to X") as often as by a noun ("a peanut
allergy", "no X allergy") or in Chinese (对X过敏, X过敏), so the negation readings, which
compare one frame with its negation, miss the pair told two ways. Each text is read for the
allergens it says the user is allergic to, those it says the user is not ("not allergic to
X", "no X allergy", 对X不过敏), and whether it says the user has none at all ("no allergies",
"not allergic to anything", 没有任何过敏). An allergen told and denied across the two texts
(one named by a word the other's contains: cat / cats, 猫 / 猫毛), or any allergen against
none at all, is a CONTRADICTION. A statement in a clause naming someone else ("that was the
user's brother" stands in a clause of its own), a question, or a hedge ("might be allergic",
可能) is not read.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.shared_sets import EMPTY
from app.providers.rules.told_values import names_someone_else

_NONE_AT_ALL = patterns.compile(
    r"\bno\s+(?:known\s+|food\s+)?allergies\b|\bnot\s+allergic\s+to\s+anything\b|"
    r"\bdoes\s+not\s+have\s+any\s+allergies\b|没有任何过敏|没有过敏|无过敏史|什么都不过敏",
    re.I,
)
_ALLERGY = re.compile(
    r"\ballergic\s+to\s+(?P<to>[a-z][a-z -]{1,30}?)(?=\s*(?:[,.;!?()]|$|\band\b|\bbut\b|"
    r"\bat\s+all\b|\bafter\b|\bso\b|\bthough\b))|"
    r"\b(?P<noun>[a-z]{3,})\s+allergy\b|\ballergy\s+to\s+(?P<noun2>[a-z]{3,})|"
    r"对(?P<zh>[\u4e00-\u9fff]{1,6}?)(?:重度|轻度|严重|有点|有些|也)?(?:不|并不)?过敏|"
    r"(?<![对不])(?P<zh2>[\u4e00-\u9fff]{1,3}?)过敏(?!原|测试|检查)",
    re.I,
)
_DENIED = re.compile(r"(?:\bnot|n't|\bnever|\bno)\W+(?:\w+\W+){0,2}$|(?:不|并不|没有)$", re.I)
_ZH_DENIED = re.compile(r"不过敏|并不过敏")
_HEDGE = patterns.compile(
    r"\b(?:might|maybe|may|possibly|probably|think|suspect\w*|could)\b|可能|好像|怀疑|也许",
    re.I,
)
_NOT_ALLERGENS = frozenset({"any", "anything", "the", "a", "an", "some", "food", "known", "其他"})
_ZH_STOP = re.compile(r"^(?:用户|我|她|他|还|也|就|都|是|有|会|很|挺)+")


@lru_cache(maxsize=TEXTS_CACHED)
def _allergies(raw: str) -> tuple[frozenset[str], frozenset[str], bool]:
    """(allergens TEXT says the user is allergic to, allergens it says the user is not, whether
    it says the user has none), each from a clause with nobody else, no hedge, no question."""
    text = normalize_for_rules(raw)
    told: set[str] = set()
    denied: set[str] = set()
    none = False
    if cues.QUESTION_RE.search(text):
        return EMPTY, EMPTY, False
    for clause in re.split(r"[.;!?。；！？—–]|,|，|\s-\s", text):
        if names_someone_else(clause) or _HEDGE.search(clause):
            continue
        if _NONE_AT_ALL.search(clause):
            none = True
            continue
        for m in _ALLERGY.finditer(clause):
            found = (m["to"] or m["noun"] or m["noun2"] or m["zh"] or m["zh2"] or "").casefold()
            found = _ZH_STOP.sub("", found.strip())
            if not found or found in _NOT_ALLERGENS or found.split()[0] in _NOT_ALLERGENS:
                continue
            no = _DENIED.search(clause, 0, m.start()) or _ZH_DENIED.search(m.group())
            (denied if no else told).add(found)
    return frozenset(told) or EMPTY, frozenset(denied) or EMPTY, none


def _same(a: str, b: str) -> bool:
    """One allergen named twice: a word in common, a plural, or one name within the other."""
    words_a = {w.rstrip("s") for w in a.split()}
    words_b = {w.rstrip("s") for w in b.split()}
    return bool(words_a & words_b) or a in b or b in a


def allergy_denied(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when one text tells an allergy of the user's and the other denies it, or
    says the user has none."""
    told_new, denied_new, none_new = _allergies(new_text)
    told_old, denied_old, none_old = _allergies(old_text)
    for told, denied in ((told_old, denied_new), (told_new, denied_old)):
        for a in sorted(told):
            if any(_same(a, d) for d in denied):
                return Relation.CONTRADICTION, f"an allergy to {a} told and denied"
    if (none_old and told_new) or (none_new and told_old):
        allergen = sorted(told_new or told_old)[0]
        return Relation.CONTRADICTION, f"no allergies against an allergy to {allergen}"
    return None
