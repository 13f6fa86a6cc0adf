"""A claim denied outright with "never": 章华是凯文集团的创始人 / 章华从未在凯文集团任职,
"Oye works at Google" / "Oye never actually worked at Google", 白鹭队是北区联赛的参赛球队 /
白鹭队并未参加北区联赛.

The negation readings ask the denial to restate the old statement; a "never" denial often
words it with another verb (供职于 / 从未…任职, "is the founder" / "never took part in
founding"). Here a clause of the new text carries a word of outright denial (never, has no
connection to, had nothing to do with; 从未, 从来没, 从没, 从不, 并未, 并没有, 未曾), the part
before the cue names no one the old text does not (the same subject, or none), and the part
after it shares a word of the old statement that is not its subject (the thing denied).
Guards: a denial bound to a time or a condition ("never drinks coffee after 6pm", "had never
been to Oslo before", 之前从未), a lapse denied (never missed, never stopped, 从未缺席, 从未间断:
the old fact held without a break), a comparison ("never been better"), an old text that is
itself negated, a question or a hypothetical on either side, another person. CONTRADICTION.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, content_set, word_tokens
from app.providers.rules.topics import topic

_NEVER = patterns.compile(
    r"\bnever\b|\b(?:has|have|had)\s+no\s+(?:connection|ties|link)s?\s+(?:to|with)\b|"
    r"\b(?:has|have|had)\s+nothing\s+to\s+do\s+with\b|"
    r"从未|从来没有?|从没有?|从来不|从不|并未|并没有|未曾",
    re.I,
)
# A lapse denied keeps the old fact ("never missed a session", 从未缺席); a comparison or a
# "never mind" says nothing of it.
_LAPSE = patterns.compile(
    r"^\s*(?:\w+\s+){0,2}?(?:miss|fail|stop|quit|forg[eo]t|gave\s+up|give\s+up|left|leave|"
    r"lost|lose|chang|doubt|regret|broke|break|late|been\s+(?:better|happier|more)|mind|"
    r"too|more|again|than)|^[^，,；;。]{0,3}(?:缺席|缺过|间断|中断|停止|停过|放弃|离开|改变|变过|"
    r"迟到|落下|忘|后悔|怀疑|动摇|输过)",
    re.I,
)
# "Before", "until", 之前, 以前 … bound the denial to a time; 直到 as well.
_BOUND = patterns.compile(rf"{cues.RESTRICTION}|直到|此前|\byet\b|\bsince\b", re.I)
_CLAUSE = re.compile(r"[^，,；;。.!！？?—]+")
_OLD_NEGATED = patterns.compile(r"\b(?:not|never|no)\b|n't\b|不|没|未|无", re.I)
# The subject side: pronouns and the user name nothing the old text must hold.
_FIRST_PERSON = patterns.compile(r"\b(?:I|me|my|user)\b|我|用户", re.I)
_NAMELESS = frozenset({"he", "she", "they", "it", "we", "i", "user", "用户", "我", "他", "她"})


def _words(text: str) -> frozenset[str]:
    return content_set(word_tokens(text))


@lru_cache(maxsize=TEXTS_CACHED)
def never_denied(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when a clause of NEW denies OLD's claim with "never" (module docstring)."""
    if not _NEVER.search(new_text) or _OLD_NEGATED.search(old_text):
        return None
    if cues.QUESTION_RE.search(new_text) or cues.QUESTION_RE.search(old_text):
        return None
    n, o = topic(new_text), topic(old_text)
    if n.hyp or o.hyp or (n.person != o.person and _FIRST_PERSON.search(new_text)):
        return None  # a subject the topic reading did not find is checked clause by clause
    old = _words(old_text)
    for clause in _CLAUSE.findall(new_text):
        cue = _NEVER.search(clause)
        if cue is None or _BOUND.search(clause) or _LAPSE.search(clause[cue.end() :]):
            continue
        subject = _words(clause[: cue.start()]) - _NAMELESS
        if subject - old:
            continue  # another person or thing denies it
        denied = (_words(clause[cue.end() :]) & old) - subject
        if len(denied) >= 1:
            why = f"the new text denies outright what the old one says ('{clause.strip()}')"
            return Relation.CONTRADICTION, why
    return None
