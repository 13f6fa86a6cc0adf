"""PalimpsestStore over the whole BaseStore interface, sync and async, against a real server.

LangGraph ships no conformance suite for stores, so these tests hold the store to what
BaseStore documents (put/get/search/delete/list_namespaces, batch and abatch), and to what the
mapping promises: a changed value is a new version of the same memory, a delete is soft."""

from collections.abc import Iterator
from typing import Any

import pytest
from langgraph.store.base import GetOp, InvalidNamespaceError, Item, PutOp, SearchOp
from palimpsest_client import Forbidden, Palimpsest
from palimpsest_client.langgraph import DEFAULT_CATEGORIES, PalimpsestStore

from app.categories import load_categories
from tests.fixtures.factories import unique
from tests.fixtures.live import Live


@pytest.fixture
def acme(live: Live) -> Iterator[Palimpsest]:
    with Palimpsest(live.base_url, api_key=live.tokens["acme"]) as client:
        yield client


@pytest.fixture
def store(live: Live) -> Iterator[PalimpsestStore]:
    with PalimpsestStore(live.base_url, api_key=live.tokens["acme"]) as store:
        yield store


def _drink(drink: str, strength: int = 1) -> dict[str, Any]:
    return {"text": f"User prefers {drink}", "drink": drink, "strength": strength}


def test_a_changed_value_is_a_new_version_and_the_same_value_changes_nothing(
    store: PalimpsestStore, acme: Palimpsest
) -> None:
    user = unique("u_lg")
    namespace = (user, "preferences")
    store.put(namespace, "drink", _drink("green tea"))
    item = store.get(namespace, "drink")
    assert item is not None
    assert (item.namespace, item.key, item.value) == (namespace, "drink", _drink("green tea"))

    store.put(namespace, "drink", _drink("black coffee", 3))
    store.put(namespace, "drink", _drink("black coffee", 3))
    newer = store.get(namespace, "drink")
    assert newer is not None
    assert newer.value == _drink("black coffee", 3)
    assert newer.updated_at > item.updated_at

    (memory,) = acme.list_memories(user_id=user).items
    assert (memory.scope, memory.category, memory.key) == ("preferences", "preferences", "drink")
    chain = acme.history(memory.id)
    assert [v.value for v in chain.versions] == [_drink("green tea"), _drink("black coffee", 3)]
    assert [v.status for v in chain.versions] == ["superseded", "active"]
    assert [e.event for e in chain.events] == ["ADD", "UPDATE", "NOOP"]


def test_delete_is_soft_and_a_later_put_starts_again(
    store: PalimpsestStore, acme: Palimpsest
) -> None:
    user = unique("u_lg_del")
    namespace = (user, "tasks", "home")
    store.put(namespace, "shed", {"text": "Paint the garden shed"})
    store.delete(namespace, "shed")
    assert store.get(namespace, "shed") is None
    store.delete(namespace, "shed")  # nothing there: nothing happens
    (deleted,) = acme.list_memories(user_id=user, include_inactive=True).items
    assert (deleted.status, deleted.scope, deleted.category) == ("deleted", "tasks.home", "tasks")
    assert [e.event for e in acme.history(deleted.id).events] == ["ADD", "DELETE"]
    store.put(namespace, "shed", {"text": "Paint the garden shed green"})
    again = store.get(namespace, "shed")
    assert again is not None
    assert again.value == {"text": "Paint the garden shed green"}


def _seed_searchable(store: PalimpsestStore, user: str) -> None:
    store.put((user, "preferences"), "drink", _drink("oolong tea", 2))
    store.put((user, "preferences"), "music", {"text": "User listens to jazz", "strength": 1})
    store.put(
        (user, "preferences", "food"), "dish", {"text": "User loves dumplings", "strength": 3}
    )
    store.put((user, "tasks"), "venue", {"text": "Book the venue for Friday"})
    store.put((user, "project-x"), "deadline", {"text": "Project X ships in March"})


def test_search_by_meaning_by_prefix_and_by_filter(store: PalimpsestStore) -> None:
    user = unique("u_lg_search")
    _seed_searchable(store, user)
    hits = store.search((user,), query="What does the user like to drink?")
    assert hits[0].key == "drink"
    assert hits[0].score is not None
    assert all(h.score is not None for h in hits)
    assert [h.score for h in hits] == sorted((h.score or 0 for h in hits), reverse=True)
    food = store.search((user, "preferences", "food"), query="what to eat")
    assert [(h.namespace, h.key) for h in food] == [((user, "preferences", "food"), "dish")]

    preferences = store.search((user, "preferences"))
    assert {(h.namespace, h.key) for h in preferences} == {
        ((user, "preferences"), "drink"),
        ((user, "preferences"), "music"),
        ((user, "preferences", "food"), "dish"),
    }
    assert all(h.score is None for h in preferences)
    strong = store.search((user,), filter={"strength": {"$gte": 2}})
    assert {h.key for h in strong} == {"drink", "dish"}
    assert {h.key for h in store.search((user,), filter={"strength": 1})} == {"music"}
    everything = store.search((user,), limit=100)
    assert len(everything) == 5
    assert store.search((user,), limit=2, offset=1) == everything[1:3]


