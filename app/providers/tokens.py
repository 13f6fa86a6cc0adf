"""Counting tokens for answer budgets, with the embedded model's WordPiece tokenizer.

The same counter serves whichever embedder is configured, so a budget means the same thing
in every deployment.
"""

from functools import lru_cache
from pathlib import Path

from tokenizers import Tokenizer

from app.providers.minilm import default_model_dir

# Counting a bullet costs about 55 µs (the tokenizer's call), and a query counts each of its
# results and their related bullets: the texts of a user's memories come back query after
# query, so their counts are kept (bounded; a key is the bullet's text).
CACHED_TEXTS = 8192


class TokenCounter:
    def __init__(self, tokenizer: Tokenizer) -> None:
        self._tokenizer = tokenizer
        self.count = lru_cache(maxsize=CACHED_TEXTS)(self._count)

    @classmethod
    def load(cls, model_dir: Path | None = None) -> "TokenCounter":
        tokenizer = Tokenizer.from_file(str((model_dir or default_model_dir()) / "tokenizer.json"))
        tokenizer.no_padding()
        tokenizer.no_truncation()
        return cls(tokenizer)

    def _count(self, text: str) -> int:
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)
