"""A new version carries every column of what it states; the chain and the clock set the rest."""

import typing
from dataclasses import fields
from datetime import UTC, datetime

from sqlalchemy import Column, inspect
from sqlalchemy.orm import Mapped

from app.db.models import Memory
from app.services.versions import Content, new_version

# The columns a version's place in its chain and in time decide: never copied from its source.
CHAIN_AND_CLOCK = {
    "id", "chain_id", "version", "prev_version", "status", "supersedes", "superseded_by",
    "superseded_at", "contradicted_by", "valid_from", "valid_until", "created_at", "updated_at",
    "last_accessed_at", "access_count", "deleted_at", "purge_at",
}  # fmt: skip
# Generated columns: PostgreSQL computes them from the content, so a version never copies them.
GENERATED = {"search"}


def test_content_is_every_column_but_the_chain_and_the_clock() -> None:
    """A column added to `memories` must be placed on one side, or this fails: a new version
    that silently drops it (as reverts once dropped `attributes`) cannot happen again."""
    columns = {column.key for column in inspect(Memory).column_attrs}
    assert {f.name for f in fields(Content)} == columns - CHAIN_AND_CLOCK - GENERATED
    # The read count and time are loaded from memory_reads (expressions, not Column objects).
    generated = {
        c.key
        for c in inspect(Memory).column_attrs
        if isinstance(c.columns[0], Column) and c.columns[0].computed is not None
    }
    assert generated - CHAIN_AND_CLOCK == GENERATED


def test_content_has_the_types_of_the_columns() -> None:
    """A column typed with an enum is that enum in `Content` too, not a plain string."""
    declared: dict[str, object] = {}
    for cls in reversed(Memory.__mro__):
        declared |= typing.get_type_hints(cls) if "__annotations__" in vars(cls) else {}
    columns = {
        name: typing.get_args(hint)[0]
        for name, hint in declared.items()
        if typing.get_origin(hint) is Mapped
    }
    content = typing.get_type_hints(Content)
    assert {f.name: content[f.name] for f in fields(Content)} == {
        f.name: columns[f.name] for f in fields(Content)
    }


def _content(**overrides: object) -> Content:
    values: dict[str, object] = {
        "tenant_id": "t", "user_id": "u", "agent_id": None, "run_id": None, "thread_id": None,
        "actor_id": None, "role": None, "project_id": None, "scope": "global", "type": "fact",
        "category": "profile", "key": None, "value": None, "text": "User works at Acme",
        "embedding": None, "content_hash": "h", "attributes": ["emp"], "confidence": 0.9,
        "importance": 0.6, "tier": "semantic", "pinned": False, "lifespan": "permanent",
        "tags": [], "meta": {},
    }  # fmt: skip
    return Content(**{**values, **overrides})  # type: ignore[arg-type]


def test_a_first_version_starts_its_chain_and_the_next_follows_it() -> None:
    at = datetime(2026, 11, 22, tzinfo=UTC)
    first = new_version("mem_1", _content(), previous=None, at=at)
    assert (first.chain_id, first.version, first.supersedes) == ("mem_1", 1, None)
    assert (first.status, first.valid_from, first.created_at, first.access_count) == (
        "active",
        at,
        at,
        0,
    )
    second = new_version("mem_2", Content.of(first), previous=first, at=at)
    assert (second.chain_id, second.version, second.supersedes) == ("mem_1", 2, "mem_1")
    assert Content.of(second) == Content.of(first)
