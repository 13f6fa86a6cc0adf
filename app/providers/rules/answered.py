"""A newer answer to the question the old memory answers: "User lives in Bath" / "Where do you
live at the moment? — Frome. We moved out of Bath in the spring.", 羽毛球协会秘书长是黄丽 /
问：羽协现在的秘书长是谁？答：年会上改选了，现在是邓凯。

`rules.answers` rewrites a short answer into the statement it makes when the question can take
it in place of its question word ("Who owns X? Y." → "Y owns X."). A question put to the user
("What phone are you on these days?") or an answer that is a sentence of its own ("Gareth
Moss took it on at the AGM", 改到周日下午三点了) makes no statement that way. Read as a frame
instead: the question names a fact by its words (phone; live; 钢琴课), the answer gives its
value. When the old text has all the question's words, and a value besides (its words outside
the question: "Pixel 6", 黄丽), and the answer's value shares none of them, the answer is a
newer value of the old fact: UPDATE, or CONTRADICTION when the answer corrects ("not Tianjin",
记错了). A past question ("Who captained it in 2019?") is left alone (`rules.dated_past`
stops it too), and a yes / no or how / why question has no value to compare.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, analyse
from app.providers.rules.qa_marks import unmark

_QA = re.compile(r"^(?P<q>[^?？]{4,160})[?？]\s*(?P<a>[^?？]{1,200})$")
_WH_EN = re.compile(
    r"^(?:who|who's|whom|what|what's|which|where|where's|how\s+much|how\s+many)\b", re.I
)
_WH_ZH = re.compile(r"谁|什么|哪个|哪家|哪位|哪里|哪儿|哪|多少钱?|几(?:点|版|岁|个|年级)?")
# Words of the question that ask for the time of the answer, not the fact.
_FILLER_EN = frozenset(
    {"moment", "wher", "season", "day", "these", "now", "current", "currently", "today", "year"}
    | {"using", "use", "got", "get"}  # "What laptop are you using / have you got now?"
)
_FILLER_ZH = re.compile(r"现在|目前|如今|最近|这些天|一个月|每个月|你们?|您|的|是|在|了|呢|啊|吗")
# A past question: its answer is history, not the current value.
_PAST = patterns.compile(
    r"\b(?:did|was|were|used\s+to|last\s+(?:year|season)|before|originally)\b|以前|当年|去年|之前|曾",
    re.I,
)
# The value of the answer: up to the first break.
_VALUE_END = re.compile(r"[,，;；。!！—–(（]|\.(?=\s|$)|\s-\s|\s(?:since|after|because|as|when)\s")
CORRECTION = patterns.compile(
    r"\b(?:not|never|actually|wrong|mistaken|misremembered)\b|不是|并非|记错|搞错|弄错|其实|误",
    re.I,
)
_CJK = re.compile(r"[\u3400-\u9fff]")
_WORD = re.compile(r"[A-Za-z][\w'-]+")


def _in_order(run: str, text: str) -> bool:
    """Whether the characters of RUN occur in TEXT in that order (羽协 in 羽毛球协会)."""
    at = 0
    for char in run:
        at = text.find(char, at) + 1
        if not at:
            return False
    return True


@lru_cache(maxsize=TEXTS_CACHED)
def _asked(text: str) -> tuple[str, str, str] | None:
    """(question, answer, language) when TEXT is a wh-question answered in the same text."""
    if "?" not in text and "？" not in text:
        return None
    qa = _QA.match(unmark(text).strip())
    if not qa:
        return None
    question, answer = qa["q"].strip(), qa["a"].strip()
    if _PAST.search(question):
        return None
    if _WH_EN.match(question):
        return question, answer, "en"
    if _CJK.search(question) and _WH_ZH.search(question):
        return question, answer, "zh"
    return None


# Read by rules.reanswered too: the same question asked on both sides.
asked_in = _asked


def _covered(question: str, lang: str, old: str, old_words: frozenset[str]) -> frozenset[str]:
    """The words of OLD the question names, or an empty set when OLD lacks one of them."""
    if lang == "en":
        words = frozenset(analyse(question).content) - _FILLER_EN
        return words if words and words <= old_words else frozenset()
    runs = [
        r
        for r in re.split(
            r"[^\u3400-\u9fffA-Za-z0-9]+", _FILLER_ZH.sub(" ", _WH_ZH.sub(" ", question))
        )
        if r
    ]
    if not runs or not any(len(r) >= 2 for r in runs) or not all(_in_order(r, old) for r in runs):
        return frozenset()
    return frozenset(w for w in old_words if any(c in "".join(runs) for c in w))


@lru_cache(maxsize=4096)
def answer_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE (or CONTRADICTION for a correction) when NEW answers the question OLD states the
    answer of with another value (module docstring); None otherwise."""
    asked = _asked(new_text)
    if asked is None or _asked(old_text):
        return None
    question, answer, lang = asked
    old_words = frozenset(analyse(old_text).content)
    named = _covered(question, lang, old_text, old_words)
    if not named:
        return None
    old_value = old_words - named - {"user", "用户"}
    value = _VALUE_END.split(answer, maxsplit=1)[0].strip()
    words = analyse(value).content or {w.casefold() for w in _WORD.findall(value)}
    value_words = frozenset(words) - named
    if not old_value or not value_words or value_words & old_value:
        return None
    if lang == "zh" and any(w in old_text for w in value_words):
        return None
    shown = sorted(old_value)[0]
    if CORRECTION.search(answer):
        return Relation.CONTRADICTION, f"the answer to '{question}' corrects it: '{value}'"
    return Relation.UPDATE, f"a newer answer to '{question}': '{value}' in place of '{shown}'…"
