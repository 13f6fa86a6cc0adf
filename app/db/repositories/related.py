"""The memories related to a memory: its relation edges, either direction, to current ones."""

from typing import Any

from sqlalchemy import (
    ColumnElement,
    FromClause,
    and_,
    bindparam,
    func,
    literal_column,
    select,
    union_all,
)
from sqlalchemy.dialects.postgresql import aggregate_order_by
from sqlalchemy.orm import InstrumentedAttribute, aliased

from app.db.models import Memory, Relation
from app.enums import MemoryStatus


def links_of(
    memory_id: ColumnElement[str] | InstrumentedAttribute[str], outer: FromClause | type[Memory]
) -> Any:
    """The current memories linked to `memory_id` (a column of `outer`, the enclosing query's
    FROM), either direction, as a JSON array of [id, category, text, strength], strongest
    first; `[]` when there are none. The tenant is the `tenant` bind parameter."""
    other = aliased(Memory)
    # Correlated to the outer memory explicitly: inside a FROM subquery nothing is implied.
    outgoing = (
        select(Relation.to_id.label("other"), Relation.strength)
        .where(Relation.tenant_id == bindparam("tenant"), Relation.from_id == memory_id)
        .correlate(outer)
    )
    incoming = (
        select(Relation.from_id.label("other"), Relation.strength)
        .where(Relation.tenant_id == bindparam("tenant"), Relation.to_id == memory_id)
        .correlate(outer)
    )
    edges = union_all(outgoing, incoming).subquery("edges")
    row = func.json_build_array(other.id, other.category, other.text, edges.c.strength)
    ordered = aggregate_order_by(row, edges.c.strength.desc(), other.id)
    return (
        select(func.coalesce(func.json_agg(ordered), literal_column("'[]'::json")))
        .select_from(
            edges.join(other, and_(other.id == edges.c.other, other.status == MemoryStatus.active))
        )
        .scalar_subquery()
    )
