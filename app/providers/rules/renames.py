"""A name changed: 用户去派出所改了名，现在叫王若溪 beside 用户叫王小红, 用户的妹妹今年改名叫
林知夏了 beside 用户的妹妹叫林芳, "User's sister changed her name to Wren" beside "User's
sister is called Jenny".

The old text says what someone is called (叫, 名叫, "is called", "'s name is"); the new one
says the same holder changed that name (改名, 更名, 改了名, "changed her name to", "now goes
by") and gives another. A person has one legal name at a time: the old memory is retired. The
holder must open both texts the same way (用户 is not 用户的妹妹), and a plan or a question
(想改名, 打算, "wants to change") is left alone.

The user's own name is also told as a field or by "surname is" (姓名：陈静, 用户的名字是王建国,
"Name: Priya Sharma", "User's surname is Novak") and changed by marriage ("took her husband's
surname: Priya Whitfield", "took Ramirez as my last name", "so I'm an Okafor now") or by 改名
told in the first person with no holder (去年改了名，现在身份证上叫王子轩): when both texts are
about the user (`rules.topics`), the holder need not be repeated. A name that holds the other
(surname Novak / Anna Novak) is the same name told longer, and the old name named again after
the change ("..., then went back to Novak") is the name restored.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.topics import topic

_NAME_ZH = r"(?P<name>[\u4e00-\u9fff]{2,4}?)(?=[了。，,！!；;.、\s(（]|$)"
_CALLED_ZH = re.compile(
    rf"^(?P<holder>[\u4e00-\u9fff]{{1,8}}?)(?:(?:的名字|的姓名)(?:是|叫做|叫)|叫做|名叫|叫){_NAME_ZH}"
)
# The user's name as a note's field: 姓名：陈静, "Name: Priya Sharma", "User's full name: ...".
_FIELD_ZH = re.compile(rf"^(?:用户的?|我的?)?(?:姓名|名字|真名|本名)[:：]\s*{_NAME_ZH}")
_RENAMED_ZH = patterns.compile(rf"(?:改名|更名|改了名字?)[^。]{{0,12}}?(?:叫做|叫|为){_NAME_ZH}")
_NAME_EN = r"(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)"
_CALLED_EN = re.compile(
    rf"^(?P<holder>.+?)(?:(?<=^[Mm]y)\s+(?:(?:sur|last\s+|family\s+|full\s+|legal\s+)?name)\s+is"
    rf"(?:\s+spelled)?|'s\s+(?:(?:sur|last\s+|family\s+|full\s+|legal\s+)?name)\s+is"
    rf"(?:\s+spelled)?|\s+is\s+called|\s+is\s+named)\s+{_NAME_EN}"
)
_FIELD_EN = re.compile(
    rf"^(?i:(?:(?:the\s+)?user's\s+|my\s+)?(?:full\s+|legal\s+)?(?:sur|last\s+)?name)\s*:\s*"
    rf"{_NAME_EN}"
)
_SELF_HOLDERS = frozenset({"用户", "我", "user", "the user", "i", "my"})
_RENAMED_EN = patterns.compile(
    rf"\b(?:changed\s+(?:her|his|their|my)\s+name\s+to|now\s+goes\s+by|is\s+now\s+called|"
    rf"renamed\s+(?:herself|himself|themselves)|legally\s+became)\s+{_NAME_EN}",
)
# Taking a spouse's name at marriage: the name after the phrase, or the name taken as one's
# surname ("took Ramirez as my last name").
_SPOUSE = r"(?:wife|husband|partner|spouse|fianc\w*)'s\s+(?:(?:last|family)\s+|sur)?name"
_TOOK_EN = (
    patterns.compile(
        rf"\b(?i:took|taken|taking)\s+(?i:my|her|his|their)\s+(?i:{_SPOUSE})[^.;?]*?"
        rf"(?:[:,]\s*|\b(?i:I'm|I\s+am|she's|he's|they're|is|am|are)\s+(?i:an?\s+|the\s+)?)"
        rf"{_NAME_EN}"
    ),
    patterns.compile(
        rf"\b(?i:took|taken|taking)\s+{_NAME_EN}\s+(?i:as\s+(?:my|her|his|their)\s+"
        r"(?:last\s+name|surname|family\s+name))\b"
    ),
)
_NOT_DONE = re.compile(
    r"想|打算|准备|考虑|要不要|吗|[?？]|"
    r"\b(?:wants?|plans?|planning|thinking|considering|might|will|would|maybe|if)\b",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _called(text: str) -> tuple[str, str] | None:
    """(holder, name) when TEXT says what someone is called."""
    norm = normalize_for_rules(text).strip()
    field = _FIELD_ZH.match(norm) or _FIELD_EN.match(norm)
    if field:
        return "用户" if _FIELD_ZH.match(norm) else "user", field["name"]
    found = _CALLED_ZH.match(norm) or _CALLED_EN.match(norm)
    return (found["holder"].strip(), found["name"]) if found else None


def takes_a_spouses_name(text: str) -> bool:
    """Whether TEXT tells a name taken from a spouse at marriage: the spouse named is where
    the name came from, not the holder of what the text tells."""
    return bool(_TOOK_EN[0].search(normalize_for_rules(text)))


def _same_name(a: str, b: str) -> bool:
    """One name, or one told longer (surname Novak / Anna Novak)."""
    words = set(a.casefold().split()), set(b.casefold().split())
    return a == b or words[0] <= words[1] or words[1] <= words[0]


def _change(new: str) -> re.Match[str] | None:
    """The change of name NEW tells, with the name it gives."""
    found = _RENAMED_ZH.search(new) or _RENAMED_EN.search(new)
    return found or next((m for rx in _TOOK_EN if (m := rx.search(new))), None)


def renamed(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW says the holder OLD names changed that name to another (module
    docstring); None otherwise."""
    called = _called(old_text)
    if called is None:
        return None
    holder, name = called
    new = normalize_for_rules(new_text).strip()
    found = _change(new)
    if found is None or _NOT_DONE.search(new) or _same_name(found["name"], name):
        return None
    if name in new[found.end() :]:
        return None  # the old name restored: "..., then went back to Novak"
    rest = new.removeprefix(holder)
    # Both about the user: the new text need not name the holder (去年改了名，现在叫王子轩).
    about_user = holder.casefold() in _SELF_HOLDERS and topic(new_text).person == "self"
    if not about_user and (rest == new or rest.startswith(("的", "'s", "’s"))):
        return None  # another holder: 用户 / 用户的妹妹
    return Relation.UPDATE, f"the name of {holder} changed: '{name}' → '{found['name']}'"
