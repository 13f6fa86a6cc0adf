"""Two memories about the same named person other than the user, read as if about the user.

The predicate frames and topics know how the user's own facts change (lives in X / moved to
Y, works at X / joined Y). "The user's cousin Leo goes to work by bike" and "Leo gets to the
office by car" are the same kind of change, about Leo. When both texts have one named person
as their subject, `as_user` rewrites both with that person as the user, so the same reading
applies; any verdict it gives is about that person. It declines when the name is not the
subject of both texts ("User had lunch with Leo"), or when either text is also about the user.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED

_REL_EN = (
    r"(?:(?:(?i:the)\s+)?(?:user|user's|user’s|my|his|her|their|our)\s+)?(?:(?:older|younger|little|"
    r"big|best|step|twin|oldest|youngest)\s+)?(?:brother|sister|cousin|mother|mom|mum|father|dad|"
    r"son|daughter|wife|husband|partner|girlfriend|boyfriend|friend|colleague|coworker|roommate|"
    r"flatmate|neighbou?r|boss|manager|uncle|aunt|niece|nephew|grandma|grandmother|grandpa|"
    r"grandfather|kid|child|fianc[eé]e?)(?:-in-law)?,?\s+"
)
_REL_ZH = (
    r"(?:用户的|我的|我)?(?:表弟|表哥|表姐|表妹|堂弟|堂哥|堂姐|堂妹|哥哥|姐姐|弟弟|妹妹|妈妈|母亲|"
    r"爸爸|父亲|儿子|女儿|老公|老婆|丈夫|妻子|男朋友|女朋友|朋友|同事|室友|邻居|老板|领导|舅舅|姑姑|"
    r"叔叔|阿姨|外婆|奶奶|爷爷|外公)"
)
_NAME_EN = re.compile(rf"(?:{_REL_EN})?\b([A-Z][a-z]+(?:[- ][A-Z][a-z]+)?)(?:'s|’s)?\b")
_USER_EN = re.compile(r"\b(?:user|user's|user’s|i|i'm|my|me|mine|she \(the user\))\b", re.I)
_USER_ZH = patterns.compile(
    r"用户(?!的(?:表|堂|哥|姐|弟|妹|妈|母|爸|父|儿|女|老|丈|妻|男|朋|同|室|邻|舅|姑|叔|阿|外|奶|爷))"
    r"|我(?!的)"
)
_NOT_NAME_WORDS = """
The A An I He She They It We You User This That These Those My His Her Their Our Yes No Not
Now Since As At In On For Update Fix Correction Actually Also Note Reports Dr Mr Mrs Ms Prof
Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June
July August September October November December
"""
_NOT_NAMES = frozenset(_NOT_NAME_WORDS.split())
# A person who is a text's subject is followed by what they do ("Maria moved"); a capitalised
# first word followed by a preposition or an article heads a noun phrase ("Flight to Berlin").
_NOUN_HEAD = re.compile(r"\s+(?:to|from|back|on|at|in|for|with|of|the|a|an)\b")
_ZH_NAME = patterns.compile(
    rf"{_REL_ZH}([\u3400-\u9fff]{{2,3}}?)"
    r"(?=[的是在用有把从住开坐上喜每一现最和已目今去说很也都就还要会被跟，。、：:]|$)"
)


@lru_cache(maxsize=TEXTS_CACHED)
def _english_subject(text: str) -> str | None:
    """The named person a text is about: the first name in its first words, or the name that
    follows "the user's <relative>"."""
    if re.search(r"[\u3400-\u9fff]", text):
        return None
    for match in _NAME_EN.finditer(text):
        name = match.group(1)
        if name.split()[0] in _NOT_NAMES:
            continue
        if not text[: match.start()].strip() and _NOUN_HEAD.match(text, match.end()):
            continue  # "Flight to Berlin on March 3": a sentence's first word, then a preposition
        head = text[: match.start(1)]
        if match.group(0) != name or len(head.split()) <= 1:
            return name
        if re.search(r"\b(?:with|to|for|from|and|by|than|about|at|of)\s+$", head, re.I):
            return None
        return name if len(head.split()) <= 3 else None
    return None


@lru_cache(maxsize=TEXTS_CACHED)
def _chinese_subject(text: str) -> str | None:
    match = _ZH_NAME.search(text)
    return match.group(1) if match else None


_RELATION = patterns.compile(rf"({_REL_EN}|{_REL_ZH})$")


# The new text's subject is looked for in it again beside each candidate: kept per (text, name).
@lru_cache(maxsize=4096)
def _relation_to(text: str, name: str) -> str:
    """How the text relates the user to the named person ("sister", 表弟), or ""."""
    at = text.find(name)
    found = _RELATION.search(text[:at])
    if not found:
        return ""
    words = re.sub(
        r"(?i)\b(?:the|user|my|his|her|their|our)\b(?:['’]s)?|用户的|我的|我|,",
        " ",
        found.group(1),
    )
    return " ".join(words.casefold().split())


@lru_cache(maxsize=4096)
def _rewrite(text: str, name: str, user: str = "User") -> str:
    if re.search(r"[\u3400-\u9fff]", name):
        return re.sub(rf"(?:{_REL_ZH})?{re.escape(name)}", user and "用户", text)
    pattern = rf"(?:{_REL_EN})?\b{re.escape(name)}(?P<s>'s|’s)?\b"
    return re.sub(pattern, lambda m: f"{user}'s" if m["s"] and user else user, text)


@lru_cache(maxsize=4096)
def as_user(new: str, old: str) -> tuple[str, str, str] | None:
    """(new, old, name) rewritten with their shared named subject as the user, or None."""
    for find, user in ((_english_subject, _USER_EN), (_chinese_subject, _USER_ZH)):
        names = {n for n in (find(new), find(old)) if n}
        names |= {n for n in (find(old),) if n and n in new}
        names |= {n for n in (find(new),) if n and n in old}
        for name in sorted(names):
            if name not in new or name not in old:
                continue
            # "the user's father Aisha" and "the user's aunt Aisha" are two people.
            relations = {_relation_to(new, name), _relation_to(old, name)} - {""}
            if len(relations) > 1:
                continue
            # Also about the user, besides the named person: two people, do not merge them.
            if user.search(_rewrite(new, name, "")) or user.search(_rewrite(old, name, "")):
                continue
            return _rewrite(new, name), _rewrite(old, name), name
    return None
