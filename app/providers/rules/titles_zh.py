"""Another job title in the same Chinese slot: 用户担任测试工程师 / 用户担任架构师.

A person holds one job title at a time in one place. Two Chinese statements that are the same
character for character up to a verb giving the title (担任, 出任, 任, 当, 做, 是), and differ
only in the title after it, each ending in a word for an occupation (工程师, 经理, 主管, 教练…),
say the title changed. The texts must share the subject and the verb (so "高翠是…副主席" /
"丁力同样担任…副主席", another person, is not read), and the title must close the statement:
a title followed by more ("…工程师，负责支付") is told with something else. An addition
(也, 兼任, 同时), a question, a plan or the past steps back; the new text may only add 现在,
目前 or 已经. Only the occupation's head words are listed (not 员 alone: 会员, 党员 are
memberships that several can be held of).

`title_moved` reads the same change told in speech with a verb of moving post instead of the
old verb: 我是前端开发 / 我转岗做产品经理了, 我是部门的组长 / 我升成经理了, 小张是我们组的测试 /
小张转开发了. The old text gives its subject's post (是, 做, 当, 担任 and a title, or a job's
function: 开发, 测试, 运营, 销售 …); the new one, about the same subject (or none: the user's),
moves it with 转岗做, 转行做, 转, 改做, 升成, 升为, 晋升为, 提拔为, 当上, 调任 to another.
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import lexicon as lex
from app.providers.rules.cues import CJK_RE, PAST_RE, QUESTION_RE

_SLOT = re.compile(r"(?:担任|出任|任|当|做|是)$")
_TITLE = re.compile(
    r"(?:师|经理|总监|主管|主任|编辑|记者|教练|会计|医生|护士|老师|教授|助理|专员|顾问|"
    r"程序员|研究员|公务员|店长|厨师长)$"
)
# A job's function named as the post in speech (我是前端开发, 做运营, 我们组的测试).
_FUNCTION = re.compile(r"(?:开发|测试|运营|销售|行政|财务|人事|客服|产品|设计|(?<![家兄学])长)$")
# A verb that moves the subject to another post: the title after it is the new one.
_MOVED = re.compile(
    r"^(?:现在|目前|已经|刚)*(?:转岗(?:做|当|成)?|转行(?:做|当)?|转(?:做|成|为)?|改(?:做|当)|"
    r"升(?:成|为|任)?|晋升(?:为|成)?|(?:被)?提拔(?:为|成)|当上了?|调任)"
)
_POST = re.compile(r"(?:是|做|当|担任)(?:一名|一个|一位|个|名)?")
_MANY_PEOPLE = re.compile(r"(?<![男女])朋友|同事|同学|邻居|亲戚")
_NOW = re.compile(r"现在|目前|如今|已经")
_ASIDE = re.compile(r"兼任|兼职|同时|也|还|打算|计划|想|可能|如果|曾|以前|之前|原来")
_FRAME_MIN = 2  # characters of the subject before the verb


@lru_cache(maxsize=1024)
def _core(text: str) -> str:
    return re.sub(r"\W+", "", text)


def title_changed(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when two Chinese statements give the same subject another job title."""
    if not (CJK_RE.search(new_text) and CJK_RE.search(old_text)):
        return None
    for text in (new_text, old_text):
        if QUESTION_RE.search(text) or _ASIDE.search(text) or PAST_RE.search(text):
            return None
        if lex.ADDITIVE_RE.search(text):
            return None
    old, new = _core(old_text), _core(_NOW.sub("", new_text))
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    changed = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    if len(changed) != 1 or changed[0][0] != "replace":
        return None
    _, i1, _, j1, _ = changed[0]
    head = old[:i1]
    if len(head) < _FRAME_MIN + 1 or not _SLOT.search(head):
        return None
    was, now = old[i1:], new[j1:]
    if not (_TITLE.search(was) and _TITLE.search(now)) or len(was) > 8 or len(now) > 8:
        return None
    return Relation.UPDATE, f"another job title in the same slot: '{was}' → '{now}'"


def _post(text: str) -> tuple[str, str] | None:
    """(subject, post) of a statement giving its post: 我是部门的组长 → (我, 部门的组长)."""
    for found in _POST.finditer(text):
        subject, post = text[: found.start()], text[found.end() :]
        if 1 <= len(subject) <= 4 and 2 <= len(post) <= 10:
            return subject, post
    return None


@lru_cache(maxsize=1024)
def title_moved(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when the new Chinese text moves the subject of the old one's post to another."""
    if not (CJK_RE.search(new_text) and CJK_RE.search(old_text)):
        return None
    for text in (new_text, old_text):
        if QUESTION_RE.search(text) or _ASIDE.search(text) or PAST_RE.search(text):
            return None
        if lex.ADDITIVE_RE.search(text) or _MANY_PEOPLE.search(text):
            return None
    old = _post(_core(old_text))
    if old is None or not (_TITLE.search(old[1]) or _FUNCTION.search(old[1])):
        return None
    subject, was = old
    new = re.sub(r"[了啦呢吧哈]+$", "", _core(new_text))
    if new.startswith(subject):
        new = new[len(subject) :]
    elif subject != "我":  # a subjectless text is the user's
        return None
    moved = _MOVED.match(new)
    now = new[moved.end() :] if moved else ""
    if not now or len(now) > 8 or now == was or not (_TITLE.search(now) or _FUNCTION.search(now)):
        return None
    return Relation.UPDATE, f"the post moved to another: '{was}' → '{now}'"
