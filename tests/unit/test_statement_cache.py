"""psycopg keeps the placeholder conversion of every hot statement (app.db.engine raised the
length it keeps): none is converted again per execution."""

import itertools
from datetime import UTC, datetime
from typing import Any

from psycopg import _queries
from sqlalchemy.dialects import postgresql

from app.db import engine
from app.db.repositories import candidate_sql, staged
from app.db.repositories.retrieval import Scope
from app.db.repositories.search_sql import _search_sql

DIALECT = postgresql.psycopg.dialect()  # type: ignore[no-untyped-call]
NOW = datetime(2026, 11, 26, tzinfo=UTC)


def _retrieval(equal: dict[str, Any] | None = None, **bounds: Any) -> bytes:
    scope = Scope(user_id="u", categories=["fact"], equal=equal or {}, **bounds)
    return _search_sql(scope).sql.encode()


def test_the_hot_statements_are_short_enough_to_be_kept() -> None:
    statements = [
        _retrieval(),
        _retrieval({"agent_id": "a", "run_id": "r", "project_id": "p"}, as_of=NOW),
        _retrieval(as_of=NOW, known_at=NOW, importance_min=0.1, updated_after=NOW),
        str(staged._STATEMENT.compile(dialect=DIALECT)).encode(),
        *(
            str(candidate_sql.statement(*shape).compile(dialect=DIALECT)).encode()
            for shape in itertools.product((True, False), repeat=4)
        ),
    ]
    assert _queries.MAX_CACHED_STATEMENT_LENGTH == engine.STATEMENT_CACHE_BYTES
    assert max(map(len, statements)) > 4096  # psycopg's own limit would not keep them all
    assert all(len(s) <= _queries.MAX_CACHED_STATEMENT_LENGTH for s in statements)
