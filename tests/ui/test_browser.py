"""What a person sees: Debian's chromium, headless, against a real `palimpsest serve`.

Screenshots of each view are saved under `test-artifacts/screenshots/` at the repository root.
"""

import re
from pathlib import Path

import httpx
from playwright.async_api import Page, expect

from tests.fixtures.factories import name_payload, unique
from tests.ui.conftest import KeyedServer

RELATIVE = re.compile(r"^(just now|\d+s ago|\d+m ago)$")
ACTIVE = "document.activeElement.id || document.activeElement.textContent.trim()"


async def _write(base_url: str, payload: dict[str, object], token: str | None = None) -> str:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with httpx.AsyncClient(base_url=base_url, headers=headers, timeout=30) as api:
        response = await api.post("/memory", json=payload)
    assert response.status_code in (200, 201), response.text
    memory_id: str = response.json()["memory"]["id"]
    return memory_id


async def test_a_name_changed_twice_reads_as_a_timeline(
    open_server: str, page: Page, screenshots: Path
) -> None:
    user = unique("u")
    ids = [await _write(open_server, name_payload(user, n)) for n in ("张三", "李四", "王五")]

    # The list: filter by user with the form, as a person would.
    await page.goto(f"{open_server}/ui")
    await page.get_by_label("User").fill(user)
    await page.get_by_role("button", name="Apply filters").click()
    rows = page.locator("table.memories tbody tr")
    await expect(rows).to_have_count(1)
    row = rows.first
    await expect(row.get_by_role("link", name="Call me 王五")).to_be_visible()
    await expect(row.locator(".badge--version")).to_have_text("v3")
    await expect(row.locator(".badge--active")).to_have_text("Active")
    when = row.locator("time")
    await expect(when).to_have_text(RELATIVE)
    await expect(when).to_have_attribute("title", re.compile(r"^\d{4}-\d\d-\d\d .* UTC$"))
    assert await when.get_attribute("datetime")
    await page.screenshot(path=screenshots / "1-list.png", full_page=True)

    await page.get_by_label("Status").select_option(label="All versions")
    await page.get_by_role("button", name="Apply filters").click()
    await expect(rows).to_have_count(3)
    await expect(page.locator("tbody .badge--superseded")).to_have_count(2)
    await expect(page.locator("tbody .badge--superseded").first).to_have_text("Superseded")

    # The detail of the current version.
    await page.get_by_role("link", name="Call me 王五").click()
    await expect(page).to_have_url(f"{open_server}/ui/memories/{ids[2]}")
    await expect(page.get_by_role("heading", level=1)).to_have_text("Call me 王五")
    await expect(page.locator(".badges .badge--version")).to_have_text("v3")
    await expect(page.locator(".updated time")).to_have_text(RELATIVE)
    await expect(page.locator(".updated")).to_contain_text(" UTC")
    await page.screenshot(path=screenshots / "2-detail.png", full_page=True)

    # The history: three versions in order, the old two superseded, and why.
    await page.get_by_role("link", name="View history").click()
    await expect(page).to_have_url(f"{open_server}/ui/memories/{ids[2]}/history")
    steps = page.locator("ol.timeline > li")
    await expect(steps).to_have_count(3)
    await expect(steps.locator(".step-value")).to_have_text(["张三", "李四", "王五"])
    await expect(steps.locator(".step-title .badge--version")).to_have_text(["v1", "v2", "v3"])
    for index, status in enumerate(["Superseded", "Superseded", "Active"]):
        await expect(steps.nth(index).locator(".step-title .badge").nth(1)).to_have_text(status)
    await expect(steps.nth(0)).to_contain_text("latest wins")
    await expect(steps.nth(0).locator("dd time").nth(1)).to_have_text(RELATIVE)
    await page.screenshot(path=screenshots / "3-history.png", full_page=True)

    # An old version's own page says it is no longer current.
    await steps.nth(0).get_by_role("link", name="Call me 张三").click()
    await expect(page).to_have_url(f"{open_server}/ui/memories/{ids[0]}")
    await expect(page.locator(".badges .badge--superseded")).to_have_text("Superseded")
    await expect(page.locator(".notice")).to_contain_text("superseded")
    await page.screenshot(path=screenshots / "4-superseded-detail.png", full_page=True)


