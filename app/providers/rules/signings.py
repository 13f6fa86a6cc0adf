"""Whom a person plays or works for, read by rules.holders: the person is the thing, the club
the value.

"Mateo Ruiz plays for Serrano FC" and "Tom Hale signed for Serrano FC" share the club, not the
person: a club has many players, so two people at one club are no value change. The employer
attribute is the person's, so the two texts must share a name told before the verb in both
(the person), not only one told after it (the club).

A transfer names the club left as well as the club joined: "临江飞鹰队官宣：门将侯子轩永久转会
南湖星火队", "马骁以自由身加盟东海蓝鲸，南陵城队已为他举行告别仪式", "Ruiz joined Porto Alegre FC,
ending six years at Serrano". The old club named again in such a text is where the person
came from, not a contrast or a list; so when the new text's employer verb is a move (signed
for, transferred to, joined, 转会, 加盟, 转投) and a club the old text lacks follows it, the old
employer is retired.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.providers.rules.align import Found

# The employer verbs that tell a move to a new club or employer.
_MOVE = re.compile(
    r"signed\s+(?:for|with)|transferred\s+to|moved\s+to|joined|转会(?:至|到)?|加盟|转投", re.I
)
# Between the verb and the club: 了, 至, a space, "the".
_BETWEEN = 8


def person_shared(old: str, new: str, a_old: Found, a_new: Found, anchors: Sequence[str]) -> bool:
    """Whether a name both texts share is told before the employer verb in both (the person)."""
    before_old, before_new = old[: a_old.start].casefold(), new[: a_new.start].casefold()
    return any(a.casefold() in before_old and a.casefold() in before_new for a in anchors)


def joined(new: str, a_new: Found, values_new: Sequence[str]) -> str | None:
    """The new club right after NEW's employer verb when that verb is a move; None otherwise."""
    if not _MOVE.fullmatch(new[a_new.start : a_new.end]):
        return None
    after = new[a_new.end : a_new.end + _BETWEEN + 40].casefold()
    return next((v for v in values_new if 0 <= after.find(v.casefold()) <= _BETWEEN), None)
