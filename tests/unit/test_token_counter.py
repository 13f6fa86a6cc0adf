"""The answer-budget token counter counts as the reference tokenizer does, and keeps counts."""

from app.providers.tokens import CACHED_TEXTS, TokenCounter
from tests.unit.test_minilm import REFERENCE, TEXTS


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
