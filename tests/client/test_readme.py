"""The README's Python walkthrough runs as written against a real server, and prints what
the comment under each `print` says."""

import asyncio
import itertools
import re
import uuid

import pytest

from tests.fixtures.live import Live, issue_key
from tests.fixtures.server import ROOT

SECTION = "## The same in Python"


def _walkthrough() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index(SECTION) :]
    found = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert found is not None, "the section has no python block"
    return found.group(1)


def test_the_readme_python_walkthrough_prints_what_its_comments_say(
    live: Live, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code = _walkthrough()
    lines = code.splitlines()
    expected = []
    for line, after in itertools.pairwise(lines):
        if line.startswith("print("):
            assert after.startswith("# "), f"no expected output under {line!r}"
            expected.append(after.removeprefix("# "))
    assert len(expected) >= 6
    # A tenant of its own: the walkthrough's user ids are fixed (u_42, u_7).
    token = asyncio.run(issue_key(live.database_url, f"readme-{uuid.uuid4().hex[:8]}")).token
    monkeypatch.setenv("PALIMPSEST_URL", live.base_url)
    monkeypatch.setenv("PALIMPSEST_API_KEY", token)
    namespace: dict[str, object] = {}
    exec(compile(code, "README.md", "exec"), namespace)
    closing = namespace["memory"]
    closing.close()  # type: ignore[attr-defined]
    printed = capsys.readouterr().out.splitlines()
    assert printed == expected
