"""The user left the group or the place the old memory puts them in: "User left the book
club" beside "User is in a book club that meets the first Thursday of each month",
用户已经从宿舍搬出来了 beside 用户住在学校的四人间宿舍, 在职研究生我退了 beside 我在读在职研究生.

"Quit" and 不再 are withdrawal cues of the topic reading; "left", "moved out of" and 退了 are
not, since "left the office at six" is a departure. Said of a thing the old text names (its
head noun, or the Chinese run itself) and not followed by a time ("at six", "early", "for
lunch"), leaving it ends the membership or the stay the old memory tells: UPDATE. The new
text must not be a question, a plan or history, and the old one must not already deny it.
"""

from __future__ import annotations

import re

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import normalize_for_rules

# A noun phrase ends before a preposition or a clause: "the flat in June", "the club that …".
_NOT_NOUN = (
    r"(?:that|which|who|and|because|after|when|where|in|at|on|for|to|with|by|before|since|"
    r"last|this)\b"
)
_LEFT_EN = patterns.compile(
    r"\b(?:left|has\s+left|dropped\s+out\s+of|moved\s+out\s+of|pulled\s+out\s+of)\s+"
    rf"(?:the|her|his|my|our|their)\s+(?:(?!{_NOT_NOUN})[a-z-]+\s+){{0,2}}"
    rf"(?P<noun>(?!{_NOT_NOUN})[a-z-]{{3,}})\b"
    r"(?!\s+(?:at|for|early|late|on\s+time|around|by|before|after|this|last|to|with)\b)",
    re.I,
)
_LEFT_ZH = patterns.compile(
    r"从(?P<place>[\u3400-\u9fff]{2,6}?)(?:里|那儿|那里)?搬(?:出来|出去|走)了|"
    r"(?P<thing>[\u3400-\u9fff]{2,6}?)(?:我|她|他|用户)?(?:已经)?退(?:了|掉了)|退出了(?P<group>[\u3400-\u9fff]{2,6})"
)


def _said_in(noun: str, old: str) -> bool:
    if noun.isascii():
        return re.search(rf"\b{re.escape(noun)}s?\b", old) is not None
    return noun in old or noun[-2:] in old


def left_group(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW says the user left what OLD puts them in."""
    new, old = normalize_for_rules(new_text), normalize_for_rules(old_text).casefold()
    if cues.QUESTION_RE.search(new) or cues.HYP_RE.search(new) or cues.NEG_RE.search(old):
        return None
    for m in _LEFT_EN.finditer(new):
        if _said_in(m["noun"].casefold(), old):
            return Relation.UPDATE, f"the user left the {m['noun']} the old text names"
    for m in _LEFT_ZH.finditer(new):
        thing = m["place"] or m["thing"] or m["group"]
        if _said_in(thing, old):
            return Relation.UPDATE, f"the user left {thing}, which the old text names"
    return None
