"""503 and 429 are sent again after their Retry-After, a bounded number of times.

503: a real server whose own PostgreSQL is stopped, then started again. 429: the service does
not limit rates itself, so a real rate-limiting gateway stands in front of it — a small HTTP
proxy on 127.0.0.1, the outside world a deployment puts there.
"""

import itertools
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from palimpsest_client import AsyncPalimpsest, Palimpsest, RateLimited, Unavailable
from palimpsest_client._retry import retry_after

from tests.fixtures.factories import unique
from tests.fixtures.faults import killable_postgres
from tests.fixtures.live import Live
from tests.fixtures.server import serving


class Gateway(ThreadingHTTPServer):
    """Answers the next `refusals` requests 429 with `retry_after`, forwards the others."""

    def __init__(self, upstream: str) -> None:
        super().__init__(("127.0.0.1", 0), _Relay)
        self.upstream = upstream
        self.refusals = 0
        self.retry_after = "0"
        self.answered: list[tuple[int, float]] = []  # status, monotonic time

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _Relay(BaseHTTPRequestHandler):
    server: Gateway

    def _relay(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.server.refusals > 0:
            self.server.refusals -= 1
            self._answer(429, {"Retry-After": self.server.retry_after}, b"slow down")
            return
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host",)}
        upstream = httpx.request(
            self.command, self.server.upstream + self.path, headers=headers, content=body
        )
        kept = {"Content-Type": upstream.headers.get("content-type", "application/json")}
        self._answer(upstream.status_code, kept, upstream.content)

    def _answer(self, status: int, headers: dict[str, str], body: bytes) -> None:
        self.server.answered.append((status, time.monotonic()))
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _relay

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def gateway(live: Live) -> Iterator[Gateway]:
    server = Gateway(live.base_url)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def test_429_is_retried_after_its_retry_after(gateway: Gateway, live: Live) -> None:
    gateway.refusals, gateway.retry_after = 2, "1"
    with Palimpsest(gateway.url, api_key=live.tokens["acme"], max_retries=2) as client:
        written = client.write(unique("u_429"), "User likes green tea")
    assert written.action == "ADD"
    statuses = [status for status, _ in gateway.answered]
    assert statuses == [429, 429, 201]
    times = [at for _, at in gateway.answered]
    assert all(later - earlier >= 0.95 for earlier, later in itertools.pairwise(times))


def test_429_retries_are_bounded_by_count_and_by_wait(gateway: Gateway, live: Live) -> None:
    gateway.refusals, gateway.retry_after = 5, "0"
    with Palimpsest(gateway.url, api_key=live.tokens["acme"], max_retries=2) as client:
        with pytest.raises(RateLimited) as limited:
            client.health()
        assert [status for status, _ in gateway.answered] == [429, 429, 429]
        gateway.answered.clear()
        # Asked to come back later than the client will wait: no retry, the error at once.
        gateway.refusals, gateway.retry_after = 1, "3600"
        with pytest.raises(RateLimited):
            client.health()
        assert [status for status, _ in gateway.answered] == [429]
    assert limited.value.status == 429


async def test_the_async_client_retries_and_gives_up_as_the_sync_one_does(
    gateway: Gateway, live: Live
) -> None:
    gateway.refusals, gateway.retry_after = 2, "1"
    async with AsyncPalimpsest(gateway.url, api_key=live.tokens["acme"], max_retries=2) as client:
        written = await client.write(unique("u_429_async"), "User likes jasmine tea")
        assert written.action == "ADD"
        assert [status for status, _ in gateway.answered] == [429, 429, 201]
        times = [at for _, at in gateway.answered]
        assert all(later - earlier >= 0.95 for earlier, later in itertools.pairwise(times))
        gateway.answered.clear()
        gateway.refusals, gateway.retry_after = 5, "0"
        with pytest.raises(RateLimited):
            await client.health()
        assert [status for status, _ in gateway.answered] == [429, 429, 429]


def test_retry_after_reads_seconds_and_dates() -> None:
    now = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)
    assert retry_after("7") == 7.0
    assert retry_after(format_datetime(now + timedelta(seconds=90), usegmt=True), now=now) == 90
    assert retry_after(format_datetime(now - timedelta(seconds=5), usegmt=True), now=now) == 0
    assert retry_after("soon") is None
    assert retry_after(None) is None


@pytest.mark.slow
def test_a_restarting_database_is_waited_for(tmp_path: Path) -> None:
    with killable_postgres(tmp_path / "db") as postgres:
        url = postgres.start()
        env = {"DATABASE_URL": url, "PALIMPSEST_DATA_DIR": str(tmp_path / "data")}
        with serving(env) as base_url:
            answered: list[tuple[int, float]] = []

            def note(response: httpx.Response) -> None:
                answered.append((response.status_code, time.monotonic()))

            user = unique("u_503")
            with Palimpsest(base_url, max_retries=1) as bounded:
                bounded.write(user, "User likes green tea")
                postgres.stop()
                bounded.http.event_hooks["response"].append(note)
                with pytest.raises(Unavailable) as down:
                    bounded.write(user, "User likes oolong tea")
            assert down.value.slug == "database-unavailable"
            assert [status for status, _ in answered] == [503, 503]  # once, and once again
            assert answered[1][1] - answered[0][1] >= 0.95  # its Retry-After: 1

            answered.clear()
            restart = threading.Thread(target=postgres.start)
            with Palimpsest(base_url, max_retries=60) as patient:
                patient.http.event_hooks["response"].append(note)
                restart.start()
                written = patient.write(user, "User likes black coffee")
            restart.join()
    assert written.memory is not None
    assert written.memory.text == "User likes black coffee"
    statuses = [status for status, _ in answered]
    assert statuses[-1] in (200, 201)
    assert set(statuses[:-1]) <= {503}
