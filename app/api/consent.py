"""`/consent`: sensitive changes an agent inferred, waiting for the user's decision."""

from typing import Annotated

from fastapi import APIRouter, Path, Query

from app.api.deps import PrincipalDep, RequestContextDep, UowFactoryDep
from app.api.problems import problem_responses
from app.db.models import ConsentProposal
from app.schemas.common import PATH_ID_PATTERN
from app.schemas.consent import (
    ConsentDecisionRead,
    ConsentFilters,
    ConsentPage,
    ConsentProposalRead,
)
from app.services.write import consent
from app.services.write.consent import Decided, ProposalPage

router = APIRouter(prefix="/consent", tags=["consent"])

ProposalId = Annotated[
    str,
    Path(
        min_length=1,
        max_length=200,
        pattern=PATH_ID_PATTERN,
        description="The consent proposal's id.",
    ),
]


@router.get(
    "",
    response_model=ConsentPage,
    summary="List consent proposals",
    responses=problem_responses(401, 422),
)
async def list_proposals(
    filters: Annotated[ConsentFilters, Query()], principal: PrincipalDep, uow_factory: UowFactoryDep
) -> ProposalPage:
    """Proposals of your tenant in one `status` (default `pending`: still waiting), newest
    first; `user_id` narrows to one person. Pages: `limit` (1–200, default 50) and the
    `next_cursor` of the previous page as `cursor`.

    A proposal is opened when a change to a sensitive key (preferred_name, pronouns, city,
    language) was inferred — written with `role` assistant or system, or extracted by a
    model — without `consent: true`: the current value stays until the user decides. One
    not decided by `expires_at` (7 days) is `expired`.
    """
    return await consent.list_proposals(filters, principal=principal, uow_factory=uow_factory)


@router.get(
    "/{proposal_id}",
    response_model=ConsentProposalRead,
    summary="Get a consent proposal",
    responses=problem_responses(401, 404),
)
async def get_proposal(
    proposal_id: ProposalId, principal: PrincipalDep, uow_factory: UowFactoryDep
) -> ConsentProposal:
    """One proposal, in any state: what would change, why it waits, and its decision."""
    return await consent.get_proposal(proposal_id, principal=principal, uow_factory=uow_factory)


@router.post(
    "/{proposal_id}/approve",
    response_model=ConsentDecisionRead,
    summary="Approve a consent proposal: apply the change",
    responses=problem_responses(401, 403, 404, 409),
)
async def approve_proposal(proposal_id: ProposalId, context: RequestContextDep) -> Decided:
    """The user agreed: the proposed change is written as `POST /memory` would write it with
    `consent: true` — normally an `UPDATE` that supersedes the kept memory — and the proposal
    becomes `approved` in the same transaction. The history of the new version records
    `{"consent_proposal": <id>, "decision": "approved"}`. `result` is the write's answer.

    **409** when the proposal is no longer pending: already approved or rejected, expired, or
    past its `expires_at`.
    """
    return await consent.approve_proposal(proposal_id, context=context)


@router.post(
    "/{proposal_id}/reject",
    response_model=ConsentDecisionRead,
    summary="Reject a consent proposal: keep the current value",
    responses=problem_responses(401, 404, 409),
)
async def reject_proposal(
    proposal_id: ProposalId, principal: PrincipalDep, uow_factory: UowFactoryDep
) -> Decided:
    """The user refused: the proposal becomes `rejected`, nothing changes, and a `REJECT`
    history event on the kept memory records the decision (`"decision": "rejected"`).
    `result` is null.

    **409** when the proposal is no longer pending: already approved or rejected, expired, or
    past its `expires_at`.
    """
    return await consent.reject_proposal(proposal_id, principal=principal, uow_factory=uow_factory)
