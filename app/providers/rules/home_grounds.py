"""A club's home ground moved: "Ashby Vale FC now play home matches at the newly built Riverside
Arena" beside "Ashby Vale FC play their home games at Copperfield Lane", 梧川猛龙队主场已迁至新落成
的奥体中心体育馆 beside 梧川猛龙队主场设在梧川体育馆.

A club has one home ground at a time, so a move to another one retires the old memory. The old
text names where a club plays at home ("home games / matches / ground at", "plays at … Stadium",
主场是 / 主场设在 / 主场：); the new text says the same club moved ("moved (its home matches) to /
into", "now play(s) home … at", "since 2022 … have played home matches at", "first match at …
after 70 years at", 主场迁至 / 迁入 … 主场 / 告别 … 主场) and names a ground the old text does not.
The club must open the old text and be named again in the new one (its first word, 2 characters
in Chinese). A plan or a stopgap ("will move", "temporarily", "while … is rebuilt", 将 / 计划 /
临时 / 暂时) is left alone: the old ground still is the home, and a renamed ground (the same
place under a sponsor's name) is `renames`' business, not a move.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.unfinished import UNFINISHED

_VENUE_EN = r"(?:Stadium|Arena|Park|Ground|Lane|Field|Road|Centre|Center|Stadion|Bowl|Oval)"
# The old text: "<Club> play(s) (their) home games at …", "<Club>'s home ground is …",
# "<Club> play(s) at … Stadium".
_HOME_EN = patterns.compile(
    r"^(?:Claim:\s*)?(?P<club>(?:[A-Z][\w'’.-]*\s+){0,5}?[A-Z][\w'’.-]*?)(?:'s|’s)?\s+"
    r"(?:(?:plays?|play(?:ed|s)?\s+(?:its|their))\s+home\s+(?:games|matches|fixtures)\s+at|"
    r"home\s+(?:ground|stadium|venue)\s+is|"
    rf"plays?\s+(?:at\s+)?(?:a\s+stadium\s+called\s+)?(?:the\s+)?(?:[A-Z][\w'’-]*\s+)+{_VENUE_EN})\b"
)
_HOME_ZH = patterns.compile(
    r"^(?P<club>[\u4e00-\u9fffA-Za-z]{2,12}?)(?:的)?主场(?:是|设在|为|：|:|在)"
)
_MOVED_EN = patterns.compile(
    r"\b(?:moved\s+(?:its|their)\s+home\s+(?:games|matches|fixtures)\s+to|moved\s+(?:in)?to|"
    r"relocated\s+to|now\s+plays?\s+(?:its\s+|their\s+)?home\s+(?:games|matches|fixtures)\s+at|"
    r"(?:have|has)\s+played\s+(?:its\s+|their\s+)?home\s+(?:games|matches|fixtures)\s+at|"
    r"first\s+(?:home\s+)?(?:game|match)\s+at\s+.+?\s+after\s+\d+\s+(?:years|seasons)\s+at)\b"
)
_MOVED_ZH = patterns.compile(
    r"主场(?:已经?|已)?(?:迁至|迁到|迁往|搬到|搬至|移至)(?P<rest>[^。；，]*)|"
    r"(?:迁入|搬入|入驻)(?P<rest2>[^。；，]*?)(?:作为|为)(?:新)?主场"
)
_NOT_DONE = re.compile(
    UNFINISHED + r"|\b(?:temporar\w*|while|until|hopes?|next\s+season)\b|临时|暂时|暂借|有望|或将",
    re.I,
)
_GROUND_WORD = re.compile(rf"\b(?i:{_VENUE_EN[3:-1]})\b")
_CAPS = re.compile(r"\b[A-Z][\w'’-]+")


@lru_cache(maxsize=TEXTS_CACHED)
def _home(text: str) -> tuple[str, bool] | None:
    """The club whose home ground TEXT states, and whether it is told in English."""
    norm = normalize_for_rules(text).strip()
    if m := _HOME_EN.search(norm):
        return m["club"], True
    if m := _HOME_ZH.search(norm):
        return m["club"], False
    return None


@lru_cache(maxsize=TEXTS_CACHED)
def _moved(text: str) -> str | None:
    """What follows a move of the home ground in TEXT (the new ground), or None."""
    norm = normalize_for_rules(text)
    if _NOT_DONE.search(norm):
        return None
    if m := _MOVED_EN.search(norm):
        return norm[m.start() :]
    if m := _MOVED_ZH.search(norm):
        return m["rest"] or m["rest2"] or ""
    return None


def home_moved(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW_TEXT moves the home ground OLD_TEXT states to another ground."""
    home = _home(old_text)
    if home is None:
        return None
    club, english = home
    moved_to = _moved(new_text)
    if moved_to is None:
        return None
    new_norm = normalize_for_rules(new_text)
    old_norm = normalize_for_rules(old_text)
    if english:
        if club.split()[0] not in new_norm:
            return None
        ground = {w for w in _CAPS.findall(moved_to) if w not in old_norm}
        if not ground or not _GROUND_WORD.search(moved_to):
            return None
    else:
        if club[:2] not in new_norm:
            return None
        ground_zh = re.sub(r"^(?:了|到|至)?(?:新落成的|新建的|新的|新)?", "", moved_to)
        if len(ground_zh) < 2 or ground_zh in old_norm:
            return None
    return Relation.UPDATE, f"the home ground moved ('{club}'): the old ground is left"
