"""A negation that adds: "not only", "not just", "not merely"; 不仅, 不只是, 不光, 不单.

"Dana Holt is not only the mayor of Rivertown but also a novelist" keeps her the mayor and
adds a second fact; 李明不仅是市长，还是作家 likewise. The negation word in these phrases denies
nothing, yet every reading that looks for a negation near the old statement's words (the topic
negation, a negated frame, the calibrated reading's "the new text negates") sees one. The new
text is read without it: "Dana Holt is the mayor of Rivertown but also a novelist". Another
negation beside it ("not only out of office but no longer the mayor") is left to deny.
"""

import re

from app.providers.rules import patterns

_AUX_NOT_ONLY = patterns.compile(
    r"\b(do|does|did|is|are|was|were|has|have|had)(?:\s+not|n['’]t)\s+(?:only|just|merely|simply)\s+",
    re.I,
)
_NOT_ONLY = patterns.compile(r"\bnot\s+(?:only|just|merely|simply)\s+", re.I)
# 不光彩 (disgraceful), 不单纯 (not simple), 不只一次 (more than once) are other words.
_BU_JIN = patterns.compile(r"不(?:仅仅?|光(?![彩滑亮鲜明])|单(?:单)?(?!纯)|只(?=是))")


def without_not_only(text: str) -> str:
    """TEXT with the negation of a "not only" phrase taken out (unchanged when it has none)."""
    text = _AUX_NOT_ONLY.sub(r"\1 ", text)
    return _BU_JIN.sub("", _NOT_ONLY.sub("", text))
