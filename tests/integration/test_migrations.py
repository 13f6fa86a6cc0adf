"""The migration is the schema: it builds from nothing, matches the models, and goes back."""

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
