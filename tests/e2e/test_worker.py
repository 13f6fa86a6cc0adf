"""Real `palimpsest worker` processes against a real database: jobs queued from the CLI run
exactly once, and their effect is visible through the API."""

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import psycopg
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

from app.db.engine import create_sessionmaker, libpq_url
from app.db.models import Memory
from app.db.uow import UnitOfWorkFactory
from tests.fixtures.server import ROOT, die_with_parent, run_cli
from tests.fixtures.stored import store, vector


@contextmanager
def workers(
    env: dict[str, str], count: int, log_dir: Path
) -> Iterator[list[subprocess.Popen[bytes]]]:
    processes, logs = [], [(log_dir / f"worker-{n}.log").open("w") for n in range(count)]
    for log in logs:
        processes.append(
            subprocess.Popen(
                [sys.executable, "-m", "app.cli", "worker"],
                env={**os.environ, **env},
                cwd=ROOT,
                stdout=log,
                stderr=subprocess.STDOUT,
                preexec_fn=die_with_parent,
            )
        )
    try:
        yield processes
    finally:
        for process in processes:
            process.send_signal(signal.SIGTERM)
        for process in processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        for log in logs:
            log.close()


def _wait_for(predicate: Any, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.2)
    raise AssertionError("condition not reached in time")


def _status(base_url: str, memory_id: str) -> str:
    status: str = httpx.get(f"{base_url}/memory/{memory_id}").json()["status"]
    return status


def _finished_jobs(url: str, task: str, at: datetime) -> list[str]:
    """The runs of `task` queued by hand for the moment `at`, with the runs they fanned out.
    A worker started within ten minutes after a job's cron time (ttl's is 03:15 UTC) also
    defers that periodic run, which carries its scheduled `timestamp` and hands its children
    that moment: those are the cron's, so matching on `at` leaves them out."""
    with psycopg.connect(libpq_url(url)) as conn:
        rows = conn.execute(
            "SELECT status::text FROM procrastinate.procrastinate_jobs"
            " WHERE task_name = %s AND args->>'at' = %s",
            [task, at.isoformat()],
        ).fetchall()
    return [row[0] for row in rows]


def test_jobs_queued_from_the_cli_run_once_on_a_pool_of_workers(
    server: str, scratch_database_url: str, tmp_path: Path
) -> None:
    env = {"DATABASE_URL": scratch_database_url, "PALIMPSEST_DATA_DIR": str(tmp_path)}
    memory = httpx.post(
        f"{server}/memory",
        json={"user_id": "u1", "type": "episodic", "text": "User asked about train times"},
    ).json()["memory"]

    stale_at = datetime.now(UTC) + timedelta(days=61)
    queued = run_cli("ttl", "--defer", "--at", stale_at.isoformat(), env=env)
    assert queued.returncode == 0, queued.stderr
    assert "queued as job" in queued.stdout
    # A second request while the first waits is folded into it.
    assert "already queued" in run_cli("ttl", "--defer", env=env).stdout

    with workers(env, 2, tmp_path) as pool:
        _wait_for(lambda: _status(server, memory["id"]) == "deleted")
        purge_at = stale_at + timedelta(days=31)
        assert run_cli("purge", "--defer", "--at", purge_at.isoformat(), env=env).returncode == 0
        _wait_for(lambda: _status(server, memory["id"]) == "purged")
        assert all(process.poll() is None for process in pool)

    assert all(process.returncode == 0 for process in pool), [p.returncode for p in pool]
    assert _finished_jobs(scratch_database_url, "ttl", stale_at) == ["succeeded"]
    assert _finished_jobs(scratch_database_url, "purge", purge_at) == ["succeeded"]
    events = httpx.get(f"{server}/memory/{memory['id']}/history").json()["events"]
    assert [e["event"] for e in events] == ["ADD", "TTL", "PURGE"]


async def _duplicate_pair(uow_factory: UnitOfWorkFactory, tenant: str, axis: int) -> Memory:
    now = datetime.now(UTC)
    older = await store(
        uow_factory,
        tenant_id=tenant,
        user_id="u1",
        text="User likes green tea",
        embedding=vector(axis),
        at=now - timedelta(hours=2),
    )
    await store(
        uow_factory,
        tenant_id=tenant,
        user_id="u1",
        text="User really likes green tea",
        embedding=vector(axis, towards=axis + 1, similarity=0.96),
        at=now - timedelta(hours=1),
    )
    return older


async def test_consolidation_fans_out_per_tenant_and_merges_each_pair_once(
    scratch_database_url: str, tmp_path: Path
) -> None:
    env = {"DATABASE_URL": scratch_database_url, "PALIMPSEST_DATA_DIR": str(tmp_path)}
    engine = create_async_engine(scratch_database_url, poolclass=NullPool)
    uow_factory = UnitOfWorkFactory(create_sessionmaker(engine))
    try:
        chains = [await _duplicate_pair(uow_factory, t, axis) for t, axis in (("t1", 0), ("t2", 4))]
        now = datetime.now(UTC)
        assert run_cli("consolidate", "--defer", "--at", now.isoformat(), env=env).returncode == 0

        async def merged(memory: Memory) -> bool:
            async with uow_factory(memory.tenant_id) as uow:
                return len(await uow.memories.version_chain(memory.chain_id)) == 2

        with workers(env, 2, tmp_path):
            deadline = time.monotonic() + 60
            while not all([await merged(m) for m in chains]):
                assert time.monotonic() < deadline, "consolidation did not run"
                await asyncio.sleep(0.3)
        # The daily run queued one job per tenant; each ran once.
        assert _finished_jobs(scratch_database_url, "consolidate", now) == ["succeeded"] * 3
        for memory in chains:
            async with uow_factory(memory.tenant_id) as uow:
                events = [h.event for h in await uow.history.for_chain(memory.chain_id)]
            assert events == ["ADD", "MERGE"]
    finally:
        await engine.dispose()
