"""Topic-level reading of a text for the rule classifier: who, which attributes, which cues.

``topic(text)`` is pure and cached. A :class:`Topic` records the person a text is about (the
user, a named relative, pet or third person), the attributes it touches (rules.lexicon
ATTRIBUTES) and their enumerated values, life events, change / reschedule / withdrawal cues,
negation, sentiment per clause, qualifiers ("after 2pm"), content words (English stems,
Chinese character bigrams) and numbers. rules.verdicts turns two Topics into a verdict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from app.providers.rules import cues as cues
from app.providers.rules import lexicon as lex
from app.providers.rules import patterns
from app.providers.rules.bilingual import english_keys
from app.providers.rules.frames import TEXTS_CACHED, analyse, normalize_for_rules, number, stem
from app.providers.rules.patterns import Pattern
from app.providers.rules.shared_sets import EMPTY, share_empty_sets

# Attributes the predicate frames read exactly: a bare "now" only replaces them through a frame
# ("now lives in Denver"), not through any mention ("now I live with my girlfriend").
FRAME_ATTRS = {"res": "res", "emp": "emp", "name": "name", "address": "name", "age": "age"}
_STOP = lex.TOPIC_STOP_SET | {stem(w) for w in lex.TOPIC_STOP_SET}
_NUM_RE = re.compile(
    r"\d+(?:[.,:]\d+)*(?:\s*k\b)?|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve)\b|[零一二两三四五六七八九十百千万]+(?=[个只杯次岁天点号月日年元块万公斤周小]|$)",
    re.IGNORECASE,
)
_WORD_RE = re.compile(r"[a-z][a-z0-9+#'-]*[a-z0-9+#]|[a-z]|[\u4e00-\u9fff]+")
_LEAD_RE = patterns.compile(
    r"^(?:(?:oops|actually|fyi|btw|so|well|honestly|ok|okay|hey|update|correction|note|just|"
    r"also|still|now|please|sadly|unfortunately|good\s+news|guess\s+what|by\s+the\s+way|"
    r"these\s+days|from\s+now\s+on)\b[\s,:!-]*)+|^(?:其实|现在|以后|最近|对了|另外|更正)[，,\s]*",
    re.IGNORECASE,
)
_SELF_RE = re.compile(
    r"^(?:(?:the\s+)?user(?:'s)?|i|i'm|my|our|we|me)\b|^(?:用户的?|我们的?|我的?|我家的?)",
    re.IGNORECASE,
)
# Longest first, ties by spelling: a set's order differs between processes.
_REL = "|".join(sorted(cues.RELATIVE_SET, key=lambda w: (-len(w), w)))
_REL_RE = patterns.compile(
    rf"^(?:(?:the\s+)?user's|my|our|his|her|their)\s+(?:\w+\s+)?({_REL})\b|"
    rf"^(?:用户的?|我们的?|我的?|我家的?|用户家的?)?({_REL})",
    re.IGNORECASE,
)
_PRONOUN_RE = re.compile(
    r"^(?:(he|his|him)|(she|her)|(they|their|them))\b|^(他)(?!们)|^(她)(?!们)|^(他们|她们|它们)",
    re.IGNORECASE,
)
# A Chinese text with no 我 / 用户 that opens on a name (小李, 老王, 王芳, 阿明) is about them.
_CJK_NAME_RE = re.compile(
    r"^((?:[小老阿][\u4e00-\u9fff]|[王李张刘陈杨黄赵周吴徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾"
    r"肖田董潘袁蔡蒋余杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金贾夏韦方邹熊白孟秦邱侯江尹薛闫段雷"
    r"龙黎史陶贺毛郝顾龚邵万钱戴严莫孔常汤康乔赖][\u4e00-\u9fff]{1,2}?))"
    r"(?=在|住|搬|是|有|去|说|叫|喜欢|已经|最近|刚|也|还|和|跟|现在|换|改|不|没|离)"
)
_CJK_SELF_RE = patterns.compile(r"我|用户|本人|咱")
# "Tom recently moved", "Ana has": a capitalised first word followed by a verb or an adverb
# ("Sold my motorcycle" is an elided "I", not a person called Sold).
_NAME_RE = re.compile(
    r"^([A-Z][a-z]+)(?:'s)?\s+(?:[a-z]+(?:s|ed)|is|was|has|had|just|recently|finally|now|"
    r"also|still|already|never|no|does|did|will|can|got|went|left|and)\b"
)
_NOT_NAMES_WORDS = (
    "user the my our this that today yesterday tomorrow monday tuesday wednesday thursday "
    "friday saturday sunday january february march april may june july august september "
    "october november december everything nothing it there we you they this that here please "
    "dear hi hello yes no also just"
)
# A note's elided "I" often opens on a sentence adverb or an irregular past verb ("Finally
# upgraded to ...", "Got promoted ...", "Took my wife's name ..."): a closed class, not names.
_ELIDED_I_WORDS = (
    "finally really totally basically honestly luckily sadly happily officially apparently "
    "literally obviously fortunately unfortunately suddenly eventually definitely "
    "got get went took made had bought sold left came began found quit lost won gave ran "
    "spent kept became"
)
# A note's elided subject before a verb of the third person ("Calls parents …", "Prefers window
# seats", "Avoids gluten"): a consonant or "y" before the "s". Names end so rarely (Hans, Lars);
# those in -as/-is/-us/-os/-ss (Thomas, Chris, Marcus, Carlos, Ross) and the common ones in -es
# (James, Charles) stay names.
_VERB_S_RE = re.compile(
    r"(?!(?:James|Charles|Jules|Miles|Agnes|Wes|Moses|Ines|Yves|Frances|Dolores)$)"
    r"[A-Z][a-z]*(?:[bcdfghjklmnprtvwxz]|[aeo]y|e)s"
)
_NOT_NAMES = frozenset(_NOT_NAMES_WORDS.split()) | frozenset(_ELIDED_I_WORDS.split())
# "User's manager is Dana" names who fills a role of the user's: the user's own attribute.
_NAMING_RE = patterns.compile(r"^\S+\s+\S+\s+(?:is|are)\s+[A-Z]|^用户的\S{1,4}是")
# "call me Michael, not Mike" / "X而不是Y": a contrast, not a negated statement. ", not even
# shared toasters" / ", not once" sharpens the negation before it; it names no other value.
_CONTRAST_RE = patterns.compile(
    r"(?:,|\bbut)\s*not\s+(?!(?:even|once|one|a\s+single|ever)\b)[^,.;]+[.!]?$|"
    r"而不是[^，。]+|不是[^，。]+而是",
    re.IGNORECASE,
)
_FUTURE_TIME_RE = patterns.compile(
    r"\bnext\s+(?:week|month|year|monday|tuesday|wednesday|thursday|friday)\b|下周|下个月|明年|"
    r"下礼拜|下星期",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Topic:
    """What a text says at the topic level; see the module docstring."""

    person: str  # "self", "rel:<relative>", "he", "she" or "name:<name>"
    attrs: frozenset[str]
    values: frozenset[tuple[str, str]]  # (attribute, enumerated value)
    neg_values: frozenset[tuple[str, str]]  # values named right after a negation (不是素食者)
    events: frozenset[str]  # attributes a life event sets
    weak: str
    strong: str
    resched: str  # "rescheduled to", "cut down to", 推迟: a new time or amount
    retract: str
    negated: str
    polarity: int  # +1 likes, -1 dislikes, 0 neither
    hyp: bool
    past: bool
    question: bool
    slots: frozenset[str]  # attributes a parsed predicate frame states (lives in X, 在X工作)
    additive: bool  # "also", "too", 也: the old value still holds
    bound: bool  # context-bound ("for quick edits", "at work"): one value among several
    words: frozenset[str]
    # per clause: words, polarity, withdraws, negated
    parts: tuple[tuple[frozenset[str], int, bool, bool], ...]
    qualifiers: frozenset[str]
    chars: frozenset[str]  # Chinese content characters, for short negated statements
    numbers: frozenset[int]
    lower: str

    def __post_init__(self) -> None:
        share_empty_sets(self, _SETS)


_SETS = (
    "attrs", "values", "neg_values", "events", "slots", "words", "qualifiers", "chars", "numbers",
)  # fmt: skip


def _person(text: str) -> str:
    head = _LEAD_RE.sub("", text.strip(" \"'")).strip()
    if (m := _REL_RE.match(head)) and not _NAMING_RE.match(head):
        return f"rel:{(m[1] or m[2]).casefold()}"
    if m := _PRONOUN_RE.match(head):
        return "he" if m[1] or m[4] else "she" if m[2] or m[5] else "they"
    if not _CJK_SELF_RE.search(head) and (m := _CJK_NAME_RE.match(head)):
        return f"name:{m[1]}"
    if (
        (m := _NAME_RE.match(head))
        and m[1].casefold() not in _NOT_NAMES
        and not m[1].endswith(("ed", "ing"))  # "Switched gyms": an elided "I"
        and not _VERB_S_RE.fullmatch(m[1])  # "Calls parents every Sunday": an elided "user"
    ):
        return f"name:{m[1].casefold()}"
    return "self"


def _numbers(text: str) -> frozenset[int]:
    out: set[int] = set()
    for raw in _NUM_RE.findall(text):
        raw = raw.replace(",", "").replace(" ", "")
        scale = 1000 if raw.endswith("k") else 1
        raw = raw.rstrip("k")
        if "万" in raw:
            head, _, tail = raw.partition("万")
            value = number(head or "一")
            rest = number(tail) if tail else 0
            if value is not None and rest is not None:
                out.add(value * 10000 + rest * (1000 if rest < 10 else 1))
            continue
        if re.fullmatch(r"\d+", raw):
            out.add(int(raw) * scale)
        elif re.fullmatch(r"\d+[.:]\d+", raw):
            out.add(int(raw.replace(".", "").replace(":", "")))
        elif (value := number(raw)) is not None:
            out.add(value)
    return frozenset(out)


_CJK_FUNCTION_RE = re.compile(r"[用在去给和跟把被让从对到为向与及或就都也还又很太更最了的是]")


_LATIN_WORD_RE = re.compile(r"[a-z]{3,}")


def topic_words(text: str) -> frozenset[str]:
    out: set[str] = set()
    # Function characters split Chinese runs, so 用微信聊天 yields 微信 / 聊天, not 用微.
    text = _CJK_FUNCTION_RE.sub(" ", re.sub(r"'s\b", " ", text.casefold()))
    latin = bool(_LATIN_WORD_RE.search(text))
    for tok in _WORD_RE.findall(text):
        tok = lex.WORD_FOLD.get(tok, tok)
        if cues.CJK_RE.match(tok):  # Chinese: character bigrams stand in for words
            grams = [tok[j : j + 2] for j in range(len(tok) - 1)] or [tok]
            out.update(g for g in grams if g not in lex.TOPIC_STOP_CJK_SET and len(g) == 2)
            if latin:  # 爸妈 inside an English sentence is "parents" too (rules.bilingual)
                out.update(english_keys(tok))
        elif tok not in _STOP and (s := stem(tok.strip("'-"))) not in _STOP and len(s) > 1:
            out.add(s)
    return frozenset(out)


def _strip(text: str, *patterns: Pattern) -> str:
    for pattern in patterns:
        text = pattern.sub(" ", text)
    return text


_PART_RE = re.compile(
    r"[,;:!?，。；：！？]+|\s+(?:but|and|while|though)\s+|但是|不过(?!敏|期)|可是", re.IGNORECASE
)


def _polarity(text: str) -> int:
    neg_m, pos_m = lex.NEGATIVE_RE.search(text), lex.POSITIVE_RE.search(text)
    # "does not like" / 不喜欢: a negated positive is a negative.
    negated_pos = bool(pos_m and cues.NEG_RE.search(text[: pos_m.start()][-12:]))
    return -1 if neg_m or negated_pos else (1 if pos_m else 0)


def _content_words(text: str) -> frozenset[str]:
    cue_free = _strip(
        text,
        lex.RETRACT_RE,
        lex.STRONG_RE,
        lex.RESCHEDULE_RE,
        lex.WEAK_RE,
        lex.NEGATIVE_RE,
        lex.POSITIVE_RE,
    )
    # minus subject, particles
    return topic_words(_NUM_RE.sub(" ", cues.CORE_RE.sub(" ", cue_free))) or EMPTY


@lru_cache(maxsize=TEXTS_CACHED)
def topic(raw: str) -> Topic:
    """The topic-level reading of one text (cached; pure)."""
    text = normalize_for_rules(raw)
    low = text.casefold()
    t = analyse(raw)
    attrs = frozenset(k for k, rx in lex.ATTRIBUTE_RES.items() if rx.search(text))
    found = [
        ((key, value), m)
        for key, vals in lex.VALUE_RES.items()
        for value, rx in vals.items()
        if (m := rx.search(text))
    ]
    # A value word counts only where its attribute is the topic ("long answers", not "long day").
    found = [(v, m) for v, m in found if v[0] not in lex.ATTRIBUTE_RES or v[0] in attrs]
    values = frozenset(v for v, _ in found)
    neg_values = frozenset(
        v for v, m in found if cues.NEG_RE.search(re.split(r"[,;，。；]", text[: m.start()])[-1])
    )
    weak, strong, retract = (rx.search(text) for rx in (lex.WEAK_RE, lex.STRONG_RE, lex.RETRACT_RE))
    resched = lex.RESCHEDULE_RE.search(text)
    parts = tuple(
        (
            _content_words(part),
            _polarity(part),
            bool(lex.RETRACT_RE.search(part)),
            bool(cues.NEG_RE.search(part) or cues.RETRACT_RE.search(part)),
        )
        for part in _PART_RE.split(text)
        if part and part.strip()
    )
    contrast = _CONTRAST_RE.search(text)
    strong_cue = strong[0] if strong else (contrast[0].strip(" ,") if contrast else "")
    hyp = bool(t.hyp or lex.HYP_EXTRA_RE.search(text))
    if (
        hyp and (strong_cue or resched) and _FUTURE_TIME_RE.search(text)
    ):  # "rescheduled to next Tuesday"
        hyp = bool(lex.HYP_EXTRA_RE.search(_FUTURE_TIME_RE.sub(" ", text))) or bool(
            cues.HYP_RE.search(_FUTURE_TIME_RE.sub(" ", text))
        )
    cjk = "".join(cues.CJK_RE.findall(cues.CORE_RE.sub(" ", _strip(text, lex.NEGATION_RE))))
    return Topic(
        person=_person(text),
        attrs=attrs,
        values=values,
        neg_values=neg_values,
        events=frozenset(k for k, rx in lex.EVENT_RES.items() if rx.search(text)),
        weak=weak[0] if weak else "",
        strong=strong_cue,
        resched=resched[0] if resched else "",
        retract=retract[0] if retract else "",
        negated="" if contrast else t.neg,
        polarity=_polarity(text),
        hyp=hyp,
        past=t.past,
        question=t.question,
        slots=frozenset(FRAME_ATTRS.get(f.slot, "") for f in t.frames) - {""},
        additive=bool(lex.ADDITIVE_RE.search(text)),
        bound=t.additive,
        # The contrasted value ("not Mike") is the old one, not part of the new statement.
        words=_content_words(text[: contrast.start()] + " " + text[contrast.end() :])
        if contrast
        else _content_words(text),
        parts=parts,
        qualifiers=frozenset(q.casefold() for q in lex.QUALIFIER_RE.findall(text)),
        chars=frozenset(cjk) - frozenset(lex.CJK_STOP_CHARS),
        numbers=_numbers(low),
        lower=low,
    )
