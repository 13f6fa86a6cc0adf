"""Browser fixtures: Debian's chromium driven by Playwright, and real servers to point it at.

Playwright's own browser downloads are never used (`executable_path`). Without chromium the
browser tests skip with the reason — except in CI (`CI=true`), where they fail: a CI run that
silently skipped them would claim a UI it never opened.
"""

import os
import shutil
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.async_api import Browser, BrowserContext, Page, async_playwright

from tests.fixtures import database
from tests.fixtures.server import ROOT, run_cli, serving

SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"


@pytest.fixture(scope="session")
def chromium() -> str:
    path = os.environ.get("PALIMPSEST_CHROMIUM") or shutil.which("chromium")
    if path is None:
        message = (
            "browser tests need Debian's chromium, which is not installed:"
            " apt-get install chromium (or set PALIMPSEST_CHROMIUM to a chromium binary)"
        )
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(message)
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
async def browser(chromium: str) -> AsyncIterator[Browser]:
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=chromium, headless=True)
        yield browser
        await browser.close()


@pytest.fixture
async def context(browser: Browser) -> AsyncIterator[BrowserContext]:
    """A fresh browser profile per test: no cookies carried from one test to the next."""
    context = await browser.new_context(viewport={"width": 1100, "height": 800}, locale="en-US")
    context.set_default_timeout(10_000)
    yield context
    await context.close()


@pytest.fixture
async def page(context: BrowserContext) -> Page:
    return await context.new_page()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


@contextmanager
def _serving(
    admin_url: str, template_db: str, data_dir: Path, tenants: tuple[str, ...] = ()
) -> Iterator[tuple[str, dict[str, str]]]:
    url = database.copy_database(admin_url, template_db)
    env = {"DATABASE_URL": url, "PALIMPSEST_DATA_DIR": str(data_dir)}
    try:
        tokens = {}
        for tenant in tenants:
            created = run_cli("keys", "create", "--tenant", tenant, env=env)
            assert created.returncode == 0, created.stderr
            tokens[tenant] = created.stdout.strip()
        with serving(env) as base_url:
            yield base_url, tokens
    finally:
        database.drop_database(admin_url, url.rsplit("/", 1)[1].split("?")[0])


# The servers need chromium too: without it, skip before paying for their start-up.
@pytest.fixture(scope="session")
def open_server(
    chromium: str, admin_url: str, template_db: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A real `palimpsest serve` with no API key: the UI is open."""
    with _serving(admin_url, template_db, tmp_path_factory.mktemp("open")) as (base_url, _):
        yield base_url


@dataclass(frozen=True)
class KeyedServer:
    base_url: str
    tokens: dict[str, str]  # tenant → API key


@pytest.fixture(scope="session")
def keyed_server(
    chromium: str, admin_url: str, template_db: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[KeyedServer]:
    """A real server whose API keys exist before it starts: tenants `acme` and `globex`."""
    data_dir = tmp_path_factory.mktemp("keyed")
    with _serving(admin_url, template_db, data_dir, ("acme", "globex")) as (base_url, tokens):
        yield KeyedServer(base_url, tokens)
