"""Export a user's chains, import them into another tenant: the same chains, field by field and
event by event, under new ids; reruns duplicate nothing; bad lines and bad chains stay out."""

import json
from typing import Any

import httpx
import numpy as np
import pytest
from fastapi import FastAPI
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.db.repositories.erasure import ERASED_HASH
from app.db.uow import UnitOfWorkFactory
from app.runtime import Runtime
from app.schemas.memory import HistoryRead
from app.services.lifecycle import users
from app.services.principal.keys import OPEN_TENANT, Principal
from app.services.transfer import jsonl
from app.services.transfer.rows import imported_id
from tests.fixtures.factories import name_payload, unique, write


async def _seed(client: httpx.AsyncClient, user: str) -> None:
    """A 3-version chain, a key chain with a late fact behind it (a chain of its own, linked
    to the key's current version), a retracted memory and a deleted one."""
    berlin = await write(
        client,
        user_id=user,
        text="User lives in Berlin",
        thread_id=unique("t"),
        agent_id="planner",
        run_id="run_1",
        actor_id="assistant_1",
        role="user",
        lifespan="project",
        project_id="atlas",
        tags=["home"],
        metadata={"source": "chat"},
        confidence=0.8,
        importance=0.7,
        tier="core",
        pinned=True,
    )
    lisbon = await write(
        client, user_id=user, text="User lives in Lisbon", supersedes=berlin["memory"]["id"]
    )
    await write(client, user_id=user, text="User lives in Oslo", supersedes=lisbon["memory"]["id"])
    for name in ("张三", "李四"):
        await write(client, **name_payload(user, name))
    late = await write(client, **name_payload(user, "王五", valid_from="2020-01-01T00:00:00Z"))
    assert late["memory"]["status"] == "superseded", late["reason"]
    await write(client, user_id=user, text="User smokes")
    retraction = await write(client, user_id=user, text="User no longer smokes")
    assert retraction["action"] == "DELETE", retraction["reason"]
    bike = await write(client, user_id=user, text="User owns a bike called Rocinante")
    # Read counts and times, which travel with the versions.
    asked = {"query": "where does the user live", "filters": {"user_id": user}}
    assert (await client.post("/memory.query", json=asked)).status_code == 200
    deleted = await client.delete(f"/memory/{bike['memory']['id']}")
    assert deleted.status_code == 200, deleted.text


async def _export(uow_factory: UnitOfWorkFactory, tenant: str, user: str) -> list[str]:
    chains = jsonl.export_tenant(tenant, uow_factory=uow_factory, user_ids=[user])
    return [jsonl.export_line(chain) async for chain in chains]


def _comparable(lines: list[str], map_id: Any = None) -> list[dict[str, Any]]:
    """Chains as plain data, sorted by chain id: source ids mapped through `map_id`, event ids
    (the target's own) and import notes dropped."""

    def mapped(ref: str | None) -> str | None:
        return map_id(ref) if map_id is not None and ref is not None else ref

    chains = []
    for line in lines:
        chain = HistoryRead.model_validate_json(line).model_dump(mode="json")
        chain["chain_id"] = mapped(chain["chain_id"])
        for version in chain["versions"]:
            for name in ("id", "chain_id", "supersedes", "superseded_by", "contradicted_by"):
                version[name] = mapped(version[name])
        for event in chain["events"]:
            del event["id"]
            event["meta"].pop("imported_from", None)
            for name in ("memory_id", "old_ref", "new_ref"):
                event[name] = mapped(event[name])
        chains.append(chain)
    return sorted(chains, key=lambda c: c["chain_id"])


def _embedder(app: FastAPI) -> Any:
    runtime: Runtime = app.state.runtime
    return runtime.providers.embedder


async def _import(
    app: FastAPI, uow_factory: UnitOfWorkFactory, lines: list[str], tenant: str, batch: int = 2
) -> jsonl.ImportReport:
    return await jsonl.import_chains(
        lines, tenant_id=tenant, uow_factory=uow_factory, embedder=_embedder(app), batch_size=batch
    )


