"""One more of a counted thing, told by its ordinal: "User has two kids" / "User's third child
was born last week", "I have two turtles" / "Got a third turtle this week!", 用户养了两只猫 /
用户的第三只猫到家了.

The old text counts the user's things (a count frame: "has two kids", 养了两只猫); the new one
names the next of the same kind by its ordinal, so the count is now that ordinal. Only the
very next one counts ("third" after "two"): "the second kid started school" after "two kids"
is one of them, not one more. The kind must be the one the old text counts (kids and child
are one kind), and the new text must not be a plan, a hope, a pregnancy (a third child on the
way leaves two), a question, or about someone else's ("my sister's third child"). A child may
be named by its place alone (thirty-sixth pass): 二胎 / 三胎, "baby number three", "our third,
a little girl", "our third baby arrived"; it is one more only of a count of children (孩子,
kids), not of daughters: "has one daughter" stays true beside a second child who is a son.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns, predicate_tables
from app.providers.rules.frames import TEXTS_CACHED, analyse, number, stem

_ORDINAL_WORDS = ("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_ORDINALS = {w: i for i, w in enumerate(_ORDINAL_WORDS, start=2)}
# Cheap first look, before any regex: a text with none of these names no ordinal.
_HINTS = (*_ORDINAL_WORDS, "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th")
_EN = re.compile(
    rf"\b(?P<ord>{'|'.join(_ORDINAL_WORDS)}|[2-9](?:nd|rd|th))\s+(?:(?:little|baby|new)\s+)?"
    r"(?P<noun>[a-z]+)",
    re.I,
)
_ZH = re.compile(
    r"第(?P<ord>[二三四五六七八九])(?:个|只|条|位|名|匹|头)(?P<noun>[\u4e00-\u9fff]{1,2})"
)
# A child told by its place among the user's children with no noun for it: 二胎 / 三胎 (the
# second / third birth), "baby number three", "our third, a little girl".
_CHILD_ZH = re.compile(r"(?P<ord>[二三四五])胎")
_TWO_TO_NINE = "|".join(predicate_tables.NUMBER_WORDS.split()[2:10])
_CHILD_EN = re.compile(
    rf"\b(?:baby|child|kid)\s+(?:number|no\.?|#)\s*(?P<ord>{_TWO_TO_NINE}|[2-9])\b|"
    rf"\b(?:our|my|her|his|their)\s+(?P<nth>{'|'.join(_ORDINAL_WORDS)})\b"
    r"(?=\s*[,!—-]\s*(?:a|our)?\s*(?:little\s+)?(?:girl|boy|baby|son|daughter)\b|"
    r"\s+(?:baby|arrived|was\s+born|is\s+here))",
    re.I,
)
# The next one is on its way, hoped for, asked about: the count has not changed yet.
_NOT_YET = patterns.compile(
    r"\b(?:expecting|pregnant|due|trying|hope|hopes|hoping|want|wants|plan|plans|planning|"
    r"thinking|considering|might|maybe|will|would|could|if)\b|怀|备孕|打算|准备|计划|想要|可能|"
    rf"{cues.CJK_IF}",
    re.I,
)


def _kind(noun: str) -> str:
    noun = noun.casefold().rstrip("了的")
    if noun in ("baby", "babies"):
        return "child"
    return next((v for k, v in cues.COUNT_KEYS.items() if noun.startswith(k)), stem(noun))


_RELATIVES_ZH = tuple(r for r in cues.RELATIVE_SET if not r.isascii())


def _someone_else(before: str) -> bool:
    """Whether the words before an ordinal name another person as its owner."""
    before = re.sub(r"'s\b|的", " ", before.casefold())
    return bool(set(before.split()) & cues.RELATIVE_SET) or any(r in before for r in _RELATIVES_ZH)


@lru_cache(maxsize=TEXTS_CACHED)
def _next_ones(text: str) -> tuple[tuple[int, str, str], ...]:
    """(ordinal, kind, words) for each thing TEXT names by its ordinal, the user's own."""
    folded = text.casefold()
    if "第" not in text and "胎" not in text and not any(w in folded for w in (*_HINTS, "number")):
        return ()
    if cues.QUESTION_RE.search(text) or _NOT_YET.search(text):
        return ()
    out = []
    for clause in cues.PUNCTUATED_RE.findall(text):
        for found in [*_EN.finditer(clause), *_ZH.finditer(clause)]:
            if _someone_else(clause[: found.start()]):
                continue  # "my sister's third child" is not the user's
            raw = found["ord"].casefold()
            nth = _ORDINALS.get(raw) or number(raw) or (int(raw[0]) if raw[0].isdigit() else 0)
            out.append((nth, _kind(found["noun"]), found.group()))
    # Read in the whole text: "our third, a little girl" runs over a comma.
    for found in [*_CHILD_EN.finditer(text), *_CHILD_ZH.finditer(text)]:
        if _someone_else(text[: found.start()]):
            continue
        raw = (found.groupdict().get("nth") or found["ord"]).casefold()
        nth = _ORDINALS.get(raw) or number(raw) or 0
        out.append((nth, "child", found.group()))
    return tuple(out)


@lru_cache(maxsize=4096)
def one_more(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW names the next one of what OLD counts (module docstring)."""
    next_ones = _next_ones(new_text)
    if not next_ones:
        return None
    old = analyse(old_text)
    if old.question or old.hyp:
        return None
    counts = [f for f in old.frames if f.slot == "count" and f.subj == "self" and f.live]
    for nth, kind, words in next_ones:
        for frame in counts:
            if frame.cat == kind and not frame.neg and frame.key == str(nth - 1):
                return Relation.UPDATE, f"'{words}' is one more than {frame.obj} {frame.cat}"
    return None
