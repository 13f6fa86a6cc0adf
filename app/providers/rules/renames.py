"""A name changed: 用户去派出所改了名，现在叫王若溪 beside 用户叫王小红, 用户的妹妹今年改名叫
林知夏了 beside 用户的妹妹叫林芳, "User's sister changed her name to Wren" beside "User's
sister is called Jenny".

The old text says what someone is called (叫, 名叫, "is called", "'s name is"); the new one
says the same holder changed that name (改名, 更名, 改了名, "changed her name to", "now goes
by") and gives another. A person has one legal name at a time: the old memory is retired. The
holder must open both texts the same way (用户 is not 用户的妹妹), and a plan or a question
(想改名, 打算, "wants to change") is left alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_NAME_ZH = r"(?P<name>[\u4e00-\u9fff]{2,4}?)(?=[了。，,！!；]|$)"
_CALLED_ZH = re.compile(
    rf"^(?P<holder>[\u4e00-\u9fff]{{1,8}}?)(?:的名字)?(?:叫做|名叫|叫){_NAME_ZH}"
)
_RENAMED_ZH = patterns.compile(rf"(?:改名|更名|改了名字?)[^。]{{0,12}}?(?:叫做|叫|为){_NAME_ZH}")
_NAME_EN = r"(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)"
_CALLED_EN = re.compile(
    rf"^(?P<holder>.+?)(?:'s\s+name\s+is|\s+is\s+called|\s+is\s+named)\s+{_NAME_EN}"
)
_RENAMED_EN = patterns.compile(
    rf"\b(?:changed\s+(?:her|his|their|my)\s+name\s+to|now\s+goes\s+by|is\s+now\s+called|"
    rf"renamed\s+(?:herself|himself|themselves)|legally\s+became)\s+{_NAME_EN}",
)
_NOT_DONE = re.compile(
    r"想|打算|准备|考虑|要不要|吗|[?？]|\b(?:wants?|plans?|thinking|might|will)\b"
)


@lru_cache(maxsize=TEXTS_CACHED)
def _called(text: str) -> tuple[str, str] | None:
    """(holder, name) when TEXT says what someone is called."""
    norm = normalize_for_rules(text).strip()
    found = _CALLED_ZH.match(norm) or _CALLED_EN.match(norm)
    return (found["holder"].strip(), found["name"]) if found else None


def renamed(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW says the holder OLD names changed that name to another (module
    docstring); None otherwise."""
    called = _called(old_text)
    if called is None:
        return None
    holder, name = called
    new = normalize_for_rules(new_text).strip()
    found = _RENAMED_ZH.search(new) or _RENAMED_EN.search(new)
    if found is None or _NOT_DONE.search(new) or found["name"] == name:
        return None
    rest = new.removeprefix(holder)
    if rest == new or rest.startswith(("的", "'s", "’s")):
        return None  # another holder: 用户 / 用户的妹妹
    return Relation.UPDATE, f"the name of {holder} changed: '{name}' → '{found['name']}'"
