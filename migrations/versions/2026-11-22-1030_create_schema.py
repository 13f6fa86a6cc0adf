"""Create the whole schema: memories and their version chains, history, thread revisions,
relations, events, consent proposals, checkpoints, pair checks and API keys.

Revision ID: 0b1c2d3e4f50
Revises:
Create Date: 2026-11-22 10:30:00+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from pgvector.sqlalchemy import Vector
from sqlalchemy.dialects import postgresql

from app.config import get_settings

revision: str = "0b1c2d3e4f50"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


# A status change or a new version without a history row written by the same transaction is
# refused at commit: "history for every change" is the database's rule, not only the code's.
REQUIRE_HISTORY = """
CREATE FUNCTION memories_require_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (
        SELECT 1 FROM history h
        WHERE (h.memory_id = NEW.id OR h.old_ref = NEW.id)
          AND h.xact_id = (pg_current_xact_id()::text)::bigint
    ) THEN
        RAISE EXCEPTION 'memory % became % without a history row', NEW.id, NEW.status
            USING ERRCODE = 'integrity_constraint_violation',
                  CONSTRAINT = 'memories_history_required';
    END IF;
    RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER memories_history_on_insert
    AFTER INSERT ON memories DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION memories_require_history();
CREATE CONSTRAINT TRIGGER memories_history_on_status
    AFTER UPDATE OF status ON memories DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
    EXECUTE FUNCTION memories_require_history();