async def _rows(connection: AsyncConnection, tenant: str, user: str) -> list[dict[str, Any]]:
    result = await connection.execute(
        text(
            "SELECT id, text, status, content_hash, attributes, embedding::text AS embedding"
            " FROM memories WHERE tenant_id = :tenant AND user_id = :user ORDER BY id"
        ),
        {"tenant": tenant, "user": user},
    )
    return [dict(row._mapping) for row in result]


async def test_an_imported_user_has_the_same_chains_under_new_ids(
    client: httpx.AsyncClient,
    app: FastAPI,
    uow_factory: UnitOfWorkFactory,
    connection: AsyncConnection,
) -> None:
    user, target = unique("u"), unique("tenant")
    await _seed(client, user)
    exported = await _export(uow_factory, OPEN_TENANT, user)
    assert len(exported) == 5  # cities, name, late name, smokes, bike

    report = await _import(app, uow_factory, exported, target)
    assert (report.chains, report.memories, report.skipped) == (5, 8, 0)
    assert (report.conflicts, report.failed) == ([], [])
    imported = await _export(uow_factory, target, user)
    assert _comparable(imported) == _comparable(exported, lambda i: imported_id(i, target))
    read = [v for c in _comparable(imported) for v in c["versions"] if v["access_count"]]
    assert read
    assert all(v["last_accessed_at"] is not None for v in read)
    statuses = sorted(v["status"] for c in _comparable(imported) for v in c["versions"])
    assert statuses == [
        *["active"] * 2, "deleted", "retracted", *["superseded"] * 4
    ]  # fmt: skip
    notes = [e["meta"]["imported_from"] for line in imported for e in json.loads(line)["events"]]
    source_ids = {v["id"] for line in exported for v in json.loads(line)["versions"]}
    assert set(notes) <= source_ids

    # What the export does not carry is derived as the write path derived it.
    source, copies = (
        await _rows(connection, OPEN_TENANT, user),
        await _rows(connection, target, user),
    )
    by_id = {imported_id(row["id"], target): row for row in source}
    assert {row["id"] for row in copies} == set(by_id)
    for copy in copies:
        original = by_id[copy["id"]]
        assert (copy["content_hash"], copy["attributes"]) == (
            original["content_hash"],
            original["attributes"],
        )
        assert np.allclose(json.loads(copy["embedding"]), json.loads(original["embedding"]))

    rerun = await _import(app, uow_factory, exported, target)
    assert (rerun.chains, rerun.memories, rerun.skipped) == (0, 0, 5)
    assert len(await _rows(connection, target, user)) == 8


async def test_chains_linked_to_chains_further_down_the_file_wait_for_them(
    client: httpx.AsyncClient, app: FastAPI, uow_factory: UnitOfWorkFactory
) -> None:
    user, target = unique("u"), unique("tenant")
    await _seed(client, user)
    exported = await _export(uow_factory, OPEN_TENANT, user)
    # Reversed, the late fact comes before the chain whose current version superseded it.
    report = await _import(app, uow_factory, exported[::-1], target, batch=1)
    assert (report.chains, report.failed) == (5, [])
    imported = await _export(uow_factory, target, user)
    assert _comparable(imported) == _comparable(exported, lambda i: imported_id(i, target))


def _break(line: str, change: Any) -> str:
    chain = json.loads(line)
    change(chain)
    return json.dumps(chain)


