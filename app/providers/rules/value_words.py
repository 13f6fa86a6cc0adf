"""The words a value reading sees: each word of a statement, and whether it is a value.

`rules.values` aligns two statements word by word. Here is what it aligns: a token is a
number with its unit or clock suffix ("10:30pm", "$1,899", "four times"), a grade or a blood
type ("A+"), or a word; function words drop out; a word is a *value* when it is a number, a
name (capitalised past the first word), a degree ("severely", "senior") or a direction, and a
*marker* when it only marks a change or a moment ("now", "since", "March"). The same module
answers the two questions every value reading asks first: is either text a question, a plan,
history or an addition (`reads`, `blocked`, `steps_back`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from app.providers.rules import cues, patterns, predicate_tables
from app.providers.rules.frames import TEXTS_CACHED, stem
from app.providers.rules.shared_frames import COUNTERS

_TOKEN = re.compile(
    r"[$£€¥]?\d[\d.,:/]*(?:st|nd|rd|th|k|m|\s?[ap]\.?m\b\.?|%|lbs?|kg|cm)?|"
    r"\b[A-Z]{1,2}[+\-](?![\w+\-])|"  # a blood type or a grade: A+, AB-, B+
    r"[^\W\d_\u3400-\u9fff](?:[^\W_\u3400-\u9fff]|['’&+#-](?=[^\W_\u3400-\u9fff]))*",
)
# Words that carry no value and no frame.
_FUNCTION_WORDS = """
a an the is are was were be been being am of to in on at for by with from and or but that
this these those it its as i i'm my me mine we our us he she his her him they their them
you your user user's users has have had do does did will would so really just about
into than then there here which who whom what when where how s
"""
_FUNCTION = frozenset(_FUNCTION_WORDS.split())
# Words that mark a change, a correction or a moment; they may be added to a restatement.
_MARKERS_WORDS = """
now currently these days nowadays since as recently newly lately today actually fix
correction update note still anymore any more longer this that last past week month year
weekend fall spring summer winter autumn january february march april may june july august
september october november december starting started start moved changed switched got went
became become new earlier after all only
"""
_MARKERS = frozenset(_MARKERS_WORDS.split())
_DEGREES_WORDS = """
slightly very mildly moderately severely extremely somewhat mild moderate severe barely
fully partly mostly rarely often always never sometimes occasionally daily weekly monthly
junior senior lead principal chief head assistant deputy
"""
DEGREES = frozenset(_DEGREES_WORDS.split())
# Where on a map: "the east coast" and "the west coast" are two values of one place.
_DIRECTIONS_WORDS = """
north south east west northern southern eastern western northeast northwest southeast southwest
"""
_DIRECTIONS = frozenset(_DIRECTIONS_WORDS.split())
NUMBER_WORDS = frozenset(predicate_tables.NUMBER_WORDS.split()) | {
    "once",
    "twice",
    "half",
    "a",
    "an",
}
WEEKDAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
OCCASION = re.compile(
    rf"^(?:\d{{1,2}}(?::\d\d)?(?:am|pm)?|{WEEKDAYS}|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"\d{1,2}(?:st|nd|rd|th)|\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?)$",
    re.I,
)
MOVED = patterns.compile(
    r"\b(?:moved|moves|pushed|rescheduled|postponed|brought\s+forward|changed|shifted|now|"
    r"instead|no\s+longer|switched|bumped|delayed)\b|改到|改成|推迟|提前|挪到|换到|调到|改期",
    re.I,
)
KIN = frozenset(w for w in cues.RELATIVES.split() if w.isascii()) | {
    "sister's",
    "brother's",
    "wife's",
    "husband's",
    "mom's",
    "dad's",
    "friend's",
}
_NEG_RE, _HYP_RE, _PAST_RE = cues.NEG_RE, cues.HYP_RE, cues.PAST_RE
_ADD_RE, _QUESTION_RE, _REGION_RE = cues.ADD_RE, cues.QUESTION_RE, cues.REGION_RE
_SPAN_OF_YEARS = patterns.compile(r"\b(?:from|between|until|till)\s+(?:19|20)\d\d\b", re.I)
# Frames that hold several values at once: a second one is an addition, not a change.
_MANY_WORDS = """
like likes liked love loves loved enjoy enjoys enjoyed visit visits visited went go goes
met meet meets bought buy buys watch watches watched read reads ate eat eats speak speaks
spoke play plays played collect collects follow follows know knows met tried try tries own
owns has have had friend friends hobby hobbies allergic allergy allergies favourite
favorite fan
"""
MANY = frozenset(stem(w) for w in _MANY_WORDS.split())


@dataclass(frozen=True, slots=True)
class Word:
    key: str
    raw: str  # casefolded as written, not stemmed
    value: bool  # a name, a number, a degree: what a statement says its frame holds
    marker: bool  # a change, correction or time word: may be added to a restatement


@lru_cache(maxsize=TEXTS_CACHED)
def words_of(text: str) -> tuple[Word, ...]:
    out: list[Word] = []
    for i, match in enumerate(_TOKEN.finditer(text)):
        raw = re.sub(r"['’]s$", "", match.group(0).strip(".,'’"))
        if raw[:1].isdigit():
            raw = re.sub(r"\s+|(?<=[ap])\.", "", raw)  # "10:30 p.m." is "10:30pm"
        low = raw.casefold()
        if not raw or low in _FUNCTION:
            continue
        numeric = raw[0].isdigit() or raw[0] in "$£€¥" or low in NUMBER_WORDS
        numeric = numeric or (low in COUNTERS and bool(out) and out[-1].value)  # "four times"
        # An acronym names a role or a kind (CEO, FC, SUV), not a value of one.
        acronym = raw.isupper() and raw.isalpha() and len(raw) <= 4
        named = raw[0].isupper() and not acronym and (i > 0 or any(c.isdigit() for c in raw))
        value = numeric or named or low in DEGREES or low in _DIRECTIONS
        key = low if value or not low.isalpha() else stem(low)
        out.append(Word(key, low, value, low in _MARKERS))
    return tuple(out)


def kind(word: Word) -> str:
    """What a value is: an occasion (a day, a date, a time), a number, a name or a degree. One
    value swapped for one of another kind ("on Wednesdays with Amara" / "on Sundays with
    Fatima") is two changes, not one."""
    if OCCASION.match(word.key):
        return "occasion"
    if word.key[:1].isdigit() or word.key[:1] in "$£€¥":
        return "number"
    if word.key in DEGREES:
        return "degree"
    if word.key in _DIRECTIONS:
        return "direction"
    return "value"


def steps_back(text: str) -> bool:
    """As a new text, TEXT is a question, a plan, history or an addition."""
    return reads(text)[0]


def pair_blocked(new: str, old: str) -> bool:
    """Neither text may be a question or a plan; the new one not history or an addition."""
    return reads(new)[0] or reads(old)[1]


@lru_cache(maxsize=TEXTS_CACHED)
def reads(text: str) -> tuple[bool, bool]:
    """(as a new text, it steps back: a question, a plan, history, an addition; as an old
    text, it steps back: a question or a plan)."""
    asks_or_plans = bool(_QUESTION_RE.search(text) or _HYP_RE.search(text))
    not_current = bool(_PAST_RE.search(text) or _SPAN_OF_YEARS.search(text) or _ADD_RE.search(text))
    return asks_or_plans or not_current, asks_or_plans
