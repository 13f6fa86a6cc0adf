"""`palimpsest export` and `palimpsest import` as an operator runs them: real processes, a real
database, real commits."""

import json
from pathlib import Path
from typing import Any

import httpx

from app.config import Settings
from app.services.transfer.rows import imported_id
from tests.fixtures.apps import running_app
from tests.fixtures.factories import name_payload, unique, write
from tests.fixtures.server import run_cli


def _chains(lines: str, map_id: Any = None) -> list[dict[str, Any]]:
    """Exported chains, ids mapped through `map_id`, without event ids and import notes."""

    def mapped(ref: str | None) -> str | None:
        return map_id(ref) if map_id is not None and ref is not None else ref

    chains = [json.loads(line) for line in lines.splitlines()]
    for chain in chains:
        chain["chain_id"] = mapped(chain["chain_id"])
        for version in chain["versions"]:
            for name in ("id", "chain_id", "supersedes", "superseded_by", "contradicted_by"):
                version[name] = mapped(version[name])
        for event in chain["events"]:
            del event["id"]
            event["meta"].pop("imported_from", None)
            for name in ("memory_id", "old_ref", "new_ref"):
                event[name] = mapped(event[name])
    return sorted(chains, key=lambda chain: chain["chain_id"])


async def test_export_then_import_into_a_fresh_tenant_reproduces_the_chains(
    settings: Settings, scratch_database_url: str, tmp_path: Path
) -> None:
    user = unique("u")
    async with (
        running_app(settings, database_url=scratch_database_url) as app,
        httpx.AsyncClient(transport=httpx.ASGITransport(app), base_url="http://t") as client,
    ):
        for name in ("张三", "李四", "王五"):
            await write(client, **name_payload(user, name))
        await write(client, user_id=user, text="User owns a bike called Rocinante")
    env = {"DATABASE_URL": scratch_database_url, "PALIMPSEST_DATA_DIR": str(tmp_path)}
    export = tmp_path / "local.jsonl"

    exported = run_cli("export", "--user", user, "-o", str(export), env=env)
    assert exported.returncode == 0, exported.stderr
    assert "export: exported 4 memories in 2 chains of 1 user in" in exported.stderr
    imported = run_cli("import", str(export), "--tenant", "acme", "--batch-size", "1", env=env)
    assert imported.returncode == 0, imported.stderr
    assert "import: imported 4 memories in 2 chains (0 skipped: already imported) in" in (
        imported.stderr
    )
    again = run_cli("import", str(export), "--tenant", "acme", env=env)
    assert "imported 0 memories in 0 chains (2 skipped: already imported)" in again.stderr

    copy = run_cli("export", "--tenant", "acme", env=env)  # every user, to stdout
    assert copy.returncode == 0, copy.stderr
    source = export.read_text(encoding="utf-8")
    assert _chains(copy.stdout) == _chains(source, lambda i: imported_id(i, "acme"))

    broken = tmp_path / "broken.jsonl"
    broken.write_text(source.splitlines()[0] + "\n{not json\n", encoding="utf-8")
    refused = run_cli("import", str(broken), "--tenant", "other", env=env)
    assert refused.returncode == 1
    assert "stopped, line 2: Invalid JSON" in refused.stderr


async def test_import_of_write_requests_writes_each_line_as_a_write(
    settings: Settings, scratch_database_url: str, tmp_path: Path
) -> None:
    user = unique("u")
    requests = tmp_path / "writes.jsonl"
    lines = [
        {"user_id": user, "text": "User lives in Portland"},
        {"user_id": user, "text": "User drinks oolong tea every morning"},
        {"user_id": user, "text": "User just moved to Seattle"},  # supersedes line 1
        {"user_id": user, "text": "User is allergic to kiwi", "confidence": 7},  # refused
    ]
    requests.write_text(
        "".join(json.dumps(line) + "\n" for line in lines) + "{not json\n", encoding="utf-8"
    )
    env = {"DATABASE_URL": scratch_database_url, "PALIMPSEST_DATA_DIR": str(tmp_path)}
    imported = run_cli("import", str(requests), "--tenant", "acme", env=env)
    assert imported.returncode == 1, imported.stderr  # two lines were refused
    assert "wrote 3 new memories, 0 unchanged (NOOP, retraction), 2 lines refused" in (
        imported.stderr
    )
    assert "line 4: 422: body.3.confidence" in imported.stderr
    assert "line 5: 400: not valid JSON" in imported.stderr
    async with (
        running_app(settings, database_url=scratch_database_url) as app,
        httpx.AsyncClient(transport=httpx.ASGITransport(app), base_url="http://t") as client,
    ):
        # The import wrote into tenant acme, not the open tenant.
        assert (await client.get("/memory", params={"user_id": user})).json()["items"] == []
    exported = run_cli("export", "--tenant", "acme", "--user", user, env=env)
    chains = [json.loads(line) for line in exported.stdout.splitlines()]
    texts = sorted(v["text"] for chain in chains for v in chain["versions"] if v["is_active"])
    assert texts == ["User drinks oolong tea every morning", "User just moved to Seattle"]
    assert sorted(len(chain["versions"]) for chain in chains) == [1, 2]
