"""The words and numbers of a habit's amount (`rules.rates`): the kinds of quantity a person
keeps one amount of, each by its words in English and Chinese and the units it is counted in;
the units, each with its factor to one measure (a litre in millilitres, an hour in minutes, a
mile in kilometres); the periods a rate is counted over, in days; and numbers told in digits,
in English words or in Chinese numerals (八千, 一万二, 三四 for "three or four").
"""

from __future__ import annotations

import re

from app.providers.rules import patterns, predicate_tables

# The kinds of quantity, each by its words (English, Chinese), and the units it is counted in.
KINDS: dict[str, tuple[str, frozenset[str]]] = {
    "water": (
        r"\bwater\b|\bhydration\b|喝水|饮水|白开水|喝.{0,3}水(?!果)|水量",
        frozenset({"ml", "cup", "bottle"}),
    ),
    "coffee": (
        r"\bcoffees?\b|\bespressos?\b|\blattes?\b|\bcappuccinos?\b|\bflat\s+whites?\b|"
        r"咖啡|拿铁|美式",
        frozenset({"cup", "item"}),
    ),
    "tea": (r"\bteas?\b|喝茶|奶茶", frozenset({"cup", "item", "ml"})),
    "soft_drink": (
        r"\b(?:cokes?|colas?|sodas?|fizzy\s+drinks?|energy\s+drinks?)\b|可乐|汽水|碳酸饮料|"
        r"饮料",
        frozenset({"cup", "item", "bottle", "can", "ml"}),
    ),
    "alcohol": (
        r"\b(?:beers?|pints?|wine|alcohol|booze|cocktails?)\b|啤酒|红酒|白酒|喝酒",
        frozenset({"cup", "item", "bottle", "can", "ml"}),
    ),
    "cigarettes": (
        r"\bcigarettes?\b|\bsmokes?\b|\bsmoking\b|[抽吸][^，。]{0,4}烟|香烟",
        frozenset({"cig"}),
    ),
    "sleep": (r"\bsleep\w*|\bslept\b|(?<!午)睡(?!前)", frozenset({"min"})),
    "steps": (r"\bsteps\b|步数|(?<=\d)\s*步|万步", frozenset({"step"})),
    "running": (r"\brun\b|\bruns\b|\brunning\b|\bjog\w*|\bmileage\b|跑", frozenset({"km"})),
    "cycling": (r"\bcycl\w+|\bbik(?:e|es|ing)\b|骑行|骑车", frozenset({"km"})),
    "swimming": (r"\bswim\w*|游泳", frozenset({"km", "min"})),
    "walking": (r"\bwalk(?:s|ing)?\b|走路|步行|散步", frozenset({"km", "min"})),
    "workout": (
        r"\bwork(?:s|ing)?\s+out\b|\bworkouts?\b|\bexercis\w+|健身|锻炼|运动",
        frozenset({"min"}),
    ),
    "screen": (
        r"\bscreen\s*time\b|\bon\s+(?:my|the|her|his)\s+phone\b|刷手机|玩手机|屏幕使用时间|"
        r"手机使用时长",
        frozenset({"min"}),
    ),
    "meals": (r"\bmeals?\b|[一两三四五六1-6]\s*(?:餐|顿)", frozenset({"meal"})),
    "dose": (
        r"\bdos(?:e|es|age)\b|\btablets?\b|\bpills?\b|\b\d+\s*(?:mg|mcg)\b|剂量|用量|毫克|[一两三四1-4]\s*[片粒]",
        frozenset({"mg", "pill"}),
    ),
}
KIND_RES = {kind: patterns.compile(words, re.I) for kind, (words, _) in KINDS.items()}
# A kind read off its unit alone, when the text names no kind by a word.
KIND_OF_UNIT = {"step": "steps", "meal": "meals", "cig": "cigarettes"}

_NUM = (
    r"\d+(?:[.,]\d+)*|[零一二两三四五六七八九十百千万半]+|"
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half\s+a|a\s+half)\b"
)
# Unit words, each to its unit and the factor to it (a mile in kilometres, an hour in minutes).
UNIT_WORDS: dict[str, tuple[str, float]] = {
    **dict.fromkeys(("l", "litre", "litres", "liter", "liters", "升", "公升"), ("ml", 1000.0)),
    **dict.fromkeys(("ml", "毫升"), ("ml", 1.0)),
    **dict.fromkeys(("cup", "cups", "glass", "glasses", "mug", "mugs", "杯"), ("cup", 1.0)),
    **dict.fromkeys(("bottle", "bottles", "瓶"), ("bottle", 1.0)),
    **dict.fromkeys(("can", "cans", "罐", "听"), ("can", 1.0)),
    **dict.fromkeys(("cigarette", "cigarettes", "smokes", "根", "支"), ("cig", 1.0)),
    **dict.fromkeys(
        ("hour", "hours", "hrs", "hr", "h", "小时", "个小时", "钟头", "个钟头"), ("min", 60.0)
    ),
    **dict.fromkeys(("minute", "minutes", "mins", "min", "分钟"), ("min", 1.0)),
    **dict.fromkeys(("km", "k", "kms", "kilometres", "kilometers", "公里", "千米"), ("km", 1.0)),
    **dict.fromkeys(("mile", "miles", "mi"), ("km", 1.609)),
    **dict.fromkeys(("step", "steps", "步"), ("step", 1.0)),
    **dict.fromkeys(("meal", "meals", "餐", "顿"), ("meal", 1.0)),
    **dict.fromkeys(("mg", "毫克"), ("mg", 1.0)),
    **dict.fromkeys(("mcg", "µg", "微克"), ("mg", 0.001)),
    **dict.fromkeys(("tablet", "tablets", "pill", "pills", "片", "粒"), ("pill", 1.0)),
}
_UNIT = "|".join(sorted((re.escape(u) for u in UNIT_WORDS), key=len, reverse=True))
# A number (or a range, "3-4", 三四), then within a few words its unit; or a number right before
# the kind's own word ("four coffees").
AMOUNT = re.compile(
    rf"(?P<n>{_NUM})(?:\s*(?:-|–|to|or|~|到|至)\s*(?P<n2>{_NUM}))?\s*(?:个)?\s*"
    rf"(?:(?P<unit>{_UNIT})(?![A-Za-z])|(?P<item>[A-Za-z]+))",
    re.I,
)
ITEM_WORDS = re.compile(
    r"coffees?|espressos?|lattes?|cappuccinos?|beers?|pints?|drinks|cokes?|teas?", re.I
)
_WORD_NUMBERS = {w: float(i) for i, w in enumerate(predicate_tables.NUMBER_WORDS.split())} | {
    "half a": 0.5,
    "a half": 0.5,
}
_ZH_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"两": 2}

