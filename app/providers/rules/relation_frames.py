"""The frames of rules.relation_edits: for each relation that holds one value at a time, the
whole-sentence frames (en + zh) that give its subject (`s`) and its object (`o`), and the
stative relations that count only with a year before them. rules.relation_edits says why each
relation is listed and how the frames are matched."""

from __future__ import annotations

from typing import Final

# The subject and the object of an English frame: a run without sentence punctuation.
_S = r"(?P<s>[^,;:!?。，]{2,60}?)"
_O = r"(?P<o>[^,;:!?。，]{1,60}?)"
# Chinese: two to twenty characters, no clause punctuation (a Latin name may hold a space);
# a subject ending in a word of time or addition (曾, 也, 将) is history, an addition or a plan.
_ZS = r"(?P<s>[^，。；：！？,;:!?]{2,20}?)(?<![曾也还将已又再仍])"
_ZO = r"(?P<o>[^，。；：！？,;:!?\s][^，。；：！？,;:!?]{0,19}?)"

# relation → frames (English frames are matched case-insensitively except for the values).
RELATIONS: Final[dict[str, tuple[str, ...]]] = {
    "native_language": (
        rf"(?:the\s+)?(?:mother\s+tongue|native\s+language|first\s+language)\s+of\s+{_S}\s+is\s+{_O}",
        rf"{_S}'s?\s+(?:mother\s+tongue|native\s+language|first\s+language)\s+is\s+{_O}",
        rf"{_ZS}的母语是{_ZO}",
        rf"{_ZS}以{_ZO}为母语",
    ),
    "citizenship": (
        rf"{_S}\s+is\s+a\s+citizen\s+of\s+{_O}",
        rf"{_S}\s+holds\s+(?:the\s+)?citizenship\s+of\s+{_O}",
        rf"{_S}'s?\s+citizenship\s+is\s+{_O}",
        rf"{_ZS}是{_ZO}公民",
        rf"{_ZS}拥有{_ZO}国籍",
        rf"{_ZS}的国籍是{_ZO}",
    ),
    "position_played": (
        rf"{_S}\s+plays\s+as\s+(?:an?\s+)?{_O}",
        rf"{_S}'s?\s+(?:playing\s+)?position\s+(?:on\s+the\s+(?:field|pitch|court)\s+)?is\s+"
        rf"(?:an?\s+)?{_O}",
        rf"{_ZS}司职{_ZO}",
        rf"{_ZS}在场上的位置是{_ZO}",
    ),
    "occupation": (
        rf"{_S}\s+is\s+an?\s+{_O}\s+by\s+profession",
        rf"{_S}'s?\s+(?:profession|occupation)\s+is\s+(?:an?\s+)?{_O}",
        rf"{_S},\s+the\s+{_O}",
        rf"{_ZS}的职业是{_ZO}",
    ),
    "developer": (
        rf"{_S}\s+(?:is|was)\s+developed\s+by\s+{_O}",
        rf"(?:the\s+)?developer\s+of\s+{_S}\s+is\s+{_O}",
        rf"{_ZS}由{_ZO}开发",
        rf"{_ZS}的开发商是{_ZO}",
    ),
    "manufacturer": (
        rf"{_S}\s+(?:is|was)\s+(?:manufactured|made|produced)\s+by\s+{_O}",
        rf"{_S}'s?\s+manufacturer\s+is\s+{_O}",
        rf"(?:the\s+)?manufacturer\s+of\s+{_S}\s+is\s+{_O}",
        rf"{_ZS}由{_ZO}(?:制造|生产)",
        rf"{_ZS}的(?:制造商|生产商)是{_ZO}",
    ),
    "author": (
        rf"(?:the\s+)?author\s+of\s+{_S}\s+is\s+{_O}",
        rf"{_S}\s+(?:is|was)\s+written\s+by\s+{_O}",
        rf"{_ZS}的作者是{_ZO}",
        rf"{_ZS}由{_ZO}(?:撰写|创作|所著)",
    ),
    "director": (
        rf"{_S}\s+(?:is|was)\s+directed\s+by\s+{_O}",
        rf"(?:the\s+)?director\s+of\s+(?:the\s+film\s+)?{_S}\s+is\s+{_O}",
        rf"{_ZS}由{_ZO}执导",
        rf"{_ZS}的导演是{_ZO}",
    ),
    "work_language": (
        rf"{_S}\s+(?:is|was)\s+(?:originally\s+)?written\s+in\s+{_O}",
        rf"(?:the\s+)?original\s+language\s+of\s+{_S}\s+is\s+{_O}",
        rf"what\s+language\s+was\s+{_S}\s+(?:originally\s+)?written\s+in\?\s*{_O}",
        rf"{_ZS}以{_ZO}写成",
        rf"{_ZS}的原始语言是{_ZO}",
    ),
    "original_network": (
        rf"{_S}\s+(?:was\s+originally\s+aired|originally\s+aired|premiered|first\s+aired)\s+on\s+{_O}",
        rf"(?:the\s+)?original\s+network\s+of\s+{_S}\s+(?:is|was)\s+{_O}",
        rf"which\s+(?:network|channel)\s+(?:originally\s+|first\s+)?aired\s+{_S}\?\s*{_O}",
        rf"{_ZS}最初在{_ZO}播出",
        rf"{_ZS}首播于{_ZO}",
    ),
    "genre": (
        rf"{_S}'s?\s+genre\s+is\s+{_O}",
        rf"(?:the\s+)?genre\s+of\s+{_S}\s+is\s+{_O}",
        rf"{_ZS}的(?:音乐)?风格是{_ZO}",
        rf"{_ZS}是什么风格的乐队？\s*{_ZO}",
    ),
    "field_of_work": (
        rf"{_S}'s?\s+field\s+of\s+(?:work|research|study)\s+is\s+{_O}",
        rf"{_S}\s+works\s+in\s+the\s+field\s+of\s+{_O}",
        rf"{_ZS}的研究领域是{_ZO}",
        rf"{_ZS}从事{_ZO}研究",
    ),
    "religion": (
        rf"(?:the\s+)?(?:official|state)\s+religion\s+of\s+{_S}\s+is\s+{_O}",
        rf"{_S}'s?\s+(?:official|state)\s+religion\s+is\s+{_O}",
        rf"{_ZS}的国教是{_ZO}",
        rf"{_ZS}以{_ZO}为国教",
    ),
    "official_language": (
        rf"(?:the\s+)?official\s+language\s+of\s+{_S}\s+is\s+{_O}",
        rf"{_S}'s?\s+official\s+language\s+is\s+{_O}",
        rf"{_ZS}的官方语言是{_ZO}",
        rf"{_ZS}以{_ZO}为官方语言",
    ),
    "position_held": (
        rf"{_S}\s+holds\s+the\s+(?:position|office)\s+of\s+{_O}",
        rf"{_ZS}担任{_ZO}一职",
        rf"{_ZS}担任什么职务？\s*{_ZO}",
        rf"{_ZS}的职务是{_ZO}",
    ),
    "party": (
        rf"{_S}\s+is\s+affiliated\s+with\s+the\s+{_O}",
        rf"{_S}\s+is\s+a\s+member\s+of\s+the\s+(?P<o>[^,;:!?]{{1,50}}?\s+Party)",
        rf"which\s+party\s+is\s+{_S}\s+(?:affiliated\s+with|a\s+member\s+of)\?\s*(?:the\s+)?{_O}",
        rf"{_ZS}隶属于{_ZO}",
        rf"{_ZS}是(?P<o>[^，。；：！？,;:!?\s]{{1,12}}?党)党员",
    ),
    "team": (
        rf"{_S}\s+is\s+a\s+member\s+of\s+(?:the\s+)?{_O}\s+sports\s+team",
        rf"{_S}\s+plays\s+for\s+(?:the\s+)?{_O}",
        rf"{_ZS}是{_ZO}的球员",
        rf"{_ZS}效力于{_ZO}",
    ),
    "employer": (
        rf"{_S}\s+is\s+employed\s+by\s+{_O}",
        # 在X工作 names an employer, not where one works today (在家, 在办公室, 远程).
        rf"{_ZS}在(?!家|办公室|单位|线上|远程|外地|国外){_ZO}工作",
        rf"{_ZS}(?:受雇|供职|任职|就职)于{_ZO}",
    ),
    "sport": (
        rf"{_S}\s+is\s+a\s+professional\s+{_O}\s+player",
        rf"(?:the\s+)?sport\s+{_S}\s+plays\s+is\s+{_O}",
        rf"{_ZS}是职业{_ZO}运动员",
        rf"{_ZS}从事的运动是{_ZO}",
    ),
    "country": (
        rf"{_S}\s+is\s+a\s+(?:town|village|city|municipality|commune)\s+in\s+{_O}",
        rf"{_ZS}是{_ZO}的一个(?:小镇|村庄|城市|市镇)",
    ),
    "location": (
        rf"{_S}\s+(?:is\s+located|is\s+situated|can\s+be\s+found|lies)\s+in\s+{_O}",
        rf"{_ZS}(?:位于|坐落在|坐落于|地处){_ZO}",
    ),
    "record_label": (
        rf"{_S}\s+is\s+signed\s+to\s+{_O}",
        rf"{_S}'s?\s+record\s+label\s+is\s+{_O}",
        rf"{_ZS}的唱片公司是{_ZO}",
        # 签约 as a standing contract, not one signed (签约了一套房, 签约过): that is an event.
        rf"{_ZS}签约(?![了过]){_ZO}",
        rf"{_ZS}签约哪家唱片公司？\s*{_ZO}",
    ),
    "headquarters": (
        rf"{_S}'s?\s+headquarters\s+(?:are|is)\s+(?:located\s+)?in\s+{_O}",
        rf"{_S}\s+is\s+headquartered\s+in\s+{_O}",
        rf"{_ZS}的总部(?:位于|设在|在){_ZO}",
        rf"{_ZS}总部设在{_ZO}",
    ),
    "capital": (
        rf"(?:the\s+)?capital\s+of\s+{_S}\s+is\s+{_O}",
        rf"{_S}'s?\s+capital(?:\s+city)?\s+is\s+{_O}",
        rf"{_ZS}的(?:首府|首都|省会)是{_ZO}",
        rf"{_ZS}以{_ZO}为(?:首府|首都|省会)",
    ),
    "founded_in": (
        rf"{_S}\s+was\s+(?:founded|established)\s+in\s+{_O}",
        rf"where\s+was\s+{_S}\s+(?:founded|established)\?\s*{_O}",
        rf"{_ZS}(?:创立|成立)于{_ZO}",
    ),
    "birthplace": (
        rf"{_S}\s+was\s+born\s+in\s+{_O}",
        rf"{_S}'s?\s+place\s+of\s+birth\s+is\s+{_O}",
        rf"{_ZS}出生于{_ZO}",
        rf"{_ZS}的出生地是{_ZO}",
    ),
    "death_place": (
        rf"{_S}\s+died\s+in\s+{_O}",
        rf"{_S}'s?\s+place\s+of\s+death\s+is\s+{_O}",
        rf"{_ZS}(?:逝世|去世)于{_ZO}",
        rf"{_ZS}的逝世地点是{_ZO}",
    ),
    "owner": (
        rf"{_S}\s+is\s+owned\s+by\s+{_O}",
        rf"(?:the\s+)?owner\s+of\s+{_S}\s+is\s+{_O}",
        rf"{_ZS}归{_ZO}所有",
        rf"{_ZS}的所有者是{_ZO}",
    ),
    "home_ground": (
        rf"{_S}'s?\s+home\s+(?:ground|stadium|arena|venue)\s+is\s+{_O}",
        rf"{_S}\s+plays\s+its\s+home\s+games\s+at\s+{_O}",
        rf"{_ZS}的主场是{_ZO}",
        rf"{_ZS}在{_ZO}进行主场比赛",
    ),
    "league": (
        rf"{_S}\s+(?:plays|competes)\s+in\s+the\s+(?P<o>(?-i:[A-Z])[^,;:!?]{{1,50}}?)",
        # 参加 takes any event too: a contest, a meeting or a course is no league (谷爱凌参加
        # 大跳台比赛 / U型场地技巧比赛: two events of one athlete).
        rf"{_ZS}(?:参加|征战){_ZO}(?<!比赛)(?<!赛事)(?<!活动)(?<!会议)(?<!课程)(?<!培训)",
    ),
}
# Stative relations told in the past: history, unless both texts open with a year.
STAMPED_ONLY: Final[dict[str, tuple[str, ...]]] = {
    "team": (rf"{_S}\s+played\s+for\s+{_O}", rf"{_ZS}效力于{_ZO}"),
    "employer": (rf"{_S}\s+worked\s+(?:for|at)\s+{_O}",),
    "head_coach": (
        rf"(?:the\s+)?head\s+coach\s+of\s+{_S}\s+was\s+{_O}",
        rf"{_ZS}的主教练是{_ZO}",
    ),
}
