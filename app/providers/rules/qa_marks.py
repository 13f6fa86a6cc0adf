"""A question and its answer marked as such: "Q: Who coaches the Hawks? A: Sara Lindqvist.",
问：羽协的秘书长是谁？答：邓凯。, "What phone are you on? — An iPhone 15."

Interview notes, FAQ pages and chat logs mark the two halves ("Q:" / "A:", "Question:" /
"Answer:", 问： / 答：) or set the answer off with a dash. `rules.answers` reads a question
answered in the same text as the statement it makes, but a mark left in place is read as a
word of the question or of the answer ("Q: Who captained …" is not a question word first;
答：5.4 is not a value). `unmark` drops the marks, and nothing else, so the question and its
answer reach `rules.answers` bare: "Who coaches the Hawks? Sara Lindqvist."
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.frames import TEXTS_CACHED

# The question's mark at the start of the text.
_Q_MARK = re.compile(r"^\s*(?:Q|Question|问|提问)\s*[:：]\s*", re.I)
# The answer's mark right after the question mark: "A:", "Answer:", 答：, or a dash.
_A_MARK = re.compile(r"([?？])\s*(?:(?:A|Answer|答|回答)\s*[:：]|[—–]+|-{1,2}(?=\s))\s*", re.I)


@lru_cache(maxsize=TEXTS_CACHED)
def unmark(text: str) -> str:
    """TEXT without the marks of a question and its answer (module docstring); TEXT itself
    when it is not a marked question and answer."""
    if "?" not in text and "？" not in text:
        return text
    asked = _Q_MARK.sub("", text, count=1)
    answered = _A_MARK.sub(r"\1 ", asked, count=1)
    if asked == text and answered == asked:
        return text
    return answered.strip()
