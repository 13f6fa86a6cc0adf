"""A single-valued attribute of a thing neither text names: the one thing in context.

`rules.holders` needs an anchor, a name both texts share, before it reads two values of one
attribute as a change: "the Otters' head coach" and "the Lynx's head coach" are two posts. A
note often names no thing at all, only the post: "The team's captain is Harry Kane" / "The
captain is now Bukayo Saka", "The school's principal is Mrs. Davis" / "Mr. Obi took over as
principal of the school", 市长是陈明 / 新当选的市长是孙丽. Both speak of the post of the one team,
school or town the conversation is about, so each holder is the value.

`one_thing_unnamed` allows that when each text holds exactly one value of its own (a name, a
number; a second name may be the thing, "Arsenal's captain"), and the common nouns that
describe the thing ("the team's", "of the school", 该市) on one side are all on the other
(one says less, neither says another: "the team's captain" / "the club's captain" may be
two). Chinese: what precedes the attribute, once markers of time and reference (目前, 现任,
新当选, 该) are taken out, is contained in the other's.
"""

from __future__ import annotations

import re

from app.providers.rules.align import CJK, Found

# A common noun that says which thing: "the team's", "of the school", "our club".
_THING = re.compile(r"\b(?:the|our|this|that|its|their|his|her|my)\s+([a-z]+)(?:'s|’s)?", re.I)
# Words after "the" that say which holder, not which thing: "the new landlord", "the current".
_NOT_THING = frozenset(
    {"new", "current", "latest", "present", "previous", "next", "old", "same", "first", "last"}
    | {"former", "acting", "interim", "incoming", "outgoing", "sitting", "reigning"}
)
# Chinese markers of time and reference before a post: not part of the thing's name.
_MARKERS_ZH = re.compile(
    r"目前|现任|当前|现在|如今|新当选|新任|新|当选|该项?|这个|这|本|的|我们|咱们"
)


def _things(text: str, attribute: Found) -> set[str]:
    post = set(text[attribute.start : attribute.end].casefold().split())
    return {
        w.casefold()
        for w in _THING.findall(text)
        if w.casefold() not in _NOT_THING and w.casefold() not in post
    }


def _before_zh(text: str, attribute: Found, value: str) -> str:
    return _MARKERS_ZH.sub("", text[: attribute.start].replace(value, ""))


def one_thing_unnamed(
    old: str,
    new: str,
    found_old: Found,
    found_new: Found,
    values_old: list[str],
    values_new: list[str],
) -> bool:
    """Whether two texts that share no anchor speak of the one thing in context (see the
    module docstring): one value each, and the thing's words on one side all on the other."""
    if len(values_old) != 1 or len(values_new) != 1:
        return False
    if CJK.search(old) and CJK.search(new):
        head_old = _before_zh(old, found_old, values_old[0])
        head_new = _before_zh(new, found_new, values_new[0])
        return head_old in head_new or head_new in head_old
    if CJK.search(old + new):
        return False
    things_old, things_new = _things(old, found_old), _things(new, found_new)
    return things_old <= things_new or things_new <= things_old
