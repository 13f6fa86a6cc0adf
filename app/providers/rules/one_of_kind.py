"""One thing of a kind replaced by another: when each text names one member of a kind a person
has one of at a time (rules.kind_members: a watch, a bank, an internet provider, a gym, a
team of one league, a shift) for the same holder, and the new text tells it as a change ("now",
"switched", 现在, 换, 转) or in the same slot (both name the thing: "smartwatch", 宽带, "fan"),
the new member replaces the old: "User's smartwatch is a Fitbit Versa" / "User wears an Apple
Watch now", 用户戴小米手环 / 用户现在戴的是苹果手表, 他支持皇马 / 他现在是巴萨球迷了.

Kinds one may hold several of at once (a bank, a gym, a car, a university, a payment app) take
a change cue; the others take the thing's noun in both texts, or one frame told again with
another member, as well. Never a retirement: a
second one ("also got", 又, 另一), a wish or a plan ("wants a Tesla", 想换), a comparison
("better than", 比), one told as past ("used to", 以前), a denial, a question, another holder
(a relative named in one text only, he / she against the user), or a member that is the
holder's employer ("works at Chase", 在招商银行上班).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED
from app.providers.rules.kind_members import KINDS, NOUN_REQUIRED, NOUNS

# Kinds a person commonly holds one of, so the thing's noun in both texts is the same slot.
_ONE_AT_A_TIME = frozenset({"watch", "phone", "isp", "shift", "mlb", "nba", "football", "season"})
# Kinds one machine or one person holds one of, so one frame told again with another member is
# a change; two cars told alike ("drives a red Civic bought in 2015") may well be two cars.
_ONE_PER_FRAME = _ONE_AT_A_TIME | {"os"}
# Common words in these kinds: no capital is expected.
_LOWER_KINDS = frozenset({"season", "shift", "drive"})

_MEMBER: dict[str, tuple[str, str]] = {
    alias: (kind, member.split("|")[0])
    for kind, members in KINDS.items()
    for member in members
    for alias in member.split("|")
}
_MEMBER_RE = patterns.compile(
    "|".join(
        rf"(?<![a-z0-9]){re.escape(a)}(?![a-z])" if a.isascii() else re.escape(a)
        for a in sorted(_MEMBER, key=lambda a: (-len(a), a))
    ),
    re.I,
)
_NOUN_RE = {
    kind: re.compile(rf"(?<![a-z])(?:{nouns})(?![a-z])", re.I) for kind, nouns in NOUNS.items()
}

_CHANGE = patterns.compile(
    r"\b(?:now|these\s+days|nowadays|currently|lately|recently|switched|switching|switch|changed|"
    r"moved|transferred|replaced|instead|new|anymore|no\s+longer|from\s+now\s+on|upgraded|"
    r"traded|ditched|swapped|swapped\s+out|renamed)\b|现在|最近|如今|目前|这阵子|这些天|换|改|转|搬|新|"
    r"不再|从此|已经|调到|调去",
    re.I,
)
_SWITCH = re.compile(
    r"\b(?:from|instead\s+of|replaced|switched|traded)\b|从|换成|换掉|替|改用", re.I
)
_ADDED = patterns.compile(
    r"\b(?:also|too|as\s+well|another|second|both|extra|spare|backup|in\s+addition|besides|"
    r"along\s+with|plus|gift|for\s+(?:my|his|her|their))\b|也|还|又|另|第二|两|备用|送给|送了",
    re.I,
)
_WISH = patterns.compile(
    r"\b(?:wants?|wanted|would|wish(?:es)?|dreams?|thinking|considering|plans?|planning|might|"
    r"maybe|if|hopes?|hoping|saving\s+for|looking\s+at|tempted|should)\b|想|打算|希望|考虑|准备|"
    r"如果|要是|梦想|计划|可能|或许|应该",
    re.I,
)
_COMPARED = patterns.compile(
    r"\b(?:than|better|worse|compared|versus|vs)\b|比|不如|相比|更(?![换改新])",
    re.I,
)
_PAST = patterns.compile(
    r"\b(?:used\s+to|formerly|former|previous|previously|old|back\s+then|back\s+in|as\s+a\s+kid|"
    r"growing\s+up|ago|once|was\s+(?:a|an)|had\s+(?:a|an))\b|以前|之前|曾经|原来|当年|小时候|过去|"
    r"那时",
    re.I,
)
_NOW = re.compile(r"\b(?:now|these\s+days|nowadays|currently)\b|现在|如今|目前", re.I)
_DENIED = patterns.compile(r"\b(?:not|never|no|none|nobody)\b|n't|没|不|别|未", re.I)
_QUESTION = re.compile(r"[?？]|吗[。!！]?$")
_EMPLOYER = patterns.compile(
    r"\b(?:works?\s+(?:at|for)|working\s+(?:at|for)|job|joined|hired|employer|employed|company|"
    r"intern(?:ship)?|teach(?:es|er|ing)?|professor|staff)\b|上班|工作|入职|跳槽|公司|实习|任职|就职|教书|当老师|坐诊|出诊|任教|执教",
    re.I,
)
_OTHERS = re.compile(
    r"\b(?:wife|husband|partner|spouse|son|daughter|kids?|child|children|mom|mother|mum|dad|"
    r"father|parents|brother|sister|sibling|friend|boss|manager|colleague|coworker|roommate|"
    r"girlfriend|boyfriend|fianc[eé]e?|cousin|uncle|aunt|grandma|grandmother|grandpa|"
    r"grandfather|niece|nephew|neighbou?r|landlord|family)\b|妈|爸|母亲|父亲|老婆|妻子|老公|丈夫|"
    r"儿子|女儿|孩子|哥|姐|弟|妹|朋友|老板|同事|室友|爷爷|奶奶|外公|外婆|家人|父母|邻居|房东|领导|"
    r"舅|姑|叔|阿姨|同学",
    re.I,
)
_PERSON = {
    "self": re.compile(r"\b(?:user|i|i'm|my|me)\b|用户|我", re.I),
    "he": re.compile(r"\b(?:he|his|him|he's)\b|他(?!们)", re.I),
    "she": re.compile(r"\b(?:she|her|she's)\b|她", re.I),
}
# What is left of a text once its member, a model number after it, cues and articles are out.
_MODEL = r"(?:\s*(?:series\s+)?[\w.-]*\d[\w.-]*)?"
_FILLER = re.compile(
    r"\b(?:a|an|the|is|are|now|currently|these\s+days)\b|现在|目前|的|是|了|[^\w]", re.I
)


# Open kinds, known by the head noun of a name: "Mercy Hospital", "Lincoln High", 育才小学.
_NAMED_EN = re.compile(
    r"\b(?P<name>(?:(?!The\b)[A-Z][\w'.&-]*\s+){1,3})(?P<head>Hospital|Medical\s+Center|Clinic|"
    r"Bank|University|College|High\s+School|Middle\s+School|Elementary(?:\s+School)?|High|"
    r"Academy)\b|\bUniversity\s+of\s+(?P<of>[A-Z]\w+(?:\s+[A-Z]\w+)?)"
)
_NAMED_ZH = re.compile(
    r"(?P<name>[\u4e00-\u9fff]{2,6})(?P<head>小学|中学|初中|高中|大学|医院|银行)"
)
_HEADS = {
    "hospital": "hospital medical center clinic 医院", "bank": "bank 银行",
    "university": "university college 大学", "school": "high school middle elementary academy "
    "小学 中学 初中 高中",
}  # fmt: skip
_HEAD_KIND = {w: kind for kind, words in _HEADS.items() for w in words.split()}
# Words a Chinese name does not open with: the verb or particle before it (转到了育才小学).
_LEAD_ZH = frozenset("在到去了转是的进读从把给于入")


def _named(text: str, taken: list[tuple[int, int]]) -> list[tuple[str, str, int, int]]:
    """Names of an open kind TEXT holds outside the spans already TAKEN."""
    found = []
    for m in [*_NAMED_EN.finditer(text), *_NAMED_ZH.finditer(text)]:
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        if m.groupdict().get("of"):
            found.append(("university", f"university of {m['of'].casefold()}", *m.span()))
            continue
        name, head = m["name"].strip(), m["head"].casefold()
        if cues_zh := [i for i, c in enumerate(name) if c in _LEAD_ZH]:
            name = name[cues_zh[-1] + 1 :]
        if len(name) < 2:
            continue
        kind = _HEAD_KIND.get(head.split()[0], "school")
        name = name.casefold() if name.isascii() else name[-4:]
        start = m.end("name") - len(name) if not name.isascii() else m.start()
        found.append((kind, f"{name} {' '.join(head.split())}", start, m.end()))
    return found


@lru_cache(maxsize=TEXTS_CACHED)
def _members(text: str) -> tuple[tuple[str, str, int, int], ...]:
    """(kind, member, start, end) of every member TEXT names; an English name needs its
    capital when the writer uses capitals."""
    capitals = any(c.isupper() for c in text)
    found = []
    for m in _MEMBER_RE.finditer(text):
        kind, member = _MEMBER[m[0].casefold()]
        said = m[0]
        if said.isascii() and capitals and said.islower() and kind not in _LOWER_KINDS:
            continue
        found.append((kind, member, m.start(), m.end()))
    found += _named(text, [(s, e) for *_, s, e in found])
    return tuple(found)


def _frame(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in sorted(spans, reverse=True):
        tail = re.sub(rf"^{_MODEL}", "", text[end:], flags=re.I)
        text = text[:start] + " ◇ " + tail
    return _FILLER.sub("", text.casefold())


def _persons(text: str) -> frozenset[str]:
    return frozenset(p for p, rx in _PERSON.items() if rx.search(text))


def _same_holder(new_text: str, old_text: str) -> bool:
    others_new = {m[0].casefold() for m in _OTHERS.finditer(new_text)}
    others_old = {m[0].casefold() for m in _OTHERS.finditer(old_text)}
    if others_new != others_old:
        return False
    new_p, old_p = _persons(new_text), _persons(old_text)
    return not (new_p and old_p and not new_p & old_p)


def _subject(text: str, found: tuple[tuple[str, str, int, int], ...], kind: str) -> bool:
    """Whether the member opens a text that names no person: the thing is what the text
    speaks of ("Northfield Bank has 3000 staff"), not a thing someone holds."""
    opening = re.match(r"\s*(?:the\s+|该|这家|那家)?", text, re.I)
    start = opening.end() if opening else 0
    return not _persons(text) and any(k == kind and s <= start for k, _, s, _ in found)


def _blocked(new_text: str, old_text: str) -> bool:
    either = f"{new_text} \n {old_text}"
    denied = _DENIED.search(re.sub(r"no\s+longer|anymore|不再", " ", new_text, flags=re.I))
    return bool(
        _QUESTION.search(new_text.strip()) or _QUESTION.search(old_text.strip())
        or _ADDED.search(new_text) or denied
        or (_PAST.search(new_text) and not _NOW.search(new_text))
        or _WISH.search(either) or _COMPARED.search(either)
        or not _same_holder(new_text, old_text)
    )  # fmt: skip


def member_replaced(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when the new text's one member of a kind replaces the old text's one member."""
    new_found, old_found = _members(new_text), _members(old_text)
    if not new_found or not old_found:
        return None
    for kind in sorted({k for k, *_ in new_found} & {k for k, *_ in old_found}):
        new_m = {m for k, m, *_ in new_found if k == kind}
        old_m = {m for k, m, *_ in old_found if k == kind}
        added, gone = new_m - old_m, old_m - new_m
        if len(added) != 1 or len(old_m) != 1 or not gone:
            continue
        if new_m & old_m and not _SWITCH.search(new_text):
            continue
        if _blocked(new_text, old_text):
            return None
        # A member that is one text's employer and the other's service is two facts.
        if kind != "shift" and bool(_EMPLOYER.search(new_text)) != bool(_EMPLOYER.search(old_text)):
            return None
        if _subject(new_text, new_found, kind) or _subject(old_text, old_found, kind):
            continue
        nouns = bool(_NOUN_RE[kind].search(new_text) and _NOUN_RE[kind].search(old_text))
        if kind in NOUN_REQUIRED and not nouns:
            continue
        same = _frame(new_text, [(s, e) for k, _, s, e in new_found if k == kind]) == _frame(
            old_text, [(s, e) for k, _, s, e in old_found if k == kind]
        )
        slot = (same and kind in _ONE_PER_FRAME) or (nouns and kind in _ONE_AT_A_TIME)
        if slot or _CHANGE.search(new_text):
            (was,), (now,) = gone, added
            return Relation.UPDATE, f"one {kind} replaced by another: '{was}' → '{now}'"
    return None
