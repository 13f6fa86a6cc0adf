"""psycopg keeps the placeholder conversion of every hot statement (app.db.engine raised the
length it keeps): none is converted again per execution."""

from psycopg import _queries
from sqlalchemy.dialects import postgresql

from app.db import engine
from app.db.repositories import candidates, staged
from app.db.repositories.retrieval import Scope, _search_statement

DIALECT = postgresql.psycopg.dialect()  # type: ignore[no-untyped-call]
CATEGORIES = [f"category_{i}" for i in range(40)]


def _retrieval(**equal: object) -> bytes:
    scope = Scope(user_id="u", categories=CATEGORIES, equal=dict(equal))
    compiled = _search_statement(scope).compile(dialect=DIALECT)
    values = {name: None for name in compiled.binds} | {"categories": CATEGORIES}
    expanded = compiled.construct_expanded_state(values)
    return str(expanded.statement).encode()


def test_the_hot_statements_are_short_enough_to_be_kept() -> None:
    statements = [
        _retrieval(),
        _retrieval(agent_id="a", run_id="r", actor_id="x", role="user", project_id="p"),
        str(staged._STATEMENT.compile(dialect=DIALECT)).encode(),
        *(
            str(candidates._statement(*shape).compile(dialect=DIALECT)).encode()
            for shape in [
                (e, a, p) for e in (True, False) for a in (True, False) for p in (True, False)
            ]
        ),
    ]
    assert _queries.MAX_CACHED_STATEMENT_LENGTH == engine.STATEMENT_CACHE_BYTES
    assert max(map(len, statements)) > 4096  # psycopg's own limit would not keep them all
    assert all(len(s) <= _queries.MAX_CACHED_STATEMENT_LENGTH for s in statements)
