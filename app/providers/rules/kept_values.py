"""The new text keeps the old text's value: "Please address the user as Rob rather than
Robert" beside "User prefers to be called Rob", 苏芮在重庆长大，后来搬到了成都 beside
作家苏芮住在成都, 李明2012年毕业于浙江大学…获评省优秀毕业生 beside
李明毕业于浙江大学计算机学院.

A change says where a value went: the word after "moved to", "switched to", 搬到, 改成, 毕业于,
or before "rather than" / "instead of" (而不是). When that incoming value is one the old text
already states, and what it replaces (after "rather than") is not, the new text tells the
old fact again, with history or detail added: the old memory stays true. Whichever reading
gave a retiring verdict, it is stopped.

A value said to be "still" the old one (还是, 仍是, 依然, "is still at") keeps the old fact
too, when the numbers there (a time, a day, an amount) are all the old text's and all of the
old text's numbers are there: 例会还是周四下午三点，地点换到5楼 beside 周四下午三点开例会 changes
the room of the meeting, not its time. When the new text also names one of the old text's
own details as changed away from (rules.detail_changed), the old memory is changed after all.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.detail_changed import an_old_detail_changed
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# "as Rob rather than Robert", 用茶而不是咖啡: (incoming, outgoing).
_RATHER_EN = re.compile(r"\b([a-z][\w'-]*)\s+(?:rather\s+than|instead\s+of)\s+([a-z][\w'-]*)")
_RATHER_ZH = patterns.compile(r"([\u3400-\u9fff]{2})而不是([\u3400-\u9fff]{2})")
# Where a value went or was set: "moved to Leeds", 搬到了成都, 毕业于浙江大学.
_SET_EN = re.compile(
    r"\b(?:moved|moving|switched|switching|changed|went\s+back|transferred|relocated)\s+"
    r"(?:back\s+)?to\s+(?:the\s+|a\s+)?([a-z][\w'-]*)"
)
_SET_ZH = patterns.compile(
    r"(?:搬到|搬去|搬回|搬进|迁到|迁往|换成|改成|改用|改为|转到|毕业于|嫁给|娶了|加入|入职)了?"
    r"([\u3400-\u9fff]{2,4})"
)


# The rest of the clause a value is named in: its numbers belong to the value ("changed to
# Delta 418", 改成每周三下午五点).
_CLAUSE_END = re.compile(r"[,.;!?，。；！？]|$")
_NUMBER = patterns.compile(r"\d+(?:[.:]\d+)?|[零一二两三四五六七八九十百千万]+")


@lru_cache(maxsize=TEXTS_CACHED)
def _changes(text: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """(incoming, outgoing, numbers) of each change TEXT names: outgoing is "" when it names
    none, numbers are those of the incoming value's clause."""
    normal = normalize_for_rules(text).casefold()
    found: list[tuple[str, str, tuple[str, ...]]] = []
    for pattern, names_outgoing in ((_RATHER_EN, 1), (_RATHER_ZH, 1), (_SET_EN, 0), (_SET_ZH, 0)):
        for m in pattern.finditer(normal):
            end = _CLAUSE_END.search(normal, m.start(1))
            clause = normal[m.start(1) : end.start() if end else len(normal)]
            outgoing = m[2] if names_outgoing else ""
            found.append((m[1], outgoing, tuple(_NUMBER.findall(clause))))
    return tuple(found)


# A value said to be the same as before: the rest of its clause.
_STILL = patterns.compile(
    r"(?:还是|仍是|仍然是|依然是|依旧是|照旧是|仍在|还在)([^，。；！？,.;!?]+)|"
    r"\bstill\s+(?:is\s+|at\s+|on\s+|in\s+|costs?\s+|)([^,.;!?]+)",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _still(text: str) -> tuple[tuple[str, ...], ...]:
    """The numbers of each value TEXT says is still what it was."""
    normal = normalize_for_rules(text).casefold()
    spans = (m[1] or m[2] for m in _STILL.finditer(normal))
    return tuple(found for span in spans if (found := tuple(_NUMBER.findall(span))))


def _still_old_value(new_text: str, old_text: str) -> str | None:
    if an_old_detail_changed(new_text, old_text):
        return None  # another of the old memory's details changed (rules.detail_changed)
    old = tuple(_NUMBER.findall(_said(old_text)))
    for numbers in _still(new_text):
        if old and set(numbers) == set(old):
            return "the new text says the old text's value still holds"
    return None


@lru_cache(maxsize=TEXTS_CACHED)
def _withdraws(text: str) -> bool:
    return bool(cues.RETRACT_RE.search(normalize_for_rules(text)))


@lru_cache(maxsize=TEXTS_CACHED)
def _said(text: str) -> str:
    return normalize_for_rules(text).casefold()


def _in(value: str, text: str) -> bool:
    if value.isascii():
        return re.search(rf"\b{re.escape(value)}\b", text) is not None
    return value in text


def keeps_old_value(new_text: str, old_text: str) -> str | None:
    """A reason when every value NEW says something changed to is one OLD already states,
    nothing it says was replaced is, and the numbers it gives with them are the old ones."""
    if _withdraws(new_text):
        return None  # "switched to coffee and barely drinks tea anymore"
    if still := _still_old_value(new_text, old_text):
        return still
    changes = _changes(new_text)
    if not changes:
        return None
    old = _said(old_text)
    for incoming, outgoing, numbers in changes:
        if not _in(incoming, old) or (outgoing and _in(outgoing, old)):
            return None
        if any(number not in old for number in numbers):
            return None  # "changed to Delta 418", 改为早上10点: another value after all
    return "the new text names the old text's value as the one it holds now"
