"""A batch's items (batch.py), and what it does for them besides writing them one after the
other: the candidates of the first item of each user holding a few memories are found
together, before any item is written."""

from dataclasses import dataclass

from app.db.repositories.candidate_batch import FEW
from app.db.uow import UnitOfWork
from app.errors import DomainError
from app.schemas.write import MemoryCreate
from app.services.request import RequestContext
from app.services.write import candidates
from app.services.write.attempt import Embedded
from app.services.write.drafts import Draft, build_draft


@dataclass
class Item:
    index: int
    request: MemoryCreate
    draft: Draft | None = None  # once the rules have read its text

    def drafted(self, context: RequestContext) -> Draft:
        if self.draft is None:
            self.draft = build_draft(self.request, context.settings, context.categories)
        return self.draft


async def found_together(
    uow: UnitOfWork,
    chunk: list[Item],
    vectors: list[Embedded],
    counts: dict[str, int],
    context: RequestContext,
) -> dict[int, candidates.Snapshot]:
    """The candidates of the items that can be looked up before any item is written, in one
    statement: each the first of its user in the chunk (nothing of the chunk can be among its
    candidates yet), a user holding a few memories (candidate_batch), a free-text item with a
    vector. Every other item searches at its turn, as a single write does."""
    first: set[str] = set()
    chosen: list[tuple[Item, Embedded]] = []
    for item, embedded in zip(chunk, vectors, strict=True):
        request = item.request
        if request.user_id in first:
            continue
        first.add(request.user_id)
        plain = request.supersedes is None and request.key is None
        if plain and embedded.vector is not None and 0 < counts[request.user_id] <= FEW:
            chosen.append((item, embedded))
    drafts = []
    for item, embedded in chosen:
        try:
            drafts.append((item, item.drafted(context), embedded.vector))
        except DomainError:
            continue  # refused at its turn, as before
    if len(drafts) < 2:
        return {}  # one item's own statement is as cheap
    snapshots = await candidates.gather_many(
        uow, [(draft, vector) for _, draft, vector in drafts], context.settings
    )
    return {item.index: snapshot for (item, _, _), snapshot in zip(drafts, snapshots, strict=True)}
