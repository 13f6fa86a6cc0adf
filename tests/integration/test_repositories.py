"""The statements the write path stands on, tested at the repository: the key holder, the head
of a version chain, and the candidate channels (nearest neighbours, shared attributes). Each
runs against the real database in a transaction rolled back after the test."""

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from app.db.models import Memory
from app.db.uow import UnitOfWorkFactory
from app.services.principal.keys import OPEN_TENANT
from tests.fixtures.factories import unique
from tests.fixtures.stored import store, vector

AT = datetime(2026, 11, 1, tzinfo=UTC)


@dataclass(frozen=True)
class Key:
    user_id: str
    key: str | None
    scope: str = "global"
    type: str = "preference"
    project_id: str | None = None


async def test_the_key_holder_is_the_active_memory_of_that_exact_key(
    uow_factory: UnitOfWorkFactory,
) -> None:
    user = unique("u")
    held = await store(
        uow_factory, user_id=user, text="Call me 张三", embedding=None, at=AT,
        type="preference", key="preferred_name", value="张三",
    )  # fmt: skip
    await store(
        uow_factory, user_id=user, text="Call me Sam at work", embedding=None, at=AT,
        type="preference", key="preferred_name", value="Sam", project_id="work",
    )  # fmt: skip
    async with uow_factory(OPEN_TENANT) as uow:
        found = await uow.memories.key_holder(Key(user, "preferred_name"))
        in_project = await uow.memories.key_holder(Key(user, "preferred_name", project_id="work"))
        other_key = await uow.memories.key_holder(Key(user, "reply_language"))
        other_type = await uow.memories.key_holder(Key(user, "preferred_name", type="fact"))
        other_user = await uow.memories.key_holder(Key(unique("u"), "preferred_name"))
    assert found is not None
    assert found.id == held.id
    assert in_project is not None
    assert in_project.value == "Sam"
    assert (other_key, other_type, other_user) == (None, None, None)
    async with uow_factory("another-tenant") as uow:
        assert await uow.memories.key_holder(Key(user, "preferred_name")) is None


async def test_the_chain_head_is_the_highest_version_whatever_its_status(
    uow_factory: UnitOfWorkFactory,
) -> None:
    user = unique("u")
    first = await store(
        uow_factory, user_id=user, text="User lives in Portland", embedding=None, at=AT,
        status="deleted", deleted_at=AT,
    )  # fmt: skip
    second = await store(
        uow_factory, user_id=user, text="User moved to Seattle", embedding=None, at=AT,
        chain_id=first.id, version=2, supersedes=first.id, status="deleted", deleted_at=AT,
    )  # fmt: skip
    async with uow_factory(OPEN_TENANT) as uow:
        head = await uow.memories.chain_head(first.id)
        chain = await uow.memories.version_chain(first.id)
    assert head.id == second.id
    assert [m.version for m in chain] == [1, 2]


async def test_nearest_neighbours_are_one_users_active_free_text_memories_above_the_gates(
    uow_factory: UnitOfWorkFactory,
) -> None:
    user = unique("u")

    async def put(text: str, similarity: float, owner: str = user, **extra: Any) -> str:
        embedding = vector(0, towards=1 + len(text) % 300, similarity=similarity)
        memory = await store(
            uow_factory, user_id=owner, text=text, embedding=embedding, at=AT,
            **({"importance": 0.8} | extra),
        )  # fmt: skip
        return memory.id

    close = await put("close", 0.95)
    closer = await put("the closest", 0.99)
    far = await put("far away from the query", 0.3)
    unimportant = await put("close but unimportant", 0.97, importance=0.2)
    core = await put("close, unimportant, but core", 0.96, importance=0.2, tier="core")
    await put("someone else's", 0.98, owner=unique("u"))
    await put("in a project", 0.98, project_id="p1")
    await put("keyed", 0.98, key="k", type="preference")
    await put("deleted", 0.98, status="deleted", deleted_at=AT)
    async with uow_factory(OPEN_TENANT) as uow:
        gated = await uow.candidates.nearest(
            user_id=user, project_id=None, vector=vector(0), k=10,
            min_similarity=0.6, importance_gate=0.5,
        )  # fmt: skip
        ungated = await uow.candidates.nearest(
            user_id=user, project_id=None, vector=vector(0), k=10, min_similarity=0.0
        )
        top_one = await uow.candidates.nearest(
            user_id=user, project_id=None, vector=vector(0), k=1, min_similarity=0.6
        )
    assert [m.id for m, _ in gated] == [closer, core, close]
    assert [round(s, 2) for _, s in gated] == [0.99, 0.96, 0.95]
    assert {m.id for m, _ in ungated} == {closer, core, close, unimportant, far}
    assert [m.id for m, _ in top_one] == [closer]


async def test_the_attribute_channel_finds_the_same_attribute_at_any_cosine(
    uow_factory: UnitOfWorkFactory,
) -> None:
    user = unique("u")
    works = await store(
        uow_factory, user_id=user, text="User works at Acme", embedding=vector(0, towards=1,
        similarity=0.38), at=AT, attributes=["emp"],
    )  # fmt: skip
    coach = await store(
        uow_factory, user_id=user, text="Ana coaches the Otters", embedding=vector(2), at=AT,
        attributes=["holds:coach"],
    )  # fmt: skip
    await store(
        uow_factory, user_id=unique("u"), text="User works at Initech", embedding=vector(0),
        at=AT, attributes=["emp"],
    )  # fmt: skip
    async with uow_factory(OPEN_TENANT) as uow:

        async def sharing(attributes: list[str]) -> list[tuple[Memory, float | None]]:
            found = await uow.candidates.gather(
                user_id=user, project_id=None, content_hash="-", vector=vector(0),
                attributes=attributes, k=10, gate=0.99, importance_gate=0.0,
                duplicate_similarity=0.999,
            )  # fmt: skip
            return found.candidates

        found = await sharing(["emp", "res"])
        both = await sharing(["emp", "holds:coach"])
        none = await sharing([])
    assert [(m.id, round(s or 0, 2)) for m, s in found] == [(works.id, 0.38)]
    # Most similar first: the attribute decides who is a candidate, the cosine the order.
    assert [m.id for m, _ in both] == [works.id, coach.id]
    assert none == []
