"""Counting tokens for answer budgets, with the embedded model's WordPiece tokenizer.

The same counter serves whichever embedder is configured, so a budget means the same thing
in every deployment.
"""

from pathlib import Path

from tokenizers import Tokenizer

from app.providers.minilm import default_model_dir


class TokenCounter:
    def __init__(self, tokenizer: Tokenizer) -> None:
        self._tokenizer = tokenizer

    @classmethod
    def load(cls, model_dir: Path | None = None) -> "TokenCounter":
        tokenizer = Tokenizer.from_file(str((model_dir or default_model_dir()) / "tokenizer.json"))
        tokenizer.no_padding()
        tokenizer.no_truncation()
        return cls(tokenizer)

    def count(self, text: str) -> int:
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)
