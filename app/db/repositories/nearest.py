"""The nearest-neighbour search that conflict candidates and retrieval both stand on.

pgvector's HNSW index answers `ORDER BY embedding <=> :vector LIMIT k`, and
`hnsw.iterative_scan` (set per connection, see engine.py) keeps it scanning while the SQL
filters reject rows, so a selective filter still yields k rows. The search is a MATERIALIZED
CTE so that PostgreSQL runs it as that one index scan: what a caller adds on top (a similarity
cut-off, the columns it reads, correlated subqueries) applies to the k rows found, never inside
the scan — a distance predicate there would make it walk the graph.
"""

from collections.abc import Sequence
from typing import Any

from sqlalchemy import CTE, ColumnElement, select

from app.db.models import Memory


def nearest(
    vector: Any, where: Sequence[ColumnElement[bool]], *, limit: Any, name: str = "nearest"
) -> CTE:
    """`id` and cosine `distance` of the `limit` embedded memories closest to `vector` among
    those `where` selects. `vector` and `limit` are values or bound parameters; `name` names
    the CTE (two searches in one statement need two names)."""
    distance = Memory.embedding.cosine_distance(vector)
    return (
        select(Memory.id, distance.label("distance"))
        .where(*where, Memory.embedding.is_not(None))
        .order_by(distance)
        .limit(limit)
        .cte(name)
        .prefix_with("MATERIALIZED")
    )
