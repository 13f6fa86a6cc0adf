"""A question answered in the same text is a statement: "Who coaches the Redmond Hawks? Sara
Lindqvist." says that Sara Lindqvist coaches the Redmond Hawks.

Fact lists and question-answering datasets store facts this way ("Who is the current chief
executive of Redfern Holdings? Simon Crale.", 目前澜江省足协主席是谁？王建。). Read as a
question, such a text asserts nothing and never conflicts with anything, so a newer answer
to the same question, or a newer statement of the fact, left the old one standing. Here the
answer takes the place of the question word, and the other readings see the statement:

- English: a leading who / what / which (+ a noun) is replaced by the answer ("Who owns the
  Ashby Gazette? Northline Media." → "Northline Media owns the Ashby Gazette."); a question
  with no question word ("Latest version of the Kestrel browser? 118.") becomes a note
  ("Latest version of the Kestrel browser: 118.");
- Chinese keeps the question word in place, so 谁 / 什么 / 哪个 / 哪里 / 多少 is replaced where it
  stands (《青川日报》归谁所有？青川报业集团。 → 《青川日报》归青川报业集团所有。).

Only a short answer (one clause, a few words) that is not itself a question counts; a yes /
no question ("Is the museum open on Mondays? Yes.") is not rewritten, since its answer is
not a value. A question with no answer stays a question.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns

# The question, its mark, and what follows it.
_QA = re.compile(r"^(?P<q>[^?？]+)[?？]\s*(?P<a>[^?？]+?)\s*$")
# A leading English question word, with the noun a "which" may govern ("which team").
_WH_EN = patterns.compile(
    r"^(?:who|whom|what|which(?:\s+(?!is\b|are\b|was\b|were\b|does\b|do\b|did\b|has\b|have\b)"
    r"[a-z]+)?)\b\s*",
    re.I,
)
# An English question that only asks yes or no, or how: its answer is not the value.
_NOT_WH = patterns.compile(
    r"^(?:is|are|was|were|does|do|did|has|have|can|could|will|would|should|why|how|when|where)"
    r"\b",
    re.I,
)
# A Chinese question word, kept in place: the answer goes where it stands.
_WH_ZH = patterns.compile(r"谁|什么|哪个|哪家|哪位|哪支|哪座|哪里|哪儿|多少|几")
# A Chinese question that asks yes or no (这周还上钢琴课吗？): its answer is not the value.
_YES_NO_ZH = patterns.compile(r"[吗嘛][\s。]*$")
_YES_NO = patterns.compile(r"^(?:yes|no|yeah|nope|是的?|不是|对|没有|有)\b", re.I)
_COMMA = re.compile(r"\s*[,，;；]\s*")
_TRAILING = re.compile(r"[\s.。!！]+$")
_ANSWER_WORDS = 8  # an answer longer than this is a sentence of its own, not a value
_ANSWER_CHARS = 24  # the same for Chinese, by characters


def _value_and_rest(answer: str) -> tuple[str, str]:
    """The value an answer names and what it adds after a comma ("Beata Lind", "elected …")."""
    parts = _COMMA.split(answer, maxsplit=1)
    return (parts[0], parts[1]) if len(parts) == 2 else (answer, "")


@lru_cache(maxsize=4096)
def as_statement(text: str) -> str | None:
    """TEXT as the statement its answered question makes, or None when TEXT is not a question
    answered in the same text (module docstring)."""
    if "?" not in text and "？" not in text:
        return None
    qa = _QA.match(text.strip())
    if not qa:
        return None
    question, answer = qa["q"].strip(), _TRAILING.sub("", qa["a"])
    if not answer or _YES_NO.match(answer):
        return None
    if len(answer.split()) > _ANSWER_WORDS or len(answer) > _ANSWER_CHARS * 3:
        return None
    value, rest = _value_and_rest(answer)
    tail = f", {rest}" if rest else ""
    if (zh := _WH_ZH.search(question)) and not re.match(r"[A-Za-z]", question):
        if len(value) > _ANSWER_CHARS:
            return None
        return f"{question[: zh.start()]}{value}{question[zh.end() :]}{tail}。"
    if _NOT_WH.match(question) or _YES_NO_ZH.search(question):
        return None
    if wh := _WH_EN.match(question):
        body = question[wh.end() :]
        return f"{value} {body}{tail}." if body else None
    return f"{question}: {value}{tail}."
