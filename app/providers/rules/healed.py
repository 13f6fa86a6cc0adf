"""An injury of the user's healed: "User has a broken wrist." / "Cast came off today!! wrist is
stiff but fine", "Sam: broke my wrist skateboarding" / "cast's off!! wrist is totally fine
now", 用户脚踝扭伤了 / 脚终于好利索了.

An injury is a state that ends, and its end is told by the body part and a word of healing,
not by the injury's own word: no word of the old text need be shared but the part. The old
text tells the user's injury of a body part (broken, sprained, torn, hurt, 骨折, 扭伤, 拉伤, 崴了;
in a cast, on crutches, 打石膏); the new text tells the same part healed (healed, recovered,
fine, better now, back to normal, no pain, 好了, 好利索, 痊愈, 康复, 不疼了) or the cast
off (拆石膏).
The part is compared by its family (ankle and foot, 脚踝 and 脚; knee and ACL), and a cast in
both texts is one injury. It steps aside for a healing negated, not yet there or under way
("isn't healed yet", 还没好, "the ankle is healing", 恢复中), a plan or a question ("should be
fine in six weeks"), a past injury ("broke my arm as a kid", 以前), and anyone else named (a
relative, a friend) in either text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.kin import relatives_named
from app.providers.rules.told_values import names_someone_else

# Body parts by family: a part named either way in the two texts is one part.
_PARTS: dict[str, str] = {
    "wrist": r"\bwrists?\b|手腕",
    "foot": r"\bankles?\b|\bfoot\b|\bfeet\b|\btoes?\b|脚踝|脚|脚趾",
    "knee": r"\bknees?\b|\bacl\b|\bmeniscus\b|膝盖|膝",
    "arm": r"\barms?\b|\belbows?\b|胳膊|手臂|手肘",
    "leg": r"\blegs?\b|\bhamstrings?\b|\bcalf\b|腿",
    "hand": r"\bhands?\b|\bfingers?\b|\bthumbs?\b|手指",
    "shoulder": r"\bshoulders?\b|肩膀|肩",
    "back": r"\bback\b(?!\s+(?:to|on|in|home|from))|\bspine\b|腰|后背",
    "hip": r"\bhips?\b|髋",
    "neck": r"\bneck\b|脖子|颈椎",
    "rib": r"\bribs?\b|肋骨",
    "cast": r"\bcast\b|\bcrutches\b|石膏|拐杖",
}
_PART_RES = {family: re.compile(src, re.I) for family, src in _PARTS.items()}
_INJURY = patterns.compile(
    r"\b(?:broke|broken|fractured?|sprain(?:ed)?|torn|tore|injur(?:ed|y)|hurt|pulled|twisted|"
    r"dislocated|rolled)\b|\bin\s+a\s+cast\b|\bon\s+crutches\b|"
    r"骨折|扭伤|扭了|拉伤|受伤|摔伤|伤了|断了|崴了|打了?石膏|拄拐",
    re.I,
)
_HEALED = patterns.compile(
    r"\b(?:healed|recovered|(?:fully|totally|completely|all)\s+better|better\s+now|fine|"
    r"back\s+to\s+normal|good\s+as\s+new|off\s+(?:the\s+)?crutches|"
    r"no\s+(?:\w+\s+)?pain(?:\s+at\s+all)?)\b|\bcast(?:'s|\s+is|\s+came|\s+has\s+come)\s+off\b|"
    r"好了|好利索|痊愈|康复|恢复好|不疼了|没事了|拆了?石膏",
    re.I,
)
# A healing denied or not there yet, right before its word.
_NOT_YET = re.compile(
    r"(?:\bnot|n't|\bnever|\bnearly|\balmost|还没|没有?|未|快)\W*(?:\w+\W+)?$", re.I
)
_PLAN = patterns.compile(
    r"\b(?:should|will|hope\w*|expect\w*|supposed\s+to|going\s+to|in\s+\w+\s+weeks)\b|"
    r"应该|估计|希望|预计|还要|再过",
    re.I,
)
# Healing still under way: not healed yet.
_UNDER_WAY = patterns.compile(
    r"\b(?:healing|recovering|getting\s+better|on\s+the\s+mend)\b|在恢复|恢复中|慢慢好|好转",
    re.I,
)
_PAST = patterns.compile(
    r"\bas\s+a\s+(?:kid|child|teen\w*)\b|\byears\s+ago\b|\bused\s+to\b|\bin\s+(?:19|20)\d\d\b|"
    r"以前|小时候|几年前|当年",
    re.I,
)


def _families(text: str) -> frozenset[str]:
    return frozenset(f for f, rx in _PART_RES.items() if rx.search(text))


@lru_cache(maxsize=TEXTS_CACHED)
def _injured(raw: str) -> frozenset[str]:
    """The body parts (by family) TEXT tells the user has injured now: an injury word not
    denied right before it ("didn't break it"), no healing, no past, no question."""
    text = normalize_for_rules(raw)
    if _PAST.search(text) or cues.QUESTION_RE.search(text) or _HEALED.search(text):
        return frozenset()
    told = any(not _NOT_YET.search(text, 0, m.start()) for m in _INJURY.finditer(text))
    return _families(text) if told else frozenset()


@lru_cache(maxsize=TEXTS_CACHED)
def _healed(raw: str) -> frozenset[str]:
    """The body parts (by family) TEXT tells healed: in a clause with a word of healing not
    denied before it, with no plan and no question."""
    text = normalize_for_rules(raw)
    if cues.QUESTION_RE.search(text) or _PLAN.search(text) or _UNDER_WAY.search(text):
        return frozenset()
    found: set[str] = set()
    clauses = cues.PUNCTUATED_RE.findall(text)
    for m in _HEALED.finditer(text):
        if _NOT_YET.search(text, 0, m.start()) or _INJURY.search(text, m.start()):
            continue
        # The part in the clause of the healing, or in the clause before it ("wrist is stiff
        # but fine"; "脚终于好利索了").
        at = next((i for i, c in enumerate(clauses) if m.group() in c), None)
        near = " ".join(clauses[max(0, at - 1) : at + 1]) if at is not None else text
        found |= _families(near)
    return frozenset(found)


def _someone_else(text: str) -> bool:
    return names_someone_else(text) or bool(relatives_named(text))


def injury_healed(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when the old text tells an injury of the user's and the new one the same body
    part (or the cast) healed."""
    injured = _injured(old_text)
    if not injured:
        return None
    healed = _healed(new_text) & injured
    if not healed or _someone_else(new_text) or _someone_else(old_text):
        return None
    return Relation.UPDATE, f"an injury healed: the {sorted(healed)[0]} is told healed"
