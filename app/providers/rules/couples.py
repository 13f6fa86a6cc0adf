"""The next step of one couple: engaged, then married; married, then divorced or widowed;
and of one person: unmarried, then engaged or married.

"Eva Lund is engaged to Marco Bianchi" / "Eva Lund and Marco Bianchi married in June";
"Noor Haddad is married to Dev Malhotra" / "Noor Haddad and Dev Malhotra finalised their
divorce", 林晓雯的丈夫是何家明 / 林晓雯与何家明已于去年离婚. Both people are named in both texts,
so no other couple is meant, and the new text tells a later step than the old: the old step
no longer holds. A step told as history or a plan ("were engaged before", "plan to marry",
计划结婚) is not read. One unmarried person ("Ines Varga is unmarried", 作家聂晚晴：未婚) needs
only that name in both: the new text must marry that person, not a relative ("Varga's brother
married", 叶清婉的弟弟结婚了).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns

# Each step, in the order a couple goes through them.
_STEPS = (
    # Not married at all: one person, the next step needs no second name in the old text.
    ("unmarried", r"\b(?:unmarried|never\s+married|is\s+single)\b|未婚(?![夫妻])|单身"),
    ("engaged", r"\bengaged\b|\bfianc[ée]e?\b|订婚|未婚夫|未婚妻"),
    (
        "married",
        r"\b(?:married|wed|weds|wedding|husband|wife|spouse)\b|结婚|成婚|完婚|婚礼|丈夫|妻子|夫妻|"
        r"老公|老婆",
    ),
    (
        "apart",
        r"\b(?:divorced?|divorcing|separated|separation|split\s+up|broke\s+up|ended\s+their\s+"
        r"(?:marriage|engagement)|widowed)\b|离婚|离异|分手|解除婚约|寡居|丧偶|守寡",
    ),
)
_STEP_RES = [(name, patterns.compile(rx, re.I)) for name, rx in _STEPS]
_NOT_DONE = patterns.compile(
    r"\b(?:plans?|planning|will|would|could|may|might|expected|rumou?red|reportedly|if|"
    r"before|previously|formerly|once|used\s+to)\b|计划|打算|将于|可能|传闻|据传|曾经|以前",
)
# A full name (its last word is kept: "Singer Noor Haddad" → Haddad), or a Chinese name of two
# or three characters before 与, 和, 的, 是, 在, 已, the step itself or the end of a clause.
_NAME = re.compile(
    r"[A-Z][\w-]+(?:\s+[A-Z][\w-]+)+|[\u3400-\u9fff]{2,3}(?=[与和的是、，,。：:在已]|订婚|结婚|离婚|$)"
)

_KIN = patterns.compile(
    r"\b(?:brother|sister|son|daughter|mother|father|niece|nephew|cousin)\b|"
    r"弟弟|哥哥|姐姐|妹妹|儿子|女儿|父亲|母亲|侄",
    re.I,
)


def _step(text: str) -> int | None:
    """The latest step a text tells, as its place in the order; None for none."""
    found = []
    for i, (_, rx) in enumerate(_STEP_RES):
        if rx.search(text):
            found.append(i)
            if i == 0:  # "never married" and 未婚 tell no marriage
                text = rx.sub(" ", text)
    return max(found) if found else None


@lru_cache(maxsize=4096)
def next_step(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW tells a later step of the couple OLD names (module docstring)."""
    if _NOT_DONE.search(new_text):
        return None
    step_new, step_old = _step(new_text), _step(old_text)
    if step_new is None or step_old is None or step_new <= step_old:
        return None
    names = {n.split()[-1] for n in _NAME.findall(old_text)}
    both = sorted(
        n for n in names if re.search(rf"(?<![A-Za-z]){re.escape(n)}(?![A-Za-z])", new_text)
    )
    if step_old == 0:
        # One unmarried person: the new text must marry that very person, not a relative of
        # theirs ("Varga's brother married", 叶清婉的弟弟结婚了).
        both = [n for n in both if not re.search(rf"{re.escape(n)}(?:'s|’s|的)", new_text)]
        if not both or _KIN.search(new_text):
            return None
        return Relation.UPDATE, f"{both[0]}: unmarried → {_STEPS[step_new][0]}"
    if len(both) < 2:
        return None  # one of the two is not named again: maybe another couple
    was, now = _STEPS[step_old][0], _STEPS[step_new][0]
    return Relation.UPDATE, f"the next step of {both[0]} and {both[1]}: {was} → {now}"