async def test_a_malformed_line_stops_the_import_and_a_rerun_finishes_it(
    client: httpx.AsyncClient,
    app: FastAPI,
    uow_factory: UnitOfWorkFactory,
    connection: AsyncConnection,
) -> None:
    user, target = unique("u"), unique("tenant")
    await _seed(client, user)
    exported = await _export(uow_factory, OPEN_TENANT, user)
    bad = _break(exported[2], lambda c: c["versions"][0].update(status="forgotten"))
    with pytest.raises(jsonl.MalformedLine, match=r"line 3: versions\.0\.status") as stopped:
        await _import(app, uow_factory, [*exported[:2], bad, *exported[3:]], target, batch=1)
    assert stopped.value.line == 3
    assert len(await _rows(connection, target, user)) == 5  # lines 1 and 2: cities, names
    bad_ids = {imported_id(v["id"], target) for v in json.loads(bad)["versions"]}
    assert not bad_ids & {row["id"] for row in await _rows(connection, target, user)}

    with pytest.raises(jsonl.MalformedLine, match="line 2: Invalid JSON"):
        await _import(app, uow_factory, [exported[0], "{not json\n"], target)

    rerun = await _import(app, uow_factory, exported, target)
    assert (rerun.chains, rerun.skipped, rerun.failed) == (3, 2, [])
    assert len(await _rows(connection, target, user)) == 8


async def test_a_chain_that_breaks_an_invariant_fails_alone_and_leaves_nothing(
    client: httpx.AsyncClient,
    app: FastAPI,
    uow_factory: UnitOfWorkFactory,
    connection: AsyncConnection,
) -> None:
    user, target = unique("u"), unique("tenant")
    await _seed(client, user)
    exported = await _export(uow_factory, OPEN_TENANT, user)
    cities, names = exported[0], exported[1]
    gap = _break(cities, lambda c: c["versions"][2].update(version=4))  # versions 1, 2, 4
    unaudited = _break(names, lambda c: c["events"].clear())  # no history row
    report = await _import(app, uow_factory, [gap, unaudited, *exported[3:]], target, batch=10)
    assert [(p.line, p.chain_id) for p in report.failed] == [
        (1, json.loads(cities)["chain_id"]),
        (2, json.loads(names)["chain_id"]),
    ]
    assert "fk_memories_chain_prev_version" in report.failed[0].reason
    assert "without a history row" in report.failed[1].reason
    assert report.chains == 2
    texts = sorted(row["text"] for row in await _rows(connection, target, user))
    assert texts == ["User owns a bike called Rocinante", "User smokes"]


async def test_a_key_held_in_the_target_is_a_conflict_and_its_chain_is_skipped(
    client: httpx.AsyncClient, app: FastAPI, uow_factory: UnitOfWorkFactory
) -> None:
    user = unique("u")
    await _seed(client, user)
    exported = await _export(uow_factory, OPEN_TENANT, user)
    # Into its own tenant: the source's active name holds the key there.
    report = await _import(app, uow_factory, exported, OPEN_TENANT)
    holder = json.loads(exported[1])["versions"][-1]["id"]
    assert [(p.line, p.reason) for p in report.conflicts] == [
        (2, f"key 'preferred_name' of user '{user}' is held by active memory {holder}")
    ]
    # The late fact links to the name that did not come in: it cannot come in either.
    assert [p.line for p in report.failed] == [3]
    assert report.failed[0].reason.startswith("links to memories not in the tenant")
    assert report.chains == 3


async def test_an_erased_user_imports_erased(
    client: httpx.AsyncClient,
    app: FastAPI,
    uow_factory: UnitOfWorkFactory,
    connection: AsyncConnection,
) -> None:
    user, target = unique("u"), unique("tenant")
    await _seed(client, user)
    assert (await client.delete(f"/users/{user}")).status_code == 200
    exported = await _export(uow_factory, OPEN_TENANT, user)
    report = await _import(app, uow_factory, exported, target)
    assert (report.chains, report.failed) == (5, [])
    imported = await _export(uow_factory, target, user)
    assert _comparable(imported) == _comparable(exported, lambda i: imported_id(i, target))
    rows = await _rows(connection, target, user)
    assert {(r["status"], r["text"], r["content_hash"], r["embedding"]) for r in rows} == {
        ("purged", "", ERASED_HASH, None)
    }
    erased_meta = [e["meta"] for line in imported for e in json.loads(line)["events"]]
    assert {"erased": True} in erased_meta  # kept exactly, so erasing again finds it done:
    again = await users.erase_user(user, principal=Principal(target), uow_factory=uow_factory)
    assert (again.memories, again.history_rows) == (0, 0)
