"""What `make run` does, on a fresh data directory: embedded PostgreSQL, migrations, the API,
persistence across restarts, and API keys from the CLI."""

import time
from pathlib import Path

import httpx

from tests.fixtures.factories import name_payload
from tests.fixtures.server import run_cli, serving


def _env(data_dir: Path) -> dict[str, str]:
    # No DATABASE_URL: the service starts its own PostgreSQL in the data directory.
    return {"DATABASE_URL": "", "PALIMPSEST_DATA_DIR": str(data_dir)}


def test_serve_from_nothing_keeps_memories_and_honours_keys(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    env = _env(data_dir)

    with serving(env) as base_url:
        docs = httpx.get(f"{base_url}/docs")
        assert docs.status_code == 200
        assert "swagger-ui" in docs.text
        spec = httpx.get(f"{base_url}/openapi.json").json()
        assert {"/memory", "/memory/{memory_id}/history", "/health"} <= set(spec["paths"])
        first = httpx.post(f"{base_url}/memory", json=name_payload("u_1", "张三"))
        second = httpx.post(f"{base_url}/memory", json=name_payload("u_1", "李四"))
        assert (first.status_code, second.status_code) == (201, 201)
    assert (data_dir / "pg" / "PG_VERSION").exists()

    created = run_cli("keys", "create", "--tenant", "acme", "--name", "laptop", env=env)
    assert created.returncode == 0, created.stderr
    token = created.stdout.strip()
    assert token.startswith("plm_")
    listed = run_cli("keys", "list", env=env)
    assert "acme" in listed.stdout
    assert "laptop" in listed.stdout
    assert token not in listed.stdout

    with serving(env) as base_url:
        # Keys exist now: anonymous requests are refused, the key sees its own tenant only.
        assert httpx.get(f"{base_url}/memory").status_code == 401
        auth = {"Authorization": f"Bearer {token}"}
        assert httpx.get(f"{base_url}/memory", headers=auth).json()["items"] == []
        history = httpx.get(
            f"{base_url}/memory/{first.json()['memory']['id']}/history", headers=auth
        )
        assert history.status_code == 404  # the open tenant's memory is not acme's

    key_id = "key_" + token.split("_")[1]
    revoked = run_cli("keys", "revoke", key_id, env=env)
    assert revoked.returncode == 0, revoked.stderr
    with serving(env) as base_url:
        # No active key left: the service is open again and the first memories are still there.
        items = httpx.get(f"{base_url}/memory", params={"user_id": "u_1"}).json()["items"]
        assert [m["value"] for m in items] == ["李四"]
    # The embedded PostgreSQL stops with the last process that used it.
    assert not (data_dir / "pg" / "postmaster.pid").exists()


def test_a_killed_server_does_not_keep_postgres_running_forever(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    env = _env(data_dir)
    with serving(env) as base_url:
        assert httpx.get(f"{base_url}/health").status_code == 200
        handles = data_dir / "pg" / ".handle_pids.json"
        # A process that was SIGKILLed while using the server never takes its pid out.
        handles.write_text(handles.read_text().replace("]", ", 999999]"))
    # The last live user is gone: the watchdog drops the dead pid and stops the server (a fast
    # shutdown; under a loaded test run its checkpoint can take a while).
    deadline = time.monotonic() + 60
    while (data_dir / "pg" / "postmaster.pid").exists():
        assert time.monotonic() < deadline, "a dead pid kept PostgreSQL running"
        time.sleep(0.2)
    with serving(env) as base_url:
        assert httpx.get(f"{base_url}/health").status_code == 200


def _health_count(server: str) -> float:
    text = httpx.get(f"{server}/metrics").text
    return next(
        float(line.rsplit(" ", 1)[1])
        for line in text.splitlines()
        if line.startswith("palimpsest_http_request_duration_seconds_count")
        and 'route="/health"' in line
    )


def test_metrics_add_up_across_server_processes(server: str) -> None:
    """Two server processes share the requests (as the OS hands out connections); whichever
    answers /metrics reports the requests of both."""
    before = _health_count(server)
    for _ in range(8):
        assert httpx.get(f"{server}/health").status_code == 200
    assert _health_count(server) - before == 8
