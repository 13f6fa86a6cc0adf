"""Counting tokens for answer budgets, with the embedded model's WordPiece tokenizer.

The same counter serves whichever embedder is configured, so a budget means the same thing
in every deployment.

A query counts each of its results and their related bullets, most of them texts it has not
counted before (a new question finds other memories), and the tokenizer's call costs ~21 µs a
bullet. Plain ASCII text is counted here instead (~2.5 µs), exactly as the tokenizer would:
its normalizer lower-cases, its pre-tokenizer splits on whitespace and isolates every ASCII
punctuation mark, and WordPiece splits each word alone, so a text's count is the sum of its
words' counts, and a word's count is kept (users' memories reuse their words). Any other text
(a non-ASCII character, or a control character the normalizer would delete, joining two
words) goes to the tokenizer. Tests hold the two together on every kind of ASCII text.
"""

import re
from functools import lru_cache
from pathlib import Path

from tokenizers import Tokenizer

from app.providers.minilm import default_model_dir

# Bullets come back query after query: their counts are kept (bounded; a key is the text).
CACHED_TEXTS = 8192
# Words whose WordPiece count is kept; past this many the kept counts start again.
KEPT_WORDS = 65_536
# Letters and digits run into words; every other printable ASCII character is punctuation
# to BERT's pre-tokenizer and stands alone.
_PIECES = re.compile(r"[a-z0-9]+|[!-/:-@\[-`{-~]")
# ASCII control characters the normalizer deletes (tab, newline and return are spaces to it).
_DELETED = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


class TokenCounter:
    def __init__(self, tokenizer: Tokenizer) -> None:
        self._tokenizer = tokenizer
        self._model = tokenizer.model
        self._words: dict[str, int] = {}
        self.count = lru_cache(maxsize=CACHED_TEXTS)(self._count)

    @classmethod
    def load(cls, model_dir: Path | None = None) -> "TokenCounter":
        tokenizer = Tokenizer.from_file(str((model_dir or default_model_dir()) / "tokenizer.json"))
        tokenizer.no_padding()
        tokenizer.no_truncation()
        return cls(tokenizer)

    def _count(self, text: str) -> int:
        if not text.isascii() or _DELETED.search(text):
            return self.tokenized(text)
        words, total = self._words, 0
        for word in _PIECES.findall(text.lower()):
            pieces = words.get(word)
            if pieces is None:
                if len(words) >= KEPT_WORDS:
                    words.clear()
                pieces = words[word] = len(self._model.tokenize(word))
            total += pieces
        return total

    def tokenized(self, text: str) -> int:
        """The tokenizer's own count, which `count` always equals."""
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)
