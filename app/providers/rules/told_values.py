"""The user's value of one single-valued attribute, told two ways that share no word: "My phone
is a Pixel 6." / "I carry a Fairphone 5.", 小鹏P7是我的代步车 / 最近我开一辆大众朗逸, 我住在南京 /
我家在西安, "I support Liverpool." / "Team: Chelsea.", "Manager: Grace Liu." / "my boss is X".

Every other reading needs a shared word, a shared predicate frame or a change cue; these pairs
have none, because an attribute is as often named by its value (a phone by its brand, a diet by
its name) as by its own word, or by another word for it (home / lives, 上司 / 顶头上司, GP /
primary care). This reading knows the attributes a person holds one value of at a time, each
by a closed class of values (phone, car, laptop, router and headphone makers, diets, a milk,
single or partnered, remote or office work, a bank, a seat, a theme, a map app, an input
scheme, a blood type, pronouns, a reply language, 学历) or by phrases that name the attribute
and capture its value ("live in X", "home is a flat in X", 家在X, "support X", "my boss is X",
"reports to X", "dating X", "works for X", "a developer at X", "GP is Dr. X", "studies at X",
"best friend is X", "favourite colour is X", "majoring in X", "call me X", 社保在X缴纳, ...);
the tables are `rules.told_kinds` (closed) and `rules.told_attributes` (open). Two texts
about the user that each name a value of the same attribute, none in common, are an UPDATE.

Two statements of one attribute often both stay true, so it steps aside for: a question, a plan,
history or an addition (values.steps_back: "used to drive", "also has", 以前, 也), a negation
(the negation readings judge those), anyone else named (a relative, a friend, a colleague; the
manager, partner or best friend only for that attribute), a sentence about a thing ("The
company is based in ..."), a second item of the kind (a work phone, a company car, a rental,
a home laptop beside a work one, a spare), a place told as a
stay (a trip, "this week", 出差), two different years (two periods), a value the other text also
names (a district of the other's address), values in two scripts (北京 / Beijing), and a home
or employer told by one phrase twice, which the predicate frames judge (a region may hold the
other place).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.place_names import one_or_within, place_named, rivals
from app.providers.rules.told_attributes import HANDLES, OPEN, OWNED
from app.providers.rules.told_kinds import CLOSED, NEEDS
from app.providers.rules.topics import topic
from app.providers.rules.value_words import steps_back
from app.providers.rules.values import field_of_note

# A Latin word's edge: Python's \b sees none between 是 and "vivo" (用户用的是vivo X100).
_EDGE = r"(?:(?<![a-z0-9])(?=[a-z0-9])|(?<=[a-z0-9])(?![a-z0-9]))"
_CLOSED_RES = {
    attr: {
        value: patterns.compile(src.replace(r"\b", _EDGE), re.I) for value, src in values.items()
    }
    for attr, values in CLOSED.items()
}
_NEEDS_RES = {
    attr: patterns.compile(src.replace(r"\b", _EDGE), re.I) for attr, src in NEEDS.items()
}
# Guarded (rules.patterns) like the rest: searched only in a text holding one of their words,
# which most texts do not (~55 µs a text for all of them, searched).
_OPEN_RES = {attr: tuple(patterns.compile(src) for src in srcs) for attr, srcs in OPEN.items()}
_OWNED_RES = {attr: tuple(patterns.compile(src) for src in srcs) for attr, srcs in OWNED.items()}
# The people an attribute is: the user's manager or partner may be named in a text telling who
# they are; such a text tells that attribute only (the person may hold the other values).
_ROLE_PEOPLE = {
    "manager": patterns.compile(
        r"\b(?:line\s+)?(?:boss|manager|supervisor)\b|上司|领导|老板|主管", re.I
    ),
    "partner": patterns.compile(
        r"\b(?:girlfriend|boyfriend|partner)\b|女朋友|男朋友|女友|男友|对象", re.I
    ),
    # Any friend word: a text naming a friend is read for the best friend only.
    "best_friend": patterns.compile(
        r"\b(?:best\s+|closest\s+)?friends?\b|\bclosest\s+to\b|朋友|闺蜜|死党|发小|最铁", re.I
    ),
}
# A second item of the kind, or someone else's: the user's own value is not what it tells.
_ANOTHER = patterns.compile(
    r"\b(?:work|company|office|spare|second|backup|rental|rented|hire|loaner|courtesy|borrowed|"
    r"old|previous|former|first|dream)\s+(?:\w+\s+)?(?:phone|mobile|car|vehicle|suv|truck)\b|"
    # A spare or an old laptop, headset or router; a laptop named by its use (a work one and
    # a home one) is one of several.
    r"\b(?:spare|second|backup|old|previous|former|borrowed|loaner|dream)\s+(?:\w+\s+)?"
    r"(?:laptop|notebook|computer|headphones|earbuds|router)\b|"
    r"\b(?:work|home|personal|gaming|school|family)\s+(?:laptop|notebook|computer)\b|"
    r"\btest(?:ed)?[\s-]drive|公司的|单位的|工作手机|备用|租的[车手]|借的|试驾|以前的|之前的|第二",
    re.I,
)
# Another person named anywhere: with no parse of whose value it is, the reading steps aside
# ("Maya (the user's sister) lives in Providence", 我姐住在桂林, "what my colleague drives").
_PEOPLE = patterns.compile(
    r"\b(?:wife|husband|partner|spouse|son|daughter|kids?|child|children|mom|mother|mum|dad|"
    r"father|parents|brother|sister|sibling|friend|colleague|coworker|roommate|"
    r"girlfriend|boyfriend|fianc[eé]e?|cousin|uncle|aunt|grand\w+|neighbou?r|niece|nephew|"
    r"in-laws?)s?\b|[妈爸姐哥弟妹]|老婆|老公|妻子|丈夫|儿子|女儿|孩子|朋友|同事|室友|邻居|父母|"
    r"爷爷|奶奶|外公|外婆|舅|姑|叔|阿姨|男友|女友|对象",
    re.I,
)
# A stay, not a home: a trip, a week away, a visit.
_STAY = patterns.compile(
    r"\b(?:this|next|last)\s+(?:week|month|weekend)|\btrip\b|\bvisit\w*|\bholiday\b|"
    r"\bvacation\b|\bfor\s+work\b|出差|旅游|旅行|度假|玩|这周|下周|探亲",
    re.I,
)
_CJK_STOP = frozenset("的了是在我用户家")
# A move to a place tells the new home ("moved back to Changsha", 搬回长沙了); only a place the
# gazetteer knows is taken (rules.place_names): "moved to Marketing" names a department.
_MOVED_TO = patterns.compile(
    r"\b(?:moved|relocated)\s+(?:back\s+)?(?:over\s+)?to\s+([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})|"
    r"(?:搬到|搬回|搬去|搬来|迁到|迁居|移居)(?:了|到)?([\u4e00-\u9fff]{2,6})"
)
# A move for a while is a stay, not a new home: "for three months", 暂时, 住一个月, 暑假.
_FOR_A_WHILE = patterns.compile(
    r"\b(?:for\s+(?:a|the|one|two|three|four|six|\d+)\s+(?:few\s+)?(?:days?|weeks?|months?|"
    r"summer|semester|term)|temporar\w*|for\s+now|for\s+a\s+while)\b|"
    r"暂时|临时|一段时间|[一两三四五六半\d]+个?(?:月|周|星期|天)|暑假|寒假",
    re.I,
)
# A job beside the main one, or a trainee's: it tells no employer the main one gave way to.
_SIDE_JOB = patterns.compile(
    r"\b(?:part[\s-]time|side\s+(?:job|gig|hustle)|moonlight\w*|internship|interns?)\b|"
    r"兼职|副业|实习|打零工",
    re.I,
)
# The user named in a note's parentheses: "She (the user) is based in ...", 球队（我）：...
_SELF_NOTE = patterns.compile(r"[(（]\s*(?:the\s+)?(?:user|me|用户|我)(?:'s)?\s*[)）]", re.I)
# A relative word that is the attribute's own name, not a person: 我家在西安, "Team: Chelsea".
_PARTNER_WORDS = ("女友", "男友", "女朋友", "男朋友", "partner", "girlfriend", "boyfriend")
_OWN_KEY = {
    "rel:家": {"home"},
    "rel:team": {"team", "team_size"},
    "rel:manager": {"manager"},
    "rel:boss": {"manager"},
    "rel:公司": {"bank"},
    "rel:friend": {
        "best_friend"
    },  # 公司换了代发银行: the user's company pays the user's salary card
} | {f"rel:{w}": {"partner"} for w in _PARTNER_WORDS}
# Two texts dated to two different years tell two periods, not one value twice.
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# A sentence about a thing, not the user: "The company is based in Germany."
_OTHER_SUBJECT = re.compile(
    r"^(?:the|a|an|this|that|its|their|his|her)\s+(?!user\b)[a-z]+\s+(?:is|are|was|has|have)\b",
    re.I,
)


# A count told in words is compared as its digits: "one coffee" and "1 coffee" are one value.
_COUNTS = {w: str(n) for w, n in cues.NUMBERS.items()} | {"a single": "1"}


def _captured(rxs: tuple[patterns.Pattern, ...], text: str) -> frozenset[str]:
    """The values the phrases capture, as compared: casefolded, a region's comma dropped."""
    found = (m[1].strip(" .,!").replace(",", " ") for rx in rxs for m in rx.finditer(text))
    return frozenset(_COUNTS.get(v.casefold(), v.casefold()) for v in found)


