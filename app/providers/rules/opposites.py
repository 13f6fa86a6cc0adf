"""Opposite states of one thing: "The restaurant was nearly empty on Friday night" / "The
restaurant was packed on Friday night", "The package arrived two days early" / "… a week
late", 去上海的高铁今天准点发车 / 去上海的高铁今天停运了.

Natural-language-inference datasets tell most contradictions this way: the same subject,
and a state that cannot hold together with the old one. The other readings look for the
same attribute with another value, or for a negation; an opposite is neither, so the pair
was read as two statements sharing some words. A small lexicon of states that exclude each
other (open / closed, empty / crowded, early or on time / late, rose / fell, won / lost,
approved / blocked, cancelled / went ahead, alive / dead, single / married or in a
relationship, a profit / a loss, crying / laughing, asleep / awake) is enough: each is one
state of one thing at one time, so two of them about the same thing at the same time cannot
both be true.

The old text holds one side, the new text the other and not the first. The subject must be
the same: a content word both texts share stands before the state in both (for single and
married, the user may be the subject of both unnamed), and not "the other team". A state inside
a negated clause is left to the negation readings ("is not open" says closed); a question,
a plan or a hypothetical is not read; and two occasions both named and different ("open on
Saturdays" / "closed on Sundays", "fell in 2019" / "rose in 2020") are two facts.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import analyse
from app.providers.rules.topics import topic

_BE = (
    r"\b(?:is|are|was|were|stays?|stayed|remains?|remained|been|be)\s+(?:\w+ly\s+|now\s+|still\s+)?"
)
_SINGLE = "single or with a partner"
# (what the states are about, one side, the other side). A side is a pattern of its own.
_STATES: tuple[tuple[str, str, str], ...] = (
    (
        "open or closed",
        _BE
        + r"open\b|\b(?:has|have)\s+reopened\b|营业中|照常营业|开门营业|对外开放|重新开放|重新开业"
        r"|照常开放|照常通车",
        _BE + r"(?:closed|shut)\b|关门|停业|歇业|闭馆|关闭",
    ),
    (
        "empty or crowded",
        r"\b(?:empty|deserted)\b|空无一人|冷冷清清|冷清|空荡荡",
        r"\b(?:packed|crowded|bustling|heaving|full(?![-\w]))\b|人山人海|拥挤|爆满|挤满|座无虚席"
        r"|人头攒动|熙熙攘攘|摩肩接踵|水泄不通",
    ),
    (
        "on time or late",
        r"\b(?:on\s+time|on\s+schedule|promptly|ahead\s+of\s+schedule|early(?=\s*(?:[.,;!]|$)))"
        r"|提前|准点|准时|按时",
        r"\b(?:delayed|behind\s+schedule|overdue|cancell?ed|late(?=\s*(?:[.,;!]|$)))\b"
        r"|晚点|延误|晚了|停运",
    ),
    (
        "up or down",
        r"\b(?:rose|risen|rises|increased|increases|grew(?!\s+up)|grown(?!\s+up)|went\s+up|"
        r"gone\s+up|jumped|soared|climbed\s+(?:higher|to|by))\b|上升|增加|增长|上涨|升高|回升",
        r"\b(?:fell(?!\s+(?:in\s+love|asleep|ill|off|over))|fallen|falls|dropped(?!\s+(?:out|off))|"
        r"decreased|decreases|declined|shrank|went\s+down|gone\s+down|plunged)\b"
        r"|下降|减少|下跌|降低|回落",
    ),
    (
        "won or lost",
        r"\b(?:won|wins)\b|赢了|获胜|夺冠",
        r"\b(?:lost|loses)\b(?!\s+(?:weight|\d|track|touch|interest|her|his|their|my))|输了|落败",
    ),
    (
        "a profit or a loss",
        r"\b(?:profit|profitable)\b|盈利",
        r"\b(?:loss|losses|lost\s+money|unprofitable)\b|亏损",
    ),
    (
        "approved or blocked",
        r"\b(?:approved|accepted|granted)\b|批准",
        r"\b(?:blocked|rejected|denied|vetoed|refused)\b|否决|驳回",
    ),
    (
        "held or called off",
        r"\b(?:went\s+ahead|took\s+place|as\s+planned|as\s+scheduled)\b"
        r"|(?:照常|如期)(?:举行|开赛|进行|开幕|演出)",
        r"\b(?:cancell?ed|called\s+off|scrapped)\b|取消",
    ),
    (
        "put off or held as planned",
        r"\b(?:as\s+(?:originally\s+)?planned|as\s+scheduled|on\s+schedule)\b"
        r"|按原?计划[^，。；]{0,8}(?:进行|举行)|(?:照常|如期)(?:举行|开赛|进行|开幕|演出)",
        # Put off to a day named: held "as planned" may be the new plan.
        r"\b(?:postponed|put\s+off|rescheduled)\b(?!\s+(?:to|until|till|for)\b)"
        r"|(?:推迟|延期|改期)(?![到至了])",
    ),
    (
        "sold out or still on sale",
        r"\bsold\s+out\b|售罄|卖光|一票难求|抢购一空",
        r"\b(?:still\s+(?:available|on\s+sale)|still\s+had\s+plenty|plenty\s+of\s+\w+\s+"
        r"(?:\w+\s+){0,3}?(?:left|remained|were\s+still))\b|仍有余票|还有余票|还有票",
    ),
    (
        "alive or dead",
        _BE + r"alive\b|在世|健在|还活着",
        r"\b(?:dead|died|passed\s+away)\b|去世|逝世|过世|已故",
    ),
    (
        _SINGLE,
        _BE + r"(?:single|unmarried)\b|单身|未婚(?![夫妻])",
        _BE + r"(?:married|in\s+a\s+relationship)\b|\bgot\s+married\b|已婚|恋爱中",
    ),
    (
        "crying or laughing",
        r"\b(?:crying|sobbing|in\s+tears)\b|在哭|哭了|哭成|哭得|大哭|哭泣",
        r"\b(?:laughing|smiling|happily|cheerful)\b|在笑|笑了|大笑|笑得",
    ),
    (
        "being built or finished",
        _BE + r"(?:under\s+construction|being\s+built)\b|在建|正在建设|施工中|建设中",
        r"\b(?:was|were|has\s+been|have\s+been)\s+(?:\w+\s+)?(?:completed|finished|inaugurated)\b"
        r"|已?竣工|已建成|已完工|落成|建成通车|正式投用|投入使用",
    ),
    ("asleep or awake", r"\b(?:asleep|sleeping)\b|睡着", r"\bawake\b|醒着"),
)
_STATE_RES = tuple(
    (name, patterns.compile(a, re.I), patterns.compile(b, re.I)) for name, a, b in _STATES
)
# A word every English state above contains, and every Chinese one: a text with none of them
# names no state, and most texts name none (a set lookup, cached by text, before any pattern).
_STATE_WORDS = frozenset(
    re.findall(
        r"\w+",
        """open closed shut empty deserted packed crowded bustling heaving full time schedule
    promptly early delayed overdue cancelled canceled late rose risen rises increased increases
    grew grown went gone jumped soared climbed fell fallen falls dropped decreased decreases
    declined shrank plunged won wins lost loses profit profitable loss losses unprofitable
    approved accepted granted blocked rejected denied vetoed refused ahead place planned
    scheduled called scrapped alive dead died passed single unmarried married relationship
    crying sobbing tears laughing smiling happily cheerful asleep sleeping awake reopened
    construction built completed finished inaugurated postponed put rescheduled sold still
    plenty""",
    )
)
_STATE_ZH = patterns.compile(
    "|".join(re.findall(r"[\u4e00-\u9fff]+", "".join(a + b for _, a, b in _STATES)))
)
_WORD = re.compile(r"[a-z]+")
# Occasions: two named and different ones make two facts. A stage of a contest ("the first
# leg", "the semi-final", 次回合, 小组赛) or an edition's numeral ("Super Bowl LVII") is one too:
# a team that won one match and lost another did both.
_OCCASION = re.compile(
    r"\b(?:first|second|third|fourth|fifth|opening|return|deciding)\s+(?:legs?|rounds?|"
    r"games?|match(?:es)?|sets?|halves|half|tests?|stages?)\b|\b(?:semi|quarter)-?finals?\b|"
    r"\bgroup\s+stages?\b|(?-i:\b[IVXL]{2,}\b)|首回合|次回合|第[一二三四五六七八九十\d]+"
    r"(?:轮|场|局|回合|盘)|小组赛|四分之一决赛|八分之一决赛|半决赛|"
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweekends?\b|\bweekdays?\b|"
    r"\b(?:january|february|march|april|june|july|august|september|october|november|december)\b|"
    r"\b(?:morning|afternoon|evening|night|tonight|today|yesterday|tomorrow)\b|\b(?:19|20)\d\d\b|"
    r"\b(?:last|this|next)\s+(?:week|month|year|season)\b|"
    r"周[一二三四五六日天末]|星期[一二三四五六日天]|工作日|早上|上午|中午|下午|晚上|今天|昨天|明天|"
    r"去年|今年|\d+月|\d{4}年",
    re.I,
)
# "The other team lost": another thing of the same kind.
_OTHER = re.compile(r"\b(?:other|another|rival)\b|其他|其它|另一|另外|对手", re.I)
_CLAUSE_END = re.compile(r"[.;,!?。；，！？]")


def _clause(text: str, at: int) -> str:
    """The clause of TEXT around position AT."""
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    end = _CLAUSE_END.search(text, at)
    return text[start : end.start() if end else len(text)]


def _occasions(text: str) -> frozenset[str]:
    return frozenset(m.group().casefold().rstrip("s") for m in _OCCASION.finditer(text))


@lru_cache(maxsize=4096)
def _names_a_state(text: str) -> bool:
    if not _STATE_WORDS.isdisjoint(_WORD.findall(text.casefold())):
        return True
    return not text.isascii() and bool(_STATE_ZH.search(text))


@lru_cache(maxsize=4096)
def opposite_state(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when NEW gives the thing OLD is about the opposite state (module
    docstring)."""
    if not _names_a_state(new_text) or not _names_a_state(old_text):
        return None
    for name, one, other in _STATE_RES:
        for was_rx, now_rx in ((one, other), (other, one)):
            was, now = was_rx.search(old_text), now_rx.search(new_text)
            if not was or not now or was_rx.search(new_text) or now_rx.search(old_text):
                continue
            return _same_thing(new_text, old_text, now.start(), was.start(), name)
    return None


