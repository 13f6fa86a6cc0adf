"""The same dislike said again: "i can't stand cilantro" beside "cilantro = soap. hard pass,
always", 受不了榴莲 beside 榴莲？敬谢不敏.

"Can't stand" carries a "not", so the negation readings take a dislike for a denial, and a
later text that states the same dislike without a negation looks like the earlier negation
reversed. When both texts are dislikes of a thing they both name, the new one praises nothing
(no positive sentiment word) and says nothing changed (no change, withdrawal or correction
cue), it restates the old fact and both stand. A dislike is the lexicon's NEGATIVE sentiment
plus a closed class of everyday dismissals ("hard pass", "not for me", "yuck", 不感冒, 无感)
that chat and short notes use instead of a verb. A dislike that grew ("dislikes" beside
"can't stand … now") carries a change cue and is left to the readings.
"""

from __future__ import annotations

from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules import lexicon as lex
from app.providers.rules.frames import TEXTS_CACHED, content_set, normalize_for_rules, word_tokens
from app.providers.rules.occasions import says_changed

# Everyday dismissals: a dislike said without a sentiment verb.
_DISMISSAL = patterns.compile(
    r"\b(?:hard\s+pass|(?:a\s+)?pass\s+for\s+me|not\s+for\s+me|no\s+thanks|no\s+thank\s+you|"
    r"yuck|ew+|ick|gross|nope)\b|敬谢不敏|不感冒|无感|受不了|吃不消|接受不了"
)


@lru_cache(maxsize=TEXTS_CACHED)
def _dislike(text: str) -> bool:
    """Whether TEXT states a dislike and no liking."""
    normal = normalize_for_rules(text)
    said = bool(lex.NEGATIVE_RE.search(normal) or _DISMISSAL.search(normal))
    return said and not lex.POSITIVE_RE.search(normal)


@lru_cache(maxsize=TEXTS_CACHED)
def _moves(text: str) -> bool:
    normal = normalize_for_rules(text)
    return bool(cues.CHANGE_RE.search(normal) or says_changed(normal))


@lru_cache(maxsize=TEXTS_CACHED)
def _things(text: str) -> frozenset[str]:
    return content_set(word_tokens(normalize_for_rules(text)))


def same_dislike(new_text: str, old_text: str) -> str | None:
    """A reason when OLD and NEW both state a dislike of a thing both name, and NEW changes
    nothing."""
    if not (_dislike(new_text) and _dislike(old_text)) or _moves(new_text):
        return None
    if not _things(new_text) & _things(old_text):
        return None
    return "both texts state the same dislike; a dislike restated does not retire it"
