"""A unit within the thing, named before the attribute in one text only: another body's post.

"江屿足球俱乐部主教练为马科斯" and "江屿女足主教练为王倩" share the club's name and the head
coach, but the second is the women's team's coach; "瑞丰银行行长为黄志刚" and
"瑞丰银行梧川分行新任行长卢思琪" are the bank's president and a branch's. A team has its
women's, youth and reserve sides, an organisation its branches, subsidiaries, divisions and
offices, each with its own holder of the same post. When one text names such a unit between
the thing and the attribute and the other names none, rules.holders reads two posts. (A unit
named in both is compared as a name by the anchor checks: 男篮 / 女篮, 梧川分行 / 临川分行.)
"""

from __future__ import annotations

import re

from app.providers.rules.align import Found

_UNIT = re.compile(
    r"女足|男足|女篮|男篮|女排|男排|青年队|青训|预备队|梯队|二队|女子|男子|[Uu]\d{2}|分行|支行|分公司|"
    r"子公司|分院|分校|分局|分部|分会|事业部|办事处|"
    r"\b(?:branch|subsidiary|division|arm|unit|chapter|academy|reserves?|youth|women's|men's|"
    r"women’s|men’s)\b",
    re.I,
)


def unit_named_once(old: str, new: str, a_old: Found, a_new: Found) -> str | None:
    """The unit word one text names before its attribute and the other text does not name at
    all ("captains the Kestrel City women's team" names it after); None otherwise."""
    for text, found, other in ((old, a_old, new), (new, a_new, old)):
        units = {str(u).casefold() for u in _UNIT.findall(text[: found.start])}
        if units and not _UNIT.search(other):
            return sorted(units)[0]
    return None
