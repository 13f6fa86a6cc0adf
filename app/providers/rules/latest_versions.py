"""A later version released: "The latest stable release of the Quillon database is 3.8" /
"Quillon 4.0 was released as the new stable version", "Latest version of the Kestrel browser?
118." / "Kestrel browser: current stable version 121 (released last week)", 启明操作系统的最新稳定版
是4.2 / 启明操作系统4.3于2025年2月发布，成为最新稳定版.

The latest version of a product is single-valued and only moves up. `rules.superseded` reads
a new text that names the outgoing version ("superseding 5.2"); release news usually names
only the incoming one. Here the old text states the latest / current / newest version (最新,
当前, 现行) with its number, and the new text tells a higher number of the same product
released, out, current or latest (released, is out, launched, current, latest, new stable;
发布, 推出, 推送, 上线, 最新, 正式版). Only a higher number counts (a lower one is another
branch or history told back), the two texts must name the product alike (a name besides the
version words: Quillon, 启明), and a plan, a beta or a candidate (will, expected, beta, preview,
rc; 将, 计划, 测试版: `superseded._NOT_YET`) releases nothing.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED
from app.providers.rules.superseded import _NOT_YET

_LATEST = patterns.compile(r"\b(?:latest|current|newest|most\s+recent)\b|最新|当前|现行|目前", re.I)
_RELEASED = patterns.compile(
    r"\b(?:released|is\s+out|(?:is|was)\s+launched|shipped|rolled\s+out|current|latest|"
    r"new\s+stable)\b|发布|推出|推送|上线|最新|正式版",
    re.I,
)
_DOTTED = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3})+(?![\d.]*\d)")
# A bare number stands for a version only in a text with no dotted one, and not as a date,
# a year, an amount or a count ("12 May", 2025, "$420", 两个).
_BARE = re.compile(r"(?<![\d.$£€¥])\b\d{1,3}\b(?!\.\d|\d|\s*(?:%|年|月|日|号|个|人|元))")
_MONTHS = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b", re.I)
# "on 12 May": a date, not the modal "may" of a plan.
_DATE = re.compile(r"\b\d{1,2}\s+May\b|\bMay\s+\d{1,2}\b")
# Words a sentence may start with that name no product (LTS, long-term support, is a kind of
# release: "Node.js's current LTS" and "the current LTS of Ubuntu" share no product).
_VERSION_WORDS = frozenset(
    ("the", "latest", "current", "newest", "most", "recent", "stable", "version", "release", "lts")
)
_NAME = re.compile(r"[A-Z][A-Za-z]{2,}|[\u4e00-\u9fff]{2,}")


def _key(number: str) -> tuple[int, ...]:
    return tuple(int(p) for p in number.split("."))


@lru_cache(maxsize=TEXTS_CACHED)
def _versions(text: str) -> tuple[tuple[int, ...], ...]:
    """The version numbers TEXT names (module docstring)."""
    dotted = _DOTTED.findall(text)
    if dotted:
        return tuple(_key(d) for d in dotted)
    plain = _MONTHS.sub(" ", text)
    return tuple(_key(b) for b in _BARE.findall(plain))


def _names(text: str) -> frozenset[str]:
    """The product names TEXT gives: capitalised words and runs of Chinese characters' pairs."""
    out: set[str] = set()
    for word in _NAME.findall(text):
        if word.isascii():
            if word.casefold() not in _VERSION_WORDS:
                out.add(word.casefold())
        else:
            out.update(word[i : i + 2] for i in range(len(word) - 1))
    return frozenset(out)


@lru_cache(maxsize=4096)
def later_version(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW tells a higher version released than the latest OLD states."""
    if not _LATEST.search(old_text) or not _RELEASED.search(new_text):
        return None
    if _NOT_YET.search(_DATE.sub(" ", new_text)) or cues.QUESTION_RE.search(new_text):
        return None
    old, new = _versions(old_text), _versions(new_text)
    if len(old) != 1 or not new:
        return None
    higher = [v for v in new if v > old[0]]
    if not higher or any(v <= old[0] for v in new):
        return None
    if not _names(new_text) & _names(old_text) - {"最新", "新稳", "稳定", "定版", "版本"}:
        return None
    shown = ".".join(map(str, higher[0]))
    return Relation.UPDATE, f"a later version released: {shown} after {'.'.join(map(str, old[0]))}"