async def test_keys_ask_for_a_login_and_show_one_tenant(
    keyed_server: KeyedServer, page: Page, screenshots: Path
) -> None:
    base, tokens = keyed_server.base_url, keyed_server.tokens
    user = unique("u")
    ours = await _write(base, name_payload(user, "张三"), tokens["acme"])
    theirs = await _write(base, name_payload(user, "赵六"), tokens["globex"])

    await page.goto(f"{base}/ui/memories")
    await expect(page).to_have_url(re.compile(r"/ui/login\?next="))
    key = page.get_by_label("API key")
    await expect(key).to_be_focused()
    await key.fill("plm_000000000000_not-a-key")
    await page.get_by_role("button", name="Log in").click()
    await expect(page.get_by_role("alert")).to_contain_text("unknown or revoked")
    await expect(page.get_by_label("API key")).to_have_value("")
    await page.screenshot(path=screenshots / "5-login-refused.png", full_page=True)

    await page.get_by_label("API key").fill(tokens["acme"])
    await page.get_by_role("button", name="Log in").click()
    await expect(page).to_have_url(f"{base}/ui/memories")
    await expect(page.locator(".tenant")).to_have_text("acme")
    await expect(page.get_by_role("link", name="Call me 张三")).to_be_visible()
    await expect(page.get_by_text("赵六")).to_have_count(0)
    assert tokens["acme"] not in await page.content()
    [session] = [c for c in await page.context.cookies() if c["name"] == "palimpsest_session"]
    assert (session["httpOnly"], session["sameSite"]) == (True, "Strict")
    assert tokens["acme"] not in session["value"]

    await page.goto(f"{base}/ui/memories/{ours}")
    await expect(page.get_by_role("heading", level=1)).to_have_text("Call me 张三")
    response = await page.goto(f"{base}/ui/memories/{theirs}")
    assert response is not None
    assert response.status == 404
    await expect(page.get_by_role("heading", level=1)).to_have_text("Memory not found")

    await page.goto(f"{base}/ui/memories")
    await page.get_by_role("button", name="Log out").click()
    await expect(page).to_have_url(re.compile(r"/ui/login$"))
    await page.goto(f"{base}/ui/memories")
    await expect(page).to_have_url(re.compile(r"/ui/login\?next="))


async def test_keyboard_labels_and_a_phone_screen(
    open_server: str, page: Page, screenshots: Path
) -> None:
    user = unique("u")
    await _write(open_server, name_payload(user, "张三"))
    await page.goto(f"{open_server}/ui/memories")
    await expect(page.locator("html")).to_have_attribute("lang", "en")
    unlabelled = await page.evaluate(
        """() => [...document.querySelectorAll('input:not([type=hidden]), select, textarea')]
            .filter(el => el.labels.length === 0 && !el.getAttribute('aria-label'))
            .map(el => el.outerHTML)"""
    )
    assert unlabelled == []

    # Tab from the top of the page reaches the filter form; Enter submits it.
    focused: list[str] = []
    for _ in range(12):
        await page.keyboard.press("Tab")
        focused.append(await page.evaluate(ACTIVE))
        if focused[-1] == "f-user":
            break
    assert focused[0] == "Skip to content"
    assert focused[-1] == "f-user", focused
    outline = await page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"  # the focus is visible
    await page.keyboard.type(user)
    await page.keyboard.press("Enter")
    await expect(page).to_have_url(re.compile(rf"user={user}"))
    await expect(page.locator("table.memories tbody tr")).to_have_count(1)

    # On a phone: no sideways scrolling, the rows stack.
    await page.set_viewport_size({"width": 375, "height": 740})
    overflow = await page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
    await page.screenshot(path=screenshots / "6-phone-list.png", full_page=True)


async def test_consent_is_approved_in_the_browser(
    open_server: str, page: Page, screenshots: Path
) -> None:
    user = unique("u")
    await _write(open_server, name_payload(user, "张三", role="user"))
    await _write(open_server, name_payload(user, "李四", role="assistant"))  # waits for consent

    await page.goto(f"{open_server}/ui/consent?user={user}")
    proposal = page.locator("li.proposal")
    await expect(proposal).to_have_count(1)
    await expect(proposal.get_by_role("heading")).to_have_text(
        f"preferred_name of {user}: “张三” → “李四”"
    )
    await page.screenshot(path=screenshots / "7-consent.png", full_page=True)
    await proposal.get_by_role("button", name="Approve").click()
    await expect(page.get_by_role("status").first).to_have_text("The proposal was approved.")

    await page.goto(f"{open_server}/ui/memories?user={user}")
    await expect(page.get_by_role("link", name="Call me 李四")).to_be_visible()
    await expect(page.locator("tbody .badge--version")).to_have_text("v2")
