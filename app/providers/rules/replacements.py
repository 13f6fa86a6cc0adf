"""A new memory that names the old value as replaced: "switched from Android to an iPhone",
"replaced the PS4 with a PS5", "React → Vue", "Vue instead of React", 把X换成了Y, 从X搬到Y; or
that names it as wrong: "Not Family: the user pays for Spotify Premium".

The construction itself says one value took another's place; the old memory is retired when
the replaced value is what it states (they share a name, a word or a Chinese run) and it does
not already state the replacement. This needs no knowledge of the attribute: "User's D&D
character is Pip" / "retired Pip for a tiefling warlock" works the same way.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED

_SPAN = r"(?P<{}>[^,;.!?，。；！？]+?)"
_EN = [
    rf"\b(?:switch(?:ed)?|chang(?:e|ed)|mov(?:e|ed)|upgraded|downgraded|converted|transitioned|"
    rf"migrated|went|graduated|jumped|shifted)\s+(?:over\s+)?from\s+{_SPAN.format('old')}\s+(?:to|into)\s+"
    rf"{_SPAN.format('new')}(?=$|[,;.!?])",
    rf"\breplac(?:ed|ing)\s+{_SPAN.format('old')}\s+with\s+{_SPAN.format('new')}(?=$|[,;.!?])",
    rf"\b(?:swapped|traded(?:\s+in)?|exchanged|ditched|dropped|sold|retired|gave\s+up)\s+"
    rf"{_SPAN.format('old')}\s+for\s+{_SPAN.format('new')}(?=$|[,;.!?])",
    rf"{_SPAN.format('new')}\s+(?:instead\s+of|in\s+place\s+of|rather\s+than)\s+"
    rf"{_SPAN.format('old')}(?=$|[,;.!?])",
    rf"{_SPAN.format('old')}\s*(?:→|->|=>)\s*{_SPAN.format('new')}(?=$|[,;.!?])",
]
_ZH = [
    rf"把{_SPAN.format('old')}(?:换成|改成|换为|改为|换了|改用)了?{_SPAN.format('new')}(?=$|[，。；！？,.;])",
    rf"从{_SPAN.format('old')}(?:换|改|搬|转|跳槽|调)(?:成|到|去|为)了?{_SPAN.format('new')}"
    r"(?=$|[，。；！？,.;])",
    rf"{_SPAN.format('old')}(?:换成|改成|换为|改为)了?{_SPAN.format('new')}(?=$|[，。；！？,.;])",
    rf"不再{_SPAN.format('old')}[，,]\s*(?:改|而是|现在|转而)(?P<new>[^，。；！？]+)",
    rf"{_SPAN.format('new')}取代了?{_SPAN.format('old')}(?=$|[，。；！？,.;])",
]
_PATTERNS = [patterns.compile(p, re.I) for p in _EN] + [patterns.compile(p) for p in _ZH]
# A correction that opens by naming the old value: "Not Family: the user pays for Spotify
# Premium." What follows is the whole corrected statement, so it may repeat the old words.
_SENTENCE_END = re.compile(r"[.!?。！？]+(?=\s|$)")
_NOT_THAT = patterns.compile(r"^\s*not\s+(?P<old>[^:;,.!?]{1,40}?)\s*[:：—–]\s*(?P<new>.+)$", re.I)
_CUE = patterns.compile(
    r"instead\s+of|in\s+place\s+of|rather\s+than|replac\w+|switched|changed|moved|upgraded|"
    r"swapped|traded|sold|retired|gave\s+up|→|->|=>|换成|改成|换为|改为|改用|取代|不再",
    re.I,
)
_CJK_RUN = re.compile(r"[\u3400-\u9fff]{2,}")
_WORD = re.compile(r"[^\W_\u3400-\u9fff](?:[^\W\u3400-\u9fff]|['&.+#-])*", re.U)
_STOP_WORDS = """a an the my his her their our your its to of in on at for with from and or this
that one user user's i me some new old own use uses using used let's let go get have make take
try"""
_STOP = frozenset(_STOP_WORDS.split())
_CJK_STOP = patterns.compile(r"用户|我的|我|他|她|了|的|一个|一台|一辆|新的|旧的")


def _marks(text: str) -> set[str]:
    """What identifies a value: its content words and names, and its Chinese runs."""
    words = {w.casefold() for w in _WORD.findall(text)} - _STOP
    runs = set(_CJK_RUN.findall(_CJK_STOP.sub("|", text)))
    return words | runs


def _in(marks: set[str], text: str) -> bool:
    lowered = text.casefold()
    return any(
        re.search(rf"(?<![a-z0-9]){re.escape(m)}(?![a-z0-9])", lowered)
        if m.isascii()
        else m in text
        for m in marks
    )


def _value(span: str) -> set[str]:
    """The marks that name the value in a span: its names and numbers ("User decided to use
    Vue" → Vue), else its last word or Chinese run."""
    names = {w.casefold() for w in _WORD.findall(span) if w[:1].isupper() or w[:1].isdigit()}
    names -= _STOP
    if names:
        return names
    marks = [
        m for m in re.findall(r"[\u3400-\u9fff]{2,}|[^\W_]+", span) if m.casefold() not in _STOP
    ]
    return {marks[-1].casefold()} if marks else set()


@lru_cache(maxsize=TEXTS_CACHED)
def _replacements(text: str) -> tuple[tuple[str, str, str], ...]:
    """(replaced, replacement, the whole construction) for each pattern the text matches,
    but not one put after a plan in its sentence: 打算下个月开始把咖啡换成茶, "plans to switch
    from Android to an iPhone" tell a replacement not yet made (rules.cues' hypothetical
    words: a plan, a wish, a future time)."""
    found = []
    for pattern in _PATTERNS:
        if (match := pattern.search(text)) and not _planned(text[: match.start()]):
            found.append((match["old"].strip(), match["new"].strip(), match.group(0)))
    return tuple(found)


def _planned(before: str) -> bool:
    """Whether the sentence a construction stands in says, before it, that it is planned."""
    return bool(cues.HYP_RE.search(_SENTENCE_END.split(before)[-1]))


def _corrected(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """CONTRADICTION when NEW opens with "Not X:" for a value X the old memory states, and
    the corrected statement after it says something the old one does not."""
    found = _NOT_THAT.match(new_text)
    if found is None:
        return None
    before, after = found["old"].strip(), _SENTENCE_END.sub(" ", found["new"])
    marks = _marks(before)
    if not marks or not all(_in({m}, old_text) for m in marks) or _in(marks, after):
        return None
    said, says = _marks(_SENTENCE_END.sub(" ", old_text)), _marks(after)
    if not says - said or not says & said:
        return None  # nothing new, or nothing of the old statement: not its correction
    return Relation.CONTRADICTION, f"a correction names the old value: 'not {before}'"


@lru_cache(maxsize=4096)
def replaced(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW says the value OLD states was replaced (see the module docstring)."""
    for before, after, construction in _replacements(new_text):
        marks = _marks(before)
        # Everything that names the replaced value is in the old memory, not one word of it.
        if not marks or not all(_in({m}, old_text) for m in marks):
            continue
        if _in(_value(after) - marks, old_text):
            continue  # the old memory already has the replacement: nothing changed for it
        cue = _CUE.search(construction)
        named = f"'{cue.group(0)}' " if cue else ""
        return Relation.UPDATE, f"replacement {named}names the old value: '{before}' → '{after}'"
    return _corrected(new_text, old_text)