def _same_thing(
    new_text: str, old_text: str, at_new: int, at_old: int, name: str
) -> tuple[Relation, str] | None:
    n, o = analyse(new_text), analyse(old_text)
    if n.question or o.question or n.hyp or o.hyp:
        return None
    if cues.NEG_RE.search(_clause(new_text, at_new)) or cues.NEG_RE.search(
        _clause(old_text, at_old)
    ):
        return None  # a negated state is the other one: the negation readings decide
    times_new, times_old = _occasions(new_text), _occasions(old_text)
    if times_new and times_old and times_new != times_old:
        return None  # two occasions, two facts
    before_new, before_old = new_text[:at_new].casefold(), old_text[:at_old].casefold()
    if _OTHER.search(before_new) and not _OTHER.search(before_old):
        return None  # "the other team lost": not the thing the old text is about
    subject = sorted(
        w
        for w in n.content & o.content
        if w in before_new and w in before_old and not _OCCASION.fullmatch(w)
    )
    if (
        not subject
        and name == _SINGLE
        and topic(new_text).person == topic(old_text).person == "self"
    ):
        subject = ["user"]  # "The user is single" / "User is married": the user, unnamed
    if not subject:
        return None
    return Relation.CONTRADICTION, f"opposite states ({name}) of the same '{subject[0]}'"
