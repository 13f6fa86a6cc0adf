"""The Python client against a real `palimpsest serve` (tests/fixtures/live.py): every route
has a method, answers are models, errors are typed, pages are followed, sync and async alike."""

import inspect
import re
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Unpack

import httpx
import pytest
from palimpsest_client import (
    AsyncPalimpsest,
    Conflict,
    Forbidden,
    InvalidInput,
    MemoryFields,
    NotFound,
    Palimpsest,
    Unauthorized,
    models,
)

from tests.fixtures.factories import unique
from tests.fixtures.live import Live


@pytest.fixture
def acme(live: Live) -> Iterator[Palimpsest]:
    with Palimpsest(live.base_url, api_key=live.tokens["acme"]) as client:
        yield client


def _name(
    client: Palimpsest, user: str, name: str, **extra: Unpack[MemoryFields]
) -> models.WriteResult:
    fields: MemoryFields = {"type": "preference", "key": "preferred_name", "value": name}
    return client.write(user, f"Call me {name}", **(fields | extra))


def _operations(client: Palimpsest) -> dict[tuple[str, str], re.Pattern[str]]:
    """Every operation of the service's OpenAPI document, with a pattern for its paths."""
    paths = client.http.get("/openapi.json").json()["paths"]
    return {
        (method.upper(), template): re.compile(
            "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
        )
        for template, operations in paths.items()
        for method in operations
    }


def test_every_route_of_the_api_has_a_method(acme: Palimpsest) -> None:
    operations = _operations(acme)
    sent: set[tuple[str, str]] = set()

    def record(request: httpx.Request) -> None:
        for (method, template), pattern in operations.items():
            if method == request.method and pattern.match(request.url.path):
                sent.add((method, template))

    acme.http.event_hooks["request"].append(record)
    user, thread = unique("u_cov"), unique("t_cov")
    first = _name(acme, user, "张三", thread_id=thread).memory
    assert first is not None
    held = _name(acme, user, "李四", role="assistant")
    assert held.consent_proposal is not None
    turn = acme.write_turn(unique("u_cov"), [{"role": "user", "content": "Actually, call me Sam"}])
    assert [r.action for r in turn.results] == ["ADD"]
    other = unique("u_cov")
    batch = acme.write_batch([{"user_id": other, "text": "User plays chess"}, {"user_id": other}])
    assert [item.status for item in batch.results] == [201, 422]
    assert batch.results[1].problem is not None
    acme.list_memories(user_id=user)
    acme.get_memory(first.id)
    acme.history(first.id)
    acme.annotate_memory(first.id, pinned=True)
    acme.query("What is the user called?", user_id=user)
    acme.context(user, query="name")
    acme.thread_changes(thread)
    acme.list_consent(user_id=user)
    acme.get_consent(held.consent_proposal.id)
    acme.approve_consent(held.consent_proposal.id)
    refused = _name(acme, user, "王五", role="assistant").consent_proposal
    assert refused is not None
    acme.reject_consent(refused.id)
    current = acme.list_memories(user_id=user, key="preferred_name").items[0]
    acme.delete_memory(current.id)
    acme.restore_memory(current.id)
    acme.save_checkpoint(user, thread, {"step": 1})
    acme.load_checkpoint(user, thread)
    acme.delete_checkpoint(user, thread)
    assert len(list(acme.export_user(user))) == 1  # one chain: the name
    acme.erase_user(user)
    acme.stats(user_id=user)
    acme.health()
    acme.ready()
    assert "palimpsest_http_request_duration_seconds" in acme.metrics()
    assert sent == set(operations), f"routes without a client method: {set(operations) - sent}"


def test_the_async_client_has_every_method_of_the_sync_one() -> None:
    public = {n: f for n, f in vars(Palimpsest).items() if not n.startswith("_") and callable(f)}
    for name, method in public.items():
        twin = getattr(AsyncPalimpsest, name, None)
        assert twin is not None, name
        assert inspect.iscoroutinefunction(twin) or inspect.isasyncgenfunction(twin), name
        sync, mirrored = inspect.signature(method), inspect.signature(twin)
        assert mirrored.parameters.keys() == sync.parameters.keys(), name
        returned = str(mirrored.return_annotation).replace("AsyncIterator", "Iterator")
        assert returned == str(sync.return_annotation), name


def test_a_name_changes_three_times_and_the_history_keeps_all(acme: Palimpsest) -> None:
    user = unique("u_names")
    answers = [
        _name(acme, user, "张三"),
        _name(acme, user, "李四", confidence=0.85),
        _name(acme, user, "王五"),
        _name(acme, user, "赵六", confidence=0.5),
    ]
    assert [a.action for a in answers] == ["ADD", "UPDATE", "UPDATE", "NOOP"]
    assert all(isinstance(a, models.WriteResult) for a in answers)
    first, second = answers[0].memory, answers[1].memory
    assert first is not None
    assert second is not None
    assert [m.id for m in answers[1].superseded] == [first.id]
    current = acme.list_memories(user_id=user).items
    assert [m.value for m in current] == ["王五"]
    chain = acme.history(first.id)
    assert [v.value for v in chain.versions] == ["张三", "李四", "王五"]
    assert [e.event for e in chain.events] == ["ADD", "UPDATE", "UPDATE", "REJECT"]
    assert chain.current is not None
    assert chain.current.value == "王五"
    reverted = acme.restore_memory(first.id)
    assert (reverted.value, reverted.version) == ("张三", 4)


