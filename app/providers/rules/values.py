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
an addition or another subject, as the rest of the rules do. The words they align, and which
of them are values, come from `rules.value_words`.
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.abbreviations import one_name_shortened
from app.providers.rules.dialogue import split_speaker
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules, stem
from app.providers.rules.holders import two_things_one_value
from app.providers.rules.place_names import one_or_within, within
from app.providers.rules.sequels import another_work
from app.providers.rules.shared_frames import PLACED, dated_alike, routine, year_beside_value
from app.providers.rules.spans_zh import swapped_span_zh
from app.providers.rules.spoken_spans_zh import swapped_span_zh as swapped_spoken_span_zh
from app.providers.rules.text_marks import negates
from app.providers.rules.two_facts import second_difference
from app.providers.rules.value_spans import (
    another_person,
    bounded_alike,
    frame_holds,
    model_year,
    named_thing,
    occasion_in,
    set_apart,
    span_kind,
)
from app.providers.rules.value_words import (
    DEGREES,
    KIN,
    MANY,
    MOVED,
    WEEKDAYS,
    Word,
    pair_blocked,
    reads,
    words_of,
)
from app.providers.rules.values_zh import swapped_number_zh

_NEG_RE, _HYP_RE = cues.NEG_RE, cues.HYP_RE
_ADD_RE, _QUESTION_RE, _REGION_RE = cues.ADD_RE, cues.QUESTION_RE, cues.REGION_RE

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
    if one_or_within(old[2], new[2]):
        return None  # "City: Munich" / "City: München" (rules.place_names)
    old_value, new_value = marks(old[2]), marks(new[2])
    if not old_value or not new_value or old_value <= new_value or new_value <= old_value:
        return None
    if _ADD_RE.search(new[2]) or _HYP_RE.search(new[2]) or _QUESTION_RE.search(new_text):
        return None
    return Relation.UPDATE, f"the note's field '{new[0]}' now reads '{new[2].strip()}'"


def marks(value: str) -> set[str]:
    """A field's value as words and Chinese characters (punctuation and spacing ignored);
    a value of function words only ("she/her", "they/them") as those words."""
    words = {w.key for w in words_of(value)} or set(re.findall(r"[a-z]+", value.casefold()))
    return words | set(re.findall(r"[\u3400-\u9fff\d]", value))


# -- the same statement with another value ---------------------------------------------------


_REACTION = re.compile(
    r"(?:ha){2,}h?|(?:he){2,}h?|lol|lmao|omg|wow|oh|ah|ugh|aww?|yeah|yes|yep|ok|okay|hey|hi|"
    r"hello|sorry|congrats|cool|nice|great|哈+|嘿+|嗯|啊|哇"
)


