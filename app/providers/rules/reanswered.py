"""The same question answered with another value: "Q: Which league do the Redcliff Hawks play
in? A: The Western Basketball Association." beside the same question answered "A: Since the
merger of the two leagues, the National Basketball Union.", 问：最新的CPI同比涨幅是多少？答：2.4%
beside 答：9月份回落至1.9%.

Question-answer data states a fact as a question and its answer; a revision keeps the question
and changes the answer. `rules.answered` reads a question against a statement; here both texts
ask the same question (the same words, ignoring case, spaces and punctuation, and the words
that ask for the value now: "currently", "now", 现在, 现任) and each answers it. When the
answers give numbers, the new one's share none with the old one's; otherwise the new answer's
content words share none with the old answer's: the new answer is a newer value,
UPDATE (CONTRADICTION when it corrects, "not", 记错了). An answer that adds ("also", 也), hedges
or gives nothing to compare is left to the other readings, and so is a past question
(`rules.answered` reads none).
"""

from __future__ import annotations

import re

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.answered import CORRECTION, asked_in
from app.providers.rules.frames import analyse

_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_PUNCT = re.compile(r"[\W_]+")
# An answer that adds to the old one or doubts itself.
_NOT_A_VALUE = patterns.compile(
    r"\b(?:also|too|as\s+well|maybe|perhaps|probably|not\s+sure|unknown|unclear)\b|也|可能|不清楚|未知",
    re.I,
)


# Words that ask for the value now: "Which club does he play for?" and "Which club does he
# currently play for?" are one question (what holds now is what both ask); so are 星河航空的总部
# and 星河航空目前的总部 (的 is put in or left out at will).
_NOW = patterns.compile(
    r"\b(?:currently|current|now|today|presently|at\s+present|these\s+days)\b|"
    r"的?(?:现在|目前|如今|当前|现任|眼下)的?|的",
    re.I,
)


def _same_question(a: str, b: str) -> bool:
    a, b = _NOW.sub(" ", a), _NOW.sub(" ", b)
    return _PUNCT.sub("", a).casefold() == _PUNCT.sub("", b).casefold()


def answer_replaced(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE (or CONTRADICTION for a correction) when both texts ask one question and the new
    answer shares no number, or no word, with the old one (module docstring); None otherwise."""
    new, old = asked_in(new_text), asked_in(old_text)
    if new is None or old is None or not _same_question(new[0], old[0]):
        return None
    question, answer, _ = new
    was = old[1]
    if _NOT_A_VALUE.search(answer) or _NOT_A_VALUE.search(was):
        return None
    numbers_new, numbers_old = set(_NUMBER.findall(answer)), set(_NUMBER.findall(was))
    if numbers_new or numbers_old:
        if not numbers_new or not numbers_old or numbers_new & numbers_old:
            return None
    else:
        words_new, words_old = set(analyse(answer).content), set(analyse(was).content)
        if not words_new or not words_old or words_new & words_old:
            return None
    if CORRECTION.search(answer):
        return Relation.CONTRADICTION, f"the answer to '{question}' is corrected: '{answer}'"
    return Relation.UPDATE, f"a newer answer to '{question}': '{was}' → '{answer}'"
