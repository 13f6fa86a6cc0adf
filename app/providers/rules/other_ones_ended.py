"""Another one of a kind ended: "User abandoned the Hermes project" beside "User is working on
the Atlas project", 用户的北斗项目被砍掉了 beside 用户在做星河项目.

A user runs several projects, apps, shops or courses at once; the kind noun both texts share
("project", 项目) is what a reading of endings or withdrawals anchors on, but the name before
it says which one. When the new text ends (or withdraws) a thing named as one of a kind and
the old text names another one of that kind, neither name in the other text, the old one
stands: a retiring verdict is stopped, whichever reading gave it. A move from one to the other
("left the Atlas project for Hermes") names both and is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.endings import ending_cue
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.lexicon import RETRACT_RE

_KINDS_EN = r"(?:project|app|repo|product|initiative|campaign|shop|store|course|podcast|blog)"
_NAMED_EN = patterns.compile(
    r"(?<![\w-])((?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*)){0,2})\s+(" + _KINDS_EN + r")s?\b|"
    r"\b(" + _KINDS_EN + r")\s+((?-i:[A-Z][\w'-]*))",
    re.I,
)
# Two characters right before the kind noun name one (星河项目, 北斗项目): not 这个 / 新的.
_NAMED_ZH = patterns.compile(r"([\u4e00-\u9fff]{2})[」”\"》]?(项目|课题|网店|公众号|播客)")
_NOT_A_NAME = re.compile(r"[个的这那新老该此各些每做在是了把被]|^(?:用户|我们|他们|公司|团队)$")


@lru_cache(maxsize=TEXTS_CACHED)
def _named(raw: str) -> frozenset[tuple[str, str]]:
    """(name, kind) of each thing TEXT names as one of a kind, casefolded."""
    text = normalize_for_rules(raw)
    out = set()
    for m in _NAMED_EN.finditer(text):
        name, kind = (m[1], m[2]) if m[1] else (m[4], m[3])
        if name.casefold() not in {"the", "user", "my", "our", "i"}:
            out.add((name.casefold(), kind.casefold()))
    for m in _NAMED_ZH.finditer(text):
        if not _NOT_A_NAME.search(m[1]):
            out.add((m[1], m[2]))
    return frozenset(out)


def another_one_ended(new_text: str, old_text: str) -> str | None:
    """A reason when NEW ends one named thing of a kind and OLD names another of that kind."""
    new_normal = normalize_for_rules(new_text)
    if not (ending_cue(new_text) or RETRACT_RE.search(new_normal)):
        return None
    new, old = _named(new_text), _named(old_text)
    old_low, new_low = normalize_for_rules(old_text).casefold(), new_normal.casefold()
    for name, kind in new:
        for other, other_kind in old:
            if kind != other_kind or name == other:
                continue
            if name not in old_low and other not in new_low:
                return f"another {kind} ended ({name}, not {other}): the old one stands"
    return None
