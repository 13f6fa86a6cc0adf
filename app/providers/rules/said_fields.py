"""A possessed attribute told with a copula is a field of a note: "User's job title is Product
Manager" says what "Job title: Product Manager" says.

`rules.values.field_change` reads two notes with the same key and values that neither holds
within the other as a change. A sentence that names whose attribute it is, the attribute and
then "is" / "are" / 是 / 叫 with the value says the same: "User's job title is Product Manager"
/ "User's job title is Director of Product", 用户的职位是产品经理 / 用户的职位是产品总监,
用户的女朋友叫小美 / 用户现在的女朋友叫小雪, "His laptop's OS is Windows 10" / "… is Ubuntu".
`said_field_change` reads such a sentence as a field (the owner is part of its key: "Kevin's
son" is not the user's) and the two as notes; a change marker ("now", "these days", 现在,
目前) may stand anywhere, it only says the value is the current one.

The attributes a note may hold several of (`values.NOT_FIELDS`: hobbies, friends, plans,
appointments, pets) stay out, and so does an attribute named by a relative one may have several
of ("User's sister is Ann" / "User's sister is Beth": two sisters, "my brother's job …"); a
relative one has one of at a time (a wife, a boyfriend, a landlord, 女朋友) is an attribute.
A day or a time as the value is another occasion unless the new text moves it, as in
`values.swapped_value`. A negation, a question, a plan, history or an addition steps back.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues
from app.providers.rules.frames import TEXTS_CACHED, stem
from app.providers.rules.place_names import one_or_within
from app.providers.rules.text_marks import negates
from app.providers.rules.value_words import MOVED, OCCASION, pair_blocked, words_of
from app.providers.rules.values import NOT_FIELDS, marks

_OWNER = (
    r"(?:the\s+)?(?P<owner>user'?s|my|his|her|their|[A-Z][a-z]+(?:'s|’s)|"
    r"用户的?|我的|他的|她的|[\u3400-\u9fff]{1,3}的)"
)
_COPULA = r"(?:\s+(?:is|are)\s+|是|叫)"
_SAID = re.compile(
    rf"^\s*{_OWNER}\s*(?P<key>[^,;:.!?，；：。！？]{{1,30}}?){_COPULA}"
    r"(?P<value>[^,;:!?，；：。！？]{1,60}?)[.。!！]?\s*$"
)
_NOW = re.compile(r"\s*\b(?:now|currently|these\s+days|at\s+the\s+moment|nowadays)\b\s*", re.I)
_NOW_ZH = re.compile(r"现在|目前|如今|最近")
_SELF = frozenset({"user's", "users", "user", "my", "用户", "用户的", "我的"})
# A relative one has one of at a time: the value is who holds the place now.
_ONE_HOLDER = frozenset(
    {"wife", "husband", "partner", "spouse", "girlfriend", "boyfriend", "fiance", "fiancee"}
    | {"fiancé", "fiancée", "boss", "manager", "landlord", "老婆", "妻子", "老公", "丈夫"}
    | {"女朋友", "男朋友", "男友", "女友", "未婚夫", "未婚妻", "老板", "领导", "房东"}
)
_SEVERAL = frozenset(cues.RELATIVE_SET - _ONE_HOLDER)
# How a value opens says what "is" joins: a thing ("is a blue Fiat"), a place or a state
# ("is in for a service"), or a description ("is three years old").
_OPENS = {"a": "thing", "an": "thing", "the": "thing", "one": "thing"} | dict.fromkeys(
    ("in", "at", "on", "by", "from", "to", "near", "with", "for", "under", "off", "out"), "place"
)


def _opens(value: str) -> str:
    first = value.casefold().split()[0] if value.split() else ""
    return _OPENS.get(first, "other")


@lru_cache(maxsize=TEXTS_CACHED)
def said_field(text: str) -> tuple[str, str, str] | None:
    """(owner, attribute, value) of a possessed attribute told with a copula, or None (kept
    per text: a write compares its text with ten memories, each met by many writes)."""
    match = _SAID.match(_NOW_ZH.sub("", _NOW.sub(" ", text)).strip())
    if not match:
        return None
    owner = match["owner"].casefold().removeprefix("the").strip()
    owner = "self" if owner in _SELF else owner.removesuffix("的").removesuffix("'s")
    key = match["key"].strip().removesuffix("的")
    if key.isascii():
        words = key.casefold().split()
        if not words or len(words) > 4 or any(w.removesuffix("'s") in _SEVERAL for w in words):
            return None
        key = " ".join(stem(w) for w in words)
    elif any(r in key for r in _SEVERAL if not r.isascii()) and key not in _ONE_HOLDER:
        return None
    if not key or key in NOT_FIELDS or any(w in NOT_FIELDS for w in key.split()):
        return None
    if owner in _SEVERAL:
        return None  # "her sister's …" is read as owner "her", key "sister's …" above
    return owner, key, match["value"].strip()


def said_field_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    new, old = said_field(new_text), said_field(old_text)
    if not new or not old or new[:2] != old[:2]:
        return None
    if pair_blocked(new_text, old_text) or negates(new_text) or negates(old_text):
        return None
    if one_or_within(old[2], new[2]):
        return None  # "lives in Munich" / "in München" (rules.place_names)
    if _opens(old[2]) != _opens(new[2]):
        return None  # "Mum's car is in for a service" / "is a blue Fiat 500": not one value
    told = words_of(old[2]) + words_of(new[2])
    if any(OCCASION.match(w.key) for w in told) and not MOVED.search(new_text):
        return None  # "the flight is at 9 am" / "at 11 am": another occasion unless moved
    old_value, new_value = marks(old[2]), marks(new[2])
    if not old_value or not new_value or old_value <= new_value or new_value <= old_value:
        return None
    return Relation.UPDATE, f"the same attribute '{new[1]}' now reads '{new[2]}'"
