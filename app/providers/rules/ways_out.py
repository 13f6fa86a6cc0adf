"""A post changing hands told in Chinese as two clauses: the holder's way out and a way in.

"山海经乐队主唱为阿木" / "阿木离队单飞，山海经乐队新任主唱为小溪"; 柳塘村党支部书记是何长根 /
"何思雨当选村党支部书记，何长根退居二线"; 溪宁县人大常委会主任…陶然 / "选举邵凯为主任，陶然已届满
离任"; 苏婉婷是明光科技的首席执行官 / "苏婉婷曾任明光科技首席执行官，今年三月由戴宇接任".
Chinese news and encyclopedias tell a succession this way: one clause says the outgoing
holder left the post (离队, 离任, 退居, 卸任, 调任, 曾任 …), another that someone came in
(新任, 接任, 当选, 出任, 选举…为, 由…担任). `rules.succession` reads the constructions that bind
the two in one phrase (由Y接任，X调任…); here they may stand in either order, in two
sentences, with the holder's name told after a title (前任大使尹正) or a verb (宣布温小棠离队).

The old memory is retired when it states the outgoing holder (the longest run of two to four
characters just before the way out that the old text has), shares something beyond that name
with the new text (the post: 主唱, 书记, 主任), tells no way out itself (a succession told
again), and the new text is no plan or rumour (拟, 将, 传闻). A way out without a way
in ("陶然已退休") is a retirement of a person, not a change of the post's holder, and is left.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, analyse

# The outgoing holder's way out of a post; 曾任 tells the post as held before.
_WAY_OUT = patterns.compile(
    r"(?:已经|已|均)?(?:离队|离任|离职|卸任|辞职|辞去|退休|退居|调任|调离|调往|调至|转任|改任|"
    r"离开|曾任|被解职|被免职)"
)
# Someone coming in: 新任, 接任, 当选, 出任, 选举Y为, 由Y担任 / 执掌 / 掌勺.
_WAY_IN = patterns.compile(
    r"新任|接任|继任|接替|当选|出任|(?:选举|选出|任命|推选)[\u3400-\u9fff]{2,4}?为|"
    r"由[^，。；！？,;]{2,12}?(?:担任|执掌|掌勺|接手)"
)
_NOT_YET = patterns.compile(r"拟|将|计划|可能|或将|传闻|据传|预计|即将|有望|如果|是否|吗|？|\?")
_CJK_TAIL = re.compile(r"[\u3400-\u9fff]{2,8}$")
# Words between the holder and the way out: 陶然已届满离任, 马骁正式离队.
_ADVERBS = re.compile(r"(?:已经|已)?(?:届满|任满|正式|相继)?$")
# A question answered: only the answer asserts ("问：…现在是哪位？答：…选举邵凯为主任").
_ANSWER = re.compile(r"(?:答|A)\s*[：:]")


@lru_cache(maxsize=TEXTS_CACHED)
def _leavers(text: str) -> tuple[str, ...]:
    """The runs of up to eight characters told just before a way out, in TEXT."""
    found = []
    for match in _WAY_OUT.finditer(text):
        tail = _CJK_TAIL.search(_ADVERBS.sub("", text[: match.start()], count=1))
        if tail:
            found.append(tail[0])
    return tuple(found)


def _stated(run: str, old_text: str) -> str | None:
    """The longest ending of RUN, two to four characters, that OLD_TEXT has."""
    for size in range(min(4, len(run)), 1, -1):
        if run[-size:] in old_text:
            return run[-size:]
    return None


@lru_cache(maxsize=4096)
def way_out_and_in(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW tells the holder OLD states leaving and someone coming in (docstring)."""
    answer = _ANSWER.split(new_text)[-1]
    leavers = _leavers(answer)
    if not leavers or not _WAY_IN.search(answer) or _NOT_YET.search(answer):
        return None
    if _WAY_OUT.search(old_text):
        return None  # the old memory tells a way out itself: a succession told again
    for run in leavers:
        if (stated := _stated(run, old_text)) is None:
            continue  # the old memory does not name that holder
        shared = analyse(new_text).content & analyse(old_text).content
        if not shared - analyse(stated).content:
            continue  # nothing but the name in common: another attribute of that holder
        return Relation.UPDATE, f"the holder the old text names left the post: '{stated}'"
    return None
