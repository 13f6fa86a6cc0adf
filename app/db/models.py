"""The tables. Invariants that must never break are constraints here, not only code paths.

The migration in `migrations/versions/` is the schema's source of truth in the database; these
models mirror it (a test runs `alembic check` to keep the two identical). `alembic check` does not
compare CHECK constraints: the vocabulary CHECKs here are built from app/enums.py, and
tests/integration/test_vocabularies.py compares the database's with the enums.
"""

from datetime import datetime
from enum import StrEnum
from typing import Any

from pgvector.sqlalchemy import Vector
from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Computed,
    Double,
    ForeignKey,
    ForeignKeyConstraint,
    Identity,
    Index,
    Integer,
    Text,
    UniqueConstraint,
    func,
    select,
)
from sqlalchemy import text as sql
from sqlalchemy.dialects.postgresql import ARRAY, JSONB, TSVECTOR
from sqlalchemy.orm import Mapped, column_property, mapped_column

from app.db.base import Base
from app.enums import (
    ConsentStatus,
    EventStatus,
    HistoryEvent,
    Lifespan,
    MemoryStatus,
    MemoryType,
    RelationType,
    Role,
    Tier,
)
from app.enums import Relation as Verdict

# Name of the partial unique index that allows one active version per structured key.
ACTIVE_KEY_INDEX = "uq_memories_active_key"
ACTIVE_CHAIN_INDEX = "uq_memories_active_chain"
# memories.search, as migrations/versions/2026-11-25-1400_add_memory_search.py creates it.
SEARCH_TERMS = (
    "to_tsvector('english'::regconfig, text)"
    " || to_tsvector('simple'::regconfig, palimpsest_cjk_bigrams(text))"
)


def _now() -> Any:
    return mapped_column(server_default=func.clock_timestamp())


def _one_of(column: str, vocabulary: type[StrEnum], *, nullable: bool = False) -> CheckConstraint:
    """The CHECK that keeps `column` to the values of its enum (named `<column>_known`)."""
    values = ", ".join(f"'{member.value}'" for member in vocabulary)
    condition = f"{column} IN ({values})"
    if nullable:
        condition = f"{column} IS NULL OR {condition}"
    return CheckConstraint(condition, name=f"{column}_known")


class TenantOwned:
    """A table whose rows belong to one tenant. Repositories filter it with
    `TenantRepository.owned`, which accepts only these."""

    tenant_id: Mapped[str]


class ReadCount(TenantOwned, Base):
    """How often, and when last, a memory was read: kept beside `memories`, not in it.

    Every query counts its hits, and the counts are written about once a second. In the
    memories row (~1.7 kB with its vector, full pages) half of those updates were not HOT and
    gave every index of the table a new entry, the HNSW graph included; here a row is ~100
    bytes, the only index is the primary key, so an update adds no index entry when it fits
    on its page (docs/performance.md, round 10). A memory never read has no row."""

    __tablename__ = "memory_reads"
    __table_args__ = (
        CheckConstraint("access_count >= 0", name="access_count_range"),
        # Room on each page for the next version of its rows: the updates stay HOT.
        {"postgresql_with": {"fillfactor": 80}},
    )

    memory_id: Mapped[str] = mapped_column(
        ForeignKey("memories.id", ondelete="CASCADE"), primary_key=True
    )
    tenant_id: Mapped[str]
    access_count: Mapped[int] = mapped_column(Integer, server_default=sql("0"))
    last_accessed_at: Mapped[datetime | None]


def _read(column: Any, memory_id: Any, tenant_id: Any) -> Any:
    """A memory's read count or time, loaded with it: a scalar subquery on its row of
    `memory_reads`, of the same tenant (NULL when it was never read)."""
    return (
        select(column)
        .where(ReadCount.memory_id == memory_id, ReadCount.tenant_id == tenant_id)
        .correlate_except(ReadCount)
        .scalar_subquery()
    )