@lru_cache(maxsize=TEXTS_CACHED)
def _told(raw: str) -> dict[str, frozenset[str]]:
    """The attributes TEXT tells the user's value of, each with its value(s)."""
    text = normalize_for_rules(raw).strip()
    # A job title may be "project manager": a title, not the user's manager named.
    untitled = text
    for rx in _OPEN_RES["job_title"]:
        untitled = rx.sub(" ", untitled)
    roles = {attr for attr, rx in _ROLE_PEOPLE.items() if rx.search(untitled)}
    bare = text
    for attr in roles:
        bare = _ROLE_PEOPLE[attr].sub(" ", bare)
        # The manager's or partner's own name may hold a kin word (王姐, 李哥): not a relative.
        for name in _captured(_OPEN_RES[attr], text):
            bare = re.sub(re.escape(name), " ", bare, flags=re.I)
    if cues.NEG_RE.search(text) or _ANOTHER.search(text) or _PEOPLE.search(bare):
        return {}
    owned = {attr: got for attr, rxs in _OWNED_RES.items() if (got := _captured(rxs, text))}
    person = topic(raw).person
    if _SELF_NOTE.search(text):
        person = "self"
    elif person not in _OWN_KEY and (person != "self" or _OTHER_SUBJECT.match(text)):
        return owned
    out: dict[str, frozenset[str]] = dict(owned)
    for attr, values in _CLOSED_RES.items():
        need = _NEEDS_RES.get(attr)
        found = frozenset(v for v, rx in values.items() if rx.search(text))
        if found and (need is None or need.search(text)):
            out[attr] = found
    for attr, rxs in _OPEN_RES.items():
        if attr == "home" and _STAY.search(text):
            continue
        if attr == "employer" and _SIDE_JOB.search(text):
            continue
        got = _captured(rxs, text)
        if attr == "home":
            got |= _moved_home(text)
        if attr == "employer":  # 在北京上班, 在东莞松山湖上班: where, not whom for
            got = frozenset(v for v in got if not _zh_place(v))
        if got:
            out[attr] = out.get(attr, frozenset()) | got
    # "On Steam I go by X" names a handle, not what the user is called.
    handles = frozenset().union(*(v for k, v in out.items() if k in HANDLES))
    if address := out.get("address", frozenset()) - handles:
        out["address"] = address
    else:
        out.pop("address", None)
    if roles:  # the manager or partner named may hold the other values
        out = {k: v for k, v in out.items() if k in roles or (k == "status" and "partner" in roles)}
    if person in _OWN_KEY:
        return {k: v for k, v in out.items() if k in _OWN_KEY[person]}
    return out


