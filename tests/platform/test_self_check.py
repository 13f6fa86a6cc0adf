"""The start-up self-check: a pgvector that cannot run on this CPU stops the service with one
clear message, instead of a server that answers 503 to every write.

A good build cannot be made to crash, so the failure is injected where the check runs its
statements: the backend serving the check is sent SIGILL, exactly what the CPU does to a
process that executes an instruction it lacks. That crashes a real server, so these tests use
a PostgreSQL of their own (tests/fixtures/faults.py), never the shared one.
"""

import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from app import cli
from app.config import get_settings
from app.db import selfcheck
from app.db.engine import libpq_url
from tests.fixtures.faults import KillablePostgres, killable_postgres

EXERCISE = selfcheck.exercise


def die_like_an_illegal_instruction(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    os.kill(conn.info.backend_pid, signal.SIGILL)
    EXERCISE(conn)


def _once_recovered(url: str, query: str) -> tuple[object, ...] | None:
    """The query's row, once the server has recovered from the backend's crash. A connection
    made before the postmaster noticed the crash is ended by its recovery: ask again."""
    deadline = time.monotonic() + 60
    while True:
        try:
            with psycopg.connect(libpq_url(url)) as conn:
                return conn.execute(query).fetchone()
        except psycopg.OperationalError:
            assert time.monotonic() < deadline, "PostgreSQL did not recover from the crash"
            time.sleep(0.2)


@pytest.fixture
def postgres(tmp_path: Path) -> Iterator[KillablePostgres]:
    with killable_postgres(tmp_path / "db") as server:
        yield server


def test_a_good_build_passes_and_the_check_leaves_nothing_behind(database_url: str) -> None:
    selfcheck.check_vector_index(database_url)
    with psycopg.connect(libpq_url(database_url)) as conn:
        leftovers = conn.execute(
            "SELECT count(*) FROM pg_class WHERE relname LIKE 'palimpsest_self_check%'"
        ).fetchone()
    assert leftovers == (0,)


def test_a_wrong_answer_from_the_index_is_refused_too(database_url: str) -> None:
    def wrong(conn: psycopg.Connection[tuple[object, ...]]) -> None:
        selfcheck.exercise(conn)
        raise selfcheck.VectorIndexUnusable("pgvector answered a nearest-neighbour search wrongly")

    with pytest.raises(selfcheck.VectorIndexUnusable, match="wrongly"):
        selfcheck.check_vector_index(database_url, run=wrong)


def test_a_backend_killed_by_sigill_names_pgvector_the_cpu_and_the_fix(
    postgres: KillablePostgres,
) -> None:
    url = postgres.start()
    log = postgres.pgdata / "log"
    with pytest.raises(selfcheck.VectorIndexUnusable) as raised:
        selfcheck.check_vector_index(url, embedded_log=log, run=die_like_an_illegal_instruction)
    message = str(raised.value)
    assert message.startswith("pgvector 0.8.6 in the embedded PostgreSQL cannot run on this CPU")
    assert "killed by an illegal instruction (signal 4)" in message
    assert "CPU: this CPU has" in message
    assert "x86-64-v3" in message
    assert "DATABASE_URL" in message
    # PostgreSQL recovers from the crash by itself: the check broke nothing.
    deadline = time.monotonic() + 60
    while True:
        try:
            selfcheck.check_vector_index(url, embedded_log=log)
            break
        except psycopg.OperationalError:
            assert time.monotonic() < deadline, "PostgreSQL did not recover from the crash"
            time.sleep(0.2)


@pytest.mark.parametrize("command", ["migrate", "serve", "worker"])
def test_a_database_url_server_is_named_with_its_pgvector_and_how_to_rebuild_it(
    command: str,
    postgres: KillablePostgres,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Through the CLI, as `palimpsest migrate`, `serve` and `worker` run it: one message, no
    traceback, exit 3, and before any migration (one that touched vectors would crash first,
    with a traceback)."""
    url = postgres.start()
    monkeypatch.setenv("DATABASE_URL", url)
    monkeypatch.setattr(selfcheck, "exercise", die_like_an_illegal_instruction)
    get_settings.cache_clear()
    try:
        with pytest.raises(SystemExit) as exited:
            cli.main([command])
    finally:
        get_settings.cache_clear()
    assert exited.value.code == 3
    err = capsys.readouterr().err
    assert "Traceback" not in err
    (line,) = [x for x in err.splitlines() if x.startswith("palimpsest: ")]
    assert "pgvector 0.8.6 in the PostgreSQL on the socket in " in line
    assert "OPTFLAGS" in line
    assert "the database server's may differ" in line
    migrated = _once_recovered(url, "SELECT to_regclass('alembic_version') IS NOT NULL")
    assert migrated == (False,), "the schema was migrated before the self-check ran"


def test_the_message_for_a_remote_server_does_not_guess_at_the_signal() -> None:
    message = selfcheck.explain("the PostgreSQL at db:5432", "0.7.4", "", embedded=False)
    assert message.startswith("pgvector 0.7.4 in the PostgreSQL at db:5432 cannot run")
    assert "died (most likely by an illegal instruction)" in message
    assert "postgresql-NN-pgvector" in message