def swapped_value(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    new, old = normalize_for_rules(new_text), normalize_for_rules(old_text)
    blocked = pair_blocked(new, old) and (reads(old)[1] or not dated_alike(new, old))
    if (blocked and not bounded_alike(new, old)) or negates(new) != negates(old):
        return None
    a = tuple(w for w in words_of(old) if w.raw not in PLACED)
    b = tuple(w for w in words_of(new) if w.raw not in PLACED)
    if len(a) < 2 or len(b) < 2:
        return None
    # Words are compared as written: "worked at Acme" is history beside "works at Globex".
    matcher = difflib.SequenceMatcher(a=[w.raw for w in a], b=[w.raw for w in b], autojunk=False)
    swaps: list[tuple[tuple[Word, ...], tuple[Word, ...]]] = []
    frame: list[Word] = []
    told = ""  # the new value as written, markers and all ("June 2")
    beside: tuple[Word, Word] | None = None  # the words right before the swap in old and new
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        olds, news = a[i1:i2], b[j1:j2]
        # A new value may come with a marker beside it: "now runs only once a day".
        news = tuple(w for w in news if not w.marker) or news
        if op == "equal":
            frame += olds
        elif op == "replace" and (
            all(w.value for w in olds + news)
            or (i1 and j1 and named_thing(olds) and named_thing(news))
        ):
            if not span_kind(olds) or span_kind(olds) != span_kind(news):
                return None
            swaps.append((olds, news))
            told = " ".join(w.key for w in b[j1:j2])
            beside = (a[i1 - 1], b[j1 - 1]) if i1 and j1 else None
        elif any(w.value for w in olds + news) or any(not w.marker for w in olds):
            return None  # another value added, or a word of the frame lost: not one frame
    # A turn's speaker and a laugh or a cheer are no words of a statement: "Hannah: Hahaha.
    # Priorities." and "Hannah: Hahaha. Best gift ever." share nothing they say about a thing.
    speaker = (split_speaker(old_text)[0] or "").casefold()
    content = [
        w
        for w in frame
        if not w.value and not w.marker and w.raw != speaker and not _REACTION.fullmatch(w.raw)
    ]
    # One value changed in one frame; two changes ("Spanish class on Tuesdays" / "French
    # class on Thursdays") describe another thing.
    if len(swaps) != 1 or not content:
        return None
    if not frame_holds(frame, a, b, max(len(swaps[0][0]), len(swaps[0][1]))):
        return None
    swapped = [w.key for olds, news in swaps for w in olds + news]
    degree = all(k in DEGREES for k in swapped)  # how allergic, not to what: one value
    if any(w.key in MANY for w in content) and not degree:
        return None
    if any(k in KIN for k in swapped):
        return None
    olds, news = swaps[0]
    if set_apart(olds, old) or set_apart(news, new):
        return None  # "Dr. Rossi, a dermatologist at X," / "Dr. Kowalski, a physio at X,"
    if another_person(beside, olds, news, new, old):
        return None
    sides = zip(swaps[0], (old, new), strict=True)
    dated = [[w.key for w in side if not model_year(w.raw, t)] for side, t in sides]
    if any(year_beside_value(keys) for keys in dated):
        return None  # "5.1% in 2019" / "7.8% in 2020": another period
    if _REGION_RE.search(" ".join(w.raw for w in news)):
        return None  # "lives in Oregon" after "lives in Portland": a region may contain it
    if within(" ".join(w.raw for w in olds), " ".join(w.raw for w in news)):
        return None  # "lives in Bavaria" / "lives in Munich": a known region holds the city
    # A statement anchored at a day or a time is an occasion: another date, or another person
    # at the same lunch, is another occasion unless the new text moves it.
    occasion = occasion_in(a, old) or occasion_in(b, new)
    if occasion and not (MOVED.search(new) or routine(new, old)):
        return None
    # A habit's weekday swapped is a second habit ("every Monday" / "every Saturday"), as two
    # appointments are two, unless the new text moves it. Its amount, or its hour ("in bed by
    # 10:30 pm" / "by 12:30 am"), swapped is a change.
    if all(_WEEKDAY.match(w.key) for w in olds + news) and not MOVED.search(new):
        return None
    if second_difference(old_text, new_text):
        return None  # "the mayor of Port Ellis is …" / "of Port Avery is …": two towns
    if another_work(old, new, olds, news):
        return None  # "Toni Morrison wrote Beloved" / "… wrote Jazz": two works of one author
    if two_things_one_value(old_text, new_text):
        return None  # "Chile's official language is Spanish" / "Uruguay's …": two countries
    raw_old, raw_new = [" ".join(w.raw for w in olds)], [" ".join(w.raw for w in news)]
    if one_name_shortened(raw_new, raw_old, new_text, old_text):
        return None  # "the Carrow Philharmonic" / "the Carrow Phil": one name
    was = " ".join(w.key for w in olds)
    return Relation.UPDATE, f"the same statement with another value: '{was}' → '{told}'"


_WEEKDAY = re.compile(rf"^{WEEKDAYS}$")
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
    r"back)|resigned|retired\s+from|broke\s+(?:up|off)|called\s+off|split\s+up|divorced|"
    r"moved\s+out|sold|gave\s+away|"
    r"cancel+ed|dropped\s+out|stopped|ended)\b",
    re.I,
)


def denied(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """The new text negates a clause that says what the old memory says."""
    new, old = normalize_for_rules(new_text), normalize_for_rules(old_text)
    if negates(old) or reads(new)[1]:  # negated, or a question or a plan
        return None
    said = {w.key: w for w in words_of(old)}
    # What the old memory predicates: its first word that is neither a value nor a marker
    # ("lives", "allergic", "plays", "mortgage"). The denial must say it again.
    predicate = next((k for k, w in said.items() if not w.value and not w.marker), None)
    for clause in _denials(new):
        words = words_of(clause)
        if any(w.key in KIN and w.key not in said for w in words):
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
    if negates(old) or pair_blocked(new, old):
        return None
    said = {w.key for w in words_of(old) if w.value and not w.marker}
    for match in _WITHDRAW.finditer(new):
        window = new[max(0, match.start() - 40) : match.end() + 40]
        if hit := said & {w.key for w in words_of(window) if w.value}:
            return Relation.UPDATE, f"'{sorted(hit)[0]}' no longer holds ('{match.group(0)}')"
    return None


@lru_cache(maxsize=4096)
def value_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """The first of the four readings that finds a change, if any."""
    return (
        field_change(new_text, old_text)
        or swapped_value(new_text, old_text)
        or swapped_number_zh(new_text, old_text)
        or swapped_span_zh(new_text, old_text)
        or swapped_spoken_span_zh(new_text, old_text)
        or denied(new_text, old_text)
        or withdrawn_value(new_text, old_text)
    )
