"""The candidates of many writes in one statement: a batch's items whose users hold a few
memories (docs/performance.md, "Bulk").

`CandidateRepository.gather` is one statement a write, planned for its values: ~0.6 ms of
planning and a round trip each, the largest part of a bulk load's PostgreSQL time after the
new rows themselves. Here every item is a row of `unnest` and the same four channels run for
each as a LATERAL subquery, planned once for the whole chunk. Each channel is the same SQL as
the single statement's (the same conditions, distances, cut-offs, orders and limits), so each
item gets the rows its own statement would get, with one difference this module has to rule
out: the single statement may answer a nearest-neighbour channel from the HNSW index, which
is approximate, when the user holds many memories. Its plan is chosen per user; this one
cannot be, so its searches are exact by construction (the order is an expression the index
cannot serve), and callers send only users holding at most `FEW` active memories, for which
the planner sorts the user's rows exactly too (`tests/integration/test_candidate_batch.py`
checks the plan and the answers).
"""

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from app.enums import MemoryStatus, Tier

# Users holding at most this many active memories have their candidates found together.
FEW = 64

_ACTIVE = f"m.status = '{MemoryStatus.active.value}'"
_USER = (
    "m.tenant_id = %(tenant)s AND m.user_id = q.user_id"
    " AND m.project_id IS NOT DISTINCT FROM q.project_id"
)
_FREE = f"{_USER} AND {_ACTIVE} AND m.key IS NULL"
_GATED = f"{_FREE} AND (m.importance > %(importance_gate)s OR m.tier = '{Tier.core.value}')"
_NO_DUPLICATE = "NOT EXISTS (SELECT FROM duplicate)"
# `+ 0`: the same order, but not one the HNSW index can produce: an exact sort of the user's rows.
_EXACT = "(m.embedding <=> q.vector) + 0"

_SQL = (
    "SELECT q.n, f.id, f.channel, f.distance, f.place"
    " FROM unnest(%(ns)s::int[], %(users)s::text[], %(projects)s::text[], %(hashes)s::text[],"
    " %(vectors)s::vector[], %(gates)s::float8[], %(attributes)s::jsonb[])"
    " AS q(n, user_id, project_id, content_hash, vector, gate, attributes)"
    " CROSS JOIN LATERAL ("
    "WITH duplicate AS MATERIALIZED ("
    f"SELECT m.id FROM memories m WHERE {_USER} AND m.content_hash = q.content_hash"
    f" AND {_ACTIVE} ORDER BY m.created_at LIMIT 1"
    "), semantic AS MATERIALIZED ("
    "SELECT m.id, m.embedding <=> q.vector AS distance FROM memories m"
    f" WHERE {_GATED} AND {_NO_DUPLICATE} AND m.embedding IS NOT NULL"
    f" ORDER BY {_EXACT} LIMIT %(k)s"
    "), near AS MATERIALIZED ("
    "SELECT m.id, m.embedding <=> q.vector AS distance FROM memories m"
    f" WHERE {_FREE} AND {_NO_DUPLICATE} AND m.embedding IS NOT NULL"
    f" ORDER BY {_EXACT} LIMIT %(near_k)s"
    "), sharing AS MATERIALIZED ("
    "SELECT m.id, CASE WHEN m.embedding IS NULL THEN NULL"
    " ELSE m.embedding <=> q.vector END AS distance, m.created_at FROM memories m"
    f" WHERE {_GATED} AND {_NO_DUPLICATE}"
    " AND m.attributes && ARRAY(SELECT jsonb_array_elements_text(q.attributes))"
    " ORDER BY 2 ASC NULLS LAST, m.created_at DESC LIMIT %(k)s"
    ")"
    " SELECT id, 'duplicate' AS channel, NULL::float8 AS distance, 1::bigint AS place"
    " FROM duplicate"
    " UNION ALL SELECT id, 'semantic', distance, row_number() OVER (ORDER BY distance, id)"
    " FROM semantic WHERE distance <= 1 - q.gate"
    " UNION ALL SELECT id, 'near', distance, row_number() OVER (ORDER BY distance, id)"
    " FROM near WHERE distance <= 1 - %(duplicate_similarity)s"
    " UNION ALL SELECT id, 'attribute', distance,"
    " row_number() OVER (ORDER BY distance ASC NULLS LAST, created_at DESC) FROM sharing"
    ") f"
)


@dataclass(frozen=True)
class Lookup:
    """What one write searches with: `CandidateRepository.gather`'s values, a vector given."""

    user_id: str
    project_id: str | None
    content_hash: str
    vector: Any
    attributes: Sequence[str]
    gate: float


def statement() -> str:
    return _SQL


def params(
    tenant_id: str,
    lookups: Sequence[Lookup],
    *,
    k: int,
    importance_gate: float,
    duplicate_similarity: float,
    near_k: int,
) -> dict[str, Any]:
    return {
        "tenant": tenant_id,
        "ns": list(range(len(lookups))),
        "users": [one.user_id for one in lookups],
        "projects": [one.project_id for one in lookups],
        "hashes": [one.content_hash for one in lookups],
        "vectors": [one.vector for one in lookups],
        "gates": [float(one.gate) for one in lookups],
        "attributes": [json.dumps(list(one.attributes)) for one in lookups],
        "k": k,
        "near_k": near_k,
        "importance_gate": importance_gate,
        "duplicate_similarity": duplicate_similarity,
    }
