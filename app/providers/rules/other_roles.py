"""Another role of one kind named beside it: "User's skip-level manager is Tom Okafor" beside
"User's manager is Priya Shah", "The assistant coach is Dana Cole" beside "The coach is Mark
Bell", 用户的副导师是刘老师 beside 用户的导师是王老师.

The readings that compare the user's value of one attribute (a manager, a coach, a doctor)
see two names and retire the old memory. A modifier before the role noun makes it another
role, held beside the first (rules.holders_lexicon.DIFFERENT_ROLE: vice, deputy, assistant,
co-, 副, 助理 …), and so does a hyphenated compound before it ("skip-level", "second-line",
"part-time"): the role is a kind of its own. When the new text names the role with such a
modifier and the old text names it without that modifier, the new text tells another role,
and both stand. A new text that says something changed ("now", "new", "replaced", rules.
denials_restated) is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.denials_restated import says_moved
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.holders_lexicon import DIFFERENT_ROLE

_ROLE = re.compile(
    r"\b(?:manager|boss|supervisor|coach|teacher|tutor|doctor|director|captain|chair\w*|"
    r"president|advisor|adviser|mentor|editor|principal|head)\b|"
    r"经理|领导|老板|主管|教练|老师|导师|医生|主任|队长|主席|校长|会长|主编",
    re.I,
)
_COMPOUND = re.compile(r"\b[a-z]+-[a-z]+\s+$", re.I)


@lru_cache(maxsize=TEXTS_CACHED)
def _roles(text: str) -> dict[str, frozenset[str]]:
    """Each role noun of TEXT with the modifiers said right before it ('' for none)."""
    normal = normalize_for_rules(text)
    found: dict[str, set[str]] = {}
    for match in _ROLE.finditer(normal):
        before = normal[: match.start()]
        modifier = DIFFERENT_ROLE.search(before) or _COMPOUND.search(before)
        word = modifier.group(0).strip().casefold() if modifier else ""
        found.setdefault(match.group(0).casefold(), set()).add(word)
    return {role: frozenset(mods) for role, mods in found.items()}


def another_role_named(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW names with a modifier a role OLD names without
    it (module docstring); None otherwise."""
    if says_moved(new_text):
        return None
    new, old = _roles(new_text), _roles(old_text)
    for role in sorted(new.keys() & old.keys()):
        added = {m for m in new[role] if m} - old[role]
        if added and "" not in new[role] and "" in old[role]:
            return f"another role: '{sorted(added)[0]} {role}' beside '{role}'"
    return None
