"""Step 5 of the write pipeline: what a new memory might conflict with.

A manual supersession (`supersedes`) names its target and searches nothing. Otherwise all
channels look at one user's active memories in one project. Structured memories are
resolved by their key, free-text memories by meaning, and the two never cross: a keyed write
meets only its key holder, and a keyed memory is never a semantic candidate (superseding it by
meaning would leave its key without a current value).
- the structured key holder: same (scope, type, key, project) — decided without any model;
- the same statement already stored (normalised-text hash);
- conflict candidates: the nearest neighbours above the similarity gate among memories that
  pass the importance gate (wider when the text carries a correction cue), near-duplicates of
  any importance, and memories stating the same attribute of the person whatever their cosine.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from app.config import Settings
from app.db.models import Memory
from app.db.repositories.candidate_batch import Lookup
from app.db.uow import UnitOfWork
from app.providers.base import Candidate
from app.services.write.drafts import Draft


@dataclass
class Snapshot:
    key_holder: Memory | None = None
    duplicate: Memory | None = None
    candidates: list[tuple[Memory, float | None]] = field(default_factory=list)

    def as_candidates(self) -> list[Candidate]:
        return [Candidate(m.id, m.text, sim) for m, sim in self.candidates]

    @property
    def by_id(self) -> dict[str, tuple[Memory, float | None]]:
        return {m.id: (m, sim) for m, sim in self.candidates}


async def gather(uow: UnitOfWork, draft: Draft, vector: Any | None, settings: Settings) -> Snapshot:
    request = draft.request
    snapshot = Snapshot()
    if request.supersedes is not None:
        return snapshot  # a manual supersession names its target: nothing to search for
    if request.key is not None:
        snapshot.key_holder = await uow.memories.key_holder(request)
        return snapshot  # a key conflict is decided by the confidence policy alone
    gate = settings.correction_gate if draft.change_cue else settings.similarity_gate
    found = await uow.candidates.gather(
        user_id=request.user_id,
        project_id=request.project_id,
        content_hash=draft.content_hash,
        vector=vector,
        attributes=draft.attributes,
        k=settings.candidate_k,
        gate=gate,
        importance_gate=settings.importance_gate,
        duplicate_similarity=settings.duplicate_similarity,
    )
    snapshot.duplicate = found.duplicate
    snapshot.candidates = found.candidates
    return snapshot


async def gather_many(
    uow: UnitOfWork, drafts: Sequence[tuple[Draft, Any]], settings: Settings
) -> list[Snapshot]:
    """`gather` for each (draft, vector) in one statement: free-text drafts with a vector, of
    users holding few memories (candidate_batch.FEW), no two of the same user."""
    lookups = []
    for draft, vector in drafts:
        request = draft.request
        assert request.supersedes is None
        assert request.key is None
        assert vector is not None
        gate = settings.correction_gate if draft.change_cue else settings.similarity_gate
        lookups.append(
            Lookup(
                user_id=request.user_id,
                project_id=request.project_id,
                content_hash=draft.content_hash,
                vector=vector,
                attributes=draft.attributes,
                gate=gate,
            )
        )
    found = await uow.candidates.gather_many(
        lookups,
        k=settings.candidate_k,
        importance_gate=settings.importance_gate,
        duplicate_similarity=settings.duplicate_similarity,
    )
    return [Snapshot(duplicate=f.duplicate, candidates=f.candidates) for f in found]
