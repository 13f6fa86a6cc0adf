"""A negation that adds: "not only", "not just", "not merely"; 不仅, 不只是, 不光, 不单.

"Dana Holt is not only the mayor of Rivertown but also a novelist" keeps her the mayor and
adds a second fact; 李明不仅是市长，还是作家 likewise. The negation word in these phrases denies
nothing, yet every reading that looks for a negation near the old statement's words (the topic
negation, a negated frame, the calibrated reading's "the new text negates") sees one. The new
text is read without it: "Dana Holt is the mayor of Rivertown but also a novelist". Another
negation beside it ("not only out of office but no longer the mayor") is left to deny.

A negation that bounds a number denies nothing either: "no more than 35" is "at most 35",
"no later than Friday" is "by Friday", 不超过35岁 is 最多35岁, 不少于三人 is 至少三人. The new
text reads them as the bound they state, so a restated limit ("the award is open to writers
under 36" / "she was no more than 35 when she won") is not taken for a denial, and a bound
that moves is still a number that changed.
"""

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

_AUX_NOT_ONLY = patterns.compile(
    r"\b(do|does|did|is|are|was|were|has|have|had)(?:\s+not|n['’]t)\s+(?:only|just|merely|simply)\s+",
    re.I,
)
_NOT_ONLY = patterns.compile(r"\bnot\s+(?:only|just|merely|simply)\s+", re.I)
# 不光彩 (disgraceful), 不单纯 (not simple), 不只一次 (more than once) are other words.
_BU_JIN = patterns.compile(r"不(?:仅仅?|光(?![彩滑亮鲜明])|单(?:单)?(?!纯)|只(?=是))")


_BOUNDS_EN = (
    (patterns.compile(r"\b(?:no|not)\s+(?:more|greater|higher|older|longer)\s+than\b", re.I),
     "at most"),
    (patterns.compile(r"\b(?:no|not)\s+(?:less|fewer|lower|younger|shorter)\s+than\b", re.I),
     "at least"),
    (patterns.compile(r"\b(?:no|not)\s+later\s+than\b", re.I), "by"),
    (patterns.compile(r"\b(?:no|not)\s+earlier\s+than\b", re.I), "from"),
)  # fmt: skip
# 不到 (under) and 不足 (short of) are left alone: they also mean "did not arrive", "a flaw".
_BOUNDS_ZH = (
    (patterns.compile(r"不(?:超过|多于|高于|大于|晚于)"), "最多"),
    (patterns.compile(r"不(?:少于|低于|小于|早于)"), "至少"),
)


# Kept per text: a write's new text is read beside each of its candidates.
@lru_cache(maxsize=TEXTS_CACHED)
def without_not_only(text: str) -> str:
    """TEXT with the negation of a "not only" phrase taken out, and a bound that a negation
    states ("no more than") told as the bound (unchanged when it has neither)."""
    text = _AUX_NOT_ONLY.sub(r"\1 ", text)
    text = _BU_JIN.sub("", _NOT_ONLY.sub("", text))
    for bound, said in (*_BOUNDS_EN, *_BOUNDS_ZH):
        text = bound.sub(said, text)
    return text
