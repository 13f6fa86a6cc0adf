"""Who leads a project, told by a verb: "Daniel leads the Helix project" / "Project Helix is
led by Leila", "Sofia runs the Atlas project", 钱坤负责星火项目 / 吴昊接手了星火项目,
磐石项目归沈悦管 / 罗琪在带磐石项目.

A project has one lead at a time, like the single-valued roles of `rules.holders`, but the
role is said by a verb (leads, runs, heads, took over; 负责, 在带, 接手) rather than a noun. Each
text is read as (lead, project): the project by its name ("Helix", 星火), the lead a name. The
same project with another lead is an UPDATE. A shared or helping role ("co-leads", "helps
run", "one of the leads", 参与, 协助), an addition ("also"), a plan or a question stop it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED

_HINTS = ("lead", "led", "run", "head", "took over", "负责", "带", "接手", "管", "牵头")
_NAME = r"(?P<who>[A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?)"
_PROJECT = (
    r"(?:the\s+)?(?:(?:(?i:project)\s+(?P<p1>[A-Z][\w-]+))|(?P<p2>[A-Z][\w-]+)\s+(?i:project))"
)
_ZH_NAME = r"(?P<who>[\u4e00-\u9fff]{2,3}?)"
_ZH_PROJECT = r"(?P<p1>[\u4e00-\u9fff]{2,4}?)项目"
_LEADS = [
    patterns.compile(
        rf"{_NAME}\s+(?:now\s+)?(?:leads|runs|heads|is\s+leading|is\s+running|took\s+over)\s+"
        rf"{_PROJECT}"
    ),
    patterns.compile(rf"{_PROJECT}\s+is\s+(?:now\s+)?(?:led|run|headed)\s+by\s+{_NAME}"),
    patterns.compile(rf"{_ZH_NAME}(?:负责|在带|在管|牵头|接手了?|接管了?){_ZH_PROJECT}"),
    patterns.compile(rf"{_ZH_PROJECT}(?:归|由){_ZH_NAME}(?:管|负责|带|牵头)"),
]
_SHARED = patterns.compile(
    r"\b(?:co-?leads?|co-?led|helps?|helped|one\s+of|also|too|with|jointly|together|assists?|"
    r"will|would|might|may|could|plans?|wants?|going\s+to|expected)\b|参与|协助|一起|共同|也|还|"
    rf"打算|准备|将|计划|可能|{cues.CJK_IF}",
    re.I,
)
_LEADING = re.compile(r"^(?:These\s+days|Now|Since\s+\w+|Update|Currently)\b\W*", re.I)


@lru_cache(maxsize=TEXTS_CACHED)
def _lead(text: str) -> tuple[str, str] | None:
    """(lead, project) when TEXT says who leads a project, and nothing that shares it."""
    folded = text.casefold()
    if not any(hint in folded for hint in _HINTS):
        return None
    if cues.QUESTION_RE.search(text) or _SHARED.search(text):
        return None
    text = _LEADING.sub("", text.strip())
    found = [m for pattern in _LEADS if (m := pattern.search(text))]
    if len(found) != 1:
        return None
    match = found[0]
    project = match["p1"] or match.groupdict().get("p2") or ""
    who = match["who"]
    if who.split()[0].casefold() in {"the", "user", "project", "team"}:
        return None  # "The user leads …" is read by the frames; a team is not one lead
    return who, project.casefold()


@lru_cache(maxsize=4096)
def lead_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW names another lead of the project OLD names a lead of."""
    new = _lead(new_text)
    if new is None:
        return None
    old = _lead(old_text)
    if old is None or old[1] != new[1] or old[0] == new[0]:
        return None
    return Relation.UPDATE, f"another lead of the '{new[1]}' project: '{old[0]}' → '{new[0]}'"
