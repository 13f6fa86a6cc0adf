"""An ongoing state of the old text ended: "The user is on sertraline" / "She came off
sertraline in February", "paying off a car loan" / "paid off the car loan", "Dry January,
zero alcohol" / "dry january is officially over", 用户还有20万房贷没还 / 房贷提前还清了,
用户在玩《原神》 / 已经退坑原神.

The old text states something as holding now (a treatment, a debt, a plan under way, a
membership, a job); the new text says that very thing ended. No attribute is named, so the
thing must be named in both: a content word or Chinese run the old text has and the new text's
ending clause has too ("sertraline", "loan", 房贷). The ending is a verb or state of ending
whatever it ends (came off, paid off, was discontinued, called off, is over, put on hold,
abolished, stopped, dropped, died, wrapped up, an animal put down, 还清, 离职, 退坑, 拆了,
已取消, 追完了, 砍掉了, 退出…了; a thing sold, or given or handed to someone else: gave … to,
handed … over to, went to my mum, 送给, 交给, 给我爸用了; a debt cleared, a condition gone,
an end one had to make, 放弃了), not a list of things. Whom a thing went to is not whose it
was: the person is read up to the cue. The old text must not be a question, history or an
ending itself, nor a plan unless the plan fell through or was called off; the new text must
not be a question, a plan, a negated ending ("didn't quit", "Haven't handed it over"), a
pause ("closed for the holidays", 暂时) or about another person. A hedge counts up to the
ending's clause only: after it, it is a remark on what is over ("dropped the module,
couldn't keep up", 结束了，孩子说不想再学了). The shared word must be what ended, not where or
on what ("在Kindle上看完了《三体》"); "dropped out of" is no part of it ("of" is).

A thing run out, disbanded, completed or healed has ended too: expired, disbanded, "is done",
"has healed", 过期了, 解散了, 完工了, 搞完了, 痊愈了; "the last of" a debt paid off is all of it.
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules import holders_lexicon as hl
from app.providers.rules.align import QUESTION
from app.providers.rules.frames import TEXTS_CACHED, analyse
from app.providers.rules.left_holders import someone_else_left
from app.providers.rules.moves import WHEN
from app.providers.rules.topics import topic

# Cheap first look, before any regex: a text with none of these ends nothing.
_HINTS = (
    "off", "over", "quit", "gave up", "stopped", "discontinu", "cancel", "scrapped", "shelved",
    "abandoned", "wound",
    "closed", "shut", "on hold", "ended", "finished", "graduated", "retired", "abolished",
    "还清", "离职", "辞职", "退坑", "停", "取消", "结束", "拆", "关", "注销", "退出", "不做了",
    "不干了", "搁置", "毕业", "黄了",
    "sold", "part-exchange", "traded in", "卖",
    "dropped", "died", "passed away", "down", "to sleep", "wrapped up", "完了", "砍",
    "cleared", "gone", "fell through", "had to", "放弃",
    "expired", "disband", "dissolved", "done", "healed", "recovered",
    "过期", "解散", "完工", "竣工", "搞完", "弄完", "痊愈", "康复",
    "gave", "given", "handed", "passed", "went to", "reassigned", "rehomed",
    "送给", "送人", "送走", "交给", "转给", "转手", "转让", "用了",
    "ceas", "withdr", "delist", "out of business", "decommission", "wound up",
    "停", "退市", "摘牌", "关闭", "关停", "撤销", "废除", "结束",
)  # fmt: skip
# Kin a thing can go to (a closed class): "the iPhone went to my mum".
_KIN = (
    r"(?:mum|mom|mother|dad|father|parents|sister|brother|son|daughter|kids?|wife|husband|"
    r"partner|gran|grandma|grandad|grandpa|nan|nephew|niece|cousin|aunt|uncle|in-laws|friend)"
)
_ENDING = patterns.compile(
    r"\b(?:came\s+off|went\s+off|got\s+off|stopped\s+taking|quit|quits|gave\s+up|paid\s+off|"
    r"paid\s+back|called\s+off|put\s+(?:\w+\s+){0,4}on\s+hold|closed|scrapped|"
    # A phrasal verb of ending may hold its object: "shut Mise down", "wound the shop up".
    r"shut\s+(?:[\w'-]+\s+){0,3}?down|wound\s+(?:[\w'-]+\s+){1,3}?up|abandoned|"
    # "is over" an amount ("is over a kilometre long", "are over 90") is "more than", no end.
    r"shelved|discontinued|cancell?ed|ended|(?:is|are|was)\s+over(?!\s+(?:\d|(?:an?|one|two|"
    r"three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|half|twice)\b))|"
    r"officially\s+over|"
    r"is\s+off|are\s+off|finished|graduated|retired|abolished|wrapped\s+up|died|passed\s+away|"
    # Stopped or dropped a thing, not stopped by or dropped off somewhere.
    r"(?:stopped|dropped)(?!\s+(?:by|at|in|off|to|for|over|round|back|into)\b)|"
    # An animal put down: a name or a pronoun, then nothing that makes it a note ("as", "for").
    r"put\s+(?:(?-i:[A-Z])\w+|him|her)\s+(?:down|to\s+sleep)(?!\s+(?:as|for)\b))\b|"
    r"还清|离职|辞职|退坑|停了|停掉|取消了|已取消|被取消|结束了|拆了|关了|关闭了|注销了|退出了|"
    # A thing the user had, got rid of: sold, traded in, 卖了 / 卖给 / 卖掉.
    r"\b(?:sold(?!\s+out)|traded\s+in|went\s+in\s+(?:a\s+)?part-exchange|part-exchanged)\b|"
    r"(?<!外)(?:卖了|卖给|卖掉)|"
    # A debt cleared, a condition gone, a plan that fell through, an end one had to make.
    r"\b(?:cleared(?!\s+(?:up|out|away|customs)\b)|(?:is|are|was|were)\s+(?:\w+\s+){0,2}gone|"
    r"fell\s+through|had\s+to\s+(?:cancel|quit|stop|drop|sell|close|give\s+up|pull\s+out))\b|"
    r"放弃了|"
    # Run out, disbanded, completed, healed: 过期了, 解散了, 完工了, 痊愈了.
    r"\b(?:expired|disbanded|dissolved|(?:is|are|'s|was|all)\s+(?:\w+\s+)?done|"
    r"(?:is|are|'s|has|have)\s+(?:\w+\s+)?healed|recovered\s+from)\b|"
    r"(?:已经?|上个?月|去年|昨天)?过期了?|已过期|解散了|已解散|完工了|竣工了|[搞弄]完了|痊愈了?|康复了|"
    # Given or handed to someone else: the user has it no more.
    r"\b(?:gave\s+(?:\w+\s+){0,3}(?:away|to)|given\s+(?:away|to)|rehomed|reassigned\s+to|"
    r"handed\s+(?:\w+\s+){0,4}(?:over|on)\s+to|handed\s+over|passed\s+(?:\w+\s+){0,3}on\s+to|"
    rf"went\s+to\s+(?:my|his|her|our|their)\s+{_KIN})\b|"
    r"送给|送人了|送走了|交给|转给|转手|转让给|给(?:我|他|她)?(?:爸|妈|爸爸|妈妈|哥|姐|弟|妹|儿子|女儿|"
    r"老婆|老公|爷爷|奶奶)用了|"
    r"退出[^，。；！？,.;!?]{1,8}了|[追看读学玩做]完了|砍掉了|砍了|"
    r"不做了|不干了|"
    r"搁置|毕业了|黄了",
    re.I,
)
# A going concern ended: a mine ceased operations, a line 已停运, a listing 退市, a membership
# withdrawn from, a donation 停止, a residency 结束, a toll 取消收费.
_CEASED = patterns.compile(
    r"\b(?:ceased|ceases|has\s+ceased|withdrew\s+from|(?:has|have)\s+withdrawn|"
    r"(?:was|were|been|got)\s+(?:de-?listed)|delisted|went\s+out\s+of\s+business|"
    r"(?:was|were|been)\s+decommissioned|wound\s+up)\b|"
    r"(?:已|正式|永久|全面)(?:停运|停业|停产|停办|停刊|停播|关闭|关停|退市|撤销|废除|停止|结束)|"
    r"停运了?|停业了?|停产了?|退市|摘牌|取消收费|停止[\u4e00-\u9fff]{0,4}(?:捐赠|资助|运营|营业|生产)|"
    r"结束[\u4e00-\u9fff]{0,4}(?:驻场|演出|运营|合作|资助|赞助)",
    re.I,
)
# A going concern's end told of a part of it or for a span is not its end: "one of its pits
# ceased production", "ceased operations for two weeks", 三号线停运三天, 部分门店停业.
_PART_OR_SPAN = patterns.compile(
    r"\bfor\s+(?:\d+|an?|one|two|three|four|five|six|several|a\s+few)\s+(?:hours?|days?|"
    r"weeks?|months?)\b|\b(?:one|part|some|several|two|three)\s+of\b|\bbranch(?:es)?\b|"
    r"部分|其中|之一|分店|分公司|支线|车间|"
    r"(?:\d+|[一二三四五六七八九十两几])(?:个小时|小时|天|周|个月|号线|号井)",
    re.I,
)
# What a text opens with is what it is about: "Sable Creek Mine …", 红星电影院…
_OPENING = re.compile(
    r"^(?:(?:the|a|an)\s+)?(?-i:([A-Z][A-Za-z0-9'&.-]*(?:\s+[A-Z][A-Za-z0-9'&.-]*)*))|"
    r"^(?:用户|我|该|这家|这个|这座)?([\u4e00-\u9fff]{2})",
    re.I,
)


def _opens_on_old(new: str, old: str) -> bool:
    """The thing the new text opens with is named in the old text (or the new text opens with
    no name): "同行业的蓝山电机已退市" is about another company than the old text's."""
    found = _OPENING.match(new.strip())
    name = found and (found.group(1) or found.group(2))
    return not name or name.casefold() in old.casefold()


