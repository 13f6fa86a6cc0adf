"""The service's working rows beside the memories: API keys (what names a tenant), consent
proposals awaiting a user's decision, agents' checkpoints, and the pairs consolidation already
compared. None is a memory or a record of one.
"""

from datetime import datetime
from typing import Any

from sqlalchemy import Double, ForeignKey, Index
from sqlalchemy.orm import Mapped, mapped_column

from app.db.base import Base
from app.db.models.columns import TenantOwned, _now, _one_of
from app.enums import ConsentStatus
from app.enums import Relation as Verdict


class ConsentProposal(TenantOwned, Base):
    __tablename__ = "consent_proposals"
    __table_args__ = (
        _one_of("status", ConsentStatus),
        Index("ix_consent_proposals_pending", "tenant_id", "user_id", "status", "expires_at"),
    )

    id: Mapped[str] = mapped_column(primary_key=True)
    user_id: Mapped[str]
    memory_id: Mapped[str | None] = mapped_column(ForeignKey("memories.id"))
    key: Mapped[str]
    proposal: Mapped[dict[str, Any]]
    status: Mapped[ConsentStatus] = mapped_column(server_default=ConsentStatus.pending.value)
    reason: Mapped[str | None]
    created_at: Mapped[datetime] = _now()
    expires_at: Mapped[datetime]
    decided_at: Mapped[datetime | None]
    decided_by: Mapped[str | None]


class Checkpoint(TenantOwned, Base):
    __tablename__ = "checkpoints"
    __table_args__ = (Index("ix_checkpoints_updated", "tenant_id", "updated_at"),)

    tenant_id: Mapped[str] = mapped_column(primary_key=True)
    user_id: Mapped[str] = mapped_column(primary_key=True)
    thread_id: Mapped[str] = mapped_column(primary_key=True)
    state: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = _now()
    updated_at: Mapped[datetime] = _now()


class PairCheck(TenantOwned, Base):
    """Fingerprints of memory pairs consolidation already compared, to skip them for a while."""

    __tablename__ = "pair_checks"
    __table_args__ = (Index("ix_pair_checks_expires", "expires_at"),)

    tenant_id: Mapped[str] = mapped_column(primary_key=True)
    fingerprint: Mapped[str] = mapped_column(primary_key=True)
    id_a: Mapped[str]
    id_b: Mapped[str]
    score: Mapped[float] = mapped_column(Double)
    result: Mapped[Verdict]  # the classifier's verdict on the pair
    checked_at: Mapped[datetime] = _now()
    expires_at: Mapped[datetime]


class ApiKey(TenantOwned, Base):
    """An API key: the public id is part of the token, only a slow hash of the secret is kept."""

    __tablename__ = "api_keys"
    __table_args__ = (Index("ix_api_keys_tenant", "tenant_id"),)

    id: Mapped[str] = mapped_column(primary_key=True)
    name: Mapped[str | None]
    secret_hash: Mapped[str]
    created_at: Mapped[datetime] = _now()
    last_used_at: Mapped[datetime | None]
    revoked_at: Mapped[datetime | None]
