"""Security review (issue 7, item 7), as tests that fail when a property breaks:
(a) API keys stored only as salted scrypt hashes; (b) verified with a constant-time compare,
an unknown key id costing a hash too; (c) no API key — nor a model provider's key — in any log
line or table, whatever the request did (valid, invalid, UI login, a 500); (d) SQL built only
from constants and bound parameters; (e) CORS off by default; (f) request bodies over the cap
refused with 413 before any route runs; (g) security headers on the UI pages.
See docs/RELIABILITY.md, "Security review"."""

import base64
import hashlib
import hmac
import io
import logging
import re
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from pydantic import SecretStr
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

import app.services.read.memories as memory_service
import app.services.write.pipeline as write_service
from app.api.deps import get_uow_factory
from app.config import Settings
from app.db.uow import UnitOfWorkFactory
from app.errors import Unauthorized
from app.services.principal import keys, sessions
from app.telemetry.logs import JsonFormatter, TextFormatter, log_config
from app.ui.auth import SESSION_COOKIE
from tests.fixtures.apps import running_app
from tests.fixtures.fake_openai import FakeOpenAI
from tests.reliability.sql_scan import Finding, scan_source, scan_tree

ROOT = Path(__file__).resolve().parents[2]
LLM_KEY = "sk-security-llm-7c0ffee1d2"
EMBED_KEY = "sk-security-embed-9b4ad5e3f1"
BASE_URL = "http://security.test"
CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')


def _secret(token: str) -> str:
    """The secret part of `plm_<key id>_<secret>`: what must never be stored or logged."""
    prefix, key_hex, secret = token.split("_", 2)
    assert prefix == "plm"
    assert len(key_hex) == 12
    return secret


@contextmanager
def _client_for(app: FastAPI, uow_factory: UnitOfWorkFactory) -> Iterator[httpx.AsyncClient]:
    """An in-process client that gets a 500 as a client would, instead of the exception."""
    app.dependency_overrides[get_uow_factory] = lambda: uow_factory
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    try:
        yield httpx.AsyncClient(transport=transport, base_url=BASE_URL)
    finally:
        app.dependency_overrides.clear()


@pytest.fixture
async def client(app: FastAPI, uow_factory: UnitOfWorkFactory) -> AsyncIterator[httpx.AsyncClient]:
    with _client_for(app, uow_factory) as client:
        async with client:
            yield client


async def _rows_holding(connection: AsyncConnection, needle: str) -> dict[str, int]:
    """Rows, per table, whose JSON rendering contains `needle` anywhere."""
    tables = (
        await connection.execute(
            text("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")
        )
    ).scalars()
    found = {}
    for table in tables:
        sql = f'SELECT count(*) FROM "{table}" t WHERE strpos(row_to_json(t)::text, :n) > 0'
        count = int(await connection.scalar(text(sql), {"n": needle}) or 0)
        if count:
            found[table] = count
    return found


# -- (a) keys are stored as slow, salted hashes ---------------------------------------------------


async def test_api_keys_are_stored_only_as_salted_scrypt_hashes(
    uow_factory: UnitOfWorkFactory, connection: AsyncConnection
) -> None:
    first = await keys.create_key("acme", "ci", uow_factory=uow_factory)
    second = await keys.create_key("acme", "ci", uow_factory=uow_factory)
    secret = _secret(first.token)
    assert len(secret) >= 43  # 32 random bytes, url-safe base64

    row = (
        (
            await connection.execute(
                text("SELECT * FROM api_keys WHERE id = :id"), {"id": first.key.id}
            )
        )
        .mappings()
        .one()
    )
    for column, value in row.items():
        assert secret not in str(value), column
        assert first.token not in str(value), column
    assert await _rows_holding(connection, secret) == {}

    scheme, salt, digest = row["secret_hash"].split("$")
    assert scheme == "scrypt"
    assert len(base64.urlsafe_b64decode(salt)) == 16
    # The stored digest IS scrypt(secret) at N=2^14, r=8 (~25 ms a try; 16 MiB of memory).
    expected = hashlib.scrypt(
        secret.encode(), salt=base64.urlsafe_b64decode(salt), n=2**14, r=8, p=1, dklen=32
    )
    assert base64.urlsafe_b64decode(digest) == expected
    other_salt = (
        await connection.scalar(
            text("SELECT secret_hash FROM api_keys WHERE id = :id"), {"id": second.key.id}
        )
    ).split("$")[1]
    assert other_salt != salt  # per-key salt: equal secrets would still hash apart


# -- (b) constant-time verification, and a hash for unknown ids too ------------------------------