# Ends of a plan: a plan ("moving to Berlin in June") can end only these ways.
_PLAN_ENDED = re.compile(r"fell\s+through|called\s+off|cancel|黄了|取消", re.I)
_TRANSFER = re.compile(r"\b(?:gave|given|handed|passed|went)\b|送|交给|转给|转手|转让|用了", re.I)
# A pause or a habit is not an end: "closed for the holidays", "often closed in winter", 暂时停了.
_PAUSE = patterns.compile(
    r"\b(?:often|usually|sometimes|always|generally|normally|typically|every|each|"
    r"in\s+(?:winter|summer|spring|autumn|the\s+fall)|temporarily|for\s+(?:the\s+)?(?:day|week|weekend|holidays?|season|summer|winter|"
    r"repairs|renovations?)|until|till|today|tonight|this\s+week)\b|暂时|暂停|今天|这周|装修|"
    # A part of the day is a restriction, not an end: "stopped drinking coffee after lunch".
    r"\b(?:(?:after|before)\s+(?:lunch|dinner|breakfast|noon|midday|bed|work|\d)|"
    r"in\s+the\s+(?:morning|afternoon|evening)s?|at\s+night)\b",
    re.I,
)
_NEGATED = patterns.compile(
    r"\b(?:not|never|didn't|did\s+not|hasn't|haven't|isn't)\b|没有?|不是", re.I
)
_NOT_ASSERTED = patterns.compile(
    r"\b(?-i:might|may|could|should|would|will)\b|\b(?:if|plans?\s+to|planning|thinking|"
    rf"considering|wants?\s+to|going\s+to|about\s+to)\b|{cues.CJK_IF}|打算|准备|考虑|想|可能",
    re.I,
)
# Right before the word both texts share: a place or tool of the ending, not what ended.
_TOOL_OR_PLACE = re.compile(r"(?:\b(?:on|using|with)\s+(?:the\s+|my\s+|a\s+|an\s+)?|在|用)$")
_OTHER = ("rel:",)


