"""The memories table, one row per version, and its read counts kept beside it (memory_reads).

The version chain's invariants are constraints here; the two tables are together because a
memory's read count and time are loaded with its row, as columns of `Memory`.
"""

from datetime import datetime
from typing import Any

from pgvector.sqlalchemy import Vector
from sqlalchemy import (
    CheckConstraint,
    Computed,
    Double,
    ForeignKey,
    ForeignKeyConstraint,
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
from app.db.models.columns import TenantOwned, _now, _one_of
from app.enums import Lifespan, MemoryStatus, MemoryType, Role, Tier

# Name of the partial unique index that allows one active version per structured key.
ACTIVE_KEY_INDEX = "uq_memories_active_key"
ACTIVE_CHAIN_INDEX = "uq_memories_active_chain"
# memories.search, as migrations/versions/2026-11-25-1400_add_memory_search.py creates it.
SEARCH_TERMS = (
    "to_tsvector('english'::regconfig, text)"
    " || to_tsvector('simple'::regconfig, palimpsest_cjk_bigrams(text))"
)


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
