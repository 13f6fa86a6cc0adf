"""A diet of the user's broken by a food it rules out: "User is vegetarian." / "Started eating
fish again, mostly salmon.", "Vegan." / "went back to eating eggs and cheese", 用户吃素 /
用户最近开始吃鱼了.

`rules.told_values` compares two diets by name (vegan / keto), but a diet is as often left by
eating what it excludes, with no diet named. The old text tells the user's diet (read as
`told_values` reads it, with its step-asides: another person, a negation, a question); the
new text has the user eat a food that diet rules out: meat for a vegetarian or a
pescatarian, fish for a vegetarian, eggs and dairy besides for a vegan. The food must follow
an eating verb in its own clause with no negation, plan or question before it ("still no
meat", "wants to try fish", 不吃鱼), nobody else in that clause ("the kids eat chicken"), and
a plant-made stand-in is not the food ("veggie burger", "vegan cheese", 素肉). A childhood or
a past habit ("used to eat meat", 以前吃肉) is history, not a change.

A diet is also left in so many words, named by its own name or its noun ("gave up on
veganism", "dropped keto", "done with vegan", 生酮放弃了, 不再吃素): the new text names the
old text's diet right after a verb of leaving it, or (in Chinese) right before one, in one
clause with nobody else in it and no plan or question ("might drop keto", "is Tom done with
keto?").
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import normalize_for_rules
from app.providers.rules.told_kinds import CLOSED
from app.providers.rules.told_values import names_someone_else, told_attribute
from app.providers.rules.topics import topic

# What each food is (English, Chinese), and which diets rule it out.
_STAND_IN = r"(?<!veggie\s)(?<!vegan\s)(?<!plant-based\s)(?<!beyond\s)(?<!impossible\s)(?<!soy\s)"
_FOODS = {
    "meat": (
        rf"{_STAND_IN}(?:meat|chicken|beef|pork|lamb|steaks?|burgers?|bacon|ham|sausages?|turkey|"
        r"duck|ribs)",
        r"(?<!素)(?<!人造)(?:肉|鸡腿|排骨|烤串|撸串)",
    ),
    "fish": (r"(?:fish|salmon|tuna|sardines|seafood|shrimps?|prawns|cod|mackerel)", r"鱼|海鲜|虾"),
    "eggs": (r"eggs?", r"鸡蛋"),
    "dairy": (rf"{_STAND_IN}(?:cheese|dairy|yogh?urt|butter)", r"奶酪|芝士|酸奶"),
}
_RULED_OUT = {
    "vegan": frozenset({"meat", "fish", "eggs", "dairy"}),
    "vegetarian": frozenset({"meat", "fish"}),
    "pescatarian": frozenset({"meat"}),
}
# An eating verb, then within the clause a food (in Chinese right after 吃): the span up to
# the food is checked for a negation or a plan.
_EAT_EN = r"\b(?:eat|eats|eating|ate|eaten|had|has|having|orders?|ordered|ordering)\b"
_EATS = {
    food: patterns.compile(
        rf"{_EAT_EN}[^,;.!?]{{0,40}}?\b{en}\b|吃[^，。；！？]{{0,4}}?(?:{zh})", re.I
    )
    for food, (en, zh) in _FOODS.items()
}
# A habit that is over or a childhood: history, not the user's diet now.
_HISTORY = patterns.compile(
    r"\bused\s+to\b|\bas\s+a\s+(?:kid|child|teen|teenager)\b|\bgrowing\s+up\b|\bback\s+then\b|"
    r"以前|小时候|曾经|过去|当年",
    re.I,
)


@lru_cache(maxsize=4096)
def _eaten(raw: str) -> frozenset[str]:
    """The foods the user eats in TEXT: each after an eating verb, in a clause with no one
    else and no negation, plan or question before it."""
    text = normalize_for_rules(raw).strip()  # "doesn't" read as "does not"
    if topic(raw).person != "self" or cues.QUESTION_RE.search(text) or _HISTORY.search(text):
        return frozenset()
    found = set()
    for clause in cues.PUNCTUATED_RE.findall(text):
        if names_someone_else(clause):
            continue
        for food, rx in _EATS.items():
            m = rx.search(clause)
            said = clause[: m.end()] if m else ""
            if m and not (cues.NEG_RE.search(said) or cues.HYP_RE.search(said)):
                found.add(food)
    return frozenset(found)


@lru_cache(maxsize=4096)
def diet_broken(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when the old text tells the user's diet and the new one has the user eat a food
    that diet rules out."""
    for diet in sorted(told_attribute(old_text, "diet") & _RULED_OUT.keys()):
        broken = _eaten(new_text) & _RULED_OUT[diet]
        if broken and diet not in told_attribute(new_text, "diet"):
            return Relation.UPDATE, f"the user was {diet} and now eats {', '.join(sorted(broken))}"
    return None


# A diet by its name or its noun (veganism, vegetarianism), and a verb of leaving it.
_DIET_NAMES = {
    diet: patterns.compile(rf"(?:{src})|\b{diet}ism\b", re.I)
    for diet, src in CLOSED["diet"].items()
}
_LEAVE_EN = (
    r"\b(?:gave\s+up|give\s+up|given\s+up|giving\s+up|dropped|dropping|ditched|quit|quitting|stopped|"
    r"abandoned|done\s+with|finished\s+with|over\s+with|fell\s+off|came\s+off)\b"
    r"(?:\s+(?:on|being|doing|eating|going|the|my|her|his|their))*\s*"
)
# In Chinese the verb closes its clause: 生酮放弃了, not 生酮让我放弃了甜食 (it left sweets).
_LEAVE_ZH = r"(?:放弃了?|停了|不做了|结束了?|坚持不下去了?|破戒了?)(?=[，。；！？,.!?\s]|$)"


def _leaves(diet: str, clause: str) -> bool:
    """Whether CLAUSE has the user leave DIET: a leaving verb right before its name, or (in
    Chinese) its name before one that ends the clause, or 不再 right before it."""
    for m in _DIET_NAMES[diet].finditer(clause):
        before, after = clause[: m.start()], clause[m.end() :]
        if re.search(rf"{_LEAVE_EN}$", before, re.I) or re.search(r"不再[^，。]{0,2}$", before):
            return True
        if re.match(rf"[^，。；！？a-z]{{0,6}}?{_LEAVE_ZH}", after):
            return True
    return False


@lru_cache(maxsize=4096)
def diet_left(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when the old text tells the user's diet and the new one has the user leave it,
    named by its name or its noun."""
    text = normalize_for_rules(new_text).strip()
    if topic(new_text).person not in ("self", "") or cues.QUESTION_RE.search(text):
        return None
    for diet in sorted(told_attribute(old_text, "diet") & _DIET_NAMES.keys()):
        for clause in cues.PUNCTUATED_RE.findall(text):
            if names_someone_else(clause) or cues.HYP_RE.search(clause):
                continue
            if _leaves(diet, clause):
                return Relation.UPDATE, f"the user was {diet} and has left it"
    return None
