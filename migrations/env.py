"""Alembic environment: sync psycopg on the same URL the app uses async."""

from typing import Any

from alembic import context
from pgvector.sqlalchemy import Vector
from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from app.config import get_settings
from app.db import models  # noqa: F401  (registers the tables on the metadata
from app.db.base import Base
from app.db.engine import resolve_database_url

config = context.config
if config.config_file_name is not None and config.attributes.get("configure_logger", True):
    from logging.config import fileConfig

    fileConfig(config.config_file_name, disable_existing_loggers=False)


def _compare_type(
    _context: Any, _inspected: Any, _metadata: Any, inspected_type: Any, metadata_type: Any
) -> bool | None:
    # The embedding's dimension is a setting fixed by the migration, not part of the model.
    if isinstance(metadata_type, Vector):
        return False
    return None


def run_migrations() -> None:
    url = config.get_main_option("sqlalchemy.url") or resolve_database_url(get_settings())
    engine = create_engine(url, poolclass=NullPool)
    with engine.connect() as connection:
        context.configure(
            connection=connection,
            target_metadata=Base.metadata,
            compare_type=_compare_type,
        )
        with context.begin_transaction():
            # Replicas starting together migrate one at a time; the others then find it done.
            connection.execute(text("SELECT pg_advisory_xact_lock(hashtext('palimpsest:migrate'))"))
            context.run_migrations()
    engine.dispose()


if context.is_offline_mode():
    raise SystemExit("Offline (--sql) migrations are not supported; run against a database.")
run_migrations()
