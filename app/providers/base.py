"""The pluggable edges of the service: small protocols, each with an embedded default.

Providers do I/O and may fail: they raise `ProviderError` (never anything else) after their own
timeouts and bounded retries. Falling back is the service's decision, not theirs.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

import numpy as np
from numpy.typing import NDArray

from app.enums import MemoryType, Relation

# The spec's writing constraint on text a model writes (an extracted fact, an insight): one
# statement of at most this many characters. The prompts ask for it, the extractors drop what
# exceeds it, and Settings.max_written_chars (the pipeline's own check) defaults to it.
STATEMENT_CHARS = 280

Vectors = NDArray[np.float32]


class Embedder(Protocol):
    """Turns texts into unit-length vectors of `dim` dimensions, one row per text.

    An `in_process` embedder runs a model here, in milliseconds, with no network: a write may
    take its user's lock while the forward pass runs. A remote one is always awaited first.
    """

    name: str
    dim: int
    in_process: bool

    async def embed(self, texts: Sequence[str], *, inline: bool = False) -> Vectors:
        """`inline`: the caller waits for nothing else and no other request is in flight, so
        an in-process model may run on the caller's thread instead of handing the texts to a
        worker thread and waiting to be woken (docs/performance.md, "Round 9")."""
        ...


@dataclass(frozen=True)
class Candidate:
    """An existing active memory the new one may relate to."""

    id: str
    text: str
    similarity: float | None  # None when either memory has no embedding


@dataclass(frozen=True)
class Judgement:
    candidate_id: str
    relation: Relation
    reason: str


@dataclass(frozen=True)
class Verdict:
    """How a new memory relates to each candidate, and whether it only withdraws something
    ("I no longer work at Acme") rather than stating a new fact."""

    judgements: tuple[Judgement, ...]
    retraction: bool


@dataclass(frozen=True)
class PairToCheck:
    """Two active memories of one user that consolidation asks about: how does `newer` (the
    later stored) relate to `older` — the same fact, a newer value, its negation, or neither?"""

    newer: str
    older: str
    similarity: float | None


@dataclass(frozen=True)
class PairVerdict:
    relation: Relation
    reason: str


class RelationClassifier(Protocol):
    """Classifies a new memory against all its candidates in one call.

    Candidates missing from the answer count as NONE; ids the classifier invents are dropped.
    `in_process` classifiers do no I/O: the write pipeline may call them while it holds a
    user's lock; the others are called before the lock is taken.
    """

    name: str
    in_process: bool

    async def classify(self, new_text: str, candidates: Sequence[Candidate]) -> Verdict: ...

    async def classify_pairs(self, pairs: Sequence[PairToCheck]) -> list[PairVerdict]:
        """Judge pairs of stored memories (consolidation), one verdict per pair in order; a
        pair the classifier leaves out is NONE."""
        ...


@dataclass(frozen=True)
class Message:
    role: Literal["user", "assistant", "system"]
    content: str


@dataclass(frozen=True)
class ExtractedFact:
    """A memory found in a conversation turn, in the third person ("User prefers Vim")."""

    text: str
    type: MemoryType = MemoryType.fact
    key: str | None = None
    value: Any = None
    confidence: float | None = None


class FactExtractor(Protocol):
    """Turns a conversation turn into at most `limit` memories worth storing."""

    name: str

    async def extract(self, messages: Sequence[Message], *, limit: int) -> list[ExtractedFact]: ...


@dataclass(frozen=True)
class ProposedInsight:
    """A theory-of-mind insight as a model wrote it, not yet checked against the writing
    constraints. `importance` is the spec's level 1–5 (None when the model gave none)."""

    summary: str
    tags: tuple[str, ...] = ()
    importance: int | None = None


class InsightWriter(Protocol):
    """Infers at most `limit` latent insights about a user (trust, emotions, how preferences
    evolve) from their latest activity and newest facts; an empty list when there are none."""

    name: str

    async def write(
        self, activity: Sequence[str], facts: Sequence[str], *, limit: int
    ) -> list[ProposedInsight]: ...
