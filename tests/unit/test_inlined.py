"""A statement with its plan-deciding values written in (app/db/repositories/inlined.py)."""

from app.db.driver import Compiled, Kept
from app.db.repositories.inlined import TEXTS_KEPT, Inlined

SQL = (
    "SELECT * FROM memories WHERE user_id = %(user_id)s::VARCHAR"
    " AND category = ANY (%(categories)s::TEXT[]) AND status = %(status_1)s::VARCHAR"
    " AND importance > %(floor)s ORDER BY embedding <=> %(vector)s LIMIT %(limit)s"
)
COMPILED = Compiled(SQL, {"status_1": "active", "weight_1": 0.5})


def test_the_named_values_and_string_constants_are_written_in_as_literals() -> None:
    inlined = Inlined(COMPILED, ("user_id", "categories", "limit"))
    values = {"user_id": "o'brien \\", "categories": ["a", "b c"], "limit": 20, "floor": 0.1}
    assert inlined.text(values) == (
        "SELECT * FROM memories WHERE user_id =  E'o''brien \\\\'"
        " AND category = ANY ('{a,\"b c\"}'::text[]) AND status = 'active'"
        " AND importance > %(floor)s ORDER BY embedding <=> %(vector)s LIMIT 20"
    )
    # What the text does not hold stays a parameter; a constant that is no string too.
    assert inlined.bind({**values, "vector": "[1]"}) == {
        "floor": 0.1,
        "vector": "[1]",
        "weight_1": 0.5,
    }


def test_texts_are_kept_per_value_and_the_oldest_dropped() -> None:
    inlined = Inlined(COMPILED, ("user_id", "categories", "limit"))
    first = inlined.text({"user_id": "u0", "categories": ["a"], "limit": 20})
    assert inlined.text({"user_id": "u0", "categories": ["a"], "limit": 20}) is first
    assert "'u1'" in inlined.text({"user_id": "u1", "categories": ["a"], "limit": 20})
    for n in range(TEXTS_KEPT):
        inlined.text({"user_id": f"v{n}", "categories": ["a"], "limit": 20})
    assert len(inlined._texts) == TEXTS_KEPT
    assert ("u0", ("a",), 20) not in inlined._texts


def test_a_connection_keeps_a_bounded_number_of_texts_prepared() -> None:
    kept = Kept("family", texts=2, after_runs=2)
    info: dict[object, object] = {}
    assert not kept.admit(info, "a")  # first run: planned, not kept
    assert kept.admit(info, "a")  # second: prepared from now on
    assert kept.admit(info, "a")
    assert [kept.admit(info, "b") for _ in range(2)] == [False, True]
    # The budget is spent: another text is planned at each run, however often it runs.
    assert [kept.admit(info, "c") for _ in range(5)] == [False] * 5
    # Each connection (its pool `info`) has its own budget.
    assert [kept.admit({}, "c"), kept.admit(info, "a")] == [False, True]
