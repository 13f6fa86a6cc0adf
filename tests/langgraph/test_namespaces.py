"""The namespace mapping and LangGraph's matching rules, without a server."""

from datetime import UTC, datetime
from typing import Any

import pytest
from langgraph.store.base import InvalidNamespaceError, MatchCondition
from palimpsest_client.langgraph.namespaces import (
    Address,
    NamespaceMap,
    matches,
    text_of,
    value_of,
    within,
)
from palimpsest_client.models import Memory

NOW = datetime(2026, 11, 25, tzinfo=UTC)


def _memory(scope: str, value: Any = None, text: str = "User likes tea") -> Memory:
    fields: dict[str, Any] = dict.fromkeys(Memory.model_fields)
    fields |= {
        "id": "mem_1", "user_id": "u_1", "scope": scope, "type": "fact", "category": "profile",
        "value": value, "text": text, "confidence": 0.9, "importance": 0.6, "tier": "semantic",
        "pinned": False, "lifespan": "permanent", "tags": [], "metadata": {}, "chain_id": "mem_1",
        "version": 1, "status": "active", "is_active": True, "valid_from": NOW,
        "created_at": NOW, "updated_at": NOW, "access_count": 0,
    }  # fmt: skip
    return Memory.model_validate(fields)


@pytest.mark.parametrize(
    ("namespace", "address"),
    [
        (("u_1",), Address("u_1", "global", None)),
        (("u_1", "preferences"), Address("u_1", "preferences", "preferences")),
        (("u_1", "preferences", "food"), Address("u_1", "preferences.food", "preferences")),
        (("u_1", "project-x", "tasks"), Address("u_1", "project-x.tasks", None)),
    ],
)
def test_a_namespace_is_a_user_a_scope_and_maybe_a_category(
    namespace: tuple[str, ...], address: Address
) -> None:
    mapping = NamespaceMap()
    assert mapping.address(namespace) == address
    # ... and a memory stored there reads back as the same namespace.
    assert mapping.namespace(_memory(address.scope)) == namespace


def test_aliases_and_empty_namespaces_are_refused() -> None:
    with pytest.raises(InvalidNamespaceError):
        NamespaceMap().address(())
    with pytest.raises(InvalidNamespaceError, match="same namespace"):
        NamespaceMap().address(("u_1", "global"))


def test_a_service_with_its_own_categories_names_them() -> None:
    mapping = NamespaceMap(categories={"recipes"})
    assert mapping.address(("u_1", "recipes")).category == "recipes"
    assert mapping.address(("u_1", "preferences")).category is None


def test_the_text_is_the_values_text_else_the_key_and_the_value() -> None:
    assert text_of("k", {"content": "User swims", "text": ""}) == "User swims"
    assert text_of("drink", {"name": "tea", "hot": True}) == 'drink: {"hot": true, "name": "tea"}'
    assert value_of(_memory("global", value={"a": 1})) == {"a": 1}
    assert value_of(_memory("global", value="张三", text="Call me 张三")) == {
        "text": "Call me 张三",
        "value": "张三",
    }
    assert value_of(_memory("global")) == {"text": "User likes tea"}


@pytest.mark.parametrize(
    ("value", "wanted", "expected"),
    [
        ({"a": 1}, {"a": 1}, True),
        ({"a": 1}, {"a": 2}, False),
        ({"a": {"b": [1, 2]}}, {"a": {"b": [1, 2]}}, True),
        ({"n": 3}, {"n": {"$gt": 2, "$lte": 3}}, True),
        ({"n": 3}, {"n": {"$ne": 3}}, False),
        ({"n": "x"}, {"n": {"$gt": 2}}, False),  # no order between a string and a number
        ({}, {"n": {"$lt": 2}}, False),
    ],
)
def test_filters_match_as_langgraph_documents_them(
    value: dict[str, Any], wanted: dict[str, Any], expected: bool
) -> None:
    assert matches(value, wanted) is expected


def test_an_unknown_filter_operator_is_an_error_not_a_miss() -> None:
    with pytest.raises(ValueError, match=r"\$in"):
        matches({"n": 1}, {"n": {"$in": [1]}})


def test_namespace_conditions_take_wildcards_from_either_end() -> None:
    namespace = ("u_1", "preferences", "food")
    assert within(namespace, MatchCondition("prefix", ("u_1", "*")))
    assert within(namespace, MatchCondition("suffix", ("*", "food")))
    assert not within(namespace, MatchCondition("suffix", ("preferences",)))
    assert not within(("u_1",), MatchCondition("prefix", ("u_1", "preferences")))
