"""A value of one thing changed to a new one by a verb of change: "Takes 20mg of citalopram" /
"the GP upped my citalopram to 40mg", "The fête is on 9 June" / "the fête was postponed to
16 June", "Rent: £700" / "the landlord put the rent up to £750", 每天吃半片 / 医生让我把药加到一片,
考试定于5月8日 / 考试推迟至5月15日.

A verb of change (moved, postponed, rescheduled, upped, raised, lowered, cut, bumped; put / got
/ went … up or down; 改到, 调到, 推迟至, 提高到, 降到, 涨到, 加到) followed by "to" and a value
says the thing now has that value. The value's kind — a time of day, a date, a weekday, a
year, an amount of money, an amount with its unit, a plain count — must be one the old text
gives too (a rate before a Chinese amount is skipped: 加到一天两片), and the old text must not
already give that value: a change to the value it already had, or a value of a kind the old
text never states ("moved to Denver"), says nothing about it. The sentence of the change must
share a word or Chinese run with the old text besides the values (the thing both name:
"citalopram", "rent", 考试), so another thing moved does not retire it. A plan, a question, a
suggestion ("might push it to Friday"), another person, or an old text that is history or a
plan stop it.

It generalizes `rules.moves` (an occasion moved to another time) to any value: moves reads
no "16 June" and no old text with "will be held", and `rules.amounts` stops at a second name
or a period on one side only ("Landlord put Chloe's room up to £675" / "My sister Chloe pays
£600": "sister" on one side). A verb of change with "to" and a value is evidence enough.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from app.enums import Relation
from app.providers.rules import holders_lexicon as hl
from app.providers.rules import patterns
from app.providers.rules.align import QUESTION
from app.providers.rules.frames import TEXTS_CACHED, content_set, word_tokens
from app.providers.rules.moves import SUGGESTED

# Cheap first look, before the verbs: "to" (到, 至) right before something a value starts with.
_TO_A_VALUE = re.compile(
    r"\s(?:to|till|until|onto)\s+(?:(?:about|around|roughly|just|only)\s+)?"
    r"(?:[\d$£€¥]|the\s+\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|"
    r"sat|sun|noon|midnight)|[到至]了?[\d零一二两三四五六七八九十上下晚早中凌周星礼每]",
    re.I,
)

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|(?-i:May)|june?|july?|aug(?:ust)?|"
_MONTH += r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_ORD = r"(?:st|nd|rd|th)?"
_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_ZH_DIGITS = "零一二两三四五六七八九十百千万"
_ZH_UNITS = {"十": 10.0, "百": 100.0, "千": 1000.0}
_ZH_NUM = rf"(?:\d+(?:\.\d+)?|[{_ZH_DIGITS}]+)"
_UNIT = (
    r"%|percent|mg|mcg|ml|g|kg|kilos?|lbs?|pounds|stone|km|miles?|k|hours?|hrs?|minutes?|mins?|"
    r"days?|weeks?|nights?|times?|pills?|tablets?|units?|puffs?|cups?|sets?|reps?|laps?"
)
_ZH_UNIT = (
    r"毫克|克|公斤|千克|斤|片|粒|颗|次|杯|支|小时|分钟|天|公里|米|元|块|万元|万|千|个|岁|分|级|段"
)
# A value, each kind in its own group, tried in this order at the place where one starts.
_VALUE = (
    r"(?P<money>[$£€¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn)(?![A-Za-z]))?)|"
    r"(?P<clock>\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)\b|\d{1,2}:\d\d\b|noon\b|midnight\b)|"
    rf"(?P<date>\d{{1,2}}{_ORD}\s+(?:of\s+)?{_MONTH}\b|{_MONTH}\s+\d{{1,2}}{_ORD}\b(?!:)|"
    r"the\s+\d{1,2}(?:st|nd|rd|th)\b)|"
    rf"(?P<month>{_MONTH}\b)|"
    r"(?P<weekday>(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b)|"
    r"(?P<year>(?:19|20)\d\d\b(?![\d,.]\d))|"
    rf"(?P<amount>\d[\d,]*(?:\.\d+)?)\s?(?P<unit>{_UNIT})?\b(?![\d.,:/]\d)|"
    rf"(?P<zhclock>(?:[上下]午|晚上|早上|中午|凌晨)?{_ZH_NUM}点(?:半|{_ZH_NUM}分)?)|"
    rf"(?P<zhdate>(?:{_ZH_NUM}月)?{_ZH_NUM}[日号]|{_ZH_NUM}月(?!份?[薪租]))|"
    r"(?P<zhweekday>(?:周|星期|礼拜)[一二三四五六日天])|"
    # 三千五 is 3500, not 三千 and a 五: a thousand or ten thousand with a digit after it, as
    # sums are said aloud, is one amount of money (涨到三千五了, 一万八).
    rf"(?P<zhamount>{_ZH_NUM})(?P<zhunit>{_ZH_UNIT})(?P<zhhalf>半)?(?<![千万](?=[一二两三四五六七八九]))|"
    r"(?P<zhround>[一二两三四五六七八九]+[千万][一二两三四五六七八九](?![零一二两三四五六七八九十百千万\d]))"
)
_VALUE_RE = re.compile(_VALUE, re.I)
# A verb of change, what it changes (a few words, no sentence break) and the value it changes to.
_EN_VERB = (
    r"moved|moving|moves?|pushed|pushing|push(?:es)?|postponed|postponing|rescheduled|delayed|"
    r"rebooked|bumped|bumping|shifted|slipped|upped|ups|upping|raised|raises|raising|lowered|"
    r"lowers|increased|increases|decreased|reduced|reduces|cut|cuts|cutting|dropped|drops|rose|"
    r"rises|risen|fell|falls|fallen|jumped|climbed|changed|adjusted|brought\s+forward"
)
_EN_VERB_UP = r"put|puts|putting|got|gets|getting|went|goes|gone|going|brought|knocked"
_CHANGED_TO = patterns.compile(
    rf"\b(?:(?:{_EN_VERB})\b(?P<what>[^.;!?,\n]{{0,40}}?)(?:\s(?:up|down|back|forward|out))?|"
    rf"(?:{_EN_VERB_UP})\b(?P<what2>[^.;!?,\n]{{0,40}}?)\s(?:up|down))"
    r"\s+(?:to|till|until|onto)\s+(?:(?:about|around|roughly|just|only)\s+)?"
    rf"(?=(?:the\s+)?[\d$£€¥a-z])|"
    r"(?:改|调|调整|推迟|推|挪|延期|延后|延|提前|提高|提|降低|降|涨|加|减|升|增加|减少|上调|下调|改签|改期|"
    r"砍|缩减|缩|扩大|扩)"
    r"(?:到|至)了?",
    re.I,
)
# A rate a Chinese amount may follow (加到一天两片, 改成每周三次).
_RATE = re.compile(r"一天|每天|一日|每日|一周|每周|每晚|每月|一个月")
_SENTENCE = re.compile(r"[.;!?。；！？\n]\s*")
# The old text tells history or a plan: its value is no current one. ("will" is left out: a
# date is told with it, "The AGM will be held on 14 November".)
_OLD_NOT_CURRENT = patterns.compile(
    r"\b(?-i:might|may|could)\b|\b(?:expected|plans?|planning|rumou?red|if|former|formerly|"
    r"previously|used\s+to|back\s+in|as\s+a\s+(?:child|kid))\b|预计|可能|打算|计划|曾|以前|当年",
    re.I,
)
_MORE_PEOPLE = patterns.compile(
    r"\b(?:mum|mom|mam|nan|gran|grandma|grandmother|grandad|grandpa|grandfather|aunt|auntie|"
    r"uncle|niece|nephew|housemate|flatmate|roommate)s?\b|我妈|我爸|婆婆|公公|岳母|岳父|奶奶|"
    r"爷爷|外婆|外公|姥姥|姥爷|表妹|表姐|表弟|表哥|堂妹|堂姐|堂弟|堂哥|我哥|我姐|我弟|我妹",
    re.I,
)
_FUNCTION = frozenset({"a", "an", "the", "of", "at", "on", "in", "for", "by", "per", "about"})


class Value(NamedTuple):
    kind: str
    # Compared by kind: a number, a (month, day) pair, minutes of the day, a name.
    key: tuple[float | str | None, ...]
    text: str


def _zh_number(raw: str) -> float | None:
    """一 → 1, 十二 → 12, 两千五 → 2500, 一万八 → 18000, 一百零五 → 105; Arabic digits too."""
    if re.fullmatch(r"\d+(?:\.\d+)?", raw):
        return float(raw)
    total, section, digit, last_unit = 0.0, 0.0, None, 1.0
    for char in raw:
        if char in _ZH_UNITS:
            section += (1.0 if digit is None else digit) * _ZH_UNITS[char]
            digit, last_unit = None, _ZH_UNITS[char]
        elif char == "万":
            total += (section + (digit or 0.0)) * 10_000
            section, digit, last_unit = 0.0, None, 10_000.0
        elif char == "零":
            last_unit = 10.0
        elif (found := "零一二三四五六七八九".find(char)) >= 0 or char == "两":
            digit = 2.0 if char == "两" else float(found)
        else:
            return None
    if digit is not None:
        # A digit after the last unit counts in the unit below it: 一万八 is 18000, 十二 is 12.
        section += digit * (last_unit / 10 if last_unit >= 100 else 1.0)
    return total + section


def _clock(text: str) -> tuple[float | None, ...]:
    match = re.match(r"(\d{1,2})(?:[:.](\d\d))?\s?(am|pm)?", text, re.I)
    if match is None:
        return (720.0 if text.casefold() == "noon" else 0.0,)
    minutes = int(match[1]) % 12 * 60 + int(match[2] or 0)
    return (float(minutes + (720 if (match[3] or "").casefold() == "pm" else 0)),)


def _value(match: re.Match[str]) -> Value | None:
    text, kind = match.group().strip(), match.lastgroup or ""
    if kind in ("unit", "zhunit", "zhhalf"):
        kind = "amount" if kind == "unit" else "zhamount"  # the last group matched names the kind
    if kind == "money":
        money = re.search(r"([\d,]+(?:\.\d+)?)\s?(k|m|bn)?$", text, re.I)
        if money is None:
            return None
        scale = {"k": 1e3, "m": 1e6, "bn": 1e9}.get((money[2] or "").casefold(), 1.0)
        return Value("money", (float(money[1].replace(",", "")) * scale,), text)
    if kind == "clock":
        return Value("clock", _clock(text), text)
    if kind in ("date", "month"):
        month = next((float(i) for i, m in enumerate(_MONTHS) if m in text.casefold()), None)
        day = re.search(r"\d{1,2}", text)
        return Value("date", (month, float(day.group()) if day else None), text)
    if kind == "weekday":
        return Value("weekday", (text.casefold().rstrip("s"),), text)
    if kind == "year":
        return Value("year", (float(text),), text)
    if kind == "amount":
        number = float(match["amount"].replace(",", ""))
        unit = (match["unit"] or "").casefold().rstrip("s") or "n"
        return Value(f"amount:{unit}", (number,), text)
    return _zh_value(match, kind, text)


def _zh_value(match: re.Match[str], kind: str, text: str) -> Value | None:
    if kind == "zhclock":
        hour = re.search(rf"({_ZH_NUM})点", text)
        h = _zh_number(hour[1]) if hour else None
        if h is None:
            return None
        pm = 720.0 if re.match(r"下午|晚上", text) else 0.0
        return Value("clock", (h % 12 * 60 + (30 if text.endswith("半") else 0) + pm,), text)
    if kind == "zhdate":
        parts = re.fullmatch(rf"(?:({_ZH_NUM})月)?(?:({_ZH_NUM})[日号])?", text)
        if parts is None:
            return None
        month_of_year = _zh_number(parts[1]) if parts[1] else None
        day_of_month = _zh_number(parts[2]) if parts[2] else None
        month_index = None if month_of_year is None else month_of_year - 1
        return Value("date", (month_index, day_of_month), text)
    if kind == "zhweekday":
        return Value("weekday", (_DAYS[min("一二三四五六日天".index(text[-1]), 6)],), text)
    if kind == "zhround":
        spoken = _zh_number(text)
        return None if spoken is None else Value("money", (spoken,), text)
    number = _zh_number(match["zhamount"])
    unit = match["zhunit"]
    if number is None:
        return None
    number += 0.5 if match["zhhalf"] else 0.0  # 一片半
    kind = "money" if unit in ("元", "块", "万元") else f"amount:{unit}"
    if unit in ("万", "万元"):
        number *= 10_000
    if unit == "千":
        kind, number = "money", number * 1000
    return Value(kind, (number,), text)


@lru_cache(maxsize=TEXTS_CACHED)
def values(text: str) -> tuple[Value, ...]:
    """Every value TEXT gives, with its kind."""
    found = (_value(m) for m in _VALUE_RE.finditer(text))
    return tuple(v for v in found if v is not None)


class Change(NamedTuple):
    value: Value
    sentence: str


@lru_cache(maxsize=TEXTS_CACHED)
def change_to(text: str) -> Change | None:
    """The value TEXT says something was changed to, and the sentence saying so."""
    if not _TO_A_VALUE.search(text):
        return None
    for found in _CHANGED_TO.finditer(text):
        rate = _RATE.match(text, found.end())  # 加到一天两片: the amount is after the rate
        value = _VALUE_RE.match(text, rate.end() if rate else found.end())
        said = _value(value) if value else None
        if said is None:
            continue
        if QUESTION.search(text) or SUGGESTED.search(text):
            return None
        start = max((m.end() for m in _SENTENCE.finditer(text, 0, found.start())), default=0)
        end = _SENTENCE.search(text, value.end() if value else found.end())
        return Change(said, text[start : end.start() if end else len(text)])
    return None


def _same(a: Value, b: Value) -> bool:
    """The same value: each part equal where both texts give it ("the 4th" and "4 May")."""
    return all(x is None or y is None or x == y for x, y in zip(a.key, b.key, strict=True))


def _words(text: str, said: tuple[Value, ...]) -> frozenset[str]:
    for value in said:
        text = text.replace(value.text, " ")
    words = content_set(word_tokens(hl.WHEN.sub(" ", text)))
    return frozenset(
        w for w in words if w not in _FUNCTION and not re.search(rf"[\d{_ZH_DIGITS}月日号点周]", w)
    )


def _people(text: str) -> frozenset[str]:
    """The people TEXT names by their relation to the user ("my sister", "Mum's", 我妈). Who
    made the change (the landlord, the GP, 医生) is not whose value it is, so only these count."""
    found = hl.RELATIONAL.findall(text) + _MORE_PEOPLE.findall(text)
    return frozenset(p.casefold() for p in found)


@lru_cache(maxsize=4096)
def changed_to(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW changes a value OLD gives for the same thing (module docstring)."""
    change = change_to(new_text)
    if change is None or QUESTION.search(old_text) or _OLD_NOT_CURRENT.search(old_text):
        return None
    if hl.NOT_CURRENT.search(change.sentence):
        return None  # "the landlord will put the rent up to £750": announced, not yet made
    said_old = [v for v in values(old_text) if v.kind == change.value.kind]
    if not said_old or any(_same(change.value, v) for v in said_old):
        return None
    if _people(change.sentence) - _people(old_text):
        return None  # "my sister's rent went up to £700" is not the user's rent
    shared = sorted(_words(change.sentence, values(new_text)) & _words(old_text, values(old_text)))
    if not shared:
        return None
    was = ", ".join(v.text for v in said_old)
    return Relation.UPDATE, f"'{', '.join(shared[:3])}' changed: {was} → {change.value.text}"
