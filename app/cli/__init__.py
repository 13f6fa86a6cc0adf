"""The `palimpsest` command line: `main` builds it from one module per group of commands
(server, mcp, keys, jobs, transfer), all opening the service through `app.runtime.open_runtime`
(`database` does it for the commands that work on the database directly)."""

from app.cli.main import main

__all__ = ["main"]
