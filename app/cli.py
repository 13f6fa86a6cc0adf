"""`palimpsest`: serve the API, migrate the database, manage API keys.

Every command reads the same settings as the service (DATABASE_URL, PALIMPSEST_*), so the
embedded PostgreSQL in PALIMPSEST_DATA_DIR is used whenever DATABASE_URL is unset.
"""

import argparse
import asyncio
import logging
import logging.config
import os
import shutil
import signal
import sys
from collections.abc import Awaitable, Callable
from typing import TypeVar

from app.config import Settings, get_settings
from app.db import migrate, selfcheck
from app.db.embedded import EmbeddedDatabaseError
from app.db.engine import create_engine, create_sessionmaker, resolve_database_url
from app.db.uow import UnitOfWorkFactory
from app.services import keys
from app.telemetry.logs import log_config

T = TypeVar("T")


def database(settings: Settings) -> str:
    """The database URL, migrated to the latest schema unless migrate_on_start is off, once
    its pgvector has shown it can run on this CPU (app.db.selfcheck)."""
    url = resolve_database_url(settings)
    if settings.migrate_on_start:
        migrate.upgrade(url)
    check_database(settings, url)
    return url


def check_database(settings: Settings, url: str) -> None:
    embedded_log = None if settings.database_url else settings.data_dir.resolve() / "pg" / "log"
    selfcheck.check_vector_index(url, embedded_log=embedded_log)


def _with_uow(settings: Settings, work: Callable[[UnitOfWorkFactory], Awaitable[T]]) -> T:
    url = database(settings)

    async def run() -> T:
        engine = create_engine(url, settings)
        try:
            return await work(UnitOfWorkFactory(create_sessionmaker(engine)))
        finally:
            await engine.dispose()

    return asyncio.run(run())


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


def mcp_command(args: argparse.Namespace) -> None:
    from app.mcp import stdio  # the MCP SDK loads only for this command

    stdio.serve(get_settings(), database)


def migrate_command(args: argparse.Namespace) -> None:
    url = resolve_database_url(get_settings())
    if args.downgrade:
        migrate.downgrade(url, args.downgrade)
    else:
        migrate.upgrade(url)
        check_database(get_settings(), url)
    print(f"database at revision {migrate.current_revision(url)}")


def keys_create(args: argparse.Namespace) -> None:
    issued = _with_uow(
        get_settings(), lambda f: keys.create_key(args.tenant, args.name, uow_factory=f)
    )
    print(issued.token)
    print(
        f"key {issued.key.id} for tenant '{issued.key.tenant_id}': store it now, it is shown once.",
        file=sys.stderr,
    )


def keys_list(args: argparse.Namespace) -> None:
    rows = _with_uow(get_settings(), lambda f: keys.list_keys(args.tenant, uow_factory=f))
    for key in rows:
        state = f"revoked {key.revoked_at:%Y-%m-%d}" if key.revoked_at else "active"
        print(f"{key.id}\t{key.tenant_id}\t{key.name or '-'}\t{key.created_at:%Y-%m-%d}\t{state}")


def keys_revoke(args: argparse.Namespace) -> None:
    key = _with_uow(get_settings(), lambda f: keys.revoke_key(args.key_id, uow_factory=f))
    print(f"revoked {key.id} (tenant '{key.tenant_id}')")


def parser() -> argparse.ArgumentParser:
    # Imported here: these modules use this one's helpers.
    from app import cli_jobs, cli_transfer

    root = argparse.ArgumentParser(prog="palimpsest", description=__doc__)
    commands = root.add_subparsers(required=True, metavar="COMMAND")

    p = commands.add_parser("serve", help="serve the HTTP API (migrates first)")
    p.add_argument("--host", help="default: PALIMPSEST_HOST or 127.0.0.1")
    p.add_argument("--port", type=int, help="default: PORT or 8000")
    p.add_argument("--workers", type=int, help="default: PALIMPSEST_WORKERS or 1")
    p.set_defaults(func=serve)

    p = commands.add_parser("migrate", help="upgrade the database schema to the latest revision")
    p.add_argument("--downgrade", metavar="REVISION", help="go back to REVISION ('base': empty)")
    p.set_defaults(func=migrate_command)

    p = commands.add_parser(
        "mcp",
        help="serve the MCP tools over stdio, in-process (Claude Desktop, Claude Code, Cursor);"
        " acts with PALIMPSEST_API_KEY once keys exist",
    )
    p.set_defaults(func=mcp_command)

    cli_jobs.add_commands(commands)
    cli_transfer.add_commands(commands)

    key_commands = commands.add_parser("keys", help="manage API keys").add_subparsers(
        required=True, metavar="ACTION"
    )
    p = key_commands.add_parser("create", help="create a key and print it (shown once)")
    p.add_argument("--tenant", required=True, help="the tenant the key acts for")
    p.add_argument("--name", help="a label to recognise the key by")
    p.set_defaults(func=keys_create)
    p = key_commands.add_parser("list", help="list keys (never their secrets)")
    p.add_argument("--tenant")
    p.set_defaults(func=keys_list)
    p = key_commands.add_parser("revoke", help="revoke a key by its id")
    p.add_argument("key_id")
    p.set_defaults(func=keys_revoke)
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


if __name__ == "__main__":
    main()