@lru_cache(maxsize=TEXTS_CACHED)
def _ending(text: str) -> tuple[str, str, str] | None:
    """The ending cue, its clause and the text up to the end of that clause, if TEXT says
    something ended."""
    folded = text.casefold()
    if not any(hint in folded for hint in _HINTS):
        return None
    if QUESTION.search(text):
        return None
    for clause in cues.PUNCTUATED_RE.finditer(text):
        # A hedge up to the ending makes it a plan ("if it rains, the match is cancelled");
        # one after it is a remark on what is over ("dropped the module, couldn't keep up",
        # 游泳课结束了，孩子说不想再学了).
        if _NOT_ASSERTED.search(clause.group()):
            return None
        found = _ENDING.search(clause.group()) or _CEASED.search(clause.group())
        # A negation after the ending is a remark on it ("shut Mise down — not enough users").
        if found and not _NEGATED.search(clause.group()[: found.end()]):
            return found.group(), clause.group(), text[: clause.end()]
    return None


def _anchor(clause: str, old: str) -> str | None:
    """A content word or Chinese run (2+ characters) the ending clause and the old text
    share, other than times."""
    clause, old = WHEN.sub(" ", clause), WHEN.sub(" ", old)
    for word in sorted(analyse(clause).content & analyse(old).content):
        if len(word) > 2 and not word.isdigit() and not hl.WHEN.fullmatch(word):
            return word
    matcher = difflib.SequenceMatcher(a=clause, b=old, autojunk=False)
    for block in matcher.get_matching_blocks():
        run = re.sub(r"[^\u3400-\u9fff]|用户|我", "", clause[block.a : block.a + block.size])
        if len(run) >= 2:
            return run
    return None