"""


def upgrade() -> None:
    op.execute("SET LOCAL lock_timeout = '5s'")
    op.execute("CREATE EXTENSION IF NOT EXISTS vector")
    # The embedding dimension is a setting (384 for the embedded model); changing it later
    # takes a migration that re-embeds every memory.
    embedding_dim = get_settings().embedding_dim
    op.create_table(
        "api_keys",
        sa.Column("id", sa.Text(), nullable=False),
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("name", sa.Text(), nullable=True),
        sa.Column("secret_hash", sa.Text(), nullable=False),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_api_keys")),
    )
    op.create_index("ix_api_keys_tenant", "api_keys", ["tenant_id"], unique=False)
    op.create_table(
        "change_log",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("thread_id", sa.Text(), nullable=False),
        sa.Column("rev", sa.BigInteger(), nullable=False),
        sa.Column("memory_id", sa.Text(), nullable=False),
        sa.Column("event", sa.Text(), nullable=False),
        sa.Column(
            "meta",
            postgresql.JSONB(astext_type=sa.Text()),
            server_default=sa.text("'{}'"),
            nullable=False,
        ),
        sa.Column(
            "ts",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_change_log")),
    )
    op.create_index(
        "ix_change_log_thread_rev", "change_log", ["tenant_id", "thread_id", "rev"], unique=False
    )
    op.create_table(
        "checkpoints",
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("user_id", sa.Text(), nullable=False),
        sa.Column("thread_id", sa.Text(), nullable=False),
        sa.Column("state", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.Column(
            "updated_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.PrimaryKeyConstraint("tenant_id", "user_id", "thread_id", name=op.f("pk_checkpoints")),
    )
    op.create_index(
        "ix_checkpoints_updated", "checkpoints", ["tenant_id", "updated_at"], unique=False
    )
    op.create_table(
        "events",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("user_id", sa.Text(), nullable=True),
        sa.Column("thread_id", sa.Text(), nullable=True),
        sa.Column("node", sa.Text(), nullable=False),
        sa.Column("op", sa.Text(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("memory_id", sa.Text(), nullable=True),
        sa.Column("category", sa.Text(), nullable=True),
        sa.Column("sim", sa.Double(), nullable=True),
        sa.Column(
            "meta",
            postgresql.JSONB(astext_type=sa.Text()),
            server_default=sa.text("'{}'"),
            nullable=False,
        ),
        sa.Column(
            "ts",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.CheckConstraint(
            "status IN ('ok', 'error', 'skipped')", name=op.f("ck_events_status_known")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_events")),
    )
    op.create_index("ix_events_node_ts", "events", ["tenant_id", "node", "ts"], unique=False)
    op.create_index("ix_events_user_ts", "events", ["tenant_id", "user_id", "ts"], unique=False)
    op.create_table(
        "history",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("memory_id", sa.Text(), nullable=False),
        sa.Column("chain_id", sa.Text(), nullable=False),
        sa.Column("event", sa.Text(), nullable=False),
        sa.Column("old_ref", sa.Text(), nullable=True),
        sa.Column("new_ref", sa.Text(), nullable=True),
        sa.Column("actor", sa.Text(), nullable=True),
        sa.Column(
            "meta",
            postgresql.JSONB(astext_type=sa.Text()),
            server_default=sa.text("'{}'"),
            nullable=False,
        ),
        sa.Column(
            "ts",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.Column(
            "xact_id",
            sa.BigInteger(),
            server_default=sa.text("(pg_current_xact_id()::text)::bigint"),
            nullable=False,
        ),
        sa.CheckConstraint(
            "event IN ('ADD', 'UPDATE', 'DELETE', 'MERGE', 'LINK', 'TTL', 'RESTORE', 'NOOP',"
            " 'REJECT', 'PURGE')",
            name=op.f("ck_history_event_known"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_history")),
    )
    op.create_index("ix_history_chain", "history", ["tenant_id", "chain_id", "id"], unique=False)
    op.create_index("ix_history_memory_id", "history", ["memory_id"], unique=False)
    op.create_index("ix_history_old_ref", "history", ["old_ref"], unique=False)
    op.create_table(
        "memories",
        sa.Column("id", sa.Text(), nullable=False),
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("user_id", sa.Text(), nullable=False),
        sa.Column("agent_id", sa.Text(), nullable=True),
        sa.Column("run_id", sa.Text(), nullable=True),
        sa.Column("thread_id", sa.Text(), nullable=True),
        sa.Column("actor_id", sa.Text(), nullable=True),
        sa.Column("role", sa.Text(), nullable=True),
        sa.Column("project_id", sa.Text(), nullable=True),
        sa.Column("scope", sa.Text(), server_default="global", nullable=False),
        sa.Column("type", sa.Text(), nullable=False),
        sa.Column("category", sa.Text(), nullable=False),
        sa.Column("key", sa.Text(), nullable=True),
        sa.Column(
            "value", postgresql.JSONB(none_as_null=True, astext_type=sa.Text()), nullable=True
        ),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("embedding", Vector(embedding_dim), nullable=True),
        sa.Column("content_hash", sa.Text(), nullable=False),
        sa.Column("confidence", sa.Double(), nullable=False),
        sa.Column("importance", sa.Double(), nullable=False),
        sa.Column("tier", sa.Text(), server_default="semantic", nullable=False),
        sa.Column("pinned", sa.Boolean(), server_default=sa.text("false"), nullable=False),
        sa.Column("lifespan", sa.Text(), server_default="permanent", nullable=False),
        sa.Column(
            "tags", postgresql.ARRAY(sa.Text()), server_default=sa.text("'{}'"), nullable=False
        ),
        sa.Column(
            "metadata",
            postgresql.JSONB(astext_type=sa.Text()),
            server_default=sa.text("'{}'"),
            nullable=False,
        ),
        sa.Column("chain_id", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column(
            "prev_version",
            sa.Integer(),
            sa.Computed("CASE WHEN version > 1 THEN version - 1 END", persisted=True),
            nullable=True,
        ),
        sa.Column("status", sa.Text(), server_default="active", nullable=False),
        sa.Column("supersedes", sa.Text(), nullable=True),
        sa.Column("superseded_by", sa.Text(), nullable=True),
        sa.Column("superseded_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("contradicted_by", sa.Text(), nullable=True),
        sa.Column(
            "valid_from",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.Column("valid_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.Column(
            "updated_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.Column("last_accessed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("access_count", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.Column("deleted_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("purge_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint(
            "lifespan IN ('session', 'project', 'permanent')",
            name=op.f("ck_memories_lifespan_known"),
        ),
        sa.CheckConstraint(
            "role IS NULL OR role IN ('user', 'assistant', 'system')",
            name=op.f("ck_memories_role_known"),
        ),
        sa.CheckConstraint(
            "status <> 'active' OR (superseded_by IS NULL AND superseded_at IS NULL"
            " AND deleted_at IS NULL)",
            name=op.f("ck_memories_active_is_current"),
        ),
        sa.CheckConstraint(
            "status <> 'superseded' OR (superseded_by IS NOT NULL AND superseded_at IS NOT NULL)",
            name=op.f("ck_memories_superseded_has_successor"),
        ),
        sa.CheckConstraint(
            "status IN ('active', 'superseded', 'retracted', 'deleted', 'purged')",
            name=op.f("ck_memories_status_known"),
        ),
        sa.CheckConstraint("tier IN ('core', 'semantic')", name=op.f("ck_memories_tier_known")),
        sa.CheckConstraint(
            "type IN ('fact', 'preference', 'decision', 'insight', 'procedural', 'episodic')",
            name=op.f("ck_memories_type_known"),
        ),
        sa.CheckConstraint(
            "(version = 1) = (chain_id = id)", name=op.f("ck_memories_chain_starts_at_v1")
        ),
        sa.CheckConstraint(
            "(version = 1) = (supersedes IS NULL)", name=op.f("ck_memories_v1_supersedes_nothing")
        ),
        sa.CheckConstraint("access_count >= 0", name=op.f("ck_memories_access_count_range")),
        sa.CheckConstraint("confidence BETWEEN 0 AND 1", name=op.f("ck_memories_confidence_range")),
        sa.CheckConstraint("importance BETWEEN 0 AND 1", name=op.f("ck_memories_importance_range")),
        sa.CheckConstraint(
            "valid_until IS NULL OR valid_until >= valid_from",
            name=op.f("ck_memories_valid_time_ordered"),
        ),
        sa.CheckConstraint("version >= 1", name=op.f("ck_memories_version_positive")),
        sa.ForeignKeyConstraint(
            ["chain_id", "prev_version"],
            ["memories.chain_id", "memories.version"],
            name="fk_memories_chain_prev_version",
        ),
        sa.ForeignKeyConstraint(
            ["contradicted_by"],
            ["memories.id"],
            name=op.f("fk_memories_contradicted_by_memories"),
            initially="DEFERRED",
            deferrable=True,
        ),
        sa.ForeignKeyConstraint(
            ["superseded_by"],
            ["memories.id"],
            name=op.f("fk_memories_superseded_by_memories"),
            initially="DEFERRED",
            deferrable=True,
        ),
        sa.ForeignKeyConstraint(
            ["supersedes"], ["memories.id"], name=op.f("fk_memories_supersedes_memories")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_memories")),
        sa.UniqueConstraint("chain_id", "version", name=op.f("uq_memories_chain_id_version")),
    )
    op.create_index(
        "uq_memories_active_chain",
        "memories",
        ["chain_id"],
        unique=True,
        postgresql_where=sa.text("status = 'active'"),
    )
    op.create_index(
        "ix_memories_active_hash",
        "memories",
        ["tenant_id", "user_id", "content_hash"],
        unique=False,
        postgresql_where=sa.text("status = 'active'"),
    )
    op.create_index("ix_memories_agent", "memories", ["tenant_id", "agent_id"], unique=False)
    op.create_index(
        "ix_memories_embedding",
        "memories",
        ["embedding"],
        unique=False,
        postgresql_using="hnsw",
        postgresql_ops={"embedding": "vector_cosine_ops"},
    )
    op.create_index("ix_memories_project", "memories", ["tenant_id", "project_id"], unique=False)
    op.create_index(
        "ix_memories_tenant_created", "memories", ["tenant_id", "created_at", "id"], unique=False
    )
    op.create_index("ix_memories_thread", "memories", ["tenant_id", "thread_id"], unique=False)
    op.create_index(
        "ix_memories_user_category", "memories", ["tenant_id", "user_id", "category"], unique=False
    )
    op.create_index(
        "ix_memories_user_created",
        "memories",
        ["tenant_id", "user_id", "created_at", "id"],
        unique=False,
    )
    op.create_index(
        "uq_memories_active_key",
        "memories",
        ["tenant_id", "user_id", "scope", "type", "key", "project_id"],
        unique=True,
        postgresql_nulls_not_distinct=True,
        postgresql_where=sa.text("status = 'active' AND key IS NOT NULL"),
    )
    op.create_table(
        "pair_checks",
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("fingerprint", sa.Text(), nullable=False),
        sa.Column("id_a", sa.Text(), nullable=False),
        sa.Column("id_b", sa.Text(), nullable=False),
        sa.Column("score", sa.Double(), nullable=False),
        sa.Column("result", sa.Text(), nullable=False),
        sa.Column(
            "checked_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("tenant_id", "fingerprint", name=op.f("pk_pair_checks")),
    )
    op.create_index("ix_pair_checks_expires", "pair_checks", ["expires_at"], unique=False)
    op.create_table(
        "thread_revisions",
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("thread_id", sa.Text(), nullable=False),
        sa.Column("rev", sa.BigInteger(), nullable=False),
        sa.Column(
            "updated_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.PrimaryKeyConstraint("tenant_id", "thread_id", name=op.f("pk_thread_revisions")),
    )
    op.create_table(
        "consent_proposals",
        sa.Column("id", sa.Text(), nullable=False),
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("user_id", sa.Text(), nullable=False),
        sa.Column("memory_id", sa.Text(), nullable=True),
        sa.Column("key", sa.Text(), nullable=False),
        sa.Column("proposal", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("status", sa.Text(), server_default="pending", nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("decided_by", sa.Text(), nullable=True),
        sa.CheckConstraint(
            "status IN ('pending', 'approved', 'rejected', 'expired')",
            name=op.f("ck_consent_proposals_status_known"),
        ),
        sa.ForeignKeyConstraint(
            ["memory_id"], ["memories.id"], name=op.f("fk_consent_proposals_memory_id_memories")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_consent_proposals")),
    )
    op.create_index(
        "ix_consent_proposals_pending",
        "consent_proposals",
        ["tenant_id", "user_id", "status", "expires_at"],
        unique=False,
    )
    op.create_table(
        "relations",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("tenant_id", sa.Text(), nullable=False),
        sa.Column("from_id", sa.Text(), nullable=False),
        sa.Column("to_id", sa.Text(), nullable=False),
        sa.Column("relation_type", sa.Text(), server_default="related_to", nullable=False),
        sa.Column("strength", sa.Double(), nullable=False),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("clock_timestamp()"),
            nullable=False,
        ),
        sa.CheckConstraint(
            "relation_type IN ('related_to', 'supersedes', 'contradicts', 'merged_into')",
            name=op.f("ck_relations_relation_type_known"),
        ),
        sa.CheckConstraint("from_id <> to_id", name=op.f("ck_relations_no_self_edge")),
        sa.CheckConstraint("strength BETWEEN 0 AND 1", name=op.f("ck_relations_strength_range")),
        sa.ForeignKeyConstraint(
            ["from_id"], ["memories.id"], name=op.f("fk_relations_from_id_memories")
        ),
        sa.ForeignKeyConstraint(
            ["to_id"], ["memories.id"], name=op.f("fk_relations_to_id_memories")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_relations")),
        sa.UniqueConstraint(
            "tenant_id",
            "from_id",
            "to_id",
            "relation_type",
            name=op.f("uq_relations_tenant_id_from_id_to_id_relation_type"),
        ),
    )
    op.create_index("ix_relations_to_id", "relations", ["tenant_id", "to_id"], unique=False)
    op.execute(REQUIRE_HISTORY)


def downgrade() -> None:
    op.execute("SET LOCAL lock_timeout = '5s'")
    op.execute("DROP TRIGGER memories_history_on_status ON memories")
    op.execute("DROP TRIGGER memories_history_on_insert ON memories")
    op.execute("DROP FUNCTION memories_require_history()")
    op.drop_index("ix_relations_to_id", table_name="relations")
    op.drop_table("relations")
    op.drop_index("ix_consent_proposals_pending", table_name="consent_proposals")
    op.drop_table("consent_proposals")
    op.drop_table("thread_revisions")
    op.drop_index("ix_pair_checks_expires", table_name="pair_checks")
    op.drop_table("pair_checks")
    op.drop_index(
        "uq_memories_active_key",
        table_name="memories",
        postgresql_nulls_not_distinct=True,
        postgresql_where=sa.text("status = 'active' AND key IS NOT NULL"),
    )
    op.drop_index("ix_memories_user_created", table_name="memories")
    op.drop_index("ix_memories_user_category", table_name="memories")
    op.drop_index("ix_memories_thread", table_name="memories")
    op.drop_index("ix_memories_tenant_created", table_name="memories")
    op.drop_index("ix_memories_project", table_name="memories")
    op.drop_index(
        "ix_memories_embedding",
        table_name="memories",
        postgresql_using="hnsw",
        postgresql_ops={"embedding": "vector_cosine_ops"},
    )
    op.drop_index("ix_memories_agent", table_name="memories")
    op.drop_index("uq_memories_active_chain", table_name="memories")
    op.drop_index(
        "ix_memories_active_hash",
        table_name="memories",
        postgresql_where=sa.text("status = 'active'"),
    )
    op.drop_table("memories")
    op.drop_index("ix_history_old_ref", table_name="history")
    op.drop_index("ix_history_memory_id", table_name="history")
    op.drop_index("ix_history_chain", table_name="history")
    op.drop_table("history")
    op.drop_index("ix_events_user_ts", table_name="events")
    op.drop_index("ix_events_node_ts", table_name="events")
    op.drop_table("events")
    op.drop_index("ix_checkpoints_updated", table_name="checkpoints")
    op.drop_table("checkpoints")
    op.drop_index("ix_change_log_thread_rev", table_name="change_log")
    op.drop_table("change_log")
    op.drop_index("ix_api_keys_tenant", table_name="api_keys")
    op.drop_table("api_keys")
