"""`palimpsest`: serve the API (or MCP over stdio), migrate the database, manage API keys,
run background jobs, export and import memories.

Every command reads the same settings as the service (DATABASE_URL, PALIMPSEST_*), so the
embedded PostgreSQL in PALIMPSEST_DATA_DIR is used whenever DATABASE_URL is unset.
"""

import argparse
import logging.config
import sys

from app.cli import jobs, keys, mcp, server, transfer
from app.config import get_settings
from app.db import selfcheck
from app.db.embedded import EmbeddedDatabaseError
from app.telemetry.logs import log_config


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(prog="palimpsest", description=__doc__)
    commands = root.add_subparsers(required=True, metavar="COMMAND")
    for module in (server, mcp, jobs, transfer, keys):
        module.add_commands(commands)
    return root


def main(argv: list[str] | None = None) -> None:
    args = parser().parse_args(argv)
    settings = get_settings()
    logging.config.dictConfig(log_config(settings.log_level, settings.log_format))
    try:
        args.func(args)
    except (EmbeddedDatabaseError, selfcheck.VectorIndexUnusable) as error:
        # One clear message, no traceback: the database cannot be used as it is.
        print(f"palimpsest: {error}", file=sys.stderr)
        sys.exit(3)
