"""A relative of a kind the old text says the user has none of: "User is an only child" /
"User has an older sister, Dana", 用户是独生女 / 用户有个哥哥, "User is single" / "Naomi is the
user's girlfriend", 用户单身 / 用户最近交了个男朋友.

Some states say that the user has no one of a kind: no sibling (an only child, 独生), no
partner (single, 单身), no child (no kids, childless, 丁克). A new text that names the user's
own relative of that kind says the state no longer holds, or never did. The relative must be
the user's: the user (user, I, my, she, 用户, 我) and the kin word in one clause, with no other
person between them ("my cousin's boyfriend" is not the user's). A negated, past or former
relative (an ex, 前男友, "had a girlfriend in college"), a question or a plan stops it, and the
old state must be the user's own, stated, current and not negated ("User is not single").
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules import holders_lexicon as hl
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# The states saying the user has none of a kind, and the kin words naming one of that kind.
_NONE = {
    "sibling": r"\bonly\s+child\b|\bno\s+(?:siblings?|brothers?\s+or\s+sisters?)\b|独生|"
    r"没有兄弟姐妹",
    "partner": r"\bsingle\b|单身",
    "child": r"\bno\s+(?:kids|children)\b|\bchildless\b|\bchild-?free\b|没有孩子|丁克",
}
_KIN = {
    "sibling": r"\b(?:brother|sister|sibling)s?\b|哥哥|姐姐|弟弟|妹妹",
    "partner": r"\b(?:boyfriend|girlfriend|fianc[eé]e?|wife|husband)\b|\bdating\b|"
    r"\bin\s+a\s+relationship\b|男朋友|女朋友|男友|女友|对象|老公|老婆|约会|确定关系",
    "child": r"\b(?:son|daughter|kids?|children|baby)\b|儿子|女儿|孩子",
}
_NONE_RES = {kind: patterns.compile(src, re.I) for kind, src in _NONE.items()}
_KIN_RES = {kind: patterns.compile(src, re.I) for kind, src in _KIN.items()}
_USER = re.compile(r"\b(?:the\s+user|user'?s?|my|i|i'm|she|he|her|his)\b|用户|我", re.I)
# Another person between the user and the kin word owns it: "my cousin's boyfriend".
_OTHERS = frozenset(cues.RELATIVE_SET) | {"friend's", "cousin's", "sister's", "brother's"}
_OTHERS_ZH = (*(w for w in cues.RELATIVE_SET if not w.isascii()), "闺蜜", "同学", "舍友")
_NOT_NOW = patterns.compile(
    r"\b(?:ex|ex-\w+|former|late|had|was(?!\s+born)|were|used\s+to|not|no|never|n't|in-law|"
    r"step\w*|half-\w+|"
    r"wants?|hopes?|hoping|looking\s+for|might|would|will|if)\b|前男友|前女友|前夫|前妻|没|不|想|"
    rf"希望|如果|以前|{cues.CJK_IF}",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _none_of(text: str) -> str | None:
    """The kind of relative TEXT says the user has none of, if it says so of the user now."""
    if cues.QUESTION_RE.search(text) or cues.HYP_RE.search(text) or cues.PAST_RE.search(text):
        return None  # "might stay single", "was single in college"
    if hl.NOT_CURRENT.search(text):
        return None
    found = [
        (kind, clause)
        for clause in cues.CLAUSE_RE.split(text)
        if clause
        for kind, pattern in _NONE_RES.items()
        if pattern.search(clause)
    ]
    if len(found) != 1:
        return None
    kind, clause = found[0]
    if cues.NEG_RE.search(_NONE_RES[kind].sub(" ", clause)):
        return None  # "User is not single"; "no siblings" itself is the state
    return kind if _USER.search(text) else None


@lru_cache(maxsize=TEXTS_CACHED)
def _kin_named(text: str) -> frozenset[str]:
    """The kinds of relative TEXT names as the user's own, now."""
    if cues.QUESTION_RE.search(text) or cues.HYP_RE.search(text):
        return frozenset()
    kinds = set()
    for clause in cues.PUNCTUATED_RE.findall(text):
        if _NOT_NOW.search(clause) or any(p.search(clause) for p in _NONE_RES.values()):
            continue
        for kind, pattern in _KIN_RES.items():
            kin, user = pattern.search(clause), _USER.search(clause)
            if kin is None or user is None:
                continue
            between = clause[min(kin.start(), user.end()) : max(kin.start(), user.end())]
            words = set(re.findall(r"[a-z'-]+", between.casefold()))
            if not words & _OTHERS and not any(w in between for w in _OTHERS_ZH):
                kinds.add(kind)
    return frozenset(kinds)


@lru_cache(maxsize=4096)
def kin_named(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """NEW names the user's relative of a kind OLD says the user has none of."""
    kind = _none_of(old_text)
    if kind is None or kind not in _kin_named(new_text) or _none_of(new_text):
        return None
    relation = Relation.CONTRADICTION if kind == "sibling" else Relation.UPDATE
    return relation, f"the new text names the user's {kind}; the old one says there is none"


# Relatives, not the collective nouns the closed class also holds.
_PEOPLE = tuple(w for w in cues.RELATIVE_SET if w not in ("company", "team", "family", "家"))


@lru_cache(maxsize=TEXTS_CACHED)
def relatives_named(text: str) -> frozenset[str]:
    """The relatives TEXT names (mum, 岳父 ...): two readings of one person's value
    (rules.commutes, rules.gauges) need the same ones on both sides."""
    folded = normalize_for_rules(text).casefold()
    return frozenset(
        p for p in _PEOPLE if (p in folded if not p.isascii() else re.search(rf"\b{p}\b", folded))
    )
