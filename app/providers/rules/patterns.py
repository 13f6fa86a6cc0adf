"""Compiled patterns that skip texts they cannot match.

Python's `re` tries every branch of a long case-insensitive alternation at every position of
a text (`\\b(?:moved|relocated|...)\\b` gets no literal-prefix scan), so a cue table of a few
hundred words costs 20–70 µs a search even when none of its words is in the text — and most
searches are of that kind. `compile` reads the pattern's parse tree for literals a match must
contain (one of them, at least: "moved", "relocat"…), and its `Guarded` pattern runs the real
search only when one is in the text. Exact, never a heuristic: a match consumes one of those
literals, so where none occurs there is no match. Case is compared folded, which is exact for
ASCII; a text with a non-ASCII letter that has case (a dotted capital I, the long s, the
Kelvin sign…) is always searched. Which patterns' literals a text holds is found once per
text, for every guarded pattern together (`_possible`, one walk of a trie of all their
literals), and kept.
"""

import re
from collections.abc import Callable, Iterator
from functools import lru_cache
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


# Every guarded pattern, in the order made: a pattern's bit in a text's answer is its place.
_GUARDED: list["Guarded"] = []
# A trie of every guarded pattern's literals: a node maps a character to the next node, and
# "" (never a character) to the bits of the patterns one of whose literals ends there.
_Node = dict[str, Any]
_trie: _Node | None = None


def _build() -> _Node:
    root: _Node = {}
    for pattern in _GUARDED:
        for literal in pattern._literals:
            node = root
            for ch in literal:
                node = node.setdefault(ch, {"": 0})
            node[""] |= pattern._bit
    return root


# How many texts' answers are kept: the per-text readings keep 16,384 texts (rules.frames),
# and an answer is one integer.
_TEXTS_KEPT = 16_384


@lru_cache(maxsize=_TEXTS_KEPT)
def _possible(text: str) -> int:
    """The bits of the guarded patterns that may match TEXT: those with a literal in it.

    One walk of the trie from each place of the case-folded text finds every literal that
    occurs there, for all the patterns at once (a write asks ~2,400 questions of ~400
    patterns about ~35 texts: asked one pattern at a time, each pattern searched the text
    for each of its literals)."""
    global _trie
    if not _plain_case(text):
        return -1  # every bit: search it
    trie = _trie
    if trie is None:
        trie = _trie = _build()
    low = text.lower()
    found = 0
    end = len(low)
    for start in range(end):
        node = trie.get(low[start])
        at = start + 1
        while node is not None:
            found |= node[""]
            if at == end:
                break
            node = node.get(low[at])
            at += 1
    return found


class Guarded:
    """A compiled pattern (the methods the rules use) that skips texts without its literals."""

    __slots__ = ("_bit", "_literals", "pattern", "regex")

    def __init__(self, regex: re.Pattern[str], literals: frozenset[str]) -> None:
        global _trie
        self.regex = regex
        self.pattern = regex.pattern
        self._literals = tuple(sorted(literals))
        self._bit = 1 << len(_GUARDED)
        _GUARDED.append(self)
        # The answers kept were for the patterns made before this one.
        _trie = None
        _possible.cache_clear()

    # The methods ask `_possible` themselves: one call less on the rules' busiest path.
    def possible(self, text: str) -> bool:
        return bool(_possible(text) & self._bit)

    def search(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.regex.search(text, pos, endpos) if _possible(text) & self._bit else None

    def match(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.regex.match(text, pos, endpos) if _possible(text) & self._bit else None

    def fullmatch(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.regex.fullmatch(text, pos, endpos) if _possible(text) & self._bit else None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.regex.finditer(text) if _possible(text) & self._bit else iter(())

    def findall(self, text: str) -> list[Any]:
        return self.regex.findall(text) if _possible(text) & self._bit else []

    def split(self, text: str, maxsplit: int = 0) -> list[str | Any]:
        return self.regex.split(text, maxsplit) if _possible(text) & self._bit else [text]

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return self.regex.sub(repl, text, count) if _possible(text) & self._bit else text


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
