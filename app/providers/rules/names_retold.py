"""A note's one name told again in a sentence, in any of its forms: "Employer: Tencent" beside
"用户现在在腾讯上班", "Current city: Munich" beside "User now lives in München".

A note names a value and nothing else; a sentence that tells the user's home or employer as
that very value, in another script or language or as a part of it (a district of the city),
says nothing new, whatever change word it carries ("now", 现在: the topic readings read those
as a change of the attribute). The names are compared by the gazetteer (rules.place_names);
a value the gazetteer does not know is left to the readings, and so is a sentence that names
any other home or employer beside it.
"""

from __future__ import annotations

from app.providers.rules.frames import analyse
from app.providers.rules.place_names import known, one_or_within
from app.providers.rules.values import field_of_note

# The predicate slots whose object is a place or an organisation.
_NAMED_SLOTS = frozenset({"res", "emp"})


def _noted_name(text: str) -> str | None:
    note = field_of_note(text)
    value = note[2].strip(" .。") if note else ""
    return value if value and known(value) else None


def _told_names(text: str) -> list[str]:
    return [
        f.obj
        for f in analyse(text).frames
        if f.slot in _NAMED_SLOTS and f.subj == "self" and f.live and not f.neg
    ]


def one_name_told_again(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: one text is a note of a known name and the other
    tells the user's home or employer as that name only (module docstring); None otherwise."""
    for noted, told in ((old_text, new_text), (new_text, old_text)):
        if not (name := _noted_name(noted)):
            continue  # most texts are no note of a known name: the other need not be read
        names = _told_names(told)
        if names and all(one_or_within(name, other) for other in names):
            return f"the note's '{name}' told again as '{names[0]}'"
    return None