def test_iterating_follows_every_cursor(acme: Palimpsest) -> None:
    user = unique("u_pages")
    written = [acme.write(user, f"User visited city number {i}").memory for i in range(7)]
    pages: list[str] = []
    acme.http.event_hooks["request"].append(lambda r: pages.append(str(r.url)))
    listed = list(acme.iter_memories(user_id=user, limit=3))
    assert len(pages) == 3  # 3 + 3 + 1
    assert {m.id for m in listed} == {m.id for m in written if m is not None}
    assert len(listed) == 7


def test_errors_are_typed_with_status_type_and_fields(acme: Palimpsest, live: Live) -> None:
    with pytest.raises(NotFound) as missing:
        acme.get_memory("mem_" + uuid.uuid4().hex)
    assert (missing.value.status, missing.value.slug) == (404, "not-found")
    assert missing.value.type == "urn:palimpsest:problem:not-found"
    with pytest.raises(InvalidInput) as invalid:
        acme.write(unique("u_err"), "User likes tea", confidence=2)
    assert invalid.value.fields == ["body.confidence"]
    assert invalid.value.errors[0].message.startswith("Input should be less than or equal to 1")
    with pytest.raises(Forbidden) as forbidden:
        acme.query("plans", user_id=unique("u_err"), agent="stylist", categories=["tasks"])
    assert forbidden.value.status == 403
    user = unique("u_err")
    old = _name(acme, user, "张三").memory
    assert old is not None
    _name(acme, user, "李四")
    with pytest.raises(Conflict):
        acme.delete_memory(old.id)
    with (
        Palimpsest(live.base_url, api_key="plm_nope_nope") as stranger,
        pytest.raises(Unauthorized),
    ):
        stranger.health() if False else stranger.list_memories()
    with (
        Palimpsest(live.base_url, api_key=live.tokens["globex"]) as globex,
        pytest.raises(NotFound),
    ):
        globex.history(old.id)  # another tenant's id is unknown


def test_users_consent_checkpoints_threads_and_stats(acme: Palimpsest) -> None:
    user, thread = unique("u_misc"), unique("t_misc")
    _name(acme, user, "张三", thread_id=thread)
    held = _name(acme, user, "李四", role="assistant", thread_id=thread)
    assert held.action == "NOOP"
    assert held.consent_proposal is not None
    pending = list(acme.iter_consent(user_id=user))
    assert [p.id for p in pending] == [held.consent_proposal.id]
    decided = acme.approve_consent(held.consent_proposal.id)
    assert decided.result is not None
    assert (decided.proposal.status, decided.result.action) == ("approved", "UPDATE")

    changes = list(acme.iter_thread_changes(thread))
    assert [c.rev for c in changes] == list(range(1, len(changes) + 1))
    assert acme.thread_changes(thread).revision == len(changes) >= 2

    saved = acme.save_checkpoint(user, thread, {"graph": {"step": 3}})
    assert acme.load_checkpoint(user, thread).state == saved.state == {"graph": {"step": 3}}
    acme.delete_checkpoint(user, thread)
    with pytest.raises(NotFound):
        acme.load_checkpoint(user, thread)

    chains = list(acme.export_user(user))
    assert [[v.value for v in c.versions] for c in chains] == [["张三", "李四"]]
    erased = acme.erase_user(user)
    assert (erased.user_id, erased.memories) == (user, 2)
    assert [v.status for v in next(iter(acme.export_user(user))).versions] == ["purged"] * 2
    counts = acme.stats(user_id=user, since=datetime.now(UTC) - timedelta(hours=1))
    assert any(c.node == "hotpath" for c in counts.counts)
    assert acme.health().status == "ok"
    assert acme.ready().status == "ready"


async def test_the_async_client_writes_reads_pages_and_streams(live: Live) -> None:
    user = unique("u_async")
    async with AsyncPalimpsest(live.base_url, api_key=live.tokens["acme"]) as client:
        first = await client.write(user, "User lives in Portland")
        moved = await client.write(user, "User just moved to Seattle")
        assert (first.action, moved.action) == ("ADD", "UPDATE")
        answer = await client.query("Where does the user live?", user_id=user, full=True)
        assert [r.memory.text for r in answer.results if r.memory] == ["User just moved to Seattle"]
        everything = [
            m async for m in client.iter_memories(user_id=user, include_inactive=True, limit=1)
        ]
        assert sorted(m.status for m in everything) == ["active", "superseded"]
        chains = [c async for c in client.export_user(user)]
        assert len(chains) == 1
        assert [v.text for v in chains[0].versions] == [
            "User lives in Portland",
            "User just moved to Seattle",
        ]
        with pytest.raises(NotFound):
            await client.history("mem_" + uuid.uuid4().hex)