def test_list_namespaces_with_prefix_suffix_wildcards_and_depth(store: PalimpsestStore) -> None:
    user = unique("u_lg_ns")
    _seed_searchable(store, user)
    assert store.list_namespaces(prefix=(user,)) == [
        (user, "preferences"),
        (user, "preferences", "food"),
        (user, "project-x"),
        (user, "tasks"),
    ]
    assert store.list_namespaces(prefix=(user,), max_depth=2) == [
        (user, "preferences"),
        (user, "project-x"),
        (user, "tasks"),
    ]
    assert store.list_namespaces(prefix=(user,), suffix=("food",)) == [
        (user, "preferences", "food")
    ]
    assert store.list_namespaces(prefix=(user, "*", "food")) == [(user, "preferences", "food")]
    assert store.list_namespaces(prefix=(user,), limit=2, offset=1) == [
        (user, "preferences", "food"),
        (user, "project-x"),
    ]
    # Across the tenant's users: this user's namespaces among them, nobody else's tenant.
    across = store.list_namespaces(suffix=("tasks",), limit=10_000)
    assert (user, "tasks") in across
    assert all(namespace[-1] == "tasks" for namespace in across)


async def test_the_async_interface_does_what_the_sync_one_does(
    live: Live, acme: Palimpsest
) -> None:
    async with PalimpsestStore(live.base_url, api_key=live.tokens["acme"]) as store:
        await _async_round(store, acme)


async def _async_round(store: PalimpsestStore, acme: Palimpsest) -> None:
    user = unique("u_lg_async")
    namespace = (user, "preferences")
    await store.aput(namespace, "drink", _drink("matcha"))
    await store.aput(namespace, "drink", _drink("espresso"))
    item = await store.aget(namespace, "drink")
    assert item is not None
    assert item.value == _drink("espresso")
    hits = await store.asearch((user,), query="coffee")
    assert [h.key for h in hits] == ["drink"]
    assert await store.alist_namespaces(prefix=(user,)) == [namespace]
    await store.adelete(namespace, "drink")
    assert await store.aget(namespace, "drink") is None
    (memory,) = acme.list_memories(user_id=user, include_inactive=True, key="drink").items[:1]
    drinks = [v.value["drink"] for v in acme.history(memory.id).versions if v.value]
    assert drinks == ["matcha", "espresso"]


def test_a_batch_answers_each_operation_in_order(store: PalimpsestStore) -> None:
    user = unique("u_lg_batch")
    results = store.batch(
        [
            PutOp((user, "goals"), "run", {"text": "Run a marathon"}),
            GetOp((user, "goals"), "run"),
            SearchOp((user,)),
            GetOp((user, "goals"), "missing"),
        ]
    )
    assert results[0] is None
    assert isinstance(results[1], Item)
    assert results[1].value == {"text": "Run a marathon"}
    assert isinstance(results[2], list)
    assert [item.key for item in results[2] if isinstance(item, Item)] == ["run"]
    assert results[3] is None


def test_memories_written_over_rest_are_items_of_the_users_namespace(
    store: PalimpsestStore, acme: Palimpsest
) -> None:
    user = unique("u_lg_rest")
    acme.write(user, "Call me 张三", type="preference", key="preferred_name", value="张三")
    item = store.get((user,), "preferred_name")
    assert item is not None
    assert item.value == {"text": "Call me 张三", "value": "张三"}
    # A put overwrites it as a new version of the same memory, its type kept.
    store.put((user,), "preferred_name", {"text": "Call me 李四", "value": "李四"})
    (current,) = acme.list_memories(user_id=user).items
    assert (current.type, current.version, current.value) == (
        "preference",
        2,
        {"text": "Call me 李四", "value": "李四"},
    )
    assert store.list_namespaces(prefix=(user,)) == [(user,)]


def test_what_does_not_map_is_refused_clearly(live: Live, store: PalimpsestStore) -> None:
    user = unique("u_lg_bad")
    with pytest.raises(InvalidNamespaceError, match="same namespace"):
        store.put((user, "global"), "k", {"text": "x"})
    with pytest.raises(InvalidNamespaceError):
        store.put((user, "a.b"), "k", {"text": "x"})  # LangGraph's own rule, kept
    with pytest.raises(InvalidNamespaceError, match="user"):
        store.search((), query="anything")
    with pytest.raises(NotImplementedError):
        store.put((user, "goals"), "k", {"text": "x"}, ttl=5)
    with PalimpsestStore(live.base_url, api_key=live.tokens["acme"], agent="stylist") as stylist:
        with pytest.raises(Forbidden):
            stylist.put((user, "tasks"), "k", {"text": "Book the venue"})
        stylist.put((user, "style"), "tone", {"text": "User likes short answers"})
        assert [h.key for h in stylist.search((user,), query="answers")] == ["tone"]
    with PalimpsestStore(live.base_url, api_key=live.tokens["globex"]) as globex:
        assert globex.get((user, "style"), "tone") is None  # another tenant's
        assert globex.list_namespaces(prefix=(user,)) == []


def test_the_default_categories_are_the_services_built_in_ones() -> None:
    assert set(load_categories(None).by_name) == DEFAULT_CATEGORIES
