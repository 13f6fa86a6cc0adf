"""The migration is the schema: it builds from nothing, matches the models, and goes back."""

from datetime import UTC, datetime
from typing import Any

import psycopg
from alembic import command

from app.config import Settings
from app.db import migrate
from app.db.engine import libpq_url


def _tables(url: str, schema: str = "public") -> set[str]:
    with psycopg.connect(libpq_url(url)) as conn:
        rows = conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = %s", [schema]
        ).fetchall()
    return {row[0] for row in rows}


def test_upgrade_creates_every_table_and_matches_the_models(scratch_database_url: str) -> None:
    assert _tables(scratch_database_url) >= {
        "memories", "history", "thread_revisions", "change_log", "relations", "events",
        "consent_proposals", "checkpoints", "pair_checks", "api_keys",
    }  # fmt: skip
    # The job queue keeps to its own schema.
    assert "procrastinate_jobs" in _tables(scratch_database_url, "procrastinate")
    assert migrate.schema_is_current(scratch_database_url)
    # Raises if the models and the migrated schema differ in any way autogenerate can see.
    command.check(migrate.alembic_config(scratch_database_url))


def test_the_embedding_column_has_the_configured_dimension(scratch_database_url: str) -> None:
    with psycopg.connect(libpq_url(scratch_database_url)) as conn:
        row: Any = conn.execute(
            "SELECT format_type(atttypid, atttypmod) FROM pg_attribute"
            " WHERE attrelid = 'memories'::regclass AND attname = 'embedding'"
        ).fetchone()
    assert row[0] == f"vector({Settings().embedding_dim})"


def test_downgrade_to_nothing_and_back(scratch_database_url: str) -> None:
    migrate.downgrade(scratch_database_url, "base")
    assert _tables(scratch_database_url) == {"alembic_version"}
    assert _tables(scratch_database_url, "procrastinate") == set()
    assert not migrate.schema_is_current(scratch_database_url)
    migrate.upgrade(scratch_database_url)
    assert "memories" in _tables(scratch_database_url)
    assert migrate.schema_is_current(scratch_database_url)


# The revision before the read counts moved to memory_reads.
_COUNTS_IN_MEMORIES = "7283940516c7"


def test_the_read_counts_move_beside_the_memories_and_back(scratch_database_url: str) -> None:
    url, read_at = scratch_database_url, datetime(2026, 11, 20, tzinfo=UTC)
    migrate.downgrade(url, _COUNTS_IN_MEMORIES)
    stored = {"mem_read": (3, read_at), "mem_reinforced": (0, read_at), "mem_unread": (0, None)}
    with psycopg.connect(libpq_url(url)) as conn:
        for memory_id, (count, last) in stored.items():
            conn.execute(
                "INSERT INTO memories (id, tenant_id, user_id, type, category, text,"
                " content_hash, confidence, importance, chain_id, version, access_count,"
                " last_accessed_at) VALUES (%s, 't', 'u', 'fact', 'profile', 'User reads',"
                " 'h', 0.9, 0.5, %s, 1, %s, %s)",
                (memory_id, memory_id, count, last),
            )
            conn.execute(
                "INSERT INTO history (tenant_id, memory_id, chain_id, event, new_ref)"
                " VALUES ('t', %s, %s, 'ADD', %s)",
                (memory_id, memory_id, memory_id),
            )
    migrate.upgrade(url)
    with psycopg.connect(libpq_url(url)) as conn:
        moved = conn.execute(
            "SELECT memory_id, tenant_id, access_count, last_accessed_at FROM memory_reads"
            " ORDER BY memory_id"
        ).fetchall()
        left = conn.execute(
            "SELECT count(*) FROM pg_attribute WHERE attrelid = 'memories'::regclass"
            " AND attname IN ('access_count', 'last_accessed_at') AND NOT attisdropped"
        ).fetchone()
    # A memory never read has no row.
    assert moved == [("mem_read", "t", 3, read_at), ("mem_reinforced", "t", 0, read_at)]
    assert left == (0,)
    migrate.downgrade(url, _COUNTS_IN_MEMORIES)
    with psycopg.connect(libpq_url(url)) as conn:
        back = conn.execute(
            "SELECT id, access_count, last_accessed_at FROM memories ORDER BY id"
        ).fetchall()
    assert {memory_id: (count, last) for memory_id, count, last in back} == stored
    migrate.upgrade(url)
