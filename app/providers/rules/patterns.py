"""Compiled patterns that skip texts they cannot match.

Python's `re` tries every branch of a long case-insensitive alternation at every position of
a text (`\\b(?:moved|relocated|...)\\b` gets no literal-prefix scan), so a cue table of a few
hundred words costs 20–70 µs a search even when none of its words is in the text — and most
searches are of that kind. `compile` reads the pattern's parse tree for literals a match must
contain (one of them, at least: "moved", "relocat"…), and its `Guarded` pattern runs the real
search only when one is in the text. Exact, never a heuristic: a match consumes one of those
literals, so where none occurs there is no match. Case is compared folded, which is exact for
ASCII; a text with a non-ASCII letter that has case (a dotted capital I, the long s, the
Kelvin sign…) is always searched.
"""

import re
from collections.abc import Callable, Iterator
from importlib import import_module
from typing import Any

_parser: Any = import_module("re._parser")
_c: Any = import_module("re._constants")
_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT)


def _better(a: frozenset[str] | None, b: frozenset[str] | None) -> frozenset[str] | None:
    """The more selective of two sufficient literal sets: longer shortest literal, then fewer."""
    if a is None or b is None:
        return a if b is None else b
    return min(a, b, key=lambda s: (-min(map(len, s)), len(s)))


def required(items: Any) -> frozenset[str] | None:
    """Casefolded literals of which every match contains one, or None if none is known."""
    best: frozenset[str] | None = None
    run = ""
    for op, av in items:
        if op is _c.LITERAL:
            run += chr(av)
            continue
        if run:
            best, run = _better(best, frozenset({run.lower()})), ""
        if op is _c.SUBPATTERN:
            best = _better(best, required(av[3]))
        elif op is _c.ATOMIC_GROUP:
            best = _better(best, required(av))
        elif op is _c.BRANCH:
            sets = [required(branch) for branch in av[1]]
            if all(s is not None for s in sets):
                best = _better(best, frozenset().union(*(s for s in sets if s is not None)))
        elif op in _REPEATS and av[0] >= 1:
            best = _better(best, required(av[2]))
        # Anything else (classes, anchors, lookarounds, back-references) requires no literal.
    if run:
        best = _better(best, frozenset({run.lower()}))
    return best


def _plain_case(text: str) -> bool:
    """No non-ASCII character that folds to or from another: folding case is exact."""
    return text.isascii() or all(
        ch.isascii() or (ch.lower() == ch and ch.upper() == ch) for ch in text
    )


# How many texts' answers a guarded pattern keeps (then it starts again): more than a write's
# new text and its candidates.
_SEEN_TEXTS = 64


class Guarded:
    """A compiled pattern (the methods the rules use) that skips texts without its literals."""

    __slots__ = ("_literals", "_seen", "pattern", "regex")

    def __init__(self, regex: re.Pattern[str], literals: frozenset[str]) -> None:
        self.regex = regex
        self.pattern = regex.pattern
        self._literals = tuple(sorted(literals))
        # The answers for the texts seen last: a write asks each pattern about its new text
        # once per candidate, and about each candidate's text in turn.
        self._seen: dict[str, bool] = {}

    def possible(self, text: str) -> bool:
        seen = self._seen
        found = seen.get(text)
        if found is not None:
            return found
        if _plain_case(text):
            low = text.lower()
            found = any(literal in low for literal in self._literals)
        else:
            found = True
        if len(seen) >= _SEEN_TEXTS:
            seen.clear()
        seen[text] = found
        return found

    def search(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.regex.search(text, pos, endpos) if self.possible(text) else None

    def match(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.regex.match(text, pos, endpos) if self.possible(text) else None

    def fullmatch(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.regex.fullmatch(text, pos, endpos) if self.possible(text) else None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.regex.finditer(text) if self.possible(text) else iter(())

    def findall(self, text: str) -> list[Any]:
        return self.regex.findall(text) if self.possible(text) else []

    def split(self, text: str, maxsplit: int = 0) -> list[str | Any]:
        return self.regex.split(text, maxsplit) if self.possible(text) else [text]

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return self.regex.sub(repl, text, count) if self.possible(text) else text


# What the rules accept where they take a pattern: a plain compiled one or a guarded one.
Pattern = re.Pattern[str] | Guarded


def compile(source: str, flags: int = 0) -> Pattern:
    """`re.compile`, guarded when every match needs one of a few literals. A single ASCII
    character is in most texts: a pattern that may need no more is searched as it is."""
    regex = re.compile(source, flags)
    literals = required(_parser.parse(source, flags))
    if literals is None or any(len(literal) == 1 and literal.isascii() for literal in literals):
        return regex
    return Guarded(regex, literals)