def _two_scripts(a: frozenset[str], b: frozenset[str]) -> bool:
    return any(bool(cues.CJK_RE.search(x)) != bool(cues.CJK_RE.search(y)) for x in a for y in b)


def _noted_or_moved(new_text: str, old_text: str) -> bool:
    return bool(field_of_note(new_text) or field_of_note(old_text) or _moved_home(new_text))


def _moved_home(text: str) -> frozenset[str]:
    """The known places TEXT says the user moved to, for good."""
    if _FOR_A_WHILE.search(text):
        return frozenset()
    found = (place_named((m[1] or m[2]).strip(" .,!")) for m in _MOVED_TO.finditer(text))
    return frozenset(place.casefold() for place in found if place)


# Attributes whose value is a name (one the user is called by, a friend's, a handle), never a
# part of a longer value.
_NAMES = frozenset({"address", "best_friend"}) | HANDLES
# Attributes the predicate frames read when both texts use one phrase ("lives in", "works at").
_FRAMED = frozenset({"home", "employer"})


def _place_like(value: str) -> bool:
    """A region that may hold another place, or a place named where an employer may be."""
    return bool(cues.REGION_RE.search(value) or cues.PLACE_RE.search(value)) or (
        value in cues.PLACE_SET
    )


def _zh_place(value: str) -> bool:
    """A Chinese value that is or starts with a place (北京, 东莞松山湖): no employer."""
    return bool(cues.CJK_RE.match(value)) and any(
        _place_like(value[:n]) for n in range(2, min(len(value), 3) + 1)
    )


