"""The embedded embedder: all-MiniLM-L6-v2 run in this process, with an LRU cache for repeated
texts, and concurrent requests' texts encoded together (app/providers/batching.py)."""

from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

import numpy as np

from app.providers.base import Vectors
from app.providers.batching import EncodeBatcher
from app.providers.minilm import MiniLMEncoder, WordPieceEncoder
from app.providers.minilm_onnx import OnnxMiniLMEncoder

Runtime = Literal["int8", "float32", "numpy"]


def load_encoder(
    runtime: Runtime, *, cache_dir: Path | None = None, threads: int = 1
) -> WordPieceEncoder:
    """The model on the chosen runtime: ONNX Runtime int8 or float32 (built models cached in
    ``cache_dir``, ``threads`` intra-op threads per pass), or the numpy float32 reference."""
    match runtime:
        case "numpy":
            return MiniLMEncoder.load()
        case "int8" | "float32":
            return OnnxMiniLMEncoder.load(runtime, cache_dir=cache_dir, threads=threads)


class LocalEmbedder:
    name = "local"
    in_process = True

    def __init__(
        self,
        encoder: WordPieceEncoder,
        *,
        cache_size: int,
        batch_texts: int = 64,
        workers: int = 2,
    ) -> None:
        self.encoder = encoder
        self.dim = encoder.dim
        self.cache_size = cache_size
        self._cache: OrderedDict[str, Vectors] = OrderedDict()
        # A forward pass takes milliseconds of CPU: it runs on the batcher's threads, off the
        # event loop. The cache is only touched here, on the loop, so it needs no lock.
        self._batcher = EncodeBatcher(encoder.encode, max_texts=batch_texts, workers=workers)

    async def embed(self, texts: Sequence[str], *, inline: bool = False) -> Vectors:
        found: dict[str, Vectors] = {}
        for text in texts:
            if text in self._cache:
                self._cache.move_to_end(text)
                found[text] = self._cache[text]
        missing = [text for text in dict.fromkeys(texts) if text not in found]
        if missing:
            vectors = await self._batcher.encode(missing, inline=inline)
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
