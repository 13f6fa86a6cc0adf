"""Two statements that differ in two places state two facts, not one fact with a new value.

The alignment readings (rules.holders, rules.amounts, the swapped value of rules.values) find
a value in each text and call the pair a value change. That holds only when the value is the
one thing that differs. Aligned word by word (Chinese character by character, function words
kept as separators), "A monthly pass on the tram costs £58" / "A single ride on the tram
costs £2.20" differ in two places: the amount, and which ticket it is the price of. So do
"The mayor of Port Ellis is Jan Moor" / "The mayor of Port Avery is Lisa Kern" (another
town, another mayor) and 松江队的队长是王磊 / 金山队的队长是李想 (another team, another
captain). A second place that differs in the same clause names another thing (another
entity, product, metric or qualifier): the two facts coexist, and the older one stays.

A place counts as another thing when it is said in words (a ticket, a metric, a trim), when
it is one word of a longer name both texts share ("North Dakota" / "South Dakota", "Orla X5" /
"Orla X7"), or when two places hold names (another anchor and another value). What does not
count, because it is the same fact told again or a change told in other words:
- words one text moved rather than changed ("Norland's currency is the krona" / "The euro is
  the currency of Norland"), and words only one text adds (a detail, "after the price cut");
- another verb for the same predicate ("was founded in 1890" / "was established in 1892",
  "lives in" / "moved to", 住在 / 搬到), or one Chinese character (成立 / 创立), a variant of
  one word;
- a place with a number on one side only: the texts are worded differently there;
- numbers only (a range, "$20–$30" / "$25–$40"), or one name and numbers (a record holder
  and the record: "Ava Lind holds the record at 10.81 s" / "Mia Holt … at 10.74 s"). A
  Chinese run is read as a name, since Chinese writes names like any other word (上海 / 杭州);
- places in two clauses ("rents a studio, €900 a month" / "rents a loft, €1,100 a month"):
  two facts told side by side, of which the second may well have changed.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from app.providers.rules import cues
from app.providers.rules.frames import TEXTS_CACHED

_TOKEN = re.compile(
    r"[^\W\d_\u3400-\u9fff]+\d[^\W_\u3400-\u9fff]*"  # a model: X5, E3, P8
    r"|[$£€¥]?\d(?:[\d.,:]*\d)?%?"  # a number, an amount, a time: one token
    r"|[^\W\d_\u3400-\u9fff]+(?:['’-][^\W\d_\u3400-\u9fff]+)*"  # a word
    r"|[\u3400-\u9fff]"  # a Chinese character
)
_CJK = re.compile(r"[\u3400-\u9fff]")
_CLAUSE_BREAK = re.compile(r"[;()。，；：（）!?！？]|[,:](?!\d)|\.\s|\s[-—–]\s")
# Words that carry neither a thing nor a value, and words that only mark a change or a moment:
# adding or dropping them rewords a statement without changing what it is about.
_FUNCTION_WORDS = """
a an the is are was were be been being am of to in on at for by with from and or but that this
these those it its as has have had do does did will would so just about into than then there
here which who whom what when where how s our my your their his her user i we
now currently today new latest current recently since still
"""
_FUNCTION = frozenset(_FUNCTION_WORDS.split()) | frozenset("的了是为在于和与及其该被将也已用户我")
# Verbs that state a predicate, not a thing (a word ending in -ed is read as one too).
_PREDICATE_WORDS = "became become becomes named appointed elected took takes said says"
_PREDICATES = frozenset(_PREDICATE_WORDS.split())

_TokenKind = Literal["number", "name", "word", "predicate", "function", "char"]
# What a place holds; "entity" is one word of a longer shared name (Port Ellis / Port Avery).
_PlaceKind = Literal["number", "name", "word", "predicate", "entity"]


@dataclass(frozen=True, slots=True)
class _Token:
    key: str
    kind: _TokenKind
    start: int
    end: int
    capital: bool  # written with a capital letter, wherever it stands


@lru_cache(maxsize=TEXTS_CACHED)
def _tokens(text: str) -> tuple[_Token, ...]:
    out: list[_Token] = []
    for i, match in enumerate(_TOKEN.finditer(text)):
        raw = re.sub(r"['’]s$", "", match.group(0))
        key = raw.casefold()
        # SUV, FC: a kind of thing, not a name; X5, E3: a model's name, not an amount.
        acronym = raw.isalpha() and raw.isupper() and len(raw) <= 4
        model = any(c.isalpha() for c in raw) and any(c.isdigit() for c in raw)
        kind: _TokenKind
        if key in _FUNCTION:
            kind = "function"
        elif model:
            kind = "name"
        elif raw[0].isdigit() or raw[0] in "$£€¥":
            kind = "number"
        elif _CJK.match(raw):
            kind = "char"
        elif key.endswith("ed") or key in _PREDICATES:
            kind = "predicate"
        elif raw[0].isupper() and i > 0 and not acronym:  # the first word is capitalised anyway
            kind = "name"
        else:
            kind = "word"
        out.append(_Token(key, kind, match.start(), match.end(), raw[0].isupper()))
    return tuple(out)


def _kind(side: tuple[_Token, ...], text: str) -> _PlaceKind:
    kinds = {t.kind for t in side}
    if "predicate" in kinds or (kinds == {"char"} and len(side) < 2):
        return "predicate"
    # A predicate the frame reader knows ("lives in", 搬到, 跳槽到) or a change cue (改成,
    # "switched"): how the statement is told, which Chinese cannot show by case or ending.
    said = text[side[0].start : side[-1].end]
    if any(p.search(said) for p in cues.PRED_RES) or cues.CHANGE_RE.search(said):
        return "predicate"
    if "number" in kinds:
        return "number"
    # Chinese writes a name like any other word (上海 / 杭州 has no capital letter): a run of
    # characters may be a name, and is read as one.
    return "name" if "name" in kinds or "char" in kinds else "word"


def _content(side: tuple[_Token, ...]) -> tuple[_Token, ...]:
    """A place without the function words at its edges."""
    keep = [i for i, t in enumerate(side) if t.kind != "function"]
    return side[keep[0] : keep[-1] + 1] if keep else ()


def _in_a_name(side: tuple[_Token, ...], tokens: tuple[_Token, ...], at: int, text: str) -> bool:
    """The place is one word of a longer name whose other words both texts share ("Marrow
    Province" / "Tessel Province", "Orla X5" / "Orla X7"): another thing of the same kind."""
    if not all(t.capital for t in side):
        return False
    first, last = at, at + len(side) - 1
    before = tokens[first - 1] if first > 0 else None
    after = tokens[last + 1] if last + 1 < len(tokens) else None
    joined_before = before and before.capital and not text[before.end : side[0].start].strip()
    joined_after = after and after.capital and not text[side[-1].end : after.start].strip()
    return bool(joined_before or joined_after)


@lru_cache(maxsize=4096)
def second_difference(old: str, new: str) -> str | None:
    """What besides the value differs between OLD and NEW when they are two facts ("'monthly
    pass' / 'single ride'"); None when the texts may be one fact told twice."""
    a, b = _tokens(old), _tokens(new)
    # Function words are aligned too: "the mayor of Port Ellis is Jan Moor" has two places,
    # split by "is", not one.
    matcher = difflib.SequenceMatcher(a=[t.key for t in a], b=[t.key for t in b], autojunk=False)
    keys_a = {t.key for t in a if t.kind != "function"}
    keys_b = {t.key for t in b if t.kind != "function"}
    places: list[tuple[_PlaceKind, str]] = []
    spans_old: list[int] = []
    spans_new: list[int] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        olds, news = _content(a[i1:i2]), _content(b[j1:j2])
        if op != "replace" or not olds or not news:
            continue  # added or dropped words detail or reword; they name no rival
        if {t.key for t in olds} & keys_b or {t.key for t in news} & keys_a:
            return None  # moved, not changed
        kind_old, kind_new = _kind(olds, old), _kind(news, new)
        if "predicate" in (kind_old, kind_new) or (kind_old == "number") != (kind_new == "number"):
            return None  # worded differently there: not two aligned statements
        kind: _PlaceKind = "name" if "name" in (kind_old, kind_new) else kind_old
        at_old, at_new = i1 + a[i1:i2].index(olds[0]), j1 + b[j1:j2].index(news[0])
        if _in_a_name(olds, a, at_old, old) and _in_a_name(news, b, at_new, new):
            kind = "entity"
        places.append((kind, f"'{_said(olds)}' / '{_said(news)}'"))
        spans_old += (olds[0].start, olds[-1].end)
        spans_new += (news[0].start, news[-1].end)
    kinds = [kind for kind, _ in places]
    # A place in words, or a name's own word, is another thing; two places with names are
    # another anchor as well as another value. Numbers beside one name (a record holder and
    # the record) are that holder's figures.
    things = "word" in kinds or "entity" in kinds or kinds.count("name") >= 2
    if len(places) < 2 or not things:
        return None
    # Differences in two clauses are two facts told side by side ("lives in Lyon, rent €900" /
    # "lives in Nice, rent €1,100" is a move); only in one clause does one tell what the other
    # is of.
    if _CLAUSE_BREAK.search(old[min(spans_old) : max(spans_old)]):
        return None
    if _CLAUSE_BREAK.search(new[min(spans_new) : max(spans_new)]):
        return None
    return next(shown for kind, shown in places if kind != "number")


def _said(side: tuple[_Token, ...]) -> str:
    return ("" if all(t.kind == "char" for t in side) else " ").join(t.key for t in side)
