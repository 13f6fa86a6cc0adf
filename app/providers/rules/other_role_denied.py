"""A denial of another role than the one the old text gives: "Wilmer Bose is not Pinecrest
Athletic's owner" beside "Wilmer Bose is the chairman of Pinecrest Athletic", 韩松不是俱乐部的所有者
beside 韩松是俱乐部主席.

The negation readings see a negation over the same person and the same organisation and take
it for a denial of the old statement. A single-valued role (rules.holders_lexicon: chair,
owner, head coach, CEO ...) is one fact; another role of the same person and thing is another
fact, and denying it leaves the old one standing. So when the new text denies, names a role
the old text does not, and the old text names a role the new text does not, the retiring
verdict is stopped, unless the new text withdraws or corrects ("no longer", "actually", 不再).
"""

from __future__ import annotations

import re

from app.providers.rules import cues, patterns
from app.providers.rules.holders import single_valued

_CHANGE = patterns.compile(
    r"\b(?:no\s+longer|any\s*more|actually|in\s+fact|now|instead|resigned|stepped\s+down|left)\b|"
    r"不再|已不|其实|实际上|现在|辞去|卸任",
    re.I,
)


def _roles(text: str) -> frozenset[str]:
    return frozenset(k for k in single_valued(text) if ":" not in k)


def other_role_denied(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW denies a role OLD does not give."""
    if not cues.NEG_RE.search(new_text) or _CHANGE.search(new_text):
        return None
    new_roles, old_roles = _roles(new_text), _roles(old_text)
    denied, given = new_roles - old_roles, old_roles - new_roles
    if not denied or not given:
        return None
    role, other = sorted(denied)[0], sorted(given)[0]
    return f"the new text denies another role ({role}) than the old one's ({other})"
