"""Another degree of one condition: "User has mild asthma" / "User's asthma is severe",
"moderately allergic to cats" / "the cat allergy I have is mild", 用户对花粉有点过敏 /
用户花粉过敏很严重, 海鲜过敏是中度的 / 已经是严重程度.

A degree is a value of its own kind, on one scale (slight, moderate, severe; 轻微, 中度, 严重),
and a condition has one degree at a time. "Worse" or 加重 says the degree changed from the one
the old text gives. No list of conditions is needed: the old text's words beside its degree
must all be in the new text's clause with the degree (English compared by the first five
letters, so "allergic" is "allergy"; Chinese by character), so "mildly allergic to cats" and
"severely allergic to peanuts" are two conditions. A negated degree ("not severe", 不严重), a
question or a plan, an old text that is history, another person, a season or an occasion the
degree holds in ("severe in spring", 春天的时候), history on either side ("as a child, the
user had a severe pollen allergy") and a text with two degrees stop it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules import holders_lexicon as hl
from app.providers.rules.align import QUESTION
from app.providers.rules.frames import TEXTS_CACHED, analyse
from app.providers.rules.topics import topic

# Cheap first look, before any regex: a text with none of these gives no degree.
_HINTS = (
    "mild", "slight", "moderat", "sever", "serious", "worse", "a little", "a bit",
    "有点", "有些", "轻微", "轻度", "稍微", "中度", "严重", "重度", "加重", "减轻",
)  # fmt: skip
# Each level of the scale; "changed" says the degree moved without naming it.
_LEVELS = {
    "low": r"\b(?:mild|mildly|slight|slightly|a\s+little|a\s+bit)\b|有点|有些|轻微|轻度|稍微",
    "middle": r"\b(?:moderate|moderately)\b|中度",
    "high": r"\b(?:severe|severely|serious|seriously)\b|重度|严重",
    "changed": r"\b(?:worse|worsened)\b|加重|减轻",
}
_LEVEL_RES = {level: patterns.compile(src, re.I) for level, src in _LEVELS.items()}
_ANY_LEVEL = patterns.compile("|".join(_LEVELS.values()), re.I)
_NEGATED = patterns.compile(r"\b(?:not|never|no\s+longer|isn't|wasn't)\b|不|没", re.I)
_NOT_ASSERTED = patterns.compile(
    r"\b(?-i:might|may|could|would)\b|\b(?:if|plans?\s+to|thinking|worried|afraid)\b|"
    rf"{cues.CJK_IF}|担心|怕|可能",
    re.I,
)
# The degree holds at some times only: two occasions, not a change.
_OCCASION = patterns.compile(
    r"\b(?:when|whenever|during|in\s+(?:spring|summer|autumn|fall|winter|the\s+morning)|"
    r"at\s+night|sometimes)\b|的时候|时会|季节|换季",
    re.I,
)
# Words beside the degree that say nothing of the condition.
_FILLER_EN = frozenset(
    {
        *("enough", "gotten", "become", "lot", "much", "really", "quite", "still", "now"),
        *("has", "have", "is", "are", "degree", "case", "level", "kind", "form"),
    }
)
_FILLER_ZH = re.compile(r"用户|我|的|是|对|很|非常|特别|比较|已经|属于|程度|现在|最近|了|得|都")
_OTHER = ("rel:",)


@lru_cache(maxsize=TEXTS_CACHED)
def _degree(text: str) -> tuple[str, str, str] | None:
    """(level, degree word, its clause) if TEXT gives one condition one degree."""
    folded = text.casefold()
    if not any(hint in folded for hint in _HINTS):
        return None
    if QUESTION.search(text) or _NOT_ASSERTED.search(text):
        return None
    found = [
        (level, m.group(), clause)
        for clause in cues.PUNCTUATED_RE.findall(text)
        for level, pattern in _LEVEL_RES.items()
        for m in pattern.finditer(clause)
    ]
    if len({level for level, _, _ in found}) != 1 or len({c for _, _, c in found}) != 1:
        return None  # none, or two degrees: "mild in winter, severe in spring"
    level, word, clause = found[0]
    if _NEGATED.search(clause) or _OCCASION.search(clause):
        return None
    return level, word, clause


def _beside(clause: str) -> tuple[frozenset[str], str]:
    """What a degree clause says besides its degree: English word heads, Chinese characters."""
    rest = _ANY_LEVEL.sub(" ", clause)
    words = {w[:5] for w in analyse(rest).content if w.isascii() and w.isalpha()}
    chars = re.sub(r"[^\u4e00-\u9fff]", "", _FILLER_ZH.sub("", rest))
    return frozenset(words - {w[:5] for w in _FILLER_EN}), chars


@lru_cache(maxsize=4096)
def degree_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW gives the condition OLD states another degree (module docstring)."""
    new = _degree(new_text)
    if new is None:
        return None
    old = _degree(old_text)
    if old is None or old[0] == "changed" or old[0] == new[0]:
        return None
    if hl.NOT_CURRENT.search(old_text) or hl.NOT_CURRENT.search(new_text):
        return None  # "as a child, the user had a severe pollen allergy" is history
    old_words, old_chars = _beside(old[2])
    new_words, new_chars = _beside(new[2])
    if not (old_words or old_chars) or not old_words <= new_words:
        return None
    if not set(old_chars) <= set(new_chars):
        return None
    n, o = topic(new_text), topic(old_text)
    if o.past or o.hyp or n.past or n.hyp:
        return None
    if n.person != o.person and (n.person.startswith(_OTHER) or o.person.startswith(_OTHER)):
        return None  # "my son's asthma is severe" is not the user's asthma
    thing = " ".join(sorted(old_words)) or old_chars
    return Relation.UPDATE, f"another degree of '{thing}': '{old[1]}' → '{new[1]}'"
