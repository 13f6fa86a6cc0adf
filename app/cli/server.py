"""`palimpsest serve` and `palimpsest migrate`."""

import argparse
import os
import shutil
import signal
import sys

from app.cli.database import check_database, database
from app.config import Settings, get_settings
from app.db import migrate
from app.db.engine import resolve_database_url
from app.telemetry.logs import log_config


def add_commands(commands: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = commands.add_parser("serve", help="serve the HTTP API (migrates first)")
    p.add_argument("--host", help="default: PALIMPSEST_HOST or 127.0.0.1")
    p.add_argument("--port", type=int, help="default: PORT or 8000")
    p.add_argument("--workers", type=int, help="default: PALIMPSEST_WORKERS or 1")
    p.set_defaults(func=serve)

    p = commands.add_parser("migrate", help="upgrade the database schema to the latest revision")
    p.add_argument("--downgrade", metavar="REVISION", help="go back to REVISION ('base': empty)")
    p.set_defaults(func=migrate_command)


def serve(args: argparse.Namespace) -> None:
    import uvicorn

    settings = get_settings()
    url = database(settings)
    # uvicorn re-raises SIGTERM after its graceful shutdown. Exit through SystemExit instead of
    # the default kill, so atexit handlers run and the embedded PostgreSQL is stopped.
    signal.signal(signal.SIGTERM, lambda signum, _frame: sys.exit(128 + signum))
    # Worker processes and the app factory read the resolved URL instead of starting their own.
    os.environ["DATABASE_URL"] = url
    workers = args.workers or settings.workers
    if workers > 1:
        _share_metrics_between_processes(settings)
    get_settings.cache_clear()
    uvicorn.run(
        "app.main:create_app",
        factory=True,
        host=args.host or settings.host,
        port=args.port or settings.port,
        workers=workers,
        log_level=settings.log_level,
        log_config=log_config(settings.log_level, settings.log_format),
        access_log=False,  # the app logs each request itself, with its request id
    )


def _share_metrics_between_processes(settings: Settings) -> None:
    """Several server processes: each writes its metrics to files in one fresh directory, so
    any process can answer /metrics for all (prometheus_client's multiprocess mode)."""
    directory = settings.data_dir.resolve() / "metrics" / str(os.getpid())
    shutil.rmtree(directory, ignore_errors=True)
    directory.mkdir(parents=True)
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = str(directory)


def migrate_command(args: argparse.Namespace) -> None:
    url = resolve_database_url(get_settings())
    if args.downgrade:
        migrate.downgrade(url, args.downgrade)
    else:
        check_database(get_settings(), url)  # before migrating: see app.cli.database
        migrate.upgrade(url)
    print(f"database at revision {migrate.current_revision(url)}")