# The period a rate is counted over, in days.
PERIODS = (
    (patterns.compile(
        r"\b(?:a|per|each|every)\s+(?:day|night)\b|\b(?:daily|nightly)\b|/\s?day\b|"
        r"每天|每日|每晚|每夜|一天|一日|天天|日均|每个晚上|早晚各", re.I), 1.0),
    (patterns.compile(
        r"\b(?:a|per|each|every)\s+week\b|\bweekly\b|/\s?(?:wk|week)\b|每周|每星期|每个星期|一周|"
        r"一星期|一个星期|一礼拜|周跑量", re.I), 7.0),
    (patterns.compile(
        r"\b(?:a|per|each|every)\s+month\b|\bmonthly\b|每月|每个月|一个月", re.I), 30.0),
)  # fmt: skip
# A measure named by its noun, then a number with no unit ("weekly mileage is up to 35",
# 日均步数一万二): the number is in the measure's unit.
BARE = {
    "running": (re.compile(r"\bmileage\b|跑量"), "km"),
    "steps": (re.compile(r"\bstep\s+count\b|步数"), "step"),
}
BARE_NUMBER = re.compile(
    r"\D{0,20}?(?P<n>\d+(?:\.\d+)?|[零一二两三四五六七八九十百千万]+)(?![\d.,]*\s*[A-Za-z\u4e00-\u9fff])"
)
# Kinds whose amount, told with no period, is a day's ("sleeps 7 hours", "four coffees").
DAILY = frozenset(
    {"water", "coffee", "tea", "soft_drink", "cigarettes", "sleep", "steps", "screen", "meals"}
    | {"dose"}
)
# Twice or three times a day: the amount told is one of them.
TIMES_A_DAY = (
    (
        patterns.compile(
            r"早晚各|\btwice\s+(?:a|per)\s+day\b|(?:一天|每天|一日|每日)(?:两|2)次", re.I
        ),
        2.0,
    ),
    (
        patterns.compile(
            r"\bthree\s+times\s+(?:a|per)\s+day\b|(?:一天|每天|一日|每日)(?:三|3)次", re.I
        ),
        3.0,
    ),
)


def number(raw: str) -> float | None:
    raw = raw.strip().casefold()
    if raw in _WORD_NUMBERS:
        return _WORD_NUMBERS[raw]
    if raw[0].isdigit():
        try:
            return float(raw.replace(",", ""))
        except ValueError:
            return None
    if raw == "半":
        return 0.5
    if len(raw) == 2 and all(c in _ZH_DIGITS for c in raw):
        return (_ZH_DIGITS[raw[0]] + _ZH_DIGITS[raw[1]]) / 2  # 三四: three or four
    return _zhnumber(raw)


_ZH_UNITS = {"十": 10, "百": 100, "千": 1000}


def _zhnumber(raw: str) -> float | None:
    """A Chinese numeral: 八千, 一万二 (12,000: a digit after a unit is of the next one down)."""
    total = section = 0
    digit: int | None = None
    last = 1
    for char in raw:
        if char in _ZH_DIGITS:
            if digit is not None:
                return None
            digit = _ZH_DIGITS[char]
        elif char in _ZH_UNITS:
            last = _ZH_UNITS[char]
            section += (1 if digit is None else digit) * last
            digit = None
        elif char == "万":
            total += (section + (digit or 0) or 1) * 10_000
            section, digit, last = 0, None, 10_000
        else:
            return None
    if digit is not None:
        section += digit * (last // 10 if last >= 100 else 1)
    return float(total + section)


def bare(text: str, measure: re.Pattern[str], unit: str) -> list[tuple[str, float, str]]:
    """The number told right after the measure's noun, in the measure's unit."""
    named = measure.search(text)
    told = BARE_NUMBER.match(text, named.end()) if named else None
    value = number(told["n"]) if told else None
    return [] if told is None or value is None else [(unit, value, told["n"])]
