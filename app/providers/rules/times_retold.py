"""The clock time of one standing thing told again with another value and no change word:
"User's alarm is set for 6:00." / "6:45 — that's when the user's alarm goes off.", "Team
standup happens at 9:30 daily." / "Daily standup: 10:15.", 用户每天七点起床出门晨跑 / 用户晨跑
一般五点半就出门了.

A recurring thing of one person (an alarm, a standup, a shift, a class, a lunch break) is at
one time; the other readings need a verb of moving ("pushed to", 改到) or a shared frame, and
read two times of one thing as shared words. Here each text tells exactly one clock time (in
any notation: 7:00, 7 am, 七点, 早上8点半, compared modulo twelve hours unless both tell the
half of the day), the two differ, and the texts share a word of the thing once the times are
taken out (`topics.topic_words`).

It steps aside for what is not the same standing thing at one time: a question, a plan, an
addition or history (`value_words.steps_back`); a one-off (today, tonight, this week, 今天,
这周六); another occasion (two texts naming different weekdays or dates: Monday's and
Thursday's class); a second one of the kind (a second alarm, 另一个); a range (6-7 pm,
12点到1点); a duration or a race time (a PB, 成绩); a negation; a person only one text
names, or two (a relative, a friend, a speaker or an owner by name); and an appointment, a
booking or a meeting, which is one occasion, not a standing time: two appointments at other
times coexist; so does a game or a class with someone named ("plays golf with Fatima on Mondays
at 11 am" / "… at 4 pm": a plan with a friend, and two can stand). The shared word must name
the thing itself, not a verb any activity takes ("plays squash" / "plays chess" share only
"play").
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.clock_times import same_time, told_times, without_times
from app.providers.rules.frames import TEXTS_CACHED, stem
from app.providers.rules.public_figures import speaks_of_user
from app.providers.rules.text_marks import asks, not_current
from app.providers.rules.told_values import names_someone_else
from app.providers.rules.topics import topic_words
from app.providers.rules.value_words import steps_back

_ONE_OFF = patterns.compile(
    r"(?<!from\s)(?<!starting\s)(?<!as\sof\s)\b(?:today|tonight|tomorrow|yesterday|"
    r"this\s+(?:week|weekend|morning|afternoon|evening|mon|tues|wednes|thurs|fri|satur|sun)\w*|"
    r"just\s+this|only\s+this|for\s+once)\b|今天|今晚|明天|昨天|明早|这周|本周|这次|这回|临时",
    re.I,
)
_ANOTHER = patterns.compile(
    r"\b(?:second|another|backup|extra|other|also|too)\b|第二|另一|另外|还有|也",
    re.I,
)
_RANGE = patterns.compile(
    r"\b(?:until|till|by|before|after)\b|之前|以前|以后|之后|前后|左右|"
    r"\d\s*(?:am|pm)?\s*(?:-|–|to|until|till)\s*\d|\bbetween\b|\bfrom\s+\d|"
    r"[点\d]\s*(?:半|分)?\s*(?:到|至|-|–|~)\s*[\d零一二两三四五六七八九十]",
    re.I,
)
_DURATION = patterns.compile(
    r"\b(?:pb|pr|record|best|pace|finish\w*|ran|race|marathon|\d+k)\b|成绩|用时|纪录|配速|马拉松",
    re.I,
)
_WEEKDAY = re.compile(
    r"\b(mon|tue|wed|thu|fri|sat|sun|weekday|weekend)[a-z]*\b|(?:周|星期|礼拜)([一二三四五六日天末])|"
    r"(工作日)",
    re.I,
)
# The half of the day and a repeat, said in words: not the thing the time is of.
_WHEN_WORDS = patterns.compile(
    r"\b(?:morning|afternoon|evening|night|daily|every|each|usually|always)s?\b|"
    r"早上|上午|早晨|清晨|凌晨|中午|下午|傍晚|晚上|夜里|每天|每周|一般|通常|平时",
    re.I,
)
# One occasion, not a standing time: two appointments at other times are two appointments.
_OCCASION = patterns.compile(
    r"\b(?:appointments?|appt|bookings?|booked|reservations?|reserved|meetings?|interviews?|"
    r"consultations?|check-?ups?|visits?)\b|预约|挂号|复诊|面试|会议|约了",
    re.I,
)
# Verbs any activity takes, and so name none: "plays squash" / "plays chess".
_ANY_ACTIVITY = frozenset(
    stem(w)
    for w in "play plays playing do does doing have has go goes meet meets see sees".split()  # noqa: SIM905
) | {"玩", "打", "去", "有"}
# A name inside a sentence: whom the user meets, not what the time is of.
_NAME = re.compile(r"(?<=\s)[A-Z][a-z]+\b")
# Capitalised words that are no one's name.
_CALENDAR_WORDS = """
january february march april may june july august september october november december jan feb
mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday
sunday mon tue tues wed thu thur thurs fri sat sun weekday weekend
"""
_CALENDAR = frozenset(_CALENDAR_WORDS.split())
_DATE = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|"
    r"\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}月\d{1,2}[日号]|"
    r"\d{4}-\d\d-\d\d|\b\d{1,2}(?:st|nd|rd|th)\b",
    re.I,
)
# Who a text is about by name: a speaker ("Lena: ..."), an owner ("Tom's standup").
_SPEAKER = re.compile(r"^\s*([A-Z][\w'-]*|[\u4e00-\u9fff]{1,3})\s*[:：]\s*\S")
_OWNER = re.compile(r"\b([A-Z][a-z]+)['’]s\b")
_NOT_NAMES = frozenset({"user", "daily", "weekly", "alarm", "team"})
_NUMERIC = re.compile(r"^[\d.:]+$|^\d")
# Verbs that say when something starts, ends or happens name no thing: "the ferry leaves at
# 9:40" and "the train leaves at 11:20" share no thing.
_WHEN_VERB_WORDS = """
leave leaves leaving start starts starting begin begins end ends finish finishes open opens
close closes arrive arrives depart departs land lands happen happens set go goes get gets take
takes run runs due
"""
_WHEN_VERBS = frozenset(stem(w) for w in _WHEN_VERB_WORDS.split()) | {
    "开始",
    "结束",
    "出发",
    "到达",
    "发车",
    "起飞",
    "落地",
    "开门",
    "关门",
}


def _holders(text: str) -> frozenset[str]:
    found = {m.casefold() for m in _OWNER.findall(text)}
    speaker = _SPEAKER.match(text)
    if speaker:
        found.add(speaker[1].casefold())
    return frozenset(found - _NOT_NAMES)


def _names(text: str) -> frozenset[str]:
    """The names inside TEXT (whom the user meets), weekdays and months aside."""
    found = {n.casefold() for n in _NAME.findall(text)}
    return frozenset(n for n in found if n.removesuffix("s") not in _CALENDAR) - {"user"}


def _weekdays(text: str) -> frozenset[str]:
    days = {(m[1] or "").casefold()[:3] or m[2] or m[3] for m in _WEEKDAY.finditer(text)}
    return frozenset(day.replace("天", "日") for day in days)


@lru_cache(maxsize=TEXTS_CACHED)
def _read(text: str) -> tuple[int, bool] | None:
    """TEXT's one clock time of a standing thing, or None when it tells none, several, or
    steps aside (module docstring)."""
    times = told_times(text)
    if len(times) != 1 or steps_back(text) or cues.NEG_RE.search(text):
        return None
    if any(rx.search(text) for rx in (_ONE_OFF, _ANOTHER, _RANGE, _DURATION, _OCCASION)):
        return None
    if names_someone_else(text) or _holders(text):
        return None
    return times[0]


# A day's two fixed points, each told in several words: "wakes up" / "gets up" / 起床 / 起,
# "goes to bed" / "bedtime" / 睡觉 / 睡. Either word names the same standing thing.
_ROUTINES = {
    "routine:waking": patterns.compile(
        r"\b(?:wakes?|woke|waking|gets?\s+up|getting\s+up|rises)\b|起床|醒来|(?<![一发])起(?![飞来源])",
        re.I,
    ),
    "routine:bedtime": patterns.compile(
        r"\b(?:bed|bedtime|sleeps?|asleep)\b|睡(?!衣|袋|眠质量)", re.I
    ),
}


def _anchors(text: str) -> frozenset[str]:
    bare = _WHEN_WORDS.sub(" ", _DATE.sub(" ", _WEEKDAY.sub(" ", without_times(text))))
    words = {w for w in topic_words(bare) if not _NUMERIC.match(w) and w not in _WHEN_VERBS}
    return frozenset(words | {key for key, rx in _ROUTINES.items() if rx.search(bare)})


def time_retold(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when both texts tell one clock time of the same standing thing and they differ."""
    new, old = _read(new_text), _read(old_text)
    if new is None or old is None or same_time(new, old):
        return None
    if not (speaks_of_user(new_text) or speaks_of_user(old_text)):
        return None  # a place's or a service's hours, not one of the user's standing times
    days = _weekdays(new_text), _weekdays(old_text)
    if days[0] and days[1] and days[0] != days[1]:
        return None
    if set(_DATE.findall(new_text)) != set(_DATE.findall(old_text)):
        return None
    if _names(new_text) or _names(old_text):
        return None  # golf with Fatima at 11, at 4: a game with a friend is a plan, and two coexist
    shared = (_anchors(new_text) & _anchors(old_text)) - _ANY_ACTIVITY
    if not shared:
        return None
    word = sorted(shared)[0]
    return Relation.UPDATE, f"one standing time of '{word}' told anew"


