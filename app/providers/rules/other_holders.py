"""A value stated for another holder: "Olu says his mate pays £1,650" beside "Olu's rent is
£1,400 a month", 用户的男朋友月薪20k beside 用户月薪25k.

An amount, a place or a habit told of someone the old text does not name (his mate, a
colleague, 男朋友, 同事) is that person's, not the old holder's: both stand. A text that
tells what is another person's in order to correct the old one says so with a negation or a
correction ("Kevin是他同事的, 用户其实没有英文名", "the allergy is her son's, not hers"), and
one that tells the user's own change through another person names the change ("the landlord
raised the rent"), so a new text with a negation, a correction, a change or a name taken from
a spouse ("took my wife's surname") is left to the readings, as is an old text that names a
relative or associate itself (the readings about one named person handle those).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.occasions import says_changed
from app.providers.rules.renames import takes_a_spouses_name
from app.providers.rules.text_marks import negates

# People, not things: the relatives of cues.RELATIVES without company, team, family, pets.
_THINGS = frozenset(["company", "team", "family", "dog", "cat", "公司", "家", "家人", "狗", "猫"])
_PEOPLE_EN = sorted(
    {w for w in cues.RELATIVES.split() if w.isascii() and w not in _THINGS}
    | {"mate", "mates", "flatmate", "housemate", "classmate", "teammate", "friends"},
    key=lambda w: (-len(w), w),  # longest first; ties by spelling, so every process agrees
)
_PEOPLE_ZH = sorted(
    {w for w in cues.RELATIVES.split() if not w.isascii() and w not in _THINGS}
    | {"同学", "哥们", "闺蜜", "队友"},
    key=lambda w: (-len(w), w),
)
# The person as the holder: "his mate pays", "my colleague's rent", 他同事的房租, 用户的男朋友月薪.
# After "with", "to", "for", 跟 / 和 / 给 the person is a companion or a recipient instead.
_HOLDER = patterns.compile(
    r"(?<!\bwith )(?<!\band )(?<!\bto )(?<!\bfor )(?<!\bfrom )\b(?:his|her|their|my|our|"
    r"user's|a)\s+(?:(?:best|old|close|new)\s+)?(?:" + "|".join(_PEOPLE_EN) + r")\b|"
    r"(?<![跟和与给同陪带])(?:(?:用户|我|他|她)的?)?(?:" + "|".join(_PEOPLE_ZH) + r")",
    re.I,
)
_ANY_PERSON = patterns.compile(
    r"\b(?:" + "|".join(_PEOPLE_EN) + r")\b|" + "|".join(_PEOPLE_ZH),
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _holder(text: str) -> bool:
    return bool(_HOLDER.search(normalize_for_rules(text)))


@lru_cache(maxsize=TEXTS_CACHED)
def _names_a_person(text: str) -> bool:
    return bool(_ANY_PERSON.search(normalize_for_rules(text)))


# A name right after the relative: "succeeded his father Kim Jong-il".
_NAMED_AFTER = re.compile(r"\s+((?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*)")


def _relative_is_old_holder(new_text: str, old_text: str) -> bool:
    """The relative is named, and the old text names them: the old holder, not another one
    ("Kim Jong-un succeeded his father Kim Jong-il as leader" beside "Kim Jong-il is the
    leader")."""
    for match in _HOLDER.finditer(new_text):
        named = _NAMED_AFTER.match(new_text, match.end())
        if named and named.group(1) in old_text:
            return True
    return False


def another_holder(new_text: str, old_text: str) -> str | None:
    """A reason when NEW states something of a person OLD does not name, and neither negates,
    corrects nor changes anything ("the landlord raised the rent to 4800", "actually, the
    user's manager is …" tell the user's own fact through another person)."""
    if not _holder(new_text) or _names_a_person(old_text) or negates(normalize_for_rules(new_text)):
        return None
    if _relative_is_old_holder(new_text, old_text):
        return None
    if cues.CHANGE_RE.search(normalize_for_rules(new_text)) or says_changed(new_text):
        return None
    if takes_a_spouses_name(new_text):  # "took my wife's surname": the user's own name
        return None
    return "the new text is about another person than the old one"
