"""The rows a unit of work stages arrive exactly as they were staged: text in any script, JSON
values of every kind, times in any offset, floats JSON has no word for, a missing embedding."""

import math
from datetime import UTC, datetime, timedelta, timezone

import numpy as np
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.db.uow import UnitOfWorkFactory
from app.services.principal.keys import OPEN_TENANT
from tests.fixtures.factories import unique
from tests.fixtures.stored import store, vector

FAR_EAST = timezone(timedelta(hours=17, minutes=41))  # Python accepts it; PostgreSQL does not
AT = datetime(2026, 11, 26, 23, 30, 0, 123456, tzinfo=FAR_EAST)
TEXT = 'User said "héllo" \\ 你好 😀\ttab\nnewline'


async def test_staged_rows_arrive_exactly(
    uow_factory: UnitOfWorkFactory, connection: AsyncConnection
) -> None:
    user = unique("u")
    values = [["a", 1, None, {"b": [True, 2.5]}], "张三", 42, None]
    stored = []
    for i, value in enumerate(values):
        stored.append(
            await store(
                uow_factory,
                user_id=user,
                text=f"{TEXT} {i}",
                embedding=vector(i) if i else None,
                at=AT,
                type="preference",
                key=f"k{i}",
                value=value,
                attributes=["res", "名字"],
                tags=["x"],
                meta={"source": "テスト", "n": 1},
                confidence=1 / 3,
            )
        )
    async with uow_factory(OPEN_TENANT) as uow:
        uow.events.record(
            node="test", op="stage", user_id=user, memory_id=stored[0].id,
            sim=float("nan"), meta={"why": TEXT},
        )  # fmt: skip
        uow.events.record(node="test", op="stage", user_id=user, sim=-math.inf)
    rows = await connection.execute(
        text(
            "SELECT text, value, attributes, tags, metadata, confidence, valid_from,"
            " embedding IS NULL, embedding::real[] FROM memories WHERE user_id = :u ORDER BY key"
        ),
        {"u": user},
    )
    for i, (
        said,
        value,
        attributes,
        tags,
        meta,
        confidence,
        valid_from,
        missing,
        embedding,
    ) in enumerate(rows):
        assert said == f"{TEXT} {i}"
        assert value == values[i]
        assert (attributes, tags, meta) == (["res", "名字"], ["x"], {"source": "テスト", "n": 1})
        assert confidence == 1 / 3  # a float8 to the last bit
        assert valid_from == AT.astimezone(UTC)
        assert missing is (i == 0)
        if i:
            assert np.array_equal(np.array(embedding, dtype=np.float32), vector(i))
    events = await connection.execute(
        text("SELECT sim, meta FROM events WHERE user_id = :u AND node = 'test' ORDER BY sim"),
        {"u": user},
    )
    (low, _), (nan, meta) = events.all()
    assert low == -math.inf
    assert math.isnan(nan)
    assert meta == {"why": TEXT}
