"""A note of a relative's field beside a note of the user's: "Name: Priya Raman" / "Daughter's
name: Anika Raman", 生日：3月2日 / 女儿生日：5月8日.

An assistant's notes keep the user's fields and the family's side by side, and a relative's
field is labelled by its holder ("Daughter's name", "Wife's birthday", 儿子学校). Two such notes
align word by word except for the holder and the value, so a reading of one frame with another
value took the daughter's name for the user's new one. Two notes whose labels name different
holders (a relative on one side, the user or another relative on the other) are two facts,
whichever reading retired the old one. Relatives are the closed table `cues.RELATIVE_SET`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues
from app.providers.rules.frames import TEXTS_CACHED

_LABEL = re.compile(r"^\s*(?P<label>[^:：\n]{1,32}?)\s*(?:[(（][^)）]{1,40}[)）])?\s*[:：]\s*\S")
# "Daughter's name", "the user's wife's birthday", "my son's school".
_EN_OWNER = re.compile(r"^(?:(?:the\s+)?user['’]?s?\s+|my\s+)?(?P<owner>[a-z-]+)['’]s?\s+\w", re.I)
_ZH_USER = re.compile(r"^(?:用户|我)的?")
_ZH_RELATIVES = sorted((w for w in cues.RELATIVE_SET if not w.isascii()), key=len, reverse=True)


@lru_cache(maxsize=TEXTS_CACHED)
def _holder(text: str) -> str | None:
    """The holder a note's label names ("daughter", 女儿), "" for the user's own field, or
    None when TEXT is not a note."""
    found = _LABEL.match(text)
    if found is None:
        return None
    label = found["label"].strip().casefold()
    if label.isascii():
        owner = _EN_OWNER.match(label)
        if owner and owner["owner"] in cues.RELATIVE_SET:
            return owner["owner"]
        return ""
    label = _ZH_USER.sub("", label)
    return next((w for w in _ZH_RELATIVES if label.startswith(w) and len(label) > len(w)), "")


def another_holders_note(new_text: str, old_text: str) -> str | None:
    """Why two notes are two facts: their labels name different holders."""
    new, old = _holder(new_text), _holder(old_text)
    if new is None or old is None or new == old:
        return None
    return f"notes of two holders' fields ({new or 'the user'}, {old or 'the user'})"