class Memory(TenantOwned, Base):
    """One row per version of a memory; `chain_id` groups the versions of one memory."""

    __tablename__ = "memories"
    __table_args__ = (
        _one_of("type", MemoryType),
        _one_of("status", MemoryStatus),
        _one_of("tier", Tier),
        _one_of("lifespan", Lifespan),
        _one_of("role", Role, nullable=True),
        CheckConstraint("confidence BETWEEN 0 AND 1", name="confidence_range"),
        CheckConstraint("importance BETWEEN 0 AND 1", name="importance_range"),
        CheckConstraint("version >= 1", name="version_positive"),
        # The first version starts the chain and supersedes nothing; every later one does both.
        CheckConstraint("(version = 1) = (chain_id = id)", name="chain_starts_at_v1"),
        CheckConstraint("(version = 1) = (supersedes IS NULL)", name="v1_supersedes_nothing"),
        CheckConstraint(
            "status <> 'active' OR (superseded_by IS NULL AND superseded_at IS NULL"
            " AND deleted_at IS NULL)",
            name="active_is_current",
        ),
        CheckConstraint(
            "status <> 'superseded' OR (superseded_by IS NOT NULL AND superseded_at IS NOT NULL)",
            name="superseded_has_successor",
        ),
        CheckConstraint(
            "valid_until IS NULL OR valid_until >= valid_from", name="valid_time_ordered"
        ),
        # Versions are contiguous: version n exists only if version n-1 of the chain exists.
        UniqueConstraint("chain_id", "version"),
        ForeignKeyConstraint(
            ["chain_id", "prev_version"],
            ["memories.chain_id", "memories.version"],
            name="fk_memories_chain_prev_version",
        ),
        Index(
            ACTIVE_KEY_INDEX,
            "tenant_id",
            "user_id",
            "scope",
            "type",
            "key",
            "project_id",
            unique=True,
            postgresql_nulls_not_distinct=True,
            postgresql_where=sql("status = 'active' AND key IS NOT NULL"),
        ),
        # Within a chain only one version is current.
        Index(
            ACTIVE_CHAIN_INDEX,
            "chain_id",
            unique=True,
            postgresql_where=sql("status = 'active'"),
        ),
        Index(
            "ix_memories_active_hash",
            "tenant_id",
            "user_id",
            "content_hash",
            postgresql_where=sql("status = 'active'"),
        ),
        Index("ix_memories_user_created", "tenant_id", "user_id", "created_at", "id"),
        Index("ix_memories_tenant_created", "tenant_id", "created_at", "id"),
        Index("ix_memories_user_category", "tenant_id", "user_id", "category"),
        Index("ix_memories_thread", "tenant_id", "thread_id"),
        Index("ix_memories_agent", "tenant_id", "agent_id"),
        Index("ix_memories_project", "tenant_id", "project_id"),
        Index(
            "ix_memories_embedding",
            "embedding",
            postgresql_using="hnsw",
            postgresql_ops={"embedding": "vector_cosine_ops"},
        ),
        # The lexical channel of retrieval: this user's memories with any of a query's terms;
        # the full index for `as_of` / `known_at` reads, the partial one for current memories.
        Index("ix_memories_search", "tenant_id", "user_id", "search", postgresql_using="gin"),
        Index(
            "ix_memories_search_active",
            "tenant_id",
            "user_id",
            "search",
            postgresql_using="gin",
            postgresql_where=sql("status = 'active'"),
        ),
        # The write's attribute channel: this user's current memories stating an attribute.
        Index(
            "ix_memories_attributes_active",
            "tenant_id",
            "user_id",
            "attributes",
            postgresql_using="gin",
            postgresql_with={"fastupdate": "off"},
            postgresql_where=sql("status = 'active'"),
        ),
    )

    id: Mapped[str] = mapped_column(primary_key=True)
    # Declared here, not only by TenantOwned: the read counts below refer to it.
    tenant_id: Mapped[str] = mapped_column()
    user_id: Mapped[str]
    agent_id: Mapped[str | None]
    run_id: Mapped[str | None]
    thread_id: Mapped[str | None]
    actor_id: Mapped[str | None]
    role: Mapped[Role | None]
    project_id: Mapped[str | None]

    scope: Mapped[str] = mapped_column(server_default="global")
    type: Mapped[MemoryType]
    category: Mapped[str]
    key: Mapped[str | None]
    value: Mapped[Any | None] = mapped_column(JSONB(none_as_null=True))
    text: Mapped[str]
    # The dimension is fixed by the migration (settings.embedding_dim); NULL until embedded.
    embedding: Mapped[Any | None] = mapped_column(Vector())
    content_hash: Mapped[str]
    # Which attributes of the person the text states ("res", "emp", "pref:editor", …), as the
    # rules read it: memories about the same attribute are conflict candidates even when their
    # embeddings are far apart ("works at Acme" / "joined Globex": cosine 0.38).
    attributes: Mapped[list[str]] = mapped_column(ARRAY(Text), server_default=sql("'{}'"))
    # The text's terms for lexical search, computed by the database (the migration that adds it
    # says how: English words, and bigrams of Chinese characters). Never loaded with a row.
    search: Mapped[Any] = mapped_column(
        TSVECTOR, Computed(SEARCH_TERMS, persisted=True), deferred=True
    )

    confidence: Mapped[float] = mapped_column(Double)
    importance: Mapped[float] = mapped_column(Double)
    tier: Mapped[Tier] = mapped_column(server_default=Tier.semantic.value)
    pinned: Mapped[bool] = mapped_column(server_default=sql("false"))
    lifespan: Mapped[Lifespan] = mapped_column(server_default=Lifespan.permanent.value)
    tags: Mapped[list[str]] = mapped_column(ARRAY(Text), server_default=sql("'{}'"))
    meta: Mapped[dict[str, Any]] = mapped_column("metadata", server_default=sql("'{}'"))

    chain_id: Mapped[str]
    version: Mapped[int] = mapped_column(Integer)
    prev_version: Mapped[int | None] = mapped_column(
        Integer, Computed("CASE WHEN version > 1 THEN version - 1 END", persisted=True)
    )
    status: Mapped[MemoryStatus] = mapped_column(server_default=MemoryStatus.active.value)
    supersedes: Mapped[str | None] = mapped_column(ForeignKey("memories.id"))
    # Deferred: the old version names its successor in the same transaction that inserts it.
    superseded_by: Mapped[str | None] = mapped_column(
        ForeignKey("memories.id", deferrable=True, initially="DEFERRED")
    )
    superseded_at: Mapped[datetime | None]
    contradicted_by: Mapped[str | None] = mapped_column(
        ForeignKey("memories.id", deferrable=True, initially="DEFERRED")
    )

    valid_from: Mapped[datetime] = _now()
    valid_until: Mapped[datetime | None]
    created_at: Mapped[datetime] = _now()
    updated_at: Mapped[datetime] = _now()
    deleted_at: Mapped[datetime | None]
    purge_at: Mapped[datetime | None]

    # Read from `memory_reads` with the row (see ReadCount): a query's count never rewrites
    # the version. Set on a new version, they are written beside it (StagedRows).
    last_accessed_at: Mapped[datetime | None] = column_property(
        _read(ReadCount.last_accessed_at, id, tenant_id)
    )
    access_count: Mapped[int] = column_property(
        func.coalesce(_read(ReadCount.access_count, id, tenant_id), sql("0"))
    )

    @property
    def is_active(self) -> bool:
        return self.status == MemoryStatus.active


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


class ThreadReader(TenantOwned, Base):
    """The thread revision last served to each reader (an agent, or "" for none), so a delta
    header shows each reader only what changed since it last looked."""

    __tablename__ = "thread_readers"

    tenant_id: Mapped[str] = mapped_column(primary_key=True)
    thread_id: Mapped[str] = mapped_column(primary_key=True)
    reader: Mapped[str] = mapped_column(primary_key=True)
    served_rev: Mapped[int] = mapped_column(BigInteger)
    updated_at: Mapped[datetime] = _now()
