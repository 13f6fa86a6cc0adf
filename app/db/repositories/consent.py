"""Consent proposals: sensitive changes waiting for the user's word (DESIGN §3 step 7)."""

from datetime import datetime

from sqlalchemy import Select, select, tuple_, update

from app.db.models import ConsentProposal
from app.db.repositories.base import TenantRepository
from app.enums import ConsentStatus


class ConsentRepository(TenantRepository):
    """Proposals of one tenant; `expire_due(every_tenant=True)` is the one exception, for the
    expiry job."""

    def _select(self) -> Select[ConsentProposal]:
        return select(ConsentProposal).where(self.owned(ConsentProposal))

    def add(self, proposal: ConsentProposal) -> None:
        """Queue the row for insertion with the transaction; it must belong to this tenant."""
        assert proposal.tenant_id == self.tenant_id
        self.session.add(proposal)

    async def get(self, proposal_id: str) -> ConsentProposal | None:
        stmt = self._select().where(ConsentProposal.id == proposal_id)
        return (await self.session.scalars(stmt)).first()

    async def list(
        self,
        *,
        status: ConsentStatus,
        user_id: str | None,
        limit: int,
        after: tuple[datetime, str] | None,
    ) -> list[ConsentProposal]:
        """Newest first; `after` is the (created_at, id) of the last row already seen."""
        stmt = self._select().where(ConsentProposal.status == status)
        if user_id is not None:
            stmt = stmt.where(ConsentProposal.user_id == user_id)
        if after is not None:
            stmt = stmt.where(
                tuple_(ConsentProposal.created_at, ConsentProposal.id) < tuple_(*after)
            )
        stmt = stmt.order_by(ConsentProposal.created_at.desc(), ConsentProposal.id.desc())
        return list(await self.session.scalars(stmt.limit(limit)))

    async def decide(
        self, proposal_id: str, *, status: ConsentStatus, at: datetime, by: str
    ) -> ConsentProposal | None:
        """Record the decision on a proposal still open at `at`. None: it was decided already,
        or has expired — of two racing decisions only one finds it pending."""
        stmt = (
            update(ConsentProposal)
            .where(
                self.owned(ConsentProposal),
                ConsentProposal.id == proposal_id,
                ConsentProposal.status == ConsentStatus.pending,
                ConsentProposal.expires_at > at,
            )
            .values(status=status, decided_at=at, decided_by=by)
            .returning(ConsentProposal)
        )
        # populate_existing: a copy already loaded in this session takes the new values.
        rows = await self.session.scalars(stmt, execution_options={"populate_existing": True})
        return rows.one_or_none()

    async def expire_due(self, *, at: datetime, every_tenant: bool = False) -> int:
        """Mark pending proposals whose time ran out by `at` as expired; answer how many."""
        stmt = update(ConsentProposal).where(
            ConsentProposal.status == ConsentStatus.pending, ConsentProposal.expires_at <= at
        )
        if not every_tenant:
            stmt = stmt.where(self.owned(ConsentProposal))
        stmt = stmt.values(status=ConsentStatus.expired, decided_at=ConsentProposal.expires_at)
        return len((await self.session.execute(stmt.returning(ConsentProposal.id))).all())
