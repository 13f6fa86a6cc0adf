"""An occasion moved to another time: "Book club is Thursday at 7" / "moving book club to
Friday", "flying to Lisbon on the 8th" / "the Lisbon flight got moved to the 10th",
用户下午两点有面试 / 面试往后推到四点, 订了3月12日的航班 / 航班改签到了3月13日.

Two occasions at two times coexist (two appointments, a run on weekdays and one on Sunday);
one occasion moved has only the new time. So the new text must say the move itself: a verb
of moving followed, within the same clause, by the time it moves to ("pushed Japan to May",
"rebooked the train for the 10:15", 挪到下周一, 改签到了3月13日). "Moved to Denver in March" is
not read: what follows "to" is a place, not a time. The old text must give a time the new one
does not move to, and the two must be about one occasion: a content word or Chinese run both
share besides the times ("book club", 面试, 航班), or the old time named again in the new text
("周三我得加班，挪到周四": the move starts from it). A note's label read as a name ("Dentist moved
to Thu 16 May" beside "Dentist: Tue 14 May, 10:00") is the occasion, not another person; a time is
also a weekday as a calendar shortens it, a day before its month, or a part of the day in the
plural ("moved to lunchtimes"). A plan, a question or a suggestion of a
move ("might push it to Friday", "if we move it to 4") is not a move.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules import holders_lexicon as hl
from app.providers.rules.align import QUESTION
from app.providers.rules.frames import TEXTS_CACHED, analyse
from app.providers.rules.topics import topic

# Cheap first look, before any regex: a text with none of these moves nothing.
_HINTS = (
    "mov", "push", "resched", "postpon", "delay", "rebook", "bump", "shift", "forward",
    "推", "挪", "改", "调", "延", "提前", "换到",
)  # fmt: skip
_ZH_WHEN = (
    r"(?:[上下]午|晚上|早上|中午)?[零一二两三四五六七八九十\d]{1,3}点(?:半|\d{1,2}分)?|"
    # A day with its hour is one time: 挪到周六早上9点 moves 周六上午11点.
    r"(?:下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]"
    r"(?:(?:[上下]午|晚上|早上|中午)?[零一二两三四五六七八九十\d]{1,3}点(?:半|\d{1,2}分)?)?|"
    r"下周|下个?月|"
    r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})月(?:(?:\d{1,2}|[一二三四五六七八九十]{1,3})[日号])?|"
    r"\d{1,2}[日号]|明天|后天"
)
_EN_WHEN = (
    # "Wednesdays" and "the second Tuesday" name a day that recurs.
    r"(?:(?:next|this|the)\s+)?(?:(?:first|second|third|fourth|last)\s+)?"
    r"(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"week|month|weekends?|weekdays|mornings?|afternoons?|evenings?|lunchtimes?|tomorrow|"
    # A weekday shortened, capitalised as a calendar writes it ("Thu 16 May"; "sat" is a verb).
    r"(?-i:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun))\b(?:\s+\d{1,2}(?:st|nd|rd|th)?\b)?|"
    # The day before the month: "16 May", "3rd of June".
    r"\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)"
    r"[a-z]*\b|"
    r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\d{1,2}:\d\d\b|"
    r"noon\b|midnight\b"
)
WHEN = re.compile(rf"{_EN_WHEN}|{_ZH_WHEN}", re.I)
# A verb of moving, what is moved (a few words, no sentence break), and the time it moves to.
_MOVED_TO = patterns.compile(
    r"\b(?:moved|moving|pushed|push|pushing|rescheduled|postponed|delayed|rebooked|bumped|"
    r"shifted|brought\s+forward)\b(?:\s+(?:back|up|forward|out))?(?P<what>[^.;,!?]{0,30}?)"
    rf"\s(?:to|till|until|for|on)\s+(?:the\s+)?(?:(?:same\s+time\s+)?(?:on\s+)?)"
    rf"(?P<when>{_EN_WHEN})|"
    r"(?:往后|往前)?(?:推到|挪到|改到|改签到|改期到|调到|延期到|推迟到|延后到|提前到|换到)了?"
    rf"(?P<zh>{_ZH_WHEN})",
    re.I,
)
# A suggestion or a plan, not a move made (rules.changed_to reads it the same way).
SUGGESTED = patterns.compile(
    # Modal verbs in lower case only: "May" is a month.
    r"\b(?-i:might|may|could|should|would)\b|\b(?:if|want\s+to|wants\s+to|thinking|planning|plan\s+to|"
    rf"maybe|can\s+we|let's)\b|{cues.CJK_IF}|可能|打算|想|能不能|可以吗",
    re.I,
)


_ZH_DAY = re.compile(r"(?:下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]")


def _times(text: str) -> frozenset[str]:
    """The times TEXT names; a Chinese day with its hour also names the day alone, so
    "周三晚上八点" is restarted by a later "周三我得加班"."""
    found = {re.sub(r"\s+", " ", m.group()).casefold() for m in WHEN.finditer(text)}
    days = {d.group() for t in found if len(t) > 3 and (d := _ZH_DAY.match(t))}
    return frozenset(found | days)


@lru_cache(maxsize=TEXTS_CACHED)
def _move(text: str) -> tuple[str, str] | None:
    """The time TEXT moves an occasion to, and the clause saying so, if it says a move."""
    if not any(hint in text.casefold() for hint in _HINTS):
        return None
    if QUESTION.search(text) or SUGGESTED.search(text):
        return None
    found = _MOVED_TO.search(text)
    if found is None:
        return None
    when = found["when"] or found["zh"]
    return re.sub(r"\s+", " ", when).casefold(), found.group()


def _shared(new: str, old: str, times: frozenset[str]) -> list[str]:
    """Content words and Chinese runs both texts share, other than times."""
    clean_new, clean_old = WHEN.sub(" ", new), WHEN.sub(" ", old)
    n, o = analyse(clean_new), analyse(clean_old)
    words = sorted(w for w in n.content & o.content if not any(w in t for t in times))
    return [w for w in words if not hl.WHEN.fullmatch(w)]


_LABEL = re.compile(r"^\s*(?P<label>[a-z][a-z ]{1,20}?)\s*:", re.I)


def _labelled(person: str, old_text: str) -> bool:
    """Whether the "person" read off NEW's capitalised first word is the label of OLD's note:
    "Dentist moved to Thu" beside "Dentist: Tue 14 May" moves the appointment, not a person."""
    label = _LABEL.match(old_text)
    return label is not None and person == f"name:{label['label'].casefold()}"


@lru_cache(maxsize=4096)
def moved(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW moves the occasion OLD states to another time (module docstring)."""
    move = _move(new_text)
    if move is None or QUESTION.search(old_text):
        return None
    to, clause = move
    old_times = _times(old_text)
    if not old_times or to in old_times or hl.NOT_CURRENT.search(old_text):
        return None
    person = topic(new_text).person
    if person != topic(old_text).person and not _labelled(person, old_text):
        return None  # "my sister's flight got moved" is not the user's flight
    shared = _shared(new_text, old_text, old_times | {to})
    restarted = old_times & _times(new_text.replace(clause, " "))
    if not shared and not restarted:
        return None
    on = f"'{', '.join(shared[:3])}'" if shared else f"the occasion of {sorted(restarted)[0]}"
    return Relation.UPDATE, f"{on} moved: {', '.join(sorted(old_times))} → {to}"
