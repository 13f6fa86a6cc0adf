"""Value changes read by aligning two statements word by word, with no lexicon of attributes.

Most real updates say the same thing about the same subject with another value: "I live in
Austin, TX" / "I live in Dallas, TX", "Job title: Data Analyst II" / "Job title: Senior Data
Analyst", "User's dog weighs 30 lbs" / "At the last vet visit the user's dog weighed 34 lbs".
Four readings find them from the shape of the two texts alone:

- *the same field of a note* (`field_change`): "Key: value" / "Key: other value", 饮食：素食 /
  饮食：生酮. Fields that hold several values (hobbies, allergies, a reminder) are left alone;
- *the same statement with another value* (`swapped_value`): the two texts align word by word
  except for spans that are values (a name, a number, an ordinal, a grade, a degree), and
  the shared words are the frame. Words that only mark a change ("now", "since March") may be
  added. A swap of a date, a day or a time is another occasion (two appointments both stand)
  unless the new text moves it ("moved to", "rescheduled");
- *a denial* (`denied`): the new text negates ("never", "not … after all", "doesn't") a
  clause that says what the old memory says, with its words;
- *a withdrawal of the value* (`withdrawn_value`): "User no longer works at Brightwave",
  "User and Priya broke up", "left St. Anne's", next to the old memory's name for it.

Each needs positive evidence on both sides and steps back for a question, a plan, history,
an addition or another subject, as the rest of the rules do.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules, stem
from app.providers.rules.shared_frames import (
    COUNTERS,
    PLACED,
    dated_alike,
    routine,
    year_beside_value,
)
from app.providers.rules.text_marks import negates
from app.providers.rules.two_facts import second_difference
from app.providers.rules.values_zh import swapped_number_zh

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
_DEGREES = frozenset(_DEGREES_WORDS.split())
# Where on a map: "the east coast" and "the west coast" are two values of one place.
_DIRECTIONS_WORDS = """
north south east west northern southern eastern western northeast northwest southeast southwest
"""
_DIRECTIONS = frozenset(_DIRECTIONS_WORDS.split())
_NUMBER_WORDS = frozenset(cues.NUMBER_WORDS.split()) | {"once", "twice", "half", "a", "an"}
_OCCASION = re.compile(
    r"^(?:\d{1,2}(?::\d\d)?(?:am|pm)?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"\d{1,2}(?:st|nd|rd|th)|\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?)$",
    re.I,
)
_MOVED = patterns.compile(
    r"\b(?:moved|moves|pushed|rescheduled|postponed|brought\s+forward|changed|shifted|now|"
    r"instead|no\s+longer|switched|bumped|delayed)\b|改到|改成|推迟|提前|挪到|换到|调到|改期",
    re.I,
)
_KIN = frozenset(w for w in cues.RELATIVES.split() if w.isascii()) | {
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
_MANY = frozenset(stem(w) for w in _MANY_WORDS.split())


@dataclass(frozen=True, slots=True)
class _Word:
    key: str
    raw: str  # casefolded as written, not stemmed
    value: bool  # a name, a number, a degree: what a statement says its frame holds
    marker: bool  # a change, correction or time word: may be added to a restatement


@lru_cache(maxsize=TEXTS_CACHED)
def _words(text: str) -> tuple[_Word, ...]:
    out: list[_Word] = []
    for i, match in enumerate(_TOKEN.finditer(text)):
        raw = re.sub(r"['’]s$", "", match.group(0).strip(".,'’"))
        if raw[:1].isdigit():
            raw = re.sub(r"\s+|(?<=[ap])\.", "", raw)  # "10:30 p.m." is "10:30pm"
        low = raw.casefold()
        if not raw or low in _FUNCTION:
            continue
        numeric = raw[0].isdigit() or raw[0] in "$£€¥" or low in _NUMBER_WORDS
        numeric = numeric or (low in COUNTERS and bool(out) and out[-1].value)  # "four times"
        # An acronym names a role or a kind (CEO, FC, SUV), not a value of one.
        acronym = raw.isupper() and raw.isalpha() and len(raw) <= 4
        named = raw[0].isupper() and not acronym and (i > 0 or any(c.isdigit() for c in raw))
        value = numeric or named or low in _DEGREES or low in _DIRECTIONS
        key = low if value or not low.isalpha() else stem(low)
        out.append(_Word(key, low, value, low in _MARKERS))
    return tuple(out)


def _kind(word: _Word) -> str:
    """What a value is: an occasion (a day, a date, a time), a number, a name or a degree. One
    value swapped for one of another kind ("on Wednesdays with Amara" / "on Sundays with
    Fatima") is two changes, not one."""
    if _OCCASION.match(word.key):
        return "occasion"
    if word.key[:1].isdigit() or word.key[:1] in "$£€¥":
        return "number"
    if word.key in _DEGREES:
        return "degree"
    if word.key in _DIRECTIONS:
        return "direction"
    return "value"


def steps_back(text: str) -> bool:
    """As a new text, TEXT is a question, a plan, history or an addition."""
    return _reads(text)[0]


def _blocked(new: str, old: str) -> bool:
    """Neither text may be a question or a plan; the new one not history or an addition."""
    return _reads(new)[0] or _reads(old)[1]


@lru_cache(maxsize=TEXTS_CACHED)
def _reads(text: str) -> tuple[bool, bool]:
    """(as a new text, it steps back: a question, a plan, history, an addition; as an old
    text, it steps back: a question or a plan)."""
    asks_or_plans = bool(_QUESTION_RE.search(text) or _HYP_RE.search(text))
    not_current = bool(_PAST_RE.search(text) or _SPAN_OF_YEARS.search(text) or _ADD_RE.search(text))
    return asks_or_plans or not_current, asks_or_plans


# -- the same field of a note ----------------------------------------------------------------

_NOTE = re.compile(
    r"^\s*(?P<key>[^:：\n]{1,32}?)\s*(?:[(（](?P<qual>[^)）]{1,40})[)）])?\s*[:：]\s*(?P<value>\S.*)$"
)
_NOT_FIELD_WORDS = """
note notes update fix correction reminder todo fyi ps tip important breaking hobby hobbies
interest interests like likes dislike dislikes allergy allergies language languages skill
skills pet pets friend friends goal goals plan plans event events appointment appointments
meeting trip travel q a
"""
NOT_FIELDS = frozenset(stem(w) for w in _NOT_FIELD_WORDS.split()) | {
    "备注",
    "提醒",
    "更正",
    "爱好",
    "兴趣",
    "过敏",
    "计划",
    "目标",
    "宠物",
    "朋友",
    "注意",
}


# A key shaped like a name (a capitalised word, a short Chinese run) whose value exclaims or
# asks is a chat line whose speaker the prefix reader did not take (rules.dialogue).
_NAME_LIKE = re.compile(r"^\s*(?:[A-Z][\w'.-]*(?:\s[A-Z][\w'.-]*)?|[\u3400-\u9fff]{1,4})\s*[:：]")
_CHAT_VALUE = re.compile(r"[!！?？~\uff5e…]|\[[^\]]*\]|哈|吧|呀|啊|[\U0001F300-\U0001FAFF]")


def field_of_note(text: str) -> tuple[str, str, str] | None:
    match = _NOTE.match(text)
    if not match:
        return None
    key = re.sub(
        r"^(?:the\s+)?(?:user'?s?\s+|my\s+|current\s+|用户的?|我的?)", "", match["key"], flags=re.I
    )
    key = " ".join(stem(w) for w in key.casefold().split()) if key.isascii() else key
    if not key or key in NOT_FIELDS or len(key.split()) > 4:
        return None
    return key, (match["qual"] or "").casefold().strip(), match["value"]


def field_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    new, old = field_of_note(new_text), field_of_note(old_text)
    if not new or not old or new[:2] != old[:2]:
        return None
    if _CHAT_VALUE.search(new[2] + old[2]) and _NAME_LIKE.match(new_text):
        return None  # "晓雯：值得！" is someone talking, not a field of a note
    old_value, new_value = marks(old[2]), marks(new[2])
    if not old_value or not new_value or old_value <= new_value or new_value <= old_value:
        return None
    if _ADD_RE.search(new[2]) or _HYP_RE.search(new[2]) or _QUESTION_RE.search(new_text):
        return None
    return Relation.UPDATE, f"the note's field '{new[0]}' now reads '{new[2].strip()}'"


def marks(value: str) -> set[str]:
    """A field's value as words and Chinese characters (punctuation and spacing ignored);
    a value of function words only ("she/her", "they/them") as those words."""
    words = {w.key for w in _words(value)} or set(re.findall(r"[a-z]+", value.casefold()))
    return words | set(re.findall(r"[\u3400-\u9fff\d]", value))


# -- the same statement with another value ---------------------------------------------------


def swapped_value(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    new, old = normalize_for_rules(new_text), normalize_for_rules(old_text)
    blocked = _blocked(new, old) and (_reads(old)[1] or not dated_alike(new, old))
    if blocked or negates(new) != negates(old):
        return None
    a = tuple(w for w in _words(old) if w.raw not in PLACED)
    b = tuple(w for w in _words(new) if w.raw not in PLACED)
    if len(a) < 2 or len(b) < 2:
        return None
    # Words are compared as written: "worked at Acme" is history beside "works at Globex".
    matcher = difflib.SequenceMatcher(a=[w.raw for w in a], b=[w.raw for w in b], autojunk=False)
    swaps: list[tuple[tuple[_Word, ...], tuple[_Word, ...]]] = []
    frame: list[_Word] = []
    told = ""  # the new value as written, markers and all ("June 2")
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        olds, news = a[i1:i2], b[j1:j2]
        # A new value may come with a marker beside it: "now runs only once a day".
        news = tuple(w for w in news if not w.marker) or news
        if op == "equal":
            frame += olds
        elif op == "replace" and all(w.value for w in olds + news):
            if len({_kind(w) for w in olds + news}) > 1:
                return None
            swaps.append((olds, news))
            told = " ".join(w.key for w in b[j1:j2])
        elif any(w.value for w in olds + news) or any(not w.marker for w in olds):
            return None  # another value added, or a word of the frame lost: not one frame
    content = [w for w in frame if not w.value and not w.marker]
    # One value changed in one frame; two changes ("Spanish class on Tuesdays" / "French
    # class on Thursdays") describe another thing.
    if len(swaps) != 1 or not content or len(frame) < 0.4 * max(len(a), len(b)):
        return None
    swapped = [w.key for olds, news in swaps for w in olds + news]
    degree = all(k in _DEGREES for k in swapped)  # how allergic, not to what: one value
    if any(w.key in _MANY for w in content) and not degree:
        return None
    if any(k in _KIN for k in swapped):
        return None
    olds, news = swaps[0]
    if any(year_beside_value([w.key for w in side]) for side in swaps[0]):
        return None  # "5.1% in 2019" / "7.8% in 2020": another period
    if _REGION_RE.search(" ".join(w.raw for w in news)):
        return None  # "lives in Oregon" after "lives in Portland": a region may contain it
    # A statement anchored at a day or a time is an occasion: another date, or another person
    # at the same lunch, is another occasion unless the new text moves it.
    occasion = any(_OCCASION.match(w.key) for w in a + b)
    if occasion and not (_MOVED.search(new) or routine(new, old)):
        return None
    if second_difference(old_text, new_text):
        return None  # "the mayor of Port Ellis is …" / "of Port Avery is …": two towns
    was = " ".join(w.key for w in olds)
    return Relation.UPDATE, f"the same statement with another value: '{was}' → '{told}'"


# -- a denial, and a withdrawal of the value -------------------------------------------------

# "Left" told with its timing is a departure ("left three hours late", "left on time"), not a
# withdrawal.
_DEPARTED = (
    r"(?!(?:\s+(?:\d+|an?|one|two|three|four|five|six|ten|twenty|half\s+an?)\s+"
    r"(?:hours?|minutes?|mins?|days?))?\s+(?:late|early|on\s+time|on\s+schedule)\b)"
)
_WITHDRAW = patterns.compile(
    r"\b(?:no\s+longer|not\s+\w+\s+any\s*more|quit|quits|left"
    + _DEPARTED
    + r"|leaves|stepped\s+(?:down|off|"
    r"back)|resigned|retired\s+from|broke\s+up|split\s+up|divorced|moved\s+out|sold|gave\s+away|"
    r"cancel+ed|dropped\s+out|stopped|ended)\b",
    re.I,
)


def denied(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """The new text negates a clause that says what the old memory says."""
    new, old = normalize_for_rules(new_text), normalize_for_rules(old_text)
    if negates(old) or _reads(new)[1]:  # negated, or a question or a plan
        return None
    said = {w.key: w for w in _words(old)}
    # What the old memory predicates: its first word that is neither a value nor a marker
    # ("lives", "allergic", "plays", "mortgage"). The denial must say it again.
    predicate = next((k for k, w in said.items() if not w.value and not w.marker), None)
    for clause in _denials(new):
        words = _words(clause)
        if any(w.key in _KIN and w.key not in said for w in words):
            return None  # "… not me, my sister": another subject
        shared = {w.key for w in words} & said.keys()
        restricted = cues.RESTRICTION_RE.search(clause) and not cues.RESTRICTION_RE.search(old)
        if predicate in shared and len(shared) >= 2 and not restricted:
            named = min(shared, key=lambda k: (not said[k].value, k))  # a value first, then by name
            return Relation.CONTRADICTION, f"the new text denies what the old one says ('{named}')"
    return None


# Kept per text: the new text is asked beside every candidate.
@lru_cache(maxsize=TEXTS_CACHED)
def _denials(text: str) -> tuple[str, ...]:
    """The clauses of TEXT that negate without withdrawing."""
    clauses = cues.NEGATION_SCOPE_RE.split(text)
    return tuple(c for c in clauses if _NEG_RE.search(c) and not _WITHDRAW.search(c))


def withdrawn_value(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """The new text says the old memory's value no longer holds, naming it."""
    new, old = normalize_for_rules(new_text), normalize_for_rules(old_text)
    if negates(old) or _blocked(new, old):
        return None
    said = {w.key for w in _words(old) if w.value and not w.marker}
    for match in _WITHDRAW.finditer(new):
        window = new[max(0, match.start() - 40) : match.end() + 40]
        if hit := said & {w.key for w in _words(window) if w.value}:
            return Relation.UPDATE, f"'{sorted(hit)[0]}' no longer holds ('{match.group(0)}')"
    return None


@lru_cache(maxsize=4096)
def value_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """The first of the four readings that finds a change, if any."""
    return (
        field_change(new_text, old_text)
        or swapped_value(new_text, old_text)
        or swapped_number_zh(new_text, old_text)
        or denied(new_text, old_text)
        or withdrawn_value(new_text, old_text)
    )
