"""A batch's candidates found together (candidate_batch) are the ones each write's own statement
finds: the same memories, channels, similarities and duplicate, for users holding up to `FEW`
memories, and that statement's plan sorts such a user's rows exactly (no HNSW scan, which
could miss a row the exact sort finds) even beside many other users' memories."""

import random
from collections.abc import AsyncIterator
from typing import Any

import numpy as np
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import driver
from app.db.repositories.candidate_batch import FEW, Lookup
from app.db.repositories.candidates import CandidateRepository, written_sql

TENANT = "t_batch"
ATTRIBUTES = ["res", "emp", "diet", "pref:editor"]

# Users u0..u29 hold memories, u0 the most (FEW active); 1,600 more memories belong to 300
# other users, so the table is not one user's. Vectors are random and
# near-duplicates of each other within a user, so every channel has something to find.
_SEED = f"""
INSERT INTO memories (id, tenant_id, user_id, project_id, type, category, key, text,
    content_hash, attributes, confidence, importance, tier, chain_id, version, status, embedding)
SELECT 'mb' || i, '{TENANT}', u, CASE WHEN i % 7 = 0 THEN 'p1' END, 'fact', 'general',
    CASE WHEN i % 11 = 0 THEN 'k' || i END, 'text ' || i, 'h' || (i % 40),
    CASE WHEN i % 3 = 0 THEN ARRAY['res'] WHEN i % 3 = 1 THEN ARRAY['emp', 'diet'] ELSE '{{}}' END,
    0.8, (i % 10) / 10.0, CASE WHEN i % 13 = 0 THEN 'core' ELSE 'semantic' END,
    'mb' || i, 1, CASE WHEN i % 9 = 0 THEN 'retracted' ELSE 'active' END,
    CASE WHEN i % 17 <> 0 THEN (SELECT array_agg(
        sin(i % 5 * 100 + d) + (random() - 0.5) * 0.6 + i * 0) FROM generate_series(1, 384) d
    )::vector END
FROM (SELECT i, CASE WHEN i <= {FEW + FEW // 8} THEN 'u0' WHEN i <= 400 THEN 'u' || (i % 29 + 1)
    ELSE 'other' || (i % 300) END AS u FROM generate_series(1, 2000) i) s
"""


@pytest.fixture
async def session(session: AsyncSession) -> AsyncIterator[AsyncSession]:
    await session.execute(text(_SEED))
    await session.execute(text("ANALYZE memories"))
    try:
        yield session
    finally:
        await session.rollback()


def _vector(seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return (np.sin(seed % 5 * 100 + np.arange(1, 385)) + rng.uniform(-0.3, 0.3, 384)).astype(
        np.float32
    )


async def test_the_single_statement_sorts_a_user_with_few_memories_exactly(
    session: AsyncSession,
) -> None:
    count = await session.scalar(
        text("SELECT count(*) FROM memories WHERE user_id = 'u0' AND status = 'active'")
    )
    assert count == FEW  # (every ninth row is retracted)
    params = {
        "tenant": TENANT,
        "user_id": "u0",
        "content_hash": "none",
        "importance_gate": 0.3,
        "k": 10,
        "vector": "[" + ",".join(str(x) for x in _vector(1)) + "]",
        "near_k": 3,
        "gate": 0.2,
        "duplicate_similarity": 0.95,
        "attributes": ["res"],
    }
    statement = written_sql(True, True, False, params)
    sql = "EXPLAIN (COSTS OFF) " + statement.sql.replace("%(vector)s", "%(vector)s::vector")
    plan = "\n".join(row[0] for row in await driver.fetch_all(session, sql, statement.bind(params)))
    assert "ix_memories_embedding" not in plan, plan


async def test_candidates_found_together_are_each_writes_own(session: AsyncSession) -> None:
    repository = CandidateRepository(session, TENANT)
    rng = random.Random(3)
    lookups = [
        Lookup(
            user_id=f"u{n % 30}",
            project_id="p1" if n % 4 == 0 else None,
            content_hash=f"h{rng.randrange(60)}",  # some a stored duplicate, some not
            vector=_vector(rng.randrange(10)),
            attributes=sorted(rng.sample(ATTRIBUTES, rng.randrange(3))),
            gate=rng.choice([0.0, 0.3, 0.6, 0.9]),
        )
        for n in range(60)
    ]
    settings: dict[str, Any] = {"k": 10, "importance_gate": 0.3, "duplicate_similarity": 0.9}
    together = await repository.gather_many(lookups, **settings)
    found_any = 0
    for lookup, found in zip(lookups, together, strict=True):
        alone = await repository.gather(
            user_id=lookup.user_id,
            project_id=lookup.project_id,
            content_hash=lookup.content_hash,
            vector=lookup.vector,
            attributes=lookup.attributes,
            gate=lookup.gate,
            **settings,
        )
        assert found.duplicate is alone.duplicate
        assert [(m.id, s) for m, s in found.candidates] == [(m.id, s) for m, s in alone.candidates]
        found_any += bool(found.duplicate or found.candidates)
    assert found_any > 30
