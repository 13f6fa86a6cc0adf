"""Operations endpoints and telemetry: readiness, Prometheus metrics that move, request ids
in headers and logs."""

import gc
import json
import logging
import re

import httpx
import pytest
from fastapi import FastAPI

from app.config import Settings
from app.db import migrate
from app.db.repositories.maintenance import MaintenanceRepository
from app.heap import YOUNG_GENERATION_THRESHOLD
from app.runtime import Runtime
from app.services import stats
from app.telemetry.logs import JsonFormatter
from tests.fixtures.apps import running_app
from tests.fixtures.factories import unique, write


def _sample(text: str, name: str, **labels: str) -> float:
    """The value of one sample of the exposition text (0 when absent)."""
    wanted = ",".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
    for line in text.splitlines():
        match = re.fullmatch(rf"{name}\{{(.*)\}} (\S+)", line)
        if match and ",".join(sorted(match.group(1).split(","))) == wanted:
            return float(match.group(2))
    return 0.0


async def test_ready_when_the_schema_is_at_head(
    client: httpx.AsyncClient, database_url: str
) -> None:
    response = await client.get("/ready")
    assert response.status_code == 200
    assert response.json() == {
        "status": "ready",
        "schema_revision": migrate.head_revision(database_url),
    }


async def test_not_ready_when_the_code_expects_another_migration(
    client: httpx.AsyncClient, app: FastAPI
) -> None:
    runtime: Runtime = app.state.runtime
    head, runtime.schema_head = runtime.schema_head, "ffffffffffff"
    try:
        response = await client.get("/ready")
    finally:
        runtime.schema_head = head
    assert response.status_code == 503
    assert response.headers["content-type"] == "application/problem+json"
    assert "palimpsest migrate" in response.json()["detail"]


async def test_metrics_move_with_requests(client: httpx.AsyncClient) -> None:
    before = (await client.get("/metrics")).text
    user = unique("u")
    await write(client, user_id=user, text="User lives in Portland")
    await write(client, user_id=user, text="User just moved to Seattle")
    assert (await client.get(f"/memory/{unique('mem')}")).status_code == 404
    after = await client.get("/metrics")

    assert after.status_code == 200
    assert after.headers["content-type"].startswith("text/plain")
    text = after.text
    posted = {"method": "POST", "route": "/memory", "status": "201"}
    count = "palimpsest_http_request_duration_seconds_count"
    assert _sample(text, count, **posted) - _sample(before, count, **posted) == 2
    missing = {"method": "GET", "route": "/memory/{memory_id}", "status": "404"}
    assert _sample(text, count, **missing) - _sample(before, count, **missing) == 1
    assert "palimpsest_queue_jobs" in text
    # The second write moved the user: one UPDATE, one memory superseded by the rules.
    for name, labels in (
        ("palimpsest_writes_total", {"action": "ADD"}),
        ("palimpsest_writes_total", {"action": "UPDATE"}),
        ("palimpsest_supersessions_total", {"relation": "UPDATE"}),
    ):
        assert _sample(text, name, **labels) - _sample(before, name, **labels) == 1, name
    rules = {"classifier": "rules", "outcome": "ok"}
    assert _sample(text, "palimpsest_classifier_calls_total", **rules) > _sample(
        before, "palimpsest_classifier_calls_total", **rules
    )


async def test_request_ids_are_echoed_or_made(client: httpx.AsyncClient) -> None:
    given = await client.get("/health", headers={"X-Request-ID": "trace-42"})
    assert given.headers["x-request-id"] == "trace-42"
    made = await client.get("/health", headers={"X-Request-ID": "not a token; rm -rf /"})
    assert re.fullmatch(r"[0-9a-f]{32}", made.headers["x-request-id"])


async def test_access_log_lines_are_json_with_the_request_id(
    client: httpx.AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="palimpsest.access"):
        await client.get("/health", headers={"X-Request-ID": "trace-43"})
    records = [r for r in caplog.records if r.name == "palimpsest.access"]
    assert records
    line = json.loads(JsonFormatter().format(records[-1]))
    assert line["request_id"] == "trace-43"
    assert line["message"] == "GET /health 200"
    assert line["status"] == 200
    assert line["duration_ms"] >= 0


async def test_an_unexpected_error_is_a_problem_and_the_app_does_not_raise(
    client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The in-process transport re-raises anything the app lets escape, as a server would by
    dropping the connection: getting an answer proves the error was contained."""

    async def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(stats, "event_counts", broken)
    response = await client.get("/stats")
    assert response.status_code == 500
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["type"].endswith("internal-error")
    assert "boom" not in response.text
    assert (await client.get("/health")).status_code == 200


async def test_metrics_are_served_without_the_database(
    client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def down(*_args: object, **_kwargs: object) -> None:
        raise OSError("connection refused")

    monkeypatch.setattr(MaintenanceRepository, "queue_depth", down)
    response = await client.get("/metrics")
    assert response.status_code == 200
    assert "palimpsest_http_request_duration_seconds" in response.text
    assert "palimpsest_queue_jobs" not in response.text


async def test_every_route_that_reads_the_database_documents_503(
    client: httpx.AsyncClient,
) -> None:
    paths = (await client.get("/openapi.json")).json()["paths"]
    for path, operations in paths.items():
        for method, operation in operations.items():
            documented = "503" in operation["responses"]
            assert documented == (path not in ("/health", "/metrics")), (method, path)


async def test_answers_are_not_cached(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await write(client, user_id=user, text="User lives in Portland")
    listed = await client.get("/memory", params={"user_id": user})
    assert listed.headers["cache-control"] == "no-store"
    missing = await client.get(f"/memory/{unique('mem')}")
    assert missing.headers["cache-control"] == "no-store"


async def test_a_serving_app_freezes_its_heap_until_it_stops(settings: Settings) -> None:
    assert gc.get_freeze_count() == 0
    async with running_app(settings, tune_gc=True):
        assert gc.get_freeze_count() > 10_000  # modules, schemas, patterns: all it holds
        assert gc.get_threshold()[0] == YOUNG_GENERATION_THRESHOLD
    assert gc.get_freeze_count() == 0
