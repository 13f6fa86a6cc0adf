"""What is recorded about memories beside them: the history of every change (the audit log),
each thread's change log and revision, the revision each reader was last served, the relations
between memories, and the operational events of each node. Rows are appended (or, for the
revisions, bumped); a memory's own row never holds them.
"""

from datetime import datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Double,
    ForeignKey,
    Identity,
    Index,
    UniqueConstraint,
)
from sqlalchemy import text as sql
from sqlalchemy.orm import Mapped, mapped_column

from app.db.base import Base
from app.db.models.columns import TenantOwned, _now, _one_of
from app.enums import EventStatus, HistoryEvent, RelationType


class History(TenantOwned, Base):
    """The audit log: one row per change, written in the transaction that makes the change."""

    __tablename__ = "history"
    __table_args__ = (
        _one_of("event", HistoryEvent),
        Index("ix_history_chain", "tenant_id", "chain_id", "id"),
        Index("ix_history_memory_id", "memory_id"),
        Index("ix_history_old_ref", "old_ref"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    memory_id: Mapped[str]
    chain_id: Mapped[str]
    event: Mapped[HistoryEvent]
    old_ref: Mapped[str | None]
    new_ref: Mapped[str | None]
    actor: Mapped[str | None]
    meta: Mapped[dict[str, Any]] = mapped_column(server_default=sql("'{}'"))
    ts: Mapped[datetime] = _now()
    # The writing transaction: the history-required trigger matches changes to their rows by it.
    xact_id: Mapped[int] = mapped_column(
        BigInteger, server_default=sql("(pg_current_xact_id()::text)::bigint")
    )


class ThreadRevision(TenantOwned, Base):
    __tablename__ = "thread_revisions"

    tenant_id: Mapped[str] = mapped_column(primary_key=True)
    thread_id: Mapped[str] = mapped_column(primary_key=True)
    rev: Mapped[int] = mapped_column(BigInteger)
    updated_at: Mapped[datetime] = _now()


class ChangeLog(TenantOwned, Base):
    __tablename__ = "change_log"
    __table_args__ = (Index("ix_change_log_thread_rev", "tenant_id", "thread_id", "rev"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    thread_id: Mapped[str]
    rev: Mapped[int] = mapped_column(BigInteger)
    memory_id: Mapped[str]
    event: Mapped[str]
    meta: Mapped[dict[str, Any]] = mapped_column(server_default=sql("'{}'"))
    ts: Mapped[datetime] = _now()


class Relation(TenantOwned, Base):
    __tablename__ = "relations"
    __table_args__ = (
        _one_of("relation_type", RelationType),
        CheckConstraint("strength BETWEEN 0 AND 1", name="strength_range"),
        CheckConstraint("from_id <> to_id", name="no_self_edge"),
        UniqueConstraint("tenant_id", "from_id", "to_id", "relation_type"),
        Index("ix_relations_to_id", "tenant_id", "to_id"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    from_id: Mapped[str] = mapped_column(ForeignKey("memories.id"))
    to_id: Mapped[str] = mapped_column(ForeignKey("memories.id"))
    relation_type: Mapped[RelationType] = mapped_column(
        server_default=RelationType.related_to.value
    )
    strength: Mapped[float] = mapped_column(Double)
    created_at: Mapped[datetime] = _now()


class Event(TenantOwned, Base):
    """Operational tracking: what each node did, for counts by op/node/status over time."""

    __tablename__ = "events"
    __table_args__ = (
        _one_of("status", EventStatus),
        Index("ix_events_user_ts", "tenant_id", "user_id", "ts"),
        Index("ix_events_node_ts", "tenant_id", "node", "ts"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    user_id: Mapped[str | None]
    thread_id: Mapped[str | None]
    node: Mapped[str]
    op: Mapped[str]
    status: Mapped[EventStatus]
    memory_id: Mapped[str | None]
    category: Mapped[str | None]
    sim: Mapped[float | None] = mapped_column(Double)
    meta: Mapped[dict[str, Any]] = mapped_column(server_default=sql("'{}'"))
    ts: Mapped[datetime] = _now()


class ThreadReader(TenantOwned, Base):
    """The thread revision last served to each reader (an agent, or "" for none), so a delta
    header shows each reader only what changed since it last looked."""

    __tablename__ = "thread_readers"

    tenant_id: Mapped[str] = mapped_column(primary_key=True)
    thread_id: Mapped[str] = mapped_column(primary_key=True)
    reader: Mapped[str] = mapped_column(primary_key=True)
    served_rev: Mapped[int] = mapped_column(BigInteger)
    updated_at: Mapped[datetime] = _now()