def _received_by_old(after: str, old: str, anchor: str) -> bool:
    """A name right after a cue of handing over (交给了王霜, "handed it to Sofia Lind") that the
    old text holds, other than the shared word: the one it went to is the old holder."""
    head = re.split(r"[，。；,;.!?]", after, maxsplit=1)[0]
    names = re.findall(r"[\u3400-\u9fff]{2,}|[A-Z][a-z]{2,}", head.replace("了", " "))
    return any(n in old and n != anchor and n not in anchor for n in names)


@lru_cache(maxsize=4096)
def ended(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW says the state OLD holds has ended (module docstring)."""
    found = _ending(new_text)
    if found is None or _PAUSE.search(new_text):
        return None
    if QUESTION.search(old_text) or _ENDING.search(old_text) or hl.NOT_CURRENT.search(old_text):
        return None
    cue, clause, told = found
    ceased = _CEASED.search(cue) and not _ENDING.search(cue)
    if ceased and (_PART_OR_SPAN.search(clause) or not _opens_on_old(new_text, old_text)):
        return None
    anchor = _anchor(clause, old_text)
    if anchor is None:
        return None
    if _TOOL_OR_PLACE.search(clause.casefold().partition(anchor[:3].casefold())[0]):
        return None  # "在Kindle上看完了《三体》": what it was done on, not what ended
    after = clause.casefold().partition(cue.casefold())[2]
    # "the last of" / "the rest of" a debt is all of what was left of it.
    of_part = re.sub(r"\b(?:the\s+(?:last|rest)|all)\s+of\b", " ", after.partition(anchor[:3])[0])
    if re.search(r"(?<!\bout )\bof\b", of_part):
        return None  # "finished week three of the course": a part of it ended, not the course
    if _TRANSFER.search(cue) and _received_by_old(clause.partition(cue)[2], old_text, anchor):
        return None  # "把队长袖标交给了王霜" / "王霜是队长": handed to the old holder, who keeps it
    if _TRANSFER.search(cue):
        # Whom it went to is not whose it was: read the person up to the cue.
        told = told[: told.rfind(clause)] + clause.partition(cue)[0]
    up_to_cue = told[: told.rfind(clause)] + clause.partition(cue)[0]
    if hl.WITHDRAWN.fullmatch(cue) and someone_else_left(up_to_cue, old_text):
        return None  # "The previous captain, Maja Berg, retired": another one's ending
    n, o = topic(told), topic(old_text)
    if o.past or (o.hyp and not _PLAN_ENDED.search(cue)) or o.negated or n.hyp:
        return None  # a plan may end only by falling through or being called off
    if n.person != o.person and (n.person.startswith(_OTHER) or o.person.startswith(_OTHER)):
        return None  # "my sister quit Acme" does not end the user's job
    return Relation.UPDATE, f"'{anchor}' ended ('{cue}')"


def ending_cue(text: str) -> str | None:
    """The ending cue when TEXT says something ended ("abandoned", 砍掉了), else None."""
    found = _ending(text)
    return found[0] if found else None
