"""The `palimpsest` command line: `main` builds it from one module per group of commands
(server, keys, jobs, transfer), all opening the service through `app.runtime.open_runtime`."""

from app.cli.main import main

__all__ = ["main"]
