"""The patterns and tables rules.told_values reads a text with: the attributes' value
classes and phrases compiled (from `rules.told_kinds` and `rules.told_attributes`), and what
makes a text step aside (another person, a second item, a stay, a move for a while, a side job,
a thing as the subject).
"""

from __future__ import annotations

import re

from app.providers.rules import cues, patterns
from app.providers.rules.told_attributes import OPEN, OWNED
from app.providers.rules.told_kinds import CLOSED, NEEDS

# A Latin word's edge: Python's \b sees none between 是 and "vivo" (用户用的是vivo X100).
EDGE = r"(?:(?<![a-z0-9])(?=[a-z0-9])|(?<=[a-z0-9])(?![a-z0-9]))"
CLOSED_RES = {
    attr: {value: patterns.compile(src.replace(r"\b", EDGE), re.I) for value, src in values.items()}
    for attr, values in CLOSED.items()
}
NEEDS_RES = {attr: patterns.compile(src.replace(r"\b", EDGE), re.I) for attr, src in NEEDS.items()}
# Guarded (rules.patterns) like the rest: searched only in a text holding one of their words,
# which most texts do not (~55 µs a text for all of them, searched).
OPEN_RES = {attr: tuple(patterns.compile(src) for src in srcs) for attr, srcs in OPEN.items()}
OWNED_RES = {attr: tuple(patterns.compile(src) for src in srcs) for attr, srcs in OWNED.items()}
# The people an attribute is: the user's manager or partner may be named in a text telling who
# they are; such a text tells that attribute only (the person may hold the other values).
ROLE_PEOPLE = {
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
ANOTHER = patterns.compile(
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
PEOPLE = patterns.compile(
    r"\b(?:wife|husband|partner|spouse|son|daughter|kids?|child|children|mom|mother|mum|dad|"
    r"father|parents|brother|sister|sibling|friend|colleague|coworker|roommate|"
    r"girlfriend|boyfriend|fianc[eé]e?|cousin|uncle|aunt|grand\w+|neighbou?r|niece|nephew|"
    r"in-laws?)s?\b|[妈爸姐哥弟妹]|老婆|老公|妻子|丈夫|儿子|女儿|孩子|朋友|同事|室友|邻居|父母|"
    r"爷爷|奶奶|外公|外婆|舅|姑|叔|阿姨|男友|女友|对象",
    re.I,
)
# A stay, not a home: a trip, a week away, a visit.
STAY = patterns.compile(
    r"\b(?:this|next|last)\s+(?:week|month|weekend)|\btrip\b|\bvisit\w*|\bholiday\b|"
    r"\bvacation\b|\bfor\s+work\b|出差|旅游|旅行|度假|玩|这周|下周|探亲",
    re.I,
)
CJK_STOP = frozenset("的了是在我用户家")
# A move to a place tells the new home ("moved back to Changsha", 搬回长沙了); only a place the
# gazetteer knows is taken (rules.place_names): "moved to Marketing" names a department.
MOVED_TO = patterns.compile(
    r"\b(?:moved|relocated)\s+(?:back\s+)?(?:over\s+)?to\s+([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})|"
    r"(?:搬到|搬回|搬去|搬来|迁到|迁居|移居)(?:了|到)?([\u4e00-\u9fff]{2,6})"
)
# A move for a while is a stay, not a new home: "for three months", 暂时, 住一个月, 暑假.
FOR_A_WHILE = patterns.compile(
    r"\b(?:for\s+(?:a|the|one|two|three|four|six|\d+)\s+(?:few\s+)?(?:days?|weeks?|months?|"
    r"summer|semester|term)|temporar\w*|for\s+now|for\s+a\s+while)\b|"
    r"暂时|临时|一段时间|[一两三四五六半\d]+个?(?:月|周|星期|天)|暑假|寒假",
    re.I,
)
# A job beside the main one, or a trainee's: it tells no employer the main one gave way to.
SIDE_JOB = patterns.compile(
    r"\b(?:part[\s-]time|side\s+(?:job|gig|hustle)|moonlight\w*|internship|interns?)\b|"
    r"兼职|副业|实习|打零工",
    re.I,
)
# The user named in a note's parentheses: "She (the user) is based in ...", 球队（我）：...
SELF_NOTE = patterns.compile(r"[(（]\s*(?:the\s+)?(?:user|me|用户|我)(?:'s)?\s*[)）]", re.I)
# A relative word that is the attribute's own name, not a person: 我家在西安, "Team: Chelsea".
PARTNER_WORDS = ("女友", "男友", "女朋友", "男朋友", "partner", "girlfriend", "boyfriend")
OWN_KEY = {
    "rel:家": {"home"},
    "rel:team": {"team", "team_size"},
    "rel:manager": {"manager"},
    "rel:boss": {"manager"},
    "rel:公司": {"bank"},
    "rel:friend": {
        "best_friend"
    },  # 公司换了代发银行: the user's company pays the user's salary card
} | {f"rel:{w}": {"partner"} for w in PARTNER_WORDS}
# Two texts dated to two different years tell two periods, not one value twice.
YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# A sentence about a thing, not the user: "The company is based in Germany."
OTHER_SUBJECT = re.compile(
    r"^(?:the|a|an|this|that|its|their|his|her)\s+(?!user\b)[a-z]+\s+(?:is|are|was|has|have)\b",
    re.I,
)


# Someone or something else's value, not the user's: a named owner's possessive opens the text
# ("Apple's latest iPhone is…", "Lena's car is…"), or a market's ranking tells it ("the
# best-selling car in Europe", 日本最畅销的车, 最受欢迎的手机).
NOT_THE_USERS = re.compile(
    r"^\s*(?:(?i:the)\s+)?(?!(?i:users?|my|our)\b)[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*['’]s\s|"
    r"(?i:\b(?:best|top)[- ]sell(?:ing|ers?)\b|\bmost[- ]popular\b)|"
    r"最畅销|最受欢迎|销量(?:最高|第一|冠军)"
)

# An organisation's own sentence: a name opens the text as its subject and it is told as a
# company or where it is based ("Veltra Motors is based in Busan", "Nordpine is a Finnish
# carmaker", 蔚来是一家汽车制造商); its place or its kind is not the user's home or car.
ORGANISATION_TOLD = re.compile(
    r"^\s*(?:(?i:the)\s+)?(?!(?i:users?|i|my|our|we|she|he|they)\b)[A-Z][\w.&-]*"
    r"(?:\s+[A-Z][\w.&-]*)*\s+(?i:is|are|was|were)\s+(?i:(?:based|headquartered)\s+in\b|"
    r"(?:an?|the)\s+(?:[\w-]+\s+){0,3}(?:company|maker|manufacturer|carmaker|automaker|brand|"
    r"firm|corporation|conglomerate|group)\b)|"
    r"^\s*(?![^，。]*(?:我|用户))[^\s，。]{2,12}是(?:一家|一个)[^，。]{0,12}"
    r"(?:公司|制造商|企业|品牌|厂商|集团|车企)"
)


# A count told in words is compared as its digits: "one coffee" and "1 coffee" are one value.
COUNTS = {w: str(n) for w, n in cues.NUMBERS.items()} | {"a single": "1"}
