"""Guarded patterns (app.providers.rules.patterns) answer exactly what their regex answers.

A guard skips a text only when none of the literals a match needs is in it; these tests hold
every guarded pattern of the rules to its plain regex on real texts and on texts built to
defeat the guard (case, the long s, the Kelvin sign, a dotted capital I).
"""

import importlib
import json
import os
import pkgutil
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import app.providers.rules as rules
from app.providers.rules import patterns
from app.providers.rules.patterns import Guarded, required

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "relation_pairs.jsonl"
# Every module of the rules: the guard answers for all patterns at once (one trie of all their
# literals), so a slip in it could show in any of them.
MODULES = [m.name for m in pkgutil.iter_modules(rules.__path__)]


def _guarded(value: object) -> Iterator[Guarded]:
    if isinstance(value, Guarded):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _guarded(item)
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _guarded(item)


def _all_guarded() -> list[Guarded]:
    found: dict[int, Guarded] = {}
    for name in MODULES:
        module = importlib.import_module(f"app.providers.rules.{name}")
        for value in vars(module).values():
            found |= {id(g): g for g in _guarded(value)}
    return list(found.values())


def _texts() -> list[str]:
    texts = []
    for line in FIXTURE.read_text().splitlines():
        pair = json.loads(line)
        texts += [pair["old"], pair["new"]]
    tricky = ["User MOVED to Seattle", "User moved to Seattle.", "User mo\u017ft liked Vue"]
    tricky += ["User is the CEO of Acme", "User İs no longer vegan", "User is 3 \u212aM away"]
    return texts + tricky + [t.upper() for t in texts[:200]]


def test_required_literals() -> None:
    def literals(source: str) -> set[str] | None:
        found = required(patterns._parser.parse(source, re.IGNORECASE))
        return None if found is None else set(found)

    assert literals(r"\b(?:moved|Relocated)\s+to\b") == {"moved", "relocated"}
    assert literals(r"\bno\s+longer\b") == {"longer"}
    assert literals(r"(?:ab)?c+de") == {"de"}
    assert literals(r"x|\d+") is None
    assert literals(r"(?:foo|bar)*") is None
    assert literals(r"不再|no longer") == {"不再", "no longer"}
    assert isinstance(patterns.compile(r"\bquit\b"), Guarded)
    assert not isinstance(patterns.compile(r"a|bc"), Guarded)  # "a" is in most texts


def test_there_are_guarded_patterns() -> None:
    assert len(_all_guarded()) > 50


def test_every_process_builds_the_same_patterns() -> None:
    """A pattern built from a set in its iteration order differs between processes (string
    hashing is seeded per process): two server workers would hold different regexes, and
    pytest-xdist refuses workers that collect different test ids."""
    script = (
        "from tests.unit.test_rule_patterns import _all_guarded\n"
        "print('\\n'.join(g.pattern for g in _all_guarded()))"
    )
    built = [
        subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("1", "2")
    ]
    assert built[0].count("\n") > 50
    assert built[0] == built[1]


@pytest.mark.parametrize("pattern", _all_guarded(), ids=lambda g: g.pattern[:40])
def test_a_guarded_pattern_answers_as_its_regex(pattern: Guarded) -> None:
    for text in _texts():
        match, expected = pattern.search(text), pattern.regex.search(text)
        assert (match and match.span()) == (expected and expected.span()), text
        assert pattern.findall(text) == pattern.regex.findall(text), text
        assert pattern.sub(" ", text) == pattern.regex.sub(" ", text), text
        assert pattern.split(text) == pattern.regex.split(text), text


def test_the_answers_kept_are_bounded() -> None:
    pattern = patterns.compile(r"\bmoved\s+to\b")
    assert isinstance(pattern, Guarded)
    texts = [f"User moved to city {n}" if n % 2 else f"User stays in city {n}" for n in range(200)]
    for _ in range(2):  # the second round answers from what is kept, or reads again
        assert [bool(pattern.search(t)) for t in texts] == [n % 2 == 1 for n in range(200)]
        assert patterns._possible.cache_info().currsize <= patterns._TEXTS_KEPT


def test_a_pattern_made_after_a_text_was_read_still_finds_it() -> None:
    text = "User now keeps a capybara named Quokkaberry"
    first = patterns.compile(r"\bcapybara\b")
    assert isinstance(first, Guarded)
    assert first.search(text)
    later = patterns.compile(r"\bquokkaberry\b", re.I)
    assert isinstance(later, Guarded)
    assert later.search(text)
    assert first.search(text)
    assert not patterns.compile(r"\bwombat\b").search(text)
