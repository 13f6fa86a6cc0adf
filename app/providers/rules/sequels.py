"""Two works, not one value changed.

Another instalment of a work or an edition of an event: "Frozen" / "Frozen II", "Blade Runner"
/ "Blade Runner 2049", 《流浪地球》 / 《流浪地球2》. A name told bare in one text and with a
sequel's mark in the other (a Roman numeral, a year, "Part Two"; in a title 《…2》, 第二部, a
subtitle after 《…：) names two works, each with its own director, gross or date: whichever
reading retired it, an amount or an origin of one is not the other's told anew (a kept guard).
A bare digit is a model's number as often ("Pixel 6" / "the Pixel"), so it is no mark outside a
title; two marks ("Orbit 7" / "Orbit 8") are one name with another value, left to the readings.
And another work of one maker (`another_work`, asked by `values.swapped_value`): "Danny Boyle
directed Trainspotting" / "… directed Slumdog Millionaire" names two films, not a correction."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.providers.rules.value_words import Word

_MONTHS = (
    r"January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
)
# Words that open a sentence in capitals and name nothing ("The 2021 prize").
_OPENERS = (
    r"The|A|An|In|On|At|By|For|From|Since|Until|To|Of|And|Or|But|Its|Their|His|Her|This|That|"
    r"These|Those|Our|My|Your|Season|Series|Version|Level|Grade|Class|Phase|Stage"
)
# A capitalised name run and the sequel's mark right after it.
_MARKED = re.compile(
    rf"(?<![\w'’-])(?!(?:{_MONTHS}|{_OPENERS})\b)([A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)\s+"
    r"(?:Part\s+(?:Two|Three|Four|II|III|IV|[2-9])|II|III|IV|VI|VII|VIII|IX|(?:19|20)\d\d)"
    r"(?![\w,:%/-]|\.\d|\s*(?:%|percent|per\b|km|kg|miles?|hours?|days?|years?|times?))"
)
# 《name》 against 《name2》, 《name II》, 《name：subtitle》, 《name第二部》, 《name续集》.
_TITLE = re.compile(r"《([^》]+)》")
_TITLE_MARK = re.compile(r"^\s*(?:[2-9]|II|III|IV|[：:].+|第[二三四五六七八九十]+部|续集|前传)$")


def _bare(name: str, text: str) -> bool:
    """NAME occurs in TEXT with no sequel's mark after it, as a name of its own: not the end of a
    longer one ("Senior Data Analyst" is not "Data Analyst" bare)."""
    for m in re.finditer(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", text):
        if re.search(r"[A-Z][\w-]*\s+$", text[: m.start()]):
            continue
        marked = _MARKED.match(text, m.start())
        if marked is None or marked[1] != name:
            return True
    return False


def _marked_names(text: str) -> set[str]:
    return {m[1] for m in _MARKED.finditer(text)}


def another_instalment(new: str, old: str) -> str | None:
    """Why the pair keeps the old memory: one text names a work or event with a sequel's mark,
    the other the same name bare; None otherwise."""
    for one, other in ((old, new), (new, old)):
        for name in _marked_names(one):
            if _bare(name, other) and name not in _marked_names(other):
                return f"another instalment of '{name}': two works, each its own fact"
        titles = set(_TITLE.findall(other))
        for title in _TITLE.findall(one):
            for t in titles:
                if title.startswith(t) and _TITLE_MARK.match(title[len(t) :]):
                    return f"another instalment of 《{t}》: two works, each its own fact"
    return None


# A work made once and for good: an author writes many books, a director makes many films, an
# actor stars in many; a book has its one author. Past tense only ("writes" may be a habit).
_MADE = re.compile(
    r"\b(?:wrote|authored|directed|composed|painted|sculpted|designed|invented|discovered|"
    r"co-founded|founded|recorded|illustrated|translated|starred\s+in|appeared\s+in)\b|"
    r"(?:写了|写过|创作了|执导了|导演了|主演了|出演了|设计了|发明了|发现了|创办了|创立了|演唱了)",
    re.I,
)
_PASSIVE = re.compile(r"\b(?:was|were|is|are|been)\s+(?:\w+\s+)?$", re.I)


def another_work(old: str, new: str, olds: Sequence[Word], news: Sequence[Word]) -> bool:
    """The swapped value is the work a maker made, in both texts: after the verb when the maker
    is its subject ("Danny Boyle directed Trainspotting"), before it when the work is
    ("The Sydney Opera House was designed by …"). The maker made both; the work swapped
    for the maker ("Titanic was directed by …" / "… by …") is a correction, left to read."""
    for text, words in ((old, olds), (new, news)):
        made = _MADE.search(text)
        at = text.casefold().find(words[0].raw.casefold()) if words else -1
        if made is None or at < 0:
            return False
        after = text[made.end() :].lstrip().casefold()
        passive = bool(_PASSIVE.search(text[: made.start()])) and after.startswith("by")
        if (at < made.start()) != passive:
            return False
    return True
