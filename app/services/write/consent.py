"""Consent proposals (spec item 10, DESIGN §3 step 7): a change to a sensitive key that the
user did not state themself waits here for their decision, while the current value stays.

The write pipeline opens proposals (`apply`); this module lists them and carries out the
user's decision. Approving writes the proposed change through the same pipeline, with
consent, so it is decided, superseded and audited like any other write. A proposal not
decided within `consent_days` expires: when it is next read, or when the expiry job runs.
"""

import base64
from dataclasses import dataclass
from datetime import datetime

from app.db.models import ConsentProposal
from app.db.uow import UnitOfWork, UnitOfWorkFactory
from app.enums import ConsentStatus, HistoryEvent
from app.errors import Conflict, ProposalNotFound
from app.schemas.consent import ConsentFilters
from app.schemas.write import MemoryCreate
from app.services import audit
from app.services.principal.keys import OPEN_TENANT, Principal
from app.services.read.memories import decode_cursor
from app.services.request import RequestContext
from app.services.write import pipeline
from app.services.write.attempt import WriteOutcome


@dataclass
class ProposalPage:
    items: list[ConsentProposal]
    next_cursor: str | None


@dataclass
class Decided:
    """A decided proposal and, for an approval, what writing the change did."""

    proposal: ConsentProposal
    result: WriteOutcome | None = None


def _encode_cursor(proposal: ConsentProposal) -> str:
    # The shape of `GET /memory`'s cursors, so one decoder reads both.
    raw = f"{proposal.created_at.isoformat()}|{proposal.id}".encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


async def list_proposals(
    filters: ConsentFilters, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> ProposalPage:
    """The tenant's proposals in one status, newest first, a page at a time."""
    after = decode_cursor(filters.cursor) if filters.cursor else None
    async with uow_factory(principal.tenant_id) as uow:
        await _expire_overdue(uow)
        rows = await uow.consent.list(
            status=filters.status, user_id=filters.user_id, limit=filters.limit + 1, after=after
        )
    items = rows[: filters.limit]
    more = len(rows) > filters.limit
    return ProposalPage(items, _encode_cursor(items[-1]) if more else None)


async def get_proposal(
    proposal_id: str, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> ConsentProposal:
    async with uow_factory(principal.tenant_id) as uow:
        await _expire_overdue(uow)
        proposal = await uow.consent.get(proposal_id)
    if proposal is None:
        raise ProposalNotFound(proposal_id)
    return proposal


async def approve_proposal(proposal_id: str, *, context: RequestContext) -> Decided:
    """Write the proposed change with consent; the proposal becomes `approved` in the same
    transaction. 409 when it is no longer pending (decided, or past `expires_at`)."""
    async with context.uow_factory(context.principal.tenant_id) as uow:
        proposal = await _pending(uow, proposal_id, await uow.now())
    request = MemoryCreate.model_validate(proposal.proposal["request"])
    outcome = await pipeline.write_approved(request, proposal_id=proposal.id, context=context)
    assert outcome.consent_proposal is not None
    return Decided(outcome.consent_proposal, outcome)


async def reject_proposal(
    proposal_id: str, *, principal: Principal, uow_factory: UnitOfWorkFactory
) -> Decided:
    """The current value stays for good; the kept memory's history records the decision."""
    async with uow_factory(principal.tenant_id) as uow:
        now = await uow.now()
        await _pending(uow, proposal_id, now)
        decided = await uow.consent.decide(
            proposal_id, status=ConsentStatus.rejected, at=now, by=principal.actor
        )
        if decided is None:  # decided by a concurrent request since it was read
            raise Conflict(f"Consent proposal '{proposal_id}' is no longer pending.")
        kept = await uow.memories.get(decided.memory_id) if decided.memory_id else None
        if kept is not None:
            meta = {
                "reason": "consent rejected",
                "consent_proposal": decided.id,
                "decision": ConsentStatus.rejected,
                "proposed": {k: v for k, v in decided.proposal.items() if k != "request"},
            }
            audit.record(
                uow, HistoryEvent.REJECT, kept, actor=principal.actor, node="api", meta=meta
            )
    return Decided(decided)


async def expire_proposals(*, uow_factory: UnitOfWorkFactory, now: datetime | None = None) -> int:
    """Mark every tenant's pending proposals whose time ran out by `now` (default: the
    database clock) as expired; answer how many. Idempotent: for the job queue and the CLI."""
    async with uow_factory(OPEN_TENANT) as uow:
        at = now if now is not None else await uow.now()
        return await uow.consent.expire_due(at=at, every_tenant=True)


async def _expire_overdue(uow: UnitOfWork) -> None:
    """Expire the tenant's overdue proposals before answering, so no answer shows a proposal
    as pending that can no longer be decided — whenever the expiry job last ran."""
    await uow.consent.expire_due(at=await uow.now())


async def _pending(uow: UnitOfWork, proposal_id: str, now: datetime) -> ConsentProposal:
    """The proposal, if it can still be decided at `now`: 404 unknown, 409 decided/expired."""
    proposal = await uow.consent.get(proposal_id)
    if proposal is None:
        raise ProposalNotFound(proposal_id)
    if proposal.status == ConsentStatus.pending and proposal.expires_at > now:
        return proposal
    if proposal.status in (ConsentStatus.pending, ConsentStatus.expired):
        raise Conflict(
            f"Consent proposal '{proposal_id}' expired at {proposal.expires_at.isoformat()};"
            " it can no longer be decided."
        )
    raise Conflict(f"Consent proposal '{proposal_id}' was already {proposal.status}.")
