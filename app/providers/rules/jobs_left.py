"""The user's job at the old text's employer ended, told by how it ended: "I'm a nurse at St.
Mary's" / "handed my badge back at St Mary's on friday", "User works at the Target" / "last
shift at Target today!!", "User works at Spotify" / "Spotify laid me off", 用户在字节跳动做后端开发
/ 上周从字节跳动离职了, 用户在腾讯上班 / 被腾讯裁了.

The old text tells whom the user works for (`rules.told_values`' employer, or a live employer
frame of the user's); the new text tells a job ending at that same employer, named right after
or before the ending: a badge, keys or notice handed in or back, a last day or shift at X,
quit, left or resigned from X, let go or laid off by X; 从X离职 / 辞职, 离开X, 被X裁了, 辞了X的
工作, 在X的最后一天. The employer is named in both texts, so this holds in a chat too, where the
topic readings stay silent, and it is the change itself, not one occasion beside a standing
fact ("last shift at Target today"). A question, a plan or a hedge before the ending, a
negation ("didn't quit"), someone else named before it ("my wife left Initech") or a return
("came back", rejoined, 回到) keep the old job.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.align import QUESTION
from app.providers.rules.frames import TEXTS_CACHED, analyse, by_the_user, normalize_for_rules
from app.providers.rules.told_values import told_attribute
from app.providers.rules.value_words import steps_back

_WHAT = r"[^.;,!?。，；！？]{1,40}"
_WHAT_ZH = r"[^.;,!?。，；！？]{1,15}?"
_ENDED = patterns.compile(
    r"\b(?:(?:handed|turned)\s+(?:in\s+)?(?:my|her|his|their)\s+(?:badge|notice|keys|lanyard|"
    r"laptop)(?:\s+back)?|(?:(?:worked|did|had|pulled)\s+(?:my|our)\s+)?(?:last|final)\s+"
    r"(?:day|shift|week)|quit|left|resigned\s+from|"
    r"walked\s+out\s+(?:of|on)|(?:was|got)\s+(?:let\s+go|laid\s+off|fired)\s+(?:from|by))"
    rf"\s+(?:(?:in|at|from|with|to)\s+)?(?P<en>{_WHAT})|"
    rf"(?P<by>{_WHAT})\s+(?:laid|let)\s+(?:me|the\s+user|us)\s+(?:off|go)\b|"
    rf"(?:从|在)(?P<zh>{_WHAT_ZH})(?:离职|辞职|被裁|的最后一天)|离开了?(?P<left>{_WHAT_ZH})(?=[，。,.；;！!]|$)|"
    rf"被(?P<cut>{_WHAT_ZH})(?:裁员|裁掉|裁)了|辞[了掉](?P<quit>{_WHAT_ZH})的工作",
    re.I,
)
_RETURNED = re.compile(
    r"\b(?:came\s+back|come\s+back|rejoin\w*|returned\s+to|went\s+back)\b|回到|回去|返聘|回归",
    re.I,
)
_STOP = frozenset({"the", "a", "an", "s", "my", "our"})


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+", text.casefold()) if w not in _STOP]


@lru_cache(maxsize=TEXTS_CACHED)
def _employers(raw: str) -> frozenset[str]:
    """Whom OLD tells the user works for now, casefolded."""
    text = analyse(raw)
    if text.question or text.past or steps_back(raw):  # "used to work at", 以前在
        return frozenset()
    framed = {
        f.obj.casefold()
        for f in text.frames
        if f.slot == "emp" and f.subj == "self" and f.live and not f.neg
    }
    return told_attribute(raw, "employer") | framed


def _names(said: str, employer: str, before: bool) -> bool:
    """Whether SAID, the words right after a job's ending (or right BEFORE it: "Spotify laid
    me off"), name EMPLOYER: "left my laptop at Initech" ends no job at Initech."""
    if cues.CJK_RE.search(employer):
        return employer in said
    key, words = set(_words(employer)), _words(said)
    near = words[-len(key) - 1 :] if before else words[: len(key) + 1]
    return bool(key) and key <= set(near)


@lru_cache(maxsize=TEXTS_CACHED)
def _endings(raw: str) -> tuple[tuple[bool, str], ...]:
    """(named before the ending, the words that name what ended) for each ending in TEXT."""
    text = normalize_for_rules(raw)
    if QUESTION.search(text) or _RETURNED.search(text):
        return ()
    out = []
    for m in _ENDED.finditer(text):
        # The clause the ending sits in, up to it: a hedge or a negation there is about this
        # ending, and its subject must be the user or none ("My wife left Initech", 小王离开了).
        before = re.split(r"[.;!?。；！？,，]", text[: m.start()])[-1]
        if cues.HYP_RE.search(before) or cues.NEG_RE.search(before):
            continue
        if m["by"] is None and not by_the_user(before):
            continue
        out.append((m["by"] is not None, next(g for g in m.groups() if g)))
    return tuple(out)


def job_left(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW tells the user's job ended at the employer OLD says they work for."""
    if not (endings := _endings(new_text)) or not (employers := _employers(old_text)):
        return None
    for before, said in endings:
        for employer in sorted(employers):
            if _names(said, employer, before):
                return Relation.UPDATE, f"the user's job at {employer} ended"
    return None
