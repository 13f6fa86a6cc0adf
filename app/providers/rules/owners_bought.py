"""A thing's owner changed hands: "Quorvane Systems acquired Ossian Labs" beside "Ossian Labs is
owned by its founders", "Lanford Town FC was bought from Dale Pruitt by its supporters' trust"
beside "Current owner of Lanford Town FC: the investor Dale Pruitt", 《青川日报》现属东岚传媒，后者
从青川报业集团手中收购了该报 beside 《青川日报》归谁所有？青川报业集团.

A company, a club or a paper has one owner (or one parent) at a time. The old text names it
("X is owned by Y", "X's parent company is Y", "owner of X: Y", X归Y所有); the new one says X
was bought outright: X is the object of "acquired / bought / took over" (or "the club / the
company / it"), or the subject of "was acquired / bought / sold / taken over", "the sale of X
to …", "X is now a wholly owned subsidiary of …", "X's current owner is …", 收购了X / 该报, X被…
收购, X现属. The old owner may appear only as the seller ("from Y", "Y's stake", 从Y手中):
"Y acquired X in 2015" beside "X is owned by Y" is the same owner's history, not a change. A
stake ("acquired a 20% stake in X") is not the whole thing unless it is the full or remaining
one, and a deal not done ("agreed to buy", "plans to", "bid", "pending", 拟 / 计划 / 将) is left.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.unfinished import UNFINISHED

_END = r"\s*[.。]?\s*$"
_OWNED_EN = (
    re.compile(
        r"^(?:Claim:\s*)?(?P<x>[^,.]+?)\s+(?:is|are)\s+(?:currently\s+|still\s+)?"
        r"(?:majority[- ]|wholly\s+|fully\s+|privately\s+|jointly\s+)?owned\s+by\s+"
        rf"(?P<owner>[^.]+?){_END}"
    ),
    re.compile(
        r"^(?:Claim:\s*)?(?P<x>[^,.]+?)(?:'s|’s)\s+(?:parent\s+company|owner)\s+is\s+"
        rf"(?P<owner>[^.]+?){_END}"
    ),
    re.compile(
        r"^(?i:(?:the\s+)?(?:current\s+)?owner\s+of)\s+(?P<x>[^:：]+?)\s*[:：]\s*"
        rf"(?P<owner>[^.]+?){_END}"
    ),
)
_OWNED_ZH = (
    re.compile(r"^(?P<x>[^，。？?]{2,20}?)(?:归|由)(?P<owner>[^，。？?]{2,20}?)所有"),
    re.compile(r"^(?P<x>[^，。？?]{2,20}?)归谁所有[？?](?P<owner>[^，。]{2,20}?)[。]?$"),
    re.compile(
        r"^(?P<x>[^，。？?]{2,20}?)的(?:所有者|东家|母公司|控股股东|老板)是(?P<owner>[^，。]{2,20})"
    ),
)
_PRONOUN_OBJ = r"(?:the\s+(?:club|company|team|firm|paper|newspaper|business|group|airline)|it)"
_ACTIVE_EN = patterns.compile(
    r"\b(?:acquired|bought|purchased|took\s+over)\s+(?P<obj>[^.,;]{0,80})", re.I
)
_PASSIVE_EN = patterns.compile(
    r"\b(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:fully\s+)?"
    r"(?:acquired|bought|sold|taken\s+over|purchased)\b|"
    r"\b(?:is|are)\s+now\s+(?:owned\s+by|a\s+wholly[- ]owned\s+subsidiary\s+of)|"
    r"\b(?:is|are)\s+a\s+wholly[- ]owned\s+subsidiary\s+of|"
    r"(?:'s|’s)\s+(?:current|new)\s+(?:owner|parent\s+company)\s+is\b|"
    r"\bnow\s+its\s+(?:owner|parent\s+company)\b",
    re.I,
)
_SALE_EN = patterns.compile(r"\b(?:sale\s+of|sold)\s+(?P<obj>[^.,;]{0,60}?)\s+to\b", re.I)
_ZH_BOUGHT = patterns.compile(r"收购了?(?P<obj>[^，。；]{0,20})|被[^，。；]{1,20}?收购|现(?:属|归)")
_STAKE = re.compile(r"\bstake\b|股份|股权", re.I)
_WHOLE = re.compile(r"\b(?:full|entire|all|remaining|whole|fully)\b|全部|全资", re.I)
_NOT_DONE = re.compile(
    UNFINISHED + r"|\b(?:agreed\s+to|bid|offer|talks|pending|approval|rumou?red)\b|洽谈|意向|传闻",
    re.I,
)
_CAP = re.compile(r"\b(?!(?:The|Mr|Mrs|Ms|Dr)\b)[A-Z][\w'’-]+")


@lru_cache(maxsize=TEXTS_CACHED)
def _owned(text: str) -> tuple[str, str, bool] | None:
    """(thing, owner, English?) when TEXT names the owner of one thing."""
    norm = normalize_for_rules(text).strip()
    for regex in _OWNED_EN:
        if m := regex.search(norm):
            return m["x"].strip(), m["owner"].strip(), True
    for regex in _OWNED_ZH:
        if m := regex.search(norm):
            return m["x"].strip('《》“”"'), m["owner"].strip(), False
    return None


def _key(name: str, english: bool) -> str:
    """The word that names NAME: its first capitalised word, else its last word (English), or
    its first four characters (Chinese)."""
    if not english:
        return name.strip('《》“”"')[:4]
    caps = _CAP.findall(name)
    return caps[0] if caps else name.split()[-1]


def _bought(new: str, thing: str, english: bool) -> bool:
    """Whether NEW says THING (named by THING) was bought outright."""
    if _NOT_DONE.search(new):
        return False
    if _STAKE.search(new) and not _WHOLE.search(new):
        return False
    if not english:
        m = _ZH_BOUGHT.search(new)
        return m is not None and thing in new
    if thing not in new:
        return False
    at = new.index(thing)
    if any(
        thing in m["obj"] or re.match(_PRONOUN_OBJ, m["obj"], re.I)
        for m in (*_ACTIVE_EN.finditer(new), *_SALE_EN.finditer(new))
    ):
        return True
    return any(m.start() > at for m in _PASSIVE_EN.finditer(new))


def _old_owner_kept(new: str, owner: str, english: bool) -> bool:
    """Whether NEW names the old OWNER other than as the seller."""
    key = re.escape(_key(owner, english))
    if english:
        seller = rf"\bfrom\s+(?:the\s+)?(?:[\w'’-]+\s+){{0,3}}?{key}[\w'’]*|{key}(?:'s|’s)\s+stake"
    else:
        seller = rf"从{key}[^，。]{{0,10}}?(?:手中|处)"
    rest = re.sub(seller, " ", new, flags=re.I)
    return re.search(key, rest, re.I) is not None


def owner_bought_out(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW_TEXT says the thing OLD_TEXT names an owner of was bought by another."""
    owned = _owned(old_text)
    if owned is None:
        return None
    thing, owner, english = owned
    new = normalize_for_rules(new_text)
    name = _key(thing, english) if english else thing[:2]
    if len(name) < 2 or not _bought(new, name, english):
        return None
    if _old_owner_kept(new, owner, english):
        return None
    return Relation.UPDATE, f"'{thing}' was bought: its owner ({owner}) changed"
