"""A second value of a relation that holds many values at once: both stand.

"Apple was founded by Steve Jobs" / "Apple was founded by Steve Wozniak", "Alphabet owns
YouTube" / "Alphabet owns Waymo", "User speaks Spanish" / "User speaks Portuguese",
瑞士的官方语言是德语 / 瑞士的官方语言是法语, 阿里巴巴旗下有淘宝 / 阿里巴巴旗下有天猫. A reading
that sees the same frame with another value takes the new value for the old one's successor;
a relation that one thing holds with many others at once has none, and a second value told
in the same frame, with no "also", is one more of them: languages, citizenships, neighbours,
twin towns, founders, what a company owns, makes or has offices in, a film's cast, a book's
translations, the bands one belongs to, a set told by "includes", what a river flows
through, awards of different years, children told by name, accounts and subscriptions, pets
kept, places one has been.

The guard holds when both texts state the same relation of this lexicon and neither tells a
change, an end, a denial, a post or the one value of a kind (now, switched, no longer, paid
off, never, head of, only, native, favourite, most; 现在, 改成, 不再, 还清, 从未, 主任, 只,
母语, 最), and the two differ in a word. A number other than a year told anew is a count or
an amount: a change. Only a year differing is left to the readings (a date corrected),
except for an award: "won the Ballon d'Or in 2019" / "… in 2021" are two awards.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_KIN_EN = r"(?:sons?|daughters?|child|children|kids?|brothers?|sisters?|siblings?)"
_KIN_ZH = r"(?:儿子|女儿|孩子|哥哥|弟弟|姐姐|妹妹|兄弟|姐妹)"
# Each relation that holds many values at once, English and Chinese.
_MANY: dict[str, str] = {
    "language": r"\b(?:speaks?|spoke|spoken|fluent\s+in|official\s+languages?|co-official)\b|"
    r"官方语言|(?:会|能)(?:说|讲)|精通|通晓|(?:会|能)用\w{1,4}交流",
    "citizenship": r"\bcitizen(?:ship)?\b|\bnationality\b|国籍",
    "border": r"\bborder(?:s|ed)?\b|\bneighbou?r(?:s|ing)?\b|接壤|邻国|毗邻",
    "twin_town": r"\btwinned\b|\btwin\s+(?:town|cit(?:y|ies))\b|\bsister\s+cit(?:y|ies)\b|"
    r"友好城市|姐妹城市",
    "founder": r"\b(?:co-?)?founders?\b|\b(?:co-?)?founded\s+by\b|"
    r"创始人|创办人|由[^，。]{1,12}(?:创立|创办|创建)",
    "owns": r"\bowns\b|\bsubsidiar(?:y|ies)\s+(?:include|are|is)\b|\bacquired\b(?!\s+by)|"
    r"旗下|子公司|(?<!由)(?<!被)拥有",
    "branch": r"\b(?:has|have|opened|operates?|runs?)\s+(?:an?\s+|\w+\s+)?(?:offices?|"
    r"branch(?:es)?|stores?|campus(?:es)?|plants?|factor(?:y|ies))\s+in\b|\boffices\s+in\b|"
    r"设有|开设|在[\u4e00-\u9fff]{1,6}有(?:一家|几家|家)?(?:门店|分公司|办事处|分部)",
    "cast": r"\bstar(?:s|ring|red\s+in)\b|\bcast\s+(?:of|includes?|members?)\b|\bfeatures\b|"
    r"主演|出演|参演|演员包括",
    "translation": r"\btranslat(?:ed|ion|ions)\b|译成|翻译成|译本",
    "member": r"\bmembers?\s+of\b|成员",
    "set": r"\binclud(?:e|es|ing)\b|\bcontains?\b|\bamong\b|\bone\s+of\b|包括|包含|之一|下辖",
    "course": r"\bflows?\s+through\b|\bpasses\s+through\b|流经|途经",
    "product": r"\b(?:makes|produces|manufactures|develops)\b|生产|推出了|开发了|研发",
    "works": r"\bnotable\s+works?\b|代表作|著有|作品有",
    "kin": rf"\b(?:has|have)\s+an?\s+{_KIN_EN}\s+(?:named|called)\b|'s\s+{_KIN_EN}\s+(?:is|was)\b|"
    rf"有(?:一)?个{_KIN_ZH}叫|的{_KIN_ZH}是",
    "account": r"\baccounts?\b|\bsubscribe(?:s|d)?\s+to\b|账号|账户|储蓄卡|信用卡|订阅了",
    "pet": r"养了|养着",
    "been": r"\b(?:has|have)\s+(?:been\s+to|run|visited|climbed)\b|去过|跑过|到过|爬过",
    "award": r"\b(?:won|wins|received|was\s+awarded)\b|获得|荣获|夺得",
    # What one is allergic to, takes as a remedy, collects or volunteers at: one more of each
    # stands beside the others (我对花生过敏 / 我对海鲜过敏, 降压药 / 降糖药).
    "allergy": r"\ballergic\s+to\b|过敏",
    "remedy": r"\btakes?\s+(?:\w+\s+){0,2}(?:pills?|tablets?|supplements?|vitamins?)\b|"
    r"(?:吃|服用|服)[\u4e00-\u9fff\w]{0,4}(?:药|片|维生素|鱼油|补充剂)",
    "collects": r"\bcollects?\b|收藏|集邮",
    "volunteers": r"\bvolunteers?\s+(?:at|for|with)\b|(?:做|当)志愿者|义工",
}
_KINDS = tuple((kind, patterns.compile(rx, re.I)) for kind, rx in _MANY.items())
# The one, main or newest value, or a change, an end, a move: a value that has a successor.
_ONE = patterns.compile(
    r"\b(?:only|sole|solely|main|primary|native|mother\s+tongue|first\s+language|"
    r"favou?rite|best|most|(?-i:new)|newest|latest|current|last|former|ex|left|leaves|"
    r"sold|renounced|replaced|switched|moved|joined|signed|traded|transferred|alone|"
    r"wholly|owned\s+by|handed\s+over)\b|全资|独自|独资|转交|移交|交由|由[^，。]{1,12}(?:拥有|持有|控股)|"
    r"(?<![一两二三四五六七八九十几每这那])只|唯一|主要|母语|最|新的|新买|新开|前任|退出|离开|"
    r"放弃|卖了|转会|加盟|加入|搬到|换了|"
    # How much, not what: a degree told anew changes the one value ("slightly" / "very allergic").
    r"\b(?:slightly|mildly|very|severely|extremely|highly|badly)\b|轻微|轻度|严重|有点|很|非常|特别",
    re.I,
)
# An end, a count that grew, a denial or a post: each tells of one value, not of many.
_END = patterns.compile(
    r"\b(?:paid\s+off|closed|cancell?ed|deleted|expired|died|passed\s+away|gave\s+away|rehomed|"
    r"came\s+off|is\s+off|healed|(?:rose|grew|increased|fell|dropped)\s+to|falsely|wrongly|"
    r"rumou?red|denied|head|director|chair(?:man|woman)?|president|ceo|manager|chief|"
    r"(?:headed|led|run|managed|chaired|directed)\s+by)\b|"
    r"还清|注销|销户|取消|关闭|删除|去世|过世|死了|丢了|送人|送给|送走|卖掉|到期|增至|增加到|减至|降至|"
    r"砍掉|停掉|停了|停药|叫停|终止|撤掉|撤销|结束|从未|未曾|并未|并非|误传|不实|谣言|主任|主席|负责人|院长|所长|经理|总裁|局长|部长|会长",
    re.I,
)
_YEAR = re.compile(r"1[89]\d\d|20\d\d")
_TOKEN = re.compile(r"[a-z]+|\d+|[\u4e00-\u9fff]")


@lru_cache(maxsize=TEXTS_CACHED)
def _relations(text: str) -> frozenset[str]:
    """The many-valued relations TEXT states, or none if it tells a change, an end, a
    negation, a hypothesis, or the one value of a kind."""
    normal = normalize_for_rules(text)
    if _ONE.search(normal) or _END.search(normal) or cues.CHANGE_RE.search(normal):
        return frozenset()
    if cues.RETRACT_RE.search(normal):
        return frozenset()
    if cues.NEG_RE.search(normal) or cues.HYP_RE.search(normal):
        return frozenset()
    return frozenset(kind for kind, rx in _KINDS if rx.search(normal))


def a_second_value_of_many(new_text: str, old_text: str) -> str | None:
    """Why the new text tells one more value of a relation that holds many, or None."""
    shared = _relations(new_text) & _relations(old_text)
    if not shared:
        return None
    new = set(_TOKEN.findall(normalize_for_rules(new_text).casefold()))
    old = set(_TOKEN.findall(normalize_for_rules(old_text).casefold()))
    differ = new ^ old
    if not differ:
        return None
    if any(t.isdigit() and not _YEAR.fullmatch(t) for t in differ):
        return None  # a count or an amount told anew: one value
    if all(t.isdigit() for t in differ):
        if "award" not in shared:
            return None  # only the year differs: another year of an award, or a date corrected
        shared = frozenset({"award"})
    elif not shared - {"award"}:
        return None  # one award beside another is left to the readings
    return f"a second value of a relation that holds many ({'/'.join(sorted(shared))}): both stand"
