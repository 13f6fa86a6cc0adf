"""A note's field and a sentence stating the same field: "Legal name: Daniel Okafor" / "Dani
Okafor is the user's legal name", 用户的伴侣是林晓 / 伴侣：周婷, "Northwind Logistics is the
user's current employer" / "Current employer: Halcyon Freight".

`values.field_change` compares two notes ("Key: value" / "Key: other value"). A note and a
sentence say the same when the sentence names the field as the user's and gives it a value
by a copula: "the user's F is V", "V is the user's F", 用户的F是V. The field is read as a note's
key is ("current", 现任 and the user aside; English words by stem), and the two values must each
hold a word the other lacks, as for two notes. Fields that hold several values (hobbies,
allergies), a negated, hedged or historical sentence, a question, and a sentence about
someone else's field ("the user's sister's partner") stop it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules, stem
from app.providers.rules.value_words import steps_back
from app.providers.rules.values import NOT_FIELDS, field_of_note, marks

# "the user's F is V" / "my F is V"; "V is the user's F"; 用户的F是V / 我的F叫V.
_OWNER = r"(?:the\s+user'?s|user'?s|my)"
_F_IS_V = re.compile(
    rf"^(?:{_OWNER})\s+(?P<key>[a-z][a-z ]{{1,30}}?)\s+(?:is|are)\s+(?:now\s+)?(?P<value>.+)",
    re.I,
)
_V_IS_F = re.compile(
    rf"^(?P<value>[^,;]{{1,40}}?)\s+(?:is|are)\s+(?:now\s+)?(?:{_OWNER})\s+"
    r"(?P<key>[a-z]+(?:\s+[a-z]+){0,2})\b",
    re.I,
)
# A value ends with its clause or sentence; "Dr." is not the end of one.
_SENTENCE_END = re.compile(r"[,;，,。；]|(?<=\w{3})\.(?:\s|$)|\s+now\b")
_ZH_F_IS_V = re.compile(
    r"^(?:用户|我)的?(?P<key>(?:(?![是叫])[\u4e00-\u9fff]){1,8}?)(?:是|叫)(?P<value>[^，,。；;]+)"
)
# Said of the field, not of its holder: "current", 现任.
_CURRENT = re.compile(r"^(?:current|present|latest)\s+|^(?:现任|目前的?|当前的?|现在的?)")
# A note's qualifier naming the user is no qualifier: "Job title (user): …".
_THE_USER = frozenset({"", "user", "the user", "me", "用户", "我"})


def _key(raw: str) -> str:
    key = _CURRENT.sub("", raw.strip().casefold())
    key = key.rsplit("的", 1)[-1]  # 所在区的区长 → 区长
    return " ".join(stem(w) for w in key.split()) if key.isascii() else key


@lru_cache(maxsize=TEXTS_CACHED)
def _stated(text: str) -> tuple[str, str] | None:
    """(field, value) when TEXT states the user's field by a copula."""
    text = normalize_for_rules(text)
    if cues.NEG_RE.search(text) or steps_back(text):
        return None
    for pattern in (_F_IS_V, _V_IS_F, _ZH_F_IS_V):
        if (found := pattern.match(text)) is None:
            continue
        raw = found["key"].casefold()
        owners = raw.split()[:-1] if raw.isascii() else raw.split("的")[:-1]
        if "'s" in raw or any(w in cues.RELATIVE_SET for w in owners):
            return None  # "the user's sister's partner", 用户妈妈的生日: someone else's field
        key, value = _key(raw), _SENTENCE_END.split(found["value"])[0].strip()
        if pattern is _V_IS_F and (cues.PRONOUN_RE.match(value) or not value[0].isupper()):
            return None  # "She is my best friend": a name must say who
        if key and key not in NOT_FIELDS and len(value.split()) <= 5:
            return key, value
        return None
    return None


def _noted(text: str) -> tuple[str, str] | None:
    found = field_of_note(text)
    if found is None or found[1] not in _THE_USER:
        return None
    return _key(found[0]), found[2]


def _same_field(a: str, b: str) -> bool:
    """One key names the field; "V is the user's F" reads a few words after F as well
    ("legal name following the court order"), so the shorter key may open the longer."""
    short, long = sorted((a, b), key=len)
    return long == short or long.startswith(short + " ")


@lru_cache(maxsize=4096)
def note_against_statement(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when a note and a sentence give the user's same field two values."""
    if ":" not in new_text + old_text and "：" not in new_text + old_text:
        return None
    new = _noted(new_text) or _stated(new_text)
    old = _noted(old_text) or _stated(old_text)
    if new is None or old is None or not _same_field(new[0], old[0]):
        return None
    if (_noted(new_text) is None) == (_noted(old_text) is None):
        return None  # two notes (values.field_change) or two sentences (the other readings)
    if steps_back(new_text) or cues.QUESTION_RE.search(old_text):
        return None
    old_value, new_value = marks(old[1]), marks(new[1])
    if not old_value or not new_value or old_value <= new_value or new_value <= old_value:
        return None
    return Relation.UPDATE, f"the field '{new[0]}' now reads '{new[1].strip()}'"