@lru_cache(maxsize=TEXTS_CACHED)
def _phrasings(raw: str, attr: str) -> frozenset[int]:
    """Which of an open attribute's phrases TEXT tells it by."""
    text = normalize_for_rules(raw).strip()
    return frozenset(i for i, rx in enumerate(_OPEN_RES[attr]) if rx.search(text))


def _overlap(a: str, b: str) -> bool:
    """Two captured values may be one place or team told longer or shorter (Chengdu Rongcheng /
    Rongcheng, 重庆渝北 / 重庆): a shared word or two shared Chinese characters, or forms of one
    known name (Munich / München); or told in two scripts, which only the gazetteer
    (rules.place_names) compares: two known places, or two organisations, are two values."""
    if set(a.split()) & set(b.split()) or one_or_within(a, b):
        return True  # one name in two forms, or a place within the other (rules.place_names)
    if bool(cues.CJK_RE.search(a)) != bool(cues.CJK_RE.search(b)):
        return not rivals(a, b)  # two scripts: only two known names tell apart
    shared = (set(a) & set(b)) - _CJK_STOP
    return len({c for c in shared if cues.CJK_RE.match(c)}) >= 2


@lru_cache(maxsize=TEXTS_CACHED)
def _unphrased(raw: str) -> str:
    """TEXT without the phrases that tell an open attribute: "works for Stripe", "for primary
    care sees Dr. Osei" name the attribute, they add no second value (value_words reads any
    "for X" as a scope that may add one). The raw text, as value_words reads it."""
    text = raw
    for rxs in _OPEN_RES.values():
        for rx in rxs:
            text = rx.sub(" ", text)
    return text


@lru_cache(maxsize=4096)
def told_value(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when both texts tell the user's value of one single-valued attribute and the
    values differ."""
    if steps_back(_unphrased(new_text)) or steps_back(_unphrased(old_text)):
        return None
    new, old = _told(new_text), _told(old_text)
    years = set(_YEAR.findall(new_text)), set(_YEAR.findall(old_text))
    if years[0] and years[1] and years[0] != years[1]:
        return None
    texts = (new_text.casefold(), old_text.casefold())
    for attr in sorted(new.keys() & old.keys()):
        if any(_overlap(a, b) for a in new[attr] for b in old[attr]):
            continue
        # Two sentences in two languages ("lives in" / 住在) are the predicate frames' to
        # judge; a note's field, or a move told, against the other language is judged here.
        if _two_scripts(new[attr], old[attr]) and not _noted_or_moved(new_text, old_text):
            continue
        # Told by one phrase twice ("lives in Oregon" / "lives in Portland") where a value is a
        # region or a place, the pair is the predicate frames' to judge: they know a region may
        # hold the other place, and a city is not an employer. Two towns or two companies
        # ("Current city: Raleigh", "Current employer: KPMG") are two values here.
        shared = attr in _FRAMED and _phrasings(new_text, attr) & _phrasings(old_text, attr)
        if shared and any(_place_like(v) for v in new[attr] | old[attr]):
            continue
        # A value the other text names too is a part or a whole of it (漕溪北路 in an address);
        # not so a name: "call me Lexi, Alex feels like my old life" names the old one it drops.
        named = any(v in texts[1] for v in new[attr]) or any(v in texts[0] for v in old[attr])
        if named and attr not in _NAMES:
            continue
        was, now = "/".join(sorted(old[attr])), "/".join(sorted(new[attr]))
        return Relation.UPDATE, f"the user's {attr} told anew: {was} → {now}"
    return None


def told_attribute(raw: str, attr: str) -> frozenset[str]:
    """The user's value(s) of ATTR that TEXT tells, read with every step-aside above."""
    return _told(raw).get(attr, frozenset())


def names_someone_else(text: str) -> bool:
    """Whether TEXT names a relative, a friend or a colleague."""
    return bool(_PEOPLE.search(text))
