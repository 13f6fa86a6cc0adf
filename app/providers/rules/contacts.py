"""A new address to reach the user at: "Use jo@fastmail.com from now on" beside "User's email
is jo.k@gmail.com", "New number is 07700 900456" beside "Phone: 07700 900123", 换号了，新号码
139… beside 手机号：138….

An email address or a phone number is read by its shape, not by a word for it, and is
compared whole (the digits of a number, an address folded). When the new text gives one of
the same kind the old text gives, a different one, and says it is new or to be used now (new,
from now on, use, now, changed, switched, 新, 换, 改, 现在), it replaces the old one. An address
told as another one ("also", "backup", "work", "second", 另一个, 备用, 工作), a hedge or a
question, or an address of someone else ("my wife's new number") is left alone: a person may
have several.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.align import QUESTION
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.shared_sets import EMPTY
from app.providers.rules.topics import topic

_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# A phone number: seven or more digits, spaces, dashes and brackets allowed between them.
_PHONE = re.compile(r"(?<![\w.])\+?\(?\d[\d\s()-]{5,}\d(?!\w|\.\d)")
_NEW_OR_NOW = patterns.compile(
    r"\b(?:new|from\s+now\s+on|going\s+forward|use|now|changed|switched|moved\s+to|updated)\b|"
    r"新|换|改|现在|以后",
    re.I,
)
# Another address beside the old one, or not a statement of one.
_BESIDE = patterns.compile(
    r"\b(?:also|another|backup|second|work|office|personal|alternative|as\s+well|too|if|"
    r"might|may|could|should|will)\b|另一个|备用|工作|私人|也|还有|如果|可能",
    re.I,
)


# Verbs of reaching someone, which a request may open with (a closed class).
_REACH = frozenset(("use", "email", "call", "text", "ring", "phone", "contact", "reach", "try"))


@lru_cache(maxsize=TEXTS_CACHED)
def _contacts(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(email addresses, phone numbers' digits) TEXT gives; the first look is for "@" or a
    digit."""
    if "@" not in text and not any(c.isdigit() for c in text):
        return EMPTY, EMPTY
    normal = normalize_for_rules(text)
    emails = frozenset(m.casefold().rstrip(".") for m in _EMAIL.findall(normal))
    rest = _EMAIL.sub(" ", normal)
    phones = frozenset(
        digits for m in _PHONE.findall(rest) if len(digits := re.sub(r"\D", "", m)) >= 7
    )
    return emails or EMPTY, phones or EMPTY


def new_contact(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW gives a new address of the kind OLD gives (module docstring)."""
    new, old = _contacts(new_text), _contacts(old_text)
    for kind, given, had in (("email address", new[0], old[0]), ("phone number", new[1], old[1])):
        if not given or not had or given & had:
            continue
        normal = normalize_for_rules(new_text)
        if not _NEW_OR_NOW.search(normal) or _BESIDE.search(normal) or QUESTION.search(normal):
            return None
        person, first = topic(new_text).person, normal.split()[0].casefold()
        if person != topic(old_text).person and first not in _REACH:
            return None  # "my wife's new number"; "Use …", "Text …" are no names
        return Relation.UPDATE, f"a new {kind}: {min(had)} → {min(given)}"
    return None
