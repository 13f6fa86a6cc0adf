"""Step 5 of the write pipeline: what a new memory might conflict with.

All channels look at one user's active memories in one project. Structured memories are
resolved by their key, free-text memories by meaning, and the two never cross: a keyed write
meets only its key holder, and a keyed memory is never a semantic candidate (superseding it by
meaning would leave its key without a current value).
- the structured key holder: same (scope, type, key, project) — decided without any model;
- the same statement already stored (normalised-text hash);
- conflict candidates: the nearest neighbours above the similarity gate among memories that
  pass the importance gate (wider when the text carries a correction cue), near-duplicates of
  any importance, and memories stating the same attribute of the person whatever their cosine.
"""

from dataclasses import dataclass, field
from typing import Any

from app.config import Settings
from app.db.models import Memory
from app.db.uow import UnitOfWork
from app.enums import Tier
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
    if request.key is not None:
        snapshot.key_holder = await uow.memories.key_holder(request)
        return snapshot  # a key conflict is decided by the confidence policy alone
    snapshot.duplicate = await uow.memories.get_active_by_hash(
        user_id=request.user_id, project_id=request.project_id, content_hash=draft.content_hash
    )
    if snapshot.duplicate is not None:
        return snapshot
    found: dict[str, tuple[Memory, float | None]] = {}
    user_id, project_id = request.user_id, request.project_id
    if vector is not None:
        gate = settings.correction_gate if draft.change_cue else settings.similarity_gate
        semantic = await uow.candidates.nearest(
            user_id=user_id,
            project_id=project_id,
            vector=vector,
            k=settings.candidate_k,
            min_similarity=gate,
            importance_gate=settings.importance_gate,
        )
        near_duplicates = await uow.candidates.nearest(
            user_id=user_id,
            project_id=project_id,
            vector=vector,
            k=3,
            min_similarity=settings.duplicate_similarity,
        )
        for memory, similarity in [*semantic, *near_duplicates]:
            found[memory.id] = (memory, similarity)
    for memory, maybe in await uow.candidates.sharing_attributes(
        user_id=user_id,
        project_id=project_id,
        attributes=draft.attributes,
        vector=vector,
        k=settings.candidate_k,
    ):
        if memory.importance > settings.importance_gate or memory.tier == Tier.core:
            found.setdefault(memory.id, (memory, maybe))
    snapshot.candidates = sorted(found.values(), key=lambda item: -(item[1] or 0.0))
    return snapshot