# A thing that has one date: an expiry, a deadline, a due date, a birthday.
_ONE_DATE = patterns.compile(
    r"\b(?:expires?|expiry|expiration|valid\s+(?:until|till|through)|deadline|due|birthday)\b|"
    r"到期|有效期|截止|生日",
    re.I,
)
_DAY_OR_YEAR = re.compile(
    r"\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|"
    r"\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d\d|"
    r"(?:19|20)\d\d)\b|(?:(?:19|20)\d\d年)?\d{1,2}月\d{1,2}[日号]?|(?:19|20)\d\d年",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _one_date(text: str) -> str | None:
    """The one date TEXT gives a thing that has one (an expiry, a deadline, a birthday)."""
    # A date ahead is no plan here ("expires in 2029"): only a question or a former value steps
    # aside, not `steps_back`'s reading of the future.
    if not _ONE_DATE.search(text) or asks(text) or not_current(text) or cues.NEG_RE.search(text):
        return None
    if names_someone_else(text) or _holders(text) or _ANOTHER.search(text):
        return None
    dates = {" ".join(d.casefold().split()) for d in _DAY_OR_YEAR.findall(text)}
    return dates.pop() if len(dates) == 1 else None


def _date_anchors(text: str) -> frozenset[str]:
    bare = _ONE_DATE.sub(" ", _DAY_OR_YEAR.sub(" ", text))
    return frozenset(w for w in topic_words(bare) if not _NUMERIC.match(w))


def date_retold(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when both texts give the one date of the user's same thing and they differ."""
    new, old = _one_date(new_text), _one_date(old_text)
    if new is None or old is None or new == old or new in old or old in new:
        return None
    if not (speaks_of_user(new_text) or speaks_of_user(old_text)):
        return None
    shared = _date_anchors(new_text) & _date_anchors(old_text)
    if not shared:
        return None
    return Relation.UPDATE, f"the one date of '{sorted(shared)[0]}' told anew: {old} → {new}"
