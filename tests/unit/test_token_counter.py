"""The answer-budget token counter counts as the reference tokenizer does, and keeps counts;
its own count of ASCII text never differs from the tokenizer's."""

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.providers import tokens
from app.providers.tokens import CACHED_TEXTS, TokenCounter
from tests.unit.test_minilm import REFERENCE, TEXTS

RELATIONS = Path(__file__).parents[2] / "benchmarks" / "data" / "relations"
_COUNTER = TokenCounter.load()


def test_counts_match_the_reference_tokenizer_first_and_from_memory() -> None:
    counter = TokenCounter.load()
    assert [counter.count(t) for t in TEXTS] == REFERENCE["token_counts"]
    assert [counter.count(t) for t in TEXTS] == REFERENCE["token_counts"]
    assert counter.count.cache_info().hits == len(TEXTS)
    assert counter.count("[fact] 以后请叫我张三") == 10  # "[", "fact", "]", one per character


def test_the_kept_counts_are_bounded() -> None:
    counter = TokenCounter.load()
    for n in range(CACHED_TEXTS + 10):
        counter.count(f"memory {n}")
    assert counter.count.cache_info().currsize == CACHED_TEXTS


_ASCII = st.characters(min_codepoint=0, max_codepoint=127)
# Words of letters long enough to pass WordPiece's 100-character limit ([UNK]), punctuation runs,
# digits, and the control characters the normalizer deletes or reads as spaces.
_PIECES = st.one_of(
    st.text(_ASCII, max_size=30),
    st.text(st.sampled_from("abcXYZ"), min_size=95, max_size=110),
    st.sampled_from(["\x00", "\x01", "\x0b", "\x0c", "\x7f", "\t", "\n", "\r", " ", "'s", "--"]),
)


@given(st.lists(_PIECES, max_size=6).map("".join))
@settings(max_examples=600, deadline=None)
def test_ascii_text_is_counted_as_the_tokenizer_counts_it(text: str) -> None:
    counter = _COUNTER
    assert counter.count(text) == counter.tokenized(text)


def test_labelled_texts_are_counted_as_the_tokenizer_counts_them() -> None:
    texts = [
        json.loads(line)[side]
        for path in sorted(RELATIONS.glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        for side in ("old", "new")
    ]
    assert len(texts) > 4000
    assert [_COUNTER.count(t) for t in texts] == [_COUNTER.tokenized(t) for t in texts]


def test_the_kept_word_counts_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tokens, "KEPT_WORDS", 50)
    counter = TokenCounter.load()
    for n in range(120):
        assert counter.count(f"word{n}x and more") == counter.tokenized(f"word{n}x and more")
    assert 0 < len(counter._words) <= 50
