"""One more of a named subject's counted things, told by its ordinal: "Actor Ravi Sen has two
children" / "Ravi Sen welcomed his third child", "The Tarnow metro has four lines" / "The
Tarnow metro opened its fifth line", "Velden Rovers have won the league five times" / "…
clinched their sixth league title", 作家舒眉已出版六部长篇小说 / 舒眉的第七部长篇小说…推出,
…共11次 / 东陵城建队第12次捧起澜州杯.

`rules.ordinals` reads this for the user's own things only (a count frame whose subject is the
user); public text counts a third party's, and the frames leave such a subject unknown. Here
the old text states a count (a number and the counted noun, or "N times" / 共N次) and the new
text names the very next one (ordinal = count + 1) of the same kind, so the count is now that
ordinal. Only the next one counts: "the second child" after "two children" is one of them.
The subject must be the same: the old text's name just before the count (the last word of its
nearest capitalised run, or for Chinese two characters of the words before the number) must be
in the new text, and the new text must not put the ordinal on someone's relative ("his
brother's third child") nor be a plan, a hope, a pregnancy or a question
(`ordinals._NOT_YET`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues
from app.providers.rules.frames import TEXTS_CACHED, number, stem
from app.providers.rules.ordinals import _NOT_YET, _ORDINALS, _kind, _someone_else

_EN_NUMBER = r"\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
# "two children", "six novels", "four metro lines", "five times": the number and up to three
# words after it, among which the counted noun.
_EN_COUNT = re.compile(rf"\b(?P<n>{_EN_NUMBER})\s+(?P<words>[a-z]+(?:\s+[a-z]+){{0,2}})", re.I)
_ZH_NUMBER = r"[\d一二两三四五六七八九十]{1,3}"
_CLASSIFIERS = "个只条部次位名座家所"
_ZH_COUNT = re.compile(
    rf"(?P<n>{_ZH_NUMBER})(?P<cl>[{_CLASSIFIERS}])(?P<noun>[\u4e00-\u9fff]{{0,4}})"
)
_EN_ORDINAL = re.compile(
    rf"\b(?P<ord>{'|'.join(_ORDINALS)}|\d{{1,3}}(?:st|nd|rd|th))\s+"
    r"(?P<words>[A-Za-z]+(?:\s+[A-Za-z]+){0,2})",
    re.I,
)
_ZH_ORDINAL = re.compile(
    rf"第(?P<ord>{_ZH_NUMBER})(?P<cl>[{_CLASSIFIERS}])(?P<noun>[\u4e00-\u9fff]{{0,4}})"
)
# "five times" counts wins, titles, occasions: the next one may be told by any of these.
_TIMES = frozenset({"time", "title", "championship", "crown", "cup", "win", "victory"})
_FUNCTION = cues.CORE_STOP_SET | frozenset(
    ("their", "his", "her", "its", "our", "and", "for", "with", "from")
)
_CAPITALISED_RUN = re.compile(r"(?:[A-Z][\w'-]*)(?:\s+[A-Z][\w'-]*)*")
# Labels of a note's parts, not names.
_LABELS = frozenset({"Claim", "Evidence", "Q", "A", "The", "Fact", "Note"})


def _kinds(words: str) -> frozenset[str]:
    """The kinds the content words of WORDS may name ("of", "their" name none)."""
    content = [w for w in words.casefold().split() if w not in _FUNCTION and len(w) > 2]
    return frozenset(_kind(w) for w in content) | frozenset(stem(w) for w in content)


_TIMES_KINDS = _kinds(" ".join(_TIMES))


def _nth(raw: str) -> int:
    raw = raw.casefold()
    return _ORDINALS.get(raw) or number(raw.rstrip("stndrh")) or 0


@lru_cache(maxsize=TEXTS_CACHED)
def _next_ones(text: str) -> tuple[tuple[int, str, frozenset[str]], ...]:
    """(ordinal, classifier or "", kinds) for each thing TEXT names by its ordinal."""
    if cues.QUESTION_RE.search(text) or _NOT_YET.search(text):
        return ()
    out: list[tuple[int, str, frozenset[str]]] = []
    for clause in cues.PUNCTUATED_RE.findall(text):
        for found in _EN_ORDINAL.finditer(clause):
            if not _someone_else(clause[: found.start()]):
                out.append((_nth(found["ord"]), "", _kinds(found["words"])))
        for found in _ZH_ORDINAL.finditer(clause):
            if not _someone_else(clause[: found.start()]):
                out.append((_nth(found["ord"]), found["cl"], frozenset(found["noun"])))
    return tuple(out)


def _named_in(before: str, new_text: str) -> bool:
    """Whether the subject just before an old count (its name) is named in NEW_TEXT."""
    runs = [r for r in _CAPITALISED_RUN.findall(before) if r not in _LABELS]
    if runs:
        return bool(re.search(rf"\b{re.escape(runs[-1].split()[-1])}\b", new_text))
    cjk = "".join(re.findall(r"[\u4e00-\u9fff]", before))
    return any(cjk[i : i + 2] in new_text for i in range(len(cjk) - 1))


@lru_cache(maxsize=4096)
def next_counted(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW names the next one of what OLD counts for a named subject (docstring)."""
    next_ones = _next_ones(new_text)
    if not next_ones or cues.QUESTION_RE.search(old_text) or _NOT_YET.search(old_text):
        return None
    for found in _EN_COUNT.finditer(old_text):
        n, words = number(found["n"].casefold()), found["words"].casefold().split()
        kinds = _kinds(" ".join(words))
        times = words[0] == "times"
        for nth, cl, new_kinds in next_ones:
            if cl or n is None or nth != n + 1:
                continue
            same = new_kinds & _TIMES_KINDS if times else kinds & new_kinds
            if same and _named_in(old_text[: found.start()], new_text):
                return Relation.UPDATE, f"the {nth}th is one more than {n} {words[0]}"
    for found in _ZH_COUNT.finditer(old_text):
        n = number(found["n"])
        for nth, cl, new_chars in next_ones:
            if cl != found["cl"] or n is None or nth != n + 1:
                continue
            if (cl == "次" or new_chars & set(found["noun"])) and _named_in(
                old_text[: found.start()], new_text
            ):
                return Relation.UPDATE, f"第{nth}{cl} is one more than {n}{cl}"
    return None
