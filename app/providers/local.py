"""The embedded embedder: all-MiniLM-L6-v2 in numpy, with an LRU cache for repeated texts."""

import asyncio
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np

from app.providers.base import Vectors
from app.providers.minilm import MiniLMEncoder


class LocalEmbedder:
    name = "local"

    def __init__(self, encoder: MiniLMEncoder, *, cache_size: int) -> None:
        self.encoder = encoder
        self.dim = encoder.dim
        self.cache_size = cache_size
        self._cache: OrderedDict[str, Vectors] = OrderedDict()

    @classmethod
    def load(cls, *, cache_size: int) -> "LocalEmbedder":
        return cls(MiniLMEncoder.load(), cache_size=cache_size)

    async def embed(self, texts: Sequence[str]) -> Vectors:
        found: dict[str, Vectors] = {}
        for text in texts:
            if text in self._cache:
                self._cache.move_to_end(text)
                found[text] = self._cache[text]
        missing = [text for text in dict.fromkeys(texts) if text not in found]
        if missing:
            # A forward pass takes milliseconds of CPU: run it off the event loop. The cache is
            # only touched here, on the loop, so it needs no lock.
            vectors = await asyncio.to_thread(self.encoder.encode, missing)
            for text, vector in zip(missing, vectors, strict=True):
                found[text] = vector
                self._remember(text, vector)
        if not texts:
            return np.empty((0, self.dim), dtype=np.float32)
        return np.stack([found[text] for text in texts])

    def _remember(self, text: str, vector: Vectors) -> None:
        if self.cache_size <= 0:
            return
        self._cache[text] = vector
        if len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def count_tokens(self, text: str) -> int:
        return self.encoder.count_tokens(text)
