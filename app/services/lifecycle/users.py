"""A person's data as a whole: export everything stored about them, or erase it.

Memories are superseded, never erased — except here: when a person asks for their data to be
erased, the content really goes. The rows stay, emptied, so version chains, foreign keys and
the audit trail stay valid and the erasure itself is on record.
"""

from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime

from app.db.models import History, Memory
from app.db.uow import UnitOfWorkFactory
from app.services.principal.keys import Principal
from app.services.read.memories import VersionChain

# Chains read per short transaction: bounds memory for a large user, and no transaction stays
# open while a slow client reads the stream (each batch is read first, then sent).
EXPORT_BATCH_CHAINS = 100


@dataclass
class Erasure:
    user_id: str
    memories: int
    history_rows: int


async def export_user(
    user_id: str,
    *,
    principal: Principal,
    uow_factory: UnitOfWorkFactory,
    batch_size: int = EXPORT_BATCH_CHAINS,
) -> AsyncIterator[VersionChain]:
    """Every version chain of the user in the caller's tenant, in creation order, with all
    versions (any status) and audit events, oldest first.

    Read in batches of `batch_size` chains, each in its own short transaction: a chain is
    consistent in itself, but a chain changed while the export runs may show either state.
    A user with nothing stored, or of another tenant, yields nothing.
    """
    after: tuple[datetime, str] | None = None
    while True:
        async with uow_factory(principal.tenant_id) as uow:
            starts = await uow.users.chain_starts(user_id, after=after, limit=batch_size)
            chain_ids = [chain_id for _, chain_id in starts]
            versions = await uow.users.versions(user_id, chain_ids) if starts else []
            events = await uow.users.history(chain_ids) if starts else []
        for chain in _chains(chain_ids, versions, events):
            yield chain
        if len(starts) < batch_size:
            return
        after = starts[-1]


def _chains(
    chain_ids: list[str], versions: list[Memory], events: list[History]
) -> list[VersionChain]:
    """Group rows read in (chain, version) and id order into chains, in `chain_ids` order."""
    chains = {chain_id: VersionChain(chain_id, [], []) for chain_id in chain_ids}
    for memory in versions:
        chains[memory.chain_id].versions.append(memory)
    for row in events:
        chains[row.chain_id].events.append(row)
    return list(chains.values())


async def erase_user(
    user_id: str, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> Erasure:
    """Erase the content of everything stored about the user, in one transaction.

    Every memory version keeps its id, chain links and times but loses its content (text,
    value, embedding, tags, metadata, attributes, content hash) and becomes `purged`, with a
    `PURGE` history row; the meta of its earlier history and change-log rows becomes
    `{"erased": true}`; its relations, and the user's consent proposals and checkpoints, are
    deleted. Erasing again (or a user with nothing) empties nothing more and answers zeros;
    each erasure request is recorded as an `erase` event with its counts.
    """
    async with uow_factory(principal.tenant_id) as uow:
        # Taken first: a write of this user waits, so nothing is added half-way through.
        now = await uow.lock_user(user_id)
        ids = uow.erasure.of_user(user_id)
        history_rows = await uow.erasure.scrub_history(ids)
        change_log_rows = await uow.erasure.scrub_change_log(ids)
        relations = await uow.erasure.delete_relations(ids)
        await uow.erasure.delete_pair_checks(ids)
        proposals = await uow.users.delete_consent_proposals(user_id)
        checkpoints = await uow.users.delete_checkpoints(user_id)
        memories = await uow.erasure.purge(
            ids, at=now, actor=principal.actor, meta={"reason": "user erased"}
        )
        uow.events.record(
            node="api",
            op="erase",
            user_id=user_id,
            meta={
                "memories": memories,
                "history_rows": history_rows,
                "change_log_rows": change_log_rows,
                "relations": relations,
                "consent_proposals": proposals,
                "checkpoints": checkpoints,
            },
        )
    return Erasure(user_id=user_id, memories=memories, history_rows=history_rows)