async def test_verifying_a_key_always_hashes_and_compares_in_constant_time(
    uow_factory: UnitOfWorkFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    issued = await keys.create_key("acme", None, uow_factory=uow_factory)
    revoked = await keys.create_key("acme", "old", uow_factory=uow_factory)
    await keys.revoke_key(revoked.key.id, uow_factory=uow_factory)
    compares: list[tuple[bytes, bytes]] = []
    costs: list[int] = []
    real_compare, real_scrypt = hmac.compare_digest, hashlib.scrypt

    def compare(a: Any, b: Any) -> bool:
        compares.append((a, b))
        return real_compare(a, b)

    def scrypt(password: bytes, **params: Any) -> bytes:
        costs.append(params["n"])
        return real_scrypt(password, **params)

    # keys.py looks both up on their modules at call time: patching the modules reaches it.
    monkeypatch.setattr(hmac, "compare_digest", compare)
    monkeypatch.setattr(hashlib, "scrypt", scrypt)
    _, key_hex, secret = issued.token.split("_", 2)
    cases = {
        "valid": (issued.token, True),
        "wrong secret": (f"plm_{key_hex}_{'A' * len(secret)}", False),
        "unknown key id": (f"plm_{'0' * 12}_{secret}", False),
        "revoked": (revoked.token, False),
    }
    for name, (token, valid) in cases.items():
        compares.clear()
        costs.clear()
        cache = keys.KeyCache(0)  # no cache: every call verifies
        if valid:
            principal = await keys.authenticate(token, uow_factory=uow_factory, cache=cache)
            assert principal.key_id == issued.key.id
        else:
            with pytest.raises(Unauthorized) as refused:
                await keys.authenticate(token, uow_factory=uow_factory, cache=cache)
            assert token not in refused.value.detail
        # One slow hash and one constant-time comparison, whether or not the id exists: the
        # answer's timing does not tell an attacker which key ids are real.
        assert costs == [2**14], name
        assert len(compares) == 1, name

    # A UI session is checked the same way (an HMAC compared in constant time).
    _, value = await sessions.open_session(
        issued.token, uow_factory=uow_factory, cache=keys.KeyCache(0)
    )
    assert secret not in value
    compares.clear()
    forged = value[:-4] + ("AAAA" if not value.endswith("AAAA") else "BBBB")
    assert await sessions.resume_session(forged, uow_factory=uow_factory) is None
    assert len(compares) == 1


# -- (c) no key in logs ---------------------------------------------------------------------------


def _not_the_test_client(record: logging.LogRecord) -> bool:
    """The test's own httpx client logs the URLs it calls (one carries a key in its query, as a
    careless client might send it): the client's log, not the service's. The service's own
    httpx calls (to the model servers) are kept."""
    return not (record.name.startswith("httpx") and BASE_URL in record.getMessage())


@contextmanager
def _all_logs() -> Iterator[io.StringIO]:
    """Every record of every logger, at DEBUG, through both production formatters."""
    stream = io.StringIO()
    handlers = [logging.StreamHandler(stream), logging.StreamHandler(stream)]
    handlers[0].setFormatter(JsonFormatter())
    handlers[1].setFormatter(TextFormatter())
    for handler in handlers:
        handler.addFilter(_not_the_test_client)
    root = logging.getLogger()
    level = root.level
    root.setLevel(logging.DEBUG)
    for handler in handlers:
        root.addHandler(handler)
    try:
        yield stream
    finally:
        for handler in handlers:
            root.removeHandler(handler)
        root.setLevel(level)


async def _ui_login(client: httpx.AsyncClient, token: str) -> httpx.Response:
    page = await client.get("/ui/login")
    found = CSRF.search(page.text)
    assert found is not None, page.text[:300]
    return await client.post(
        "/ui/login", data={"csrf_token": found.group(1), "key": token, "next": "/ui/memories"}
    )


async def test_no_key_reaches_a_log_line_or_a_table(
    settings: Settings,
    uow_factory: UnitOfWorkFactory,
    connection: AsyncConnection,
    fake_openai: FakeOpenAI,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake_openai.dim = 384

    # Upstream servers that echo the key they were sent, as some do in their error messages.
    def echo_llm_key(request: dict[str, Any]) -> Any:
        raise ValueError(f"Incorrect API key provided: {LLM_KEY}")

    def echo_embedding_key(text: str) -> list[float]:
        raise ValueError(f"Incorrect API key provided: {EMBED_KEY}")

    fake_openai.default(echo_llm_key)
    fake_openai.embedding_fn(echo_embedding_key)

    async def boom(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("simulated failure inside a route")

    async with running_app(
        settings,
        embedder="openai",
        embedding_base_url=fake_openai.base_url,
        embedding_api_key=SecretStr(EMBED_KEY),
        classifier="llm",
        llm_base_url=fake_openai.base_url,
        llm_api_key=SecretStr(LLM_KEY),
        provider_timeout_seconds=1,
        provider_retries=0,
    ) as app:
        issued = await keys.create_key("acme", None, uow_factory=uow_factory)
        token, secret = issued.token, _secret(issued.token)
        key_hex = token.split("_")[1]
        auth = {"Authorization": f"Bearer {token}"}
        with _all_logs() as logs, _client_for(app, uow_factory) as client:
            async with client:
                answers = [
                    await client.post(
                        "/memory",
                        json={"user_id": "u_sec", "text": "User lives in Oslo"},
                        headers=auth,
                    ),
                    await client.post(
                        "/memory",
                        json={"user_id": "u_sec", "text": "User just moved to Bergen"},
                        headers=auth,
                    ),
                    await client.get(
                        "/memory", headers={"Authorization": f"Bearer plm_{key_hex}_{secret[::-1]}"}
                    ),
                    await client.get("/memory", headers={"Authorization": f"Bearer {secret}"}),
                    await client.get("/memory", params={"api_key": token}),  # a client's mistake
                    await _ui_login(client, f"plm_{key_hex}_{secret[:-1]}"),
                    await _ui_login(client, token),
                    await client.get("/ui/memories"),
                ]
                monkeypatch.setattr(memory_service, "get_memory", boom)
                failed = await client.get("/memory/mem_anything", headers=auth)
        output = logs.getvalue()

    statuses = [a.status_code for a in answers]
    assert statuses == [201, 201, 401, 401, 401, 401, 303, 200], statuses
    assert failed.status_code == 500
    assert failed.headers["content-type"] == "application/problem+json"
    # The capture saw what happened: access lines, the fallbacks, the 500's traceback.
    assert "palimpsest.access" in output
    assert "POST /ui/login 303" in output
    assert "simulated failure inside a route" in output
    assert "Incorrect API key provided: ***" in output  # the upstream's echo, masked
    for needle in (secret, token, LLM_KEY, EMBED_KEY):
        assert needle not in output
        for answer in [*answers, failed]:
            assert needle not in answer.text
            assert needle not in str(answer.headers)
        assert await _rows_holding(connection, needle) == {}


def test_the_servers_own_access_log_which_prints_raw_query_strings_is_off() -> None:
    config = log_config("debug", "json")
    assert config["loggers"]["uvicorn.access"] == {
        "handlers": [],
        "propagate": False,
        "level": "WARNING",
    }


# -- (d) SQL only from constants and bound parameters ---------------------------------------------

# Reviewed exceptions: identifiers (which cannot be bound parameters) from code constants.
ALLOWED = {
    ("app/db/embedded.py", 'CREATE DATABASE "{database}"'): "CREATE DATABASE takes no parameters;"
    " the name is EMBEDDED_DATABASE, a constant (or a test's own), double-quoted",
    ("migrations/versions/2026-11-22-2100_add_job_queue.py", "CREATE SCHEMA {QUEUE_SCHEMA}"): (
        "QUEUE_SCHEMA is a module constant ('procrastinate')"
    ),
    (
        "migrations/versions/2026-11-22-2100_add_job_queue.py",
        "SET LOCAL search_path TO {QUEUE_SCHEMA}",
    ): "QUEUE_SCHEMA is a module constant",
    ("migrations/versions/2026-11-22-2100_add_job_queue.py", "DROP SCHEMA {QUEUE_SCHEMA}"): (
        "QUEUE_SCHEMA is a module constant"
    ),
    ("app/db/repositories/staged.py", "_STATEMENT = text("): (
        "built once at import from the module's constant column tables; every value is a bound"
        " parameter (one array per column)"
    ),
}


def _allowed(finding: Finding) -> bool:
    return any(path == finding.path and snippet in finding.source for path, snippet in ALLOWED)


def test_sql_is_built_only_from_constants_and_bound_parameters() -> None:
    findings = [*scan_tree(ROOT / "app", ROOT), *scan_tree(ROOT / "migrations", ROOT)]
    unexpected = [f for f in findings if not _allowed(f)]
    assert not unexpected, "SQL built from run-time strings:\n" + "\n".join(
        f"{f.path}:{f.line}: {f.source}" for f in unexpected
    )
    # Every exception is still there and still needed: a stale allowlist hides nothing.
    for path, snippet in ALLOWED:
        assert any(f.path == path and snippet in f.source for f in findings), (path, snippet)


def test_the_sql_scanner_catches_each_way_of_building_sql_from_strings() -> None:
    source = """
def bad(conn, user, table):
    conn.execute(text(f"SELECT * FROM memories WHERE user_id = '{user}'"))
    conn.execute("SELECT * FROM memories WHERE user_id = '%s'" % user)
    conn.execute(text("SELECT * FROM " + table))
    conn.execute(text("DELETE FROM {}".format(table)))
    conn.exec_driver_sql(" ".join(["SELECT", user]))
    query = f"UPDATE memories SET text = '{user}'"
    session.scalar(text(query))
    statement = "SELECT 1 FROM t WHERE a = "
    statement += user
    conn.execute(statement)

def good(conn, user):
    conn.execute(text("SELECT * FROM memories WHERE user_id = :u"), {"u": user})
    conn.execute(text("SELECT 1 " "FROM t"))
    conn.execute(select(Memory).where(Memory.user_id == user))
    fixed = "SELECT version_num FROM alembic_version"
    conn.execute(text(fixed))
    log.info("user %s", user)
"""
    lines = [finding.line for finding in scan_source(source)]
    assert lines == [3, 4, 5, 6, 7, 9, 12]


# -- (e) CORS is off by default -------------------------------------------------------------------


async def test_cors_is_off_by_default(app: FastAPI, client: httpx.AsyncClient) -> None:
    assert all("CORS" not in m.cls.__name__ for m in app.user_middleware)  # type: ignore[attr-defined]
    origin = {"Origin": "https://evil.example"}
    preflight = await client.options(
        "/memory",
        headers={
            **origin,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization, content-type",
        },
    )
    read = await client.get("/health", headers=origin)
    listed = await client.get("/memory", headers=origin)
    assert preflight.status_code >= 400  # no route answers a preflight
    for response in (preflight, read, listed):
        for header in response.headers:
            assert not header.lower().startswith("access-control-"), header


# -- (f) request size limits ----------------------------------------------------------------------


async def test_an_oversize_body_is_refused_before_any_route_runs(
    client: httpx.AsyncClient,
    settings: Settings,
    connection: AsyncConnection,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[Any] = []
    real = write_service.write_memory

    async def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        return await real(*args, **kwargs)

    monkeypatch.setattr(write_service, "write_memory", spy)
    tables = ("memories", "history", "events", "change_log")
    count = " + ".join(f"(SELECT count(*) FROM {t})" for t in tables)
    before = await connection.scalar(text(f"SELECT {count}"))
    padding = "x" * settings.max_request_bytes

    declared = await client.post("/memory", json={"user_id": "u_big", "text": padding})

    async def chunks() -> AsyncIterator[bytes]:
        yield b'{"user_id": "u_big", "text": "'
        for start in range(0, len(padding), 65_536):
            yield padding[start : start + 65_536].encode()
        yield b'"}'

    chunked = await client.post(
        "/memory", content=chunks(), headers={"content-type": "application/json"}
    )
    for response in (declared, chunked):
        assert response.status_code == 413
        assert response.headers["content-type"] == "application/problem+json"
    assert calls == []  # the route never ran
    assert await connection.scalar(text(f"SELECT {count}")) == before

    # The same write, small enough, does reach the route: the spy is wired.
    small = await client.post("/memory", json={"user_id": "u_big", "text": "User likes tea"})
    assert small.status_code == 201
    assert len(calls) == 1


async def test_an_oversize_ui_form_is_refused(client: httpx.AsyncClient) -> None:
    page = await client.get("/ui/login")
    assert page.status_code in (200, 303)
    response = await client.post(
        "/ui/login", data={"csrf_token": "x", "key": "k" * 20_000, "next": "/ui/memories"}
    )
    assert response.status_code == 413


# -- (g) security headers on the UI ---------------------------------------------------------------


async def test_ui_pages_carry_security_headers_and_safe_cookies(
    client: httpx.AsyncClient, uow_factory: UnitOfWorkFactory
) -> None:
    open_page = await client.get("/ui/memories")
    issued = await keys.create_key("acme", None, uow_factory=uow_factory)
    login_page = await client.get("/ui/login")
    login = await _ui_login(client, issued.token)
    for page in (open_page, login_page):
        assert page.status_code == 200
        headers = page.headers
        assert headers["cache-control"] == "no-store"
        assert headers["x-frame-options"] == "DENY"
        assert headers["referrer-policy"] == "same-origin"
        policy = headers["content-security-policy"]
        for directive in ("default-src 'self'", "script-src 'self'", "frame-ancestors 'none'"):
            assert directive in policy
        assert "unsafe-inline" not in policy
    assert login.status_code == 303
    cookies = login.headers.get_list("set-cookie")
    session = next(c for c in cookies if c.startswith(f"{SESSION_COOKIE}="))
    assert "HttpOnly" in session
    assert "SameSite=strict" in session or "SameSite=Strict" in session
    assert "Path=/ui" in session
    assert _secret(issued.token) not in session
